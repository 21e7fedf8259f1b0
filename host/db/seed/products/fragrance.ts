import type { HomeCategoryProducts } from './types.js';

export const FRAGRANCE: HomeCategoryProducts = {
  home: 'Fragrance',
  code: 'FRG',
  products: [
    {
      no: 61, name: 'Caribbean Oud Eau de Parfum', sub: 'Fragrance', shape: 'spray', style: '50 ml',
      desc: 'Smoky oud, Trinidad cocoa and a splash of bitter orange. A warm, long-lasting evening scent.',
      price: '520.00', sales: '489.00', free: true, best: 11, video: true, banners: [13],
    },
    {
      no: 62, name: 'Frangipani & Vanilla Eau de Toilette', sub: 'Fragrance', shape: 'spray', style: '100 ml',
      desc: 'Creamy frangipani blossoms over soft vanilla and sandalwood. Like an evening walk in the Botanic Gardens.',
      price: '385.00', sales: '385.00', ribbon: 'New',
    },
    {
      no: 63, name: 'Coconut Breeze Body Mist', sub: 'Fragrance', shape: 'spray', style: '236 ml',
      desc: 'A light, beachy mist of coconut water, sea salt and white flowers. Spray on generously after a shower.',
      price: '95.00', sales: '89.00', p2: '165.00', p3: '235.00', p5: '375.00',
    },
    {
      no: 64, name: 'Lime & Vetiver Cologne', sub: 'Fragrance', shape: 'spray', style: '100 ml',
      desc: 'Zesty Caribbean lime over earthy vetiver root. Fresh enough for the office, bold enough for the weekend.',
      price: '340.00', sales: '299.00', discount: 10, ribbon: 'Sale',
    },
    {
      no: 65, name: 'Ylang-Ylang Roll-On Perfume Oil', sub: 'Fragrance', shape: 'bottle', style: '10 ml',
      desc: 'Alcohol-free perfume oil of ylang-ylang and jasmine in fractionated coconut oil. Roll onto pulse points.',
      price: '120.00', sales: '120.00', variants: [['', '10 ml']],
    },
    {
      no: 66, name: 'Tonka & Cocoa Eau de Parfum', sub: 'Fragrance', shape: 'spray', style: '50 ml',
      desc: 'Tonka bean from the Orinoco, roasted cocoa and amber. Only a few hundred bottles made this season.',
      price: '450.00', sales: '450.00', ribbon: 'Limited', free: true,
    },
    {
      no: 67, name: 'Hibiscus Hair & Body Mist', sub: 'Fragrance', shape: 'spray', style: '150 ml',
      desc: 'A fruity floral mist safe for hair and skin, with hibiscus, guava and a touch of aloe.',
      price: '110.00', sales: '110.00',
    },
    {
      no: 68, name: 'Fragrance Discovery Gift Set', sub: 'Combos', shape: 'box', style: '5 x 10 ml',
      desc: 'Five of our signature scents in travel sprays, boxed for gifting. Find your favourite before you buy the full size.',
      price: '650.00', sales: '599.00', free: true, ribbon: 'Limited', banners: [15],
    },
    {
      no: 69, name: 'Frangipani Bath & Body Gift Set', sub: 'Combos', shape: 'box', style: '3-piece set',
      desc: 'Frangipani shower gel, body butter and body mist in a keepsake box. A ready-made gift for Mother\'s Day or Christmas.',
      price: '365.00', sales: '329.00', free: true,
    },
  ],
};
