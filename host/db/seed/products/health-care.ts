import type { HomeCategoryProducts } from './types.js';

export const HEALTH_CARE: HomeCategoryProducts = {
  home: 'Health Care',
  code: 'HLT',
  products: [
    {
      no: 50, name: 'Green Coffee & Garcinia Fat Burner', sub: 'Fat Burner', shape: 'bottle', style: '60 capsules',
      desc: 'Green coffee bean and garcinia cambogia to support your metabolism alongside a balanced diet and exercise.',
      price: '199.00', sales: '179.00', p2: '340.00', p3: '480.00', banners: [15],
    },
    {
      no: 51, name: 'Moringa Metabolism Tea', sub: 'Fat Burner', shape: 'pouch', style: '30 tea bags',
      desc: 'Moringa leaf, lemongrass and ginger in a light, caffeine-free tea. Free delivery when you buy three.',
      price: '75.00', sales: '75.00', freeQty: 3,
    },
    {
      no: 52, name: 'Apple Cider Vinegar Gummies', sub: 'Fat Burner', shape: 'bottle', style: '60 gummies',
      desc: 'All the benefits of apple cider vinegar in a tasty gummy, with pomegranate and beetroot.',
      price: '165.00', sales: '149.99', ribbon: 'New',
    },
    {
      no: 53, name: 'Wildcrafted Irish Sea Moss Gel', sub: 'Immunity Care', shape: 'jar', style: '16 oz',
      desc: 'Hand-harvested sea moss from the Caribbean, washed, soaked and blended fresh. Add two tablespoons to your smoothie or porridge every day.',
      price: '150.00', sales: '135.00', ribbon: 'Best Seller', best: 1, banners: [11],
      variants: [['Original', '16 oz'], ['Sorrel', '16 oz'], ['Pineapple Ginger', '16 oz'], ['Passion Fruit', '16 oz']],
    },
    {
      no: 54, name: 'Elderberry & Ginger Immune Syrup', sub: 'Immunity Care', shape: 'bottle', style: '250 ml',
      desc: 'Elderberries, fresh ginger, cinnamon and raw honey, simmered slowly. A spoonful a day in rainy season.',
      price: '125.00', sales: '125.00', free: true, banners: [15],
    },
    {
      no: 55, name: 'Soursop Leaf & Lemongrass Tea', sub: 'Immunity Care', shape: 'pouch', style: '25 tea bags',
      desc: 'A calming bush tea of sun-dried soursop leaves and fever grass, just like Granny used to make.',
      price: '55.00', sales: '55.00', p2: '100.00', p3: '140.00', p5: '220.00',
    },
    {
      no: 56, name: 'Turmeric, Ginger & Black Pepper Capsules', sub: 'Immunity Care', shape: 'bottle', style: '90 capsules',
      desc: 'Organic turmeric root with ginger and black pepper for better absorption. Supports joints and a healthy immune response.',
      price: '145.00', sales: '129.99', discount: 5,
    },
    {
      no: 57, name: 'Vitamin D3 + K2 Softgels', sub: 'Vitamins & Supplements', shape: 'bottle', style: '60 softgels',
      desc: 'Vitamin D3 with K2 in cold-pressed coconut oil for strong bones and a healthy heart.',
      price: '135.00', sales: '135.00', freeQty: 2, banners: [15],
    },
    {
      no: 58, name: 'Moringa Leaf Powder Capsules', sub: 'Vitamins & Supplements', shape: 'bottle', style: '120 capsules',
      desc: 'Shade-dried moringa leaf, packed with iron, calcium and antioxidants. The miracle tree in an easy capsule.',
      price: '115.00', sales: '99.99', discount: 15, ribbon: 'Sale',
    },
    {
      no: 59, name: 'Women\'s Daily Multivitamin with Sea Moss', sub: 'Vitamins & Supplements', shape: 'bottle', style: '60 tablets',
      desc: 'A complete multivitamin with iron, folate, biotin and sea moss for energy, hair, skin and nails.',
      price: '175.00', sales: '175.00',
    },
    {
      no: 60, name: 'Magnesium Glycinate Sleep Support', sub: 'Vitamins & Supplements', shape: 'bottle', style: '90 capsules',
      desc: 'Gentle, well-absorbed magnesium with chamomile to help you unwind and sleep through the night.',
      price: '160.00', sales: '149.00', soldOut: true,
    },
  ],
};
