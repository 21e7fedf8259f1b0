// Sample testimonials for the home carousel (docs/screens.md#home: static sample data).
export const TESTIMONIALS = [
  {
    name: 'Aaliyah M.',
    about: 'Chaguanas',
    rating: 5,
    image: '/media/testimonials/1.svg',
    review: 'The sea moss face cream cleared up my skin in two weeks. Delivery came the next day!',
  },
  {
    name: 'Darren R.',
    about: 'San Fernando',
    rating: 5,
    image: '/media/testimonials/2.svg',
    review: 'Best beard oil I have used. The multi-buy price made it easy to stock up.',
  },
  {
    name: 'Keisha T.',
    about: 'Scarborough, Tobago',
    rating: 4,
    image: '/media/testimonials/3.svg',
    review: 'Lovely coconut hair oil and friendly service on WhatsApp. Tobago delivery was quick.',
  },
  {
    name: 'Ravi S.',
    about: 'Arima',
    rating: 5,
    image: '/media/testimonials/4.svg',
    review: 'Ordered a gift pack for my mother. Beautifully packed and she loved it.',
  },
  {
    name: 'Michelle J.',
    about: 'Port of Spain',
    rating: 5,
    image: '/media/testimonials/5.svg',
    review: 'Paid cash on delivery, no stress at all. The cocoa butter is the real thing.',
  },
  {
    name: 'Shane B.',
    about: 'Diego Martin',
    rating: 4,
    image: '/media/testimonials/6.svg',
    review: 'Good prices and the moringa capsules give me energy for the gym.',
  },
] as const;
