import type { HomeCategoryProducts } from './types.js';

export const BEAUTY_CARE: HomeCategoryProducts = {
  home: 'Beauty Care',
  code: 'BTY',
  products: [
    {
      no: 40, name: 'Tinted Cocoa Butter Lip Balm', sub: 'Lip Care', shape: 'stick', style: '4.5 g',
      desc: 'Cocoa butter, beeswax and a hint of natural colour. Keeps lips soft through air-conditioned offices and Carnival sun.',
      price: '45.00', sales: '45.00', p2: '85.00', p3: '120.00', best: 6, banners: [12],
      variants: [['Natural', '4.5 g'], ['Sorrel Red', '4.5 g'], ['Mango', '4.5 g'], ['Guava Pink', '4.5 g']],
    },
    {
      no: 41, name: 'Coconut Sugar Lip Scrub', sub: 'Lip Care', shape: 'jar', style: '15 g',
      desc: 'Coconut sugar and sweet almond oil buff away dry, flaky lips. Tastes as good as it smells.',
      price: '55.00', sales: '55.00', ribbon: 'New',
    },
    {
      no: 42, name: 'Shea & Beeswax Overnight Lip Mask', sub: 'Lip Care', shape: 'jar', style: '20 g',
      desc: 'A thick overnight balm of shea and local beeswax. Wake up to smooth, comfortable lips.',
      price: '65.00', sales: '59.00', freeQty: 2,
    },
    {
      no: 43, name: 'Hibiscus Lip & Cheek Tint', sub: 'Lip Care', shape: 'tube', style: '10 ml',
      desc: 'A sheer, buildable stain coloured with hibiscus flowers. Dab on lips and cheeks for a fresh flush.',
      price: '79.00', sales: '79.00', variants: [['Hibiscus Red', ''], ['Sorrel', '']],
    },
    {
      no: 44, name: 'Castor Oil Lash & Brow Serum', sub: 'Eye Care', shape: 'tube', style: '10 ml',
      desc: 'Pure cold-pressed castor oil with vitamin E in an easy mascara-wand tube for fuller-looking lashes and brows.',
      price: '89.00', sales: '79.99', discount: 10, ribbon: 'Sale', banners: [14],
    },
    {
      no: 45, name: 'Cucumber & Aloe Under-Eye Gel', sub: 'Eye Care', shape: 'tube', style: '15 ml',
      desc: 'A cooling roll-on gel that brightens puffy, tired eyes after a late night lime.',
      price: '95.00', sales: '95.00',
    },
    {
      no: 46, name: 'Coffee Bean De-Puffing Eye Cream', sub: 'Eye Care', shape: 'jar', style: '15 g',
      desc: 'Caffeine from green coffee beans and shea butter reduce puffiness and dark circles.',
      price: '120.00', sales: '110.00', soldOut: true,
    },
    {
      no: 47, name: 'Bentonite & Sea Moss Clay Mask', sub: 'Face Pack', shape: 'jar', style: '100 g',
      desc: 'Bentonite clay and sea moss powder detoxify and tighten pores. Mix with water or rose water and relax for ten minutes.',
      price: '99.00', sales: '89.00', p2: '165.00', p3: '235.00', best: 8, banners: [12],
    },
    {
      no: 48, name: 'Turmeric & Honey Glow Face Pack', sub: 'Face Pack', shape: 'jar', style: '100 g',
      desc: 'Turmeric, raw Tobago honey and oat flour for a bright, even glow before a wedding or a big night out.',
      price: '85.00', sales: '85.00', ribbon: 'New', video: true,
    },
    {
      no: 49, name: 'Charcoal Peel-Off Face Pack', sub: 'Face Pack', shape: 'tube', style: '100 ml',
      desc: 'Bamboo charcoal and aloe lift blackheads and excess oil. Peel off for instantly smoother skin.',
      price: '75.00', sales: '69.99', discount: 15,
    },
  ],
};
