import type { HomeCategoryProducts } from './types.js';

export const BODY_CARE: HomeCategoryProducts = {
  home: 'Body Care',
  code: 'BOD',
  products: [
    {
      no: 18, name: 'Whipped Shea & Cocoa Butter', sub: 'Body Cream', shape: 'tub', style: '250 g',
      desc: 'Raw shea and Trinidad cocoa butter whipped light and fluffy. Melts into dry elbows, knees and heels.',
      price: '145.00', sales: '129.99', ribbon: 'Best Seller', best: 3, banners: [11],
      variants: [['Unscented', '250 g'], ['Vanilla Coconut', '250 g'], ['Lemongrass', '250 g']],
    },
    {
      no: 19, name: 'Coconut & Sea Moss Body Lotion', sub: 'Body Cream', shape: 'pump', style: '400 ml',
      desc: 'Everyday lotion with virgin coconut oil and sea moss that keeps skin moisturised from morning till night. Buy three and delivery is free.',
      price: '110.00', sales: '99.00', p2: '180.00', p3: '255.00', p5: '400.00', freeQty: 3, banners: [13],
    },
    {
      no: 20, name: 'Tobago Cocoa Body Butter', sub: 'Body Cream', shape: 'jar', style: '200 g',
      desc: 'Made with fine-flavour cocoa butter from a Tobago estate. Deeply nourishing, with a warm chocolate scent.',
      price: '125.00', sales: '125.00', ribbon: 'New', banners: [13],
    },
    {
      no: 21, name: 'Aloe After-Sun Body Gel', sub: 'Body Cream', shape: 'tube', style: '200 ml',
      desc: 'For after Maracas or a day on the fete boat: aloe, cucumber and peppermint to cool and repair sun-stressed skin.',
      price: '85.00', sales: '79.00', discount: 10, banners: [15],
    },
    {
      no: 22, name: 'Castor & Avocado Stretch Mark Cream', sub: 'Body Cream', shape: 'jar', style: '150 g',
      desc: 'Castor oil, avocado and cocoa butter support skin elasticity during pregnancy and growth spurts.',
      price: '160.00', sales: '160.00', free: true, banners: [13],
    },
    {
      no: 23, name: 'Bay Rum & Peppermint Foot Cream', sub: 'Body Cream', shape: 'tube', style: '100 ml',
      desc: 'A tingly, reviving cream for tired feet, scented with West Indian bay rum and peppermint.',
      price: '70.00', sales: '70.00', soldOut: true,
    },
    {
      no: 24, name: 'Sugar & Lemon Hair Removal Wax', sub: 'Hair Removal', shape: 'tub', style: '250 g',
      desc: 'Old-school sugaring paste of cane sugar, lime juice and water. No strips, no resins, easy to wash off.',
      price: '120.00', sales: '110.00',
    },
    {
      no: 25, name: 'Turmeric Hair Removal Cream', sub: 'Hair Removal', shape: 'tube', style: '100 ml',
      desc: 'A gentle depilatory cream with turmeric and aloe for smooth legs and underarms in minutes.',
      price: '89.00', sales: '84.99', freeQty: 2,
    },
    {
      no: 26, name: 'Charcoal & Neem Herbal Toothpaste', sub: 'Teeth Care', shape: 'tube', style: '120 g',
      desc: 'Fluoride-free toothpaste with neem, clove and activated charcoal for fresh breath and a brighter smile.',
      price: '45.00', sales: '45.00', p2: '85.00', p3: '120.00', p5: '190.00', best: 10,
    },
    {
      no: 27, name: 'Bamboo Charcoal Toothbrush', sub: 'Teeth Care', shape: 'stick', style: 'Pack of 2',
      desc: 'Biodegradable bamboo handles with charcoal-infused bristles. Choose your colour and bristle strength.',
      price: '48.00', sales: '48.00',
      variants: [['Charcoal Black', 'Soft'], ['Natural', 'Soft'], ['Mint Green', 'Medium']],
    },
    {
      no: 28, name: 'Coconut Oil Pulling Mouthwash', sub: 'Teeth Care', shape: 'bottle', style: '250 ml',
      desc: 'Virgin coconut oil with spearmint and clove for the traditional morning oil-pulling ritual.',
      price: '65.00', sales: '59.00', ribbon: 'New',
    },
  ],
};
