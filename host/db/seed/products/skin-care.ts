import type { HomeCategoryProducts } from './types.js';

export const SKIN_CARE: HomeCategoryProducts = {
  home: 'Skin Care',
  code: 'SKN',
  products: [
    {
      no: 1, name: 'Sea Moss & Aloe Facial Cleanser', sub: 'Face Wash', shape: 'pump', style: '200 ml',
      desc: 'A gentle gel cleanser with wildcrafted sea moss and fresh aloe that lifts away sweat, sunscreen and city dust without stripping. Made for hot, humid days.',
      price: '95.00', sales: '89.99', p2: '170.00', p3: '245.00', best: 12, banners: [11],
    },
    {
      no: 2, name: 'Neem & Tea Tree Clarifying Face Wash', sub: 'Face Wash', shape: 'tube', style: '150 ml',
      desc: 'Cold-pressed neem oil and tea tree help calm breakouts and keep oily T-zones in check. Use morning and night.',
      price: '85.00', sales: '85.00', discount: 10,
    },
    {
      no: 3, name: 'Charcoal & Coconut Deep Cleanse Gel', sub: 'Face Wash', shape: 'tube', style: '150 ml',
      desc: 'Activated coconut-shell charcoal draws out impurities while virgin coconut oil keeps skin soft. Free delivery when you buy three.',
      price: '79.00', sales: '75.00', freeQty: 3,
    },
    {
      no: 4, name: 'Cocoa Bean & Brown Sugar Face Scrub', sub: 'Face Scrub', shape: 'jar', style: '120 g',
      desc: 'Finely ground Trinidad cocoa beans and raw brown sugar polish away dull skin. Smells like fresh cocoa tea.',
      price: '110.00', sales: '99.00', discount: 15, ribbon: 'Sale',
    },
    {
      no: 5, name: 'Papaya Enzyme Gentle Exfoliator', sub: 'Face Scrub', shape: 'tube', style: '100 ml',
      desc: 'Natural papaya enzymes dissolve dead skin cells without harsh grains, so sensitive skin can exfoliate too.',
      price: '120.00', sales: '120.00', ribbon: 'New',
    },
    {
      no: 6, name: 'Coffee & Nutmeg Spice Scrub', sub: 'Face Scrub', shape: 'jar', style: '150 g',
      desc: 'Robusta coffee grounds and Grenadian nutmeg wake up tired skin. A small-batch favourite that sells out quickly.',
      price: '95.00', sales: '95.00', soldOut: true,
    },
    {
      no: 7, name: 'Shea & Moringa Daily Moisturiser', sub: 'Face Cream', shape: 'jar', style: '50 g',
      desc: 'Light, non-greasy moisture from unrefined shea butter and moringa seed oil. Sinks in fast, even in the afternoon heat.',
      price: '165.00', sales: '149.99', p2: '280.00', p3: '400.00', ribbon: 'Best Seller', best: 5, banners: [12],
    },
    {
      no: 8, name: 'Aloe Vera Night Repair Cream', sub: 'Face Cream', shape: 'jar', style: '50 g',
      desc: 'A rich overnight cream of aloe, cocoa butter and vitamin E that wakes you up with plump, rested skin.',
      price: '180.00', sales: '180.00', variants: [['', '50 g']],
    },
    {
      no: 9, name: 'Turmeric & Sandalwood Brightening Cream', sub: 'Face Cream', shape: 'tube', style: '75 ml',
      desc: 'Turmeric and sandalwood, the old-time remedy for uneven tone, in a soft everyday cream.',
      price: '150.00', sales: '135.00', discount: 5, banners: [12],
    },
    {
      no: 10, name: 'Mango Butter SPF 30 Day Cream', sub: 'Face Cream', shape: 'tube', style: '60 ml',
      desc: 'Mineral sun protection with mango butter for beach days in Mayaro and everyday errands alike. Leaves no white cast.',
      price: '195.00', sales: '195.00', ribbon: 'New', free: true,
    },
    {
      no: 11, name: 'Vitamin C & West Indian Cherry Serum', sub: 'Face Serum', shape: 'dropper', style: '30 ml',
      desc: 'West Indian cherry (acerola) is one of nature\'s richest sources of vitamin C. This serum fades dark marks and brings back your glow.',
      price: '245.00', sales: '219.00', p2: '420.00', p3: '600.00', ribbon: 'Best Seller', best: 2, video: true, banners: [11, 14],
    },
    {
      no: 12, name: 'Rosehip & Sea Buckthorn Face Oil', sub: 'Face Serum', shape: 'dropper', style: '30 ml',
      desc: 'A golden blend of cold-pressed rosehip and sea buckthorn oils that nourishes dry patches and softens fine lines.',
      price: '210.00', sales: '199.00', banners: [12],
    },
    {
      no: 13, name: 'Hyaluronic Aloe Hydration Serum', sub: 'Face Serum', shape: 'dropper', style: '30 ml',
      desc: 'Plant-derived hyaluronic acid and aloe juice flood skin with moisture. Free delivery when you buy two.',
      price: '189.00', sales: '189.00', freeQty: 2,
    },
    {
      no: 14, name: 'Rose Water & Witch Hazel Toner', sub: 'Face Toner', shape: 'spray', style: '200 ml',
      desc: 'A refreshing mist of pure rose water and alcohol-free witch hazel. Spritz after cleansing or any time you need to cool down.',
      price: '75.00', sales: '69.99', p2: '130.00', p3: '185.00', p5: '290.00',
    },
    {
      no: 15, name: 'Hibiscus & Green Tea Balancing Toner', sub: 'Face Toner', shape: 'bottle', style: '150 ml',
      desc: 'Hibiscus flowers and green tea tighten pores and balance oily skin. A limited run made with local sorrel petals.',
      price: '89.00', sales: '89.00', ribbon: 'Limited',
    },
    {
      no: 16, name: 'Cucumber & Aloe Cooling Face Gel', sub: 'Face Gel', shape: 'tube', style: '100 ml',
      desc: 'Keep it in the fridge: a cooling gel of cucumber and aloe that soothes sun-warmed skin in seconds.',
      price: '65.00', sales: '59.99', p2: '110.00', p3: '155.00',
    },
    {
      no: 17, name: 'Soursop Leaf Soothing Gel', sub: 'Face Gel', shape: 'jar', style: '100 g',
      desc: 'Soursop leaf extract and aloe calm redness and irritation. Light enough for oily skin.',
      price: '72.00', sales: '72.00', discount: 20, ribbon: 'Sale',
    },
  ],
};
