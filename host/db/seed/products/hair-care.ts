import type { HomeCategoryProducts } from './types.js';

export const HAIR_CARE: HomeCategoryProducts = {
  home: 'Hair Care',
  code: 'HAR',
  products: [
    {
      no: 29, name: 'Cold-Pressed Virgin Coconut Hair Oil', sub: 'Hair Oil', shape: 'bottle', style: '250 ml',
      desc: 'Pressed from fresh Cedros coconuts, never heated. Seals in moisture and tames frizz on every hair type.',
      price: '89.99', sales: '79.99', p2: '150.00', p3: '215.00', p5: '340.00', ribbon: 'Best Seller', best: 4, banners: [11],
    },
    {
      no: 30, name: 'Jamaican Black Castor Oil', sub: 'Hair Oil', shape: 'bottle', style: '120 ml',
      desc: 'Traditionally roasted castor beans give this thick, dark oil its ashy colour. A staple for edges, brows and scalp massage.',
      price: '95.00', sales: '95.00', freeQty: 2, video: true,
    },
    {
      no: 31, name: 'Rosemary & Mint Growth Oil', sub: 'Hair Oil', shape: 'dropper', style: '60 ml',
      desc: 'Rosemary, peppermint and castor oil stimulate the scalp and support thicker-looking hair. Massage in twice a week.',
      price: '110.00', sales: '99.00', ribbon: 'Best Seller', best: 7, banners: [14],
    },
    {
      no: 32, name: 'Chadon Beni & Bay Leaf Scalp Oil', sub: 'Hair Oil', shape: 'dropper', style: '60 ml',
      desc: 'A limited batch infused with garden chadon beni and bay leaf, a grandmother\'s recipe for an itchy, dry scalp.',
      price: '98.00', sales: '98.00', ribbon: 'Limited',
    },
    {
      no: 33, name: 'Moringa & Aloe Moisture Shampoo', sub: 'Shampoo', shape: 'pump', style: '355 ml',
      desc: 'A sulphate-free shampoo that cleans without leaving hair squeaky and dry. Moringa protects colour-treated hair.',
      price: '99.00', sales: '89.99', variants: [['', '355 ml']],
    },
    {
      no: 34, name: 'Coconut Milk Curl Cleansing Shampoo', sub: 'Shampoo', shape: 'bottle', style: '300 ml',
      desc: 'Creamy coconut milk and honey cleanse curls and coils while keeping definition.',
      price: '92.00', sales: '92.00', discount: 10,
    },
    {
      no: 35, name: 'Neem & Tea Tree Anti-Dandruff Shampoo', sub: 'Shampoo', shape: 'bottle', style: '300 ml',
      desc: 'Neem, tea tree and apple cider vinegar clear flakes and soothe an itchy scalp.',
      price: '85.00', sales: '85.00', p2: '155.00', p3: '225.00',
    },
    {
      no: 36, name: 'Hibiscus Shampoo Bar', sub: 'Shampoo', shape: 'bar', style: '110 g',
      desc: 'A plastic-free shampoo bar with hibiscus powder and shea butter. Lasts as long as two bottles.',
      price: '55.00', sales: '49.99', freeQty: 3, ribbon: 'New',
    },
    {
      no: 37, name: 'Sea Moss Deep Conditioning Hair Kit', sub: 'Hair Treatment Kit', shape: 'box', style: '3-piece kit',
      desc: 'Shampoo, deep-conditioning masque and leave-in, all with Irish sea moss. Restores soft, manageable hair in one wash day.',
      price: '285.00', sales: '249.00', free: true, banners: [13],
    },
    {
      no: 38, name: 'Avocado & Honey Protein Treatment Kit', sub: 'Hair Treatment Kit', shape: 'box', style: '4-piece kit',
      desc: 'A strengthening protein treatment, moisture masque, heat cap and applicator brush for damaged or relaxed hair.',
      price: '320.00', sales: '320.00', soldOut: true,
    },
    {
      no: 39, name: 'Castor & Black Seed Edge Repair Kit', sub: 'Hair Treatment Kit', shape: 'box', style: '2-piece kit',
      desc: 'Black castor oil serum and a soft edge brush to bring back thinning edges and hairlines.',
      price: '175.00', sales: '159.00', discount: 5,
    },
  ],
};
