import type { HomeCategoryProducts } from './types.js';

export const WOMEN_CARE: HomeCategoryProducts = {
  home: 'Women Care',
  code: 'WMN',
  products: [
    {
      no: 70, name: 'Cranberry & Aloe Intimate Wash', sub: 'Intimate Wash', shape: 'bottle', style: '200 ml',
      desc: 'A pH-balanced daily wash with cranberry and aloe. Soap-free and fragrance-light for sensitive skin.',
      price: '89.00', sales: '89.00', p2: '160.00',
    },
    {
      no: 71, name: 'Tea Tree pH-Balanced Feminine Wash', sub: 'Intimate Wash', shape: 'pump', style: '250 ml',
      desc: 'Tea tree and lactic acid keep you fresh and comfortable in the heat. Gynaecologist tested.',
      price: '95.00', sales: '85.00', discount: 10, ribbon: 'Sale',
    },
    {
      no: 72, name: 'Chamomile Gentle Intimate Foam', sub: 'Intimate Wash', shape: 'pump', style: '150 ml',
      desc: 'A soft foaming cleanser with chamomile and calendula, gentle enough for post-partum care.',
      price: '99.00', sales: '99.00', ribbon: 'New',
    },
    {
      no: 73, name: 'Organic Cotton Reusable Pads', sub: 'Women Care', shape: 'pouch', style: 'Pack of 4',
      desc: 'Soft organic cotton pads with a leak-proof layer and snap wings. Wash, dry in the sun, reuse for years.',
      price: '145.00', sales: '145.00',
      variants: [['', 'Regular'], ['', 'Heavy'], ['', 'Overnight']],
    },
    {
      no: 74, name: 'Medical-Grade Silicone Menstrual Cup', sub: 'Women Care', shape: 'box', style: '1 cup',
      desc: 'Up to twelve hours of protection from one soft silicone cup. Comes with a cotton storage pouch.',
      price: '185.00', sales: '165.00',
      variants: [['Blush Pink', 'Small'], ['Blush Pink', 'Large'], ['Lavender', 'Small'], ['Lavender', 'Large']],
    },
    {
      no: 75, name: 'Satin Sleep Bonnet', sub: 'Women Care', shape: 'pouch', style: 'One size',
      desc: 'Double-layer satin keeps curls, braids and silk presses protected overnight. Adjustable band, no tight elastic.',
      price: '75.00', sales: '75.00',
      variants: [['Black', 'Standard'], ['Emerald', 'Standard'], ['Rose Gold', 'Large']],
    },
    {
      no: 76, name: 'Raspberry Leaf & Ginger Cramp Relief Tea', sub: 'Women Care', shape: 'pouch', style: '20 tea bags',
      desc: 'Red raspberry leaf, ginger and cinnamon to ease monthly cramps. Free delivery from three packs.',
      price: '65.00', sales: '65.00', freeQty: 3,
    },
    {
      no: 77, name: 'Self-care Sunday Gift Box', sub: 'Combos', shape: 'box', style: '5-piece set',
      desc: 'Clay mask, lip scrub, body butter, bath soak and a satin scrunchie in a pretty box. Everything for a slow Sunday.',
      price: '450.00', sales: '399.00', free: true, ribbon: 'Best Seller', best: 9, banners: [15],
    },
  ],
};
