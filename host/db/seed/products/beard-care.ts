import type { HomeCategoryProducts } from './types.js';

export const BEARD_CARE: HomeCategoryProducts = {
  home: 'Beard Care',
  code: 'BRD',
  products: [
    {
      no: 78, name: 'Bay Rum Beard Oil', sub: 'Beard Care', shape: 'dropper', style: '30 ml',
      desc: 'Classic West Indian bay rum scent in a blend of jojoba, argan and coconut oils. Softens bristles and stops beard itch.',
      price: '120.00', sales: '110.00', p2: '200.00', p3: '285.00', ribbon: 'Best Seller', best: 13, banners: [14],
    },
    {
      no: 79, name: 'Cedarwood & Coconut Beard Balm', sub: 'Beard Care', shape: 'tub', style: '60 g',
      desc: 'Shea butter, beeswax and coconut oil shape and hold a fuller beard, with a woody cedarwood scent.',
      price: '105.00', sales: '105.00',
    },
    {
      no: 80, name: 'Sandalwood Beard Wash', sub: 'Beard Care', shape: 'bottle', style: '150 ml',
      desc: 'A gentle wash that cleans beard and skin beneath without drying. Free delivery when you buy two.',
      price: '89.00', sales: '89.00', freeQty: 2,
    },
    {
      no: 81, name: 'Neem Wood Beard Comb', sub: 'Beard Care', shape: 'stick', style: 'Pocket size',
      desc: 'Hand-finished neem wood comb with fine and wide teeth. Anti-static, so no more frizz.',
      price: '59.00', sales: '59.00', variants: [['Natural', 'Pocket']],
    },
    {
      no: 82, name: 'Beard Growth Serum with Castor', sub: 'Beard Care', shape: 'dropper', style: '50 ml',
      desc: 'Black castor, rosemary and pumpkin seed oils to encourage patchy areas to fill in.',
      price: '135.00', sales: '125.00', discount: 10, soldOut: true,
    },
    {
      no: 83, name: 'Aloe & Witch Hazel Aftershave Balm', sub: 'Men Care', shape: 'tube', style: '100 ml',
      desc: 'Calms razor burn and bumps with aloe, witch hazel and a fresh lime scent. No alcohol sting.',
      price: '95.00', sales: '95.00', ribbon: 'New', banners: [14],
    },
    {
      no: 84, name: 'Charcoal Men\'s Face & Body Bar', sub: 'Men Care', shape: 'bar', style: '120 g',
      desc: 'A cold-process soap with charcoal, coconut oil and peppermint for after the gym or a day in the sun.',
      price: '45.00', sales: '45.00', p2: '80.00', p3: '110.00', p5: '175.00',
    },
    {
      no: 85, name: 'Vetiver Natural Deodorant', sub: 'Men Care', shape: 'stick', style: '75 g',
      desc: 'Aluminium-free deodorant with arrowroot, coconut oil and vetiver that stands up to Trinidad heat.',
      price: '79.00', sales: '72.00', freeQty: 3,
    },
    {
      no: 86, name: 'Beard Grooming Gift Kit', sub: 'Combos', shape: 'box', style: '4-piece kit',
      desc: 'Bay rum beard oil, cedarwood balm, beard wash and a neem comb in a wooden box. The gift for Father\'s Day.',
      price: '399.00', sales: '349.00', free: true, banners: [14],
    },
  ],
};
