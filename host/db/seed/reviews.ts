// Seed reviews: real-sounding customers from around Trinidad and Tobago. Each review is dated between its
// product's date_added and the catalogue date, spread evenly in the order written (Trinidad time, UTC-4).
import { CATALOGUE_DATE, SEED_PRODUCTS } from './products/index.js';

export interface SeedReview {
  reviewNo: number;
  productNo: number;
  customerName: string;
  customerMobile: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  comments: string;
  createdAt: string; // ISO timestamp
}

type Row = [productNo: number, name: string, mobile: string, rating: SeedReview['rating'], title: string, comments: string];

const ROWS: Row[] = [
  // Product 53 (sea moss gel) has more than 5 reviews, so its All Reviews button shows.
  [
    53,
    'Kavita Ramdass',
    '7531208',
    5,
    'Best sea moss in town',
    'Clean, no fishy smell at all. I put it in my morning smoothie and I have so much more energy.',
  ],
  [53, 'Marcus Joseph', '6847712', 5, 'Real thing', 'You could tell this is the real wildcrafted moss. Delivery reach Chaguanas in two days.'],
  [53, 'Shania Mohammed', '3904411', 4, 'Sorrel flavour is nice', 'Love the sorrel one, tastes like Christmas. Wish the jar was a bit bigger for the price.'],
  [53, 'Darnell Phillip', '7659023', 5, 'My whole family using it', 'Buying this every month now. Mammy says it help with her joints.'],
  [53, 'Anika Ramkissoon', '4812265', 3, 'Good but thick', 'Quality is good but it came out thicker than I like. Had to blend it with some water.'],
  [
    53,
    'Kerry-Ann Baptiste',
    '7718854',
    5,
    'Pineapple ginger!',
    'The pineapple ginger flavour is too sweet (in a good way). Could eat it straight from the jar.',
  ],
  [53, 'Ravi Persad', '6204178', 4, 'Solid product', 'Consistent every time I order. Keep it in the fridge and it lasts about three weeks.'],
  [53, 'Nicole Charles', '3567720', 5, 'Skin glowing', 'Two months in and my skin is glowing. Friends in office asking what I doing different.'],
  [1, 'Jerome Alexander', '7480231', 5, 'Gentle and fresh', 'Does not dry out my face like the pharmacy brands. Smells fresh and clean.'],
  [1, 'Aaliyah Ali', '6892214', 4, 'Nice cleanser', 'Good for my combination skin. Pump bottle is convenient.'],
  [11, 'Keisha Thomas', '7764309', 5, 'Dark marks fading', 'After four weeks my dark marks from old pimples are really fading. Worth every dollar.'],
  [11, 'Vishal Maharaj', '3951186', 4, 'Works well', 'Bought it for my wife and now I using it too. Slight tingle the first few days.'],
  [11, 'Tricia Garcia', '6215587', 5, 'Holy grail serum', 'My go-to serum now. Love that it uses West Indian cherry.'],
  [18, 'Andre Lewis', '7428890', 5, 'Like whipped cream', 'So soft and light. The vanilla coconut scent lasts all day.'],
  [18, 'Sasha Rampersad', '4876632', 5, 'No more ashy legs', 'Finally something that keeps my legs moisturised in this heat.'],
  [18, 'Candice John', '3018847', 4, 'Love it, melts in heat', 'Great butter but it melted a bit in the car on the way home. Still works perfect.'],
  [29, 'Devon Williams', '6739902', 5, 'Pure coconut', 'Smells like the oil my grandmother used to make in Mayaro. Hair soft soft.'],
  [29, 'Renee Mohan', '7352241', 5, 'Great value', 'Bought three for the multi-buy price. Using it on hair and skin.'],
  [7, 'Akeem Bissessar', '3946618', 4, 'Light moisturiser', 'Not greasy at all, good under sunscreen. Would like an SPF version.'],
  [7, 'Natasha Sookdeo', '6271145', 5, 'Perfect for oily skin', 'I have oily skin and this does not break me out. Buying again.'],
  [40, 'Stacy-Ann Noel', '7893320', 5, 'Sorrel Red is gorgeous', 'Just the right amount of colour for work. Keeps my lips soft all day.'],
  [40, 'Rajesh Singh', '6418873', 4, 'Bought for my daughter', 'She loves the mango one. Good price for natural lip balm.'],
  [31, 'Giselle de Gannes', '7604458', 5, 'Edges coming back', 'Three months of using this twice a week and my edges really filling in.'],
  [31, 'Jelani Roberts', '3782219', 4, 'Strong mint smell', 'Works nicely but the peppermint is strong, so do not use it just before bed.'],
  [47, 'Priya Boodoo', '6550934', 5, 'Pores look smaller', 'Mixed it with rose water like they suggest. My face felt so clean after.'],
  [78, 'Kareem Hosein', '7916627', 5, 'Smells like my grandfather', 'That classic bay rum smell. My beard is softer and the itch gone.'],
  [78, 'Brandon Cudjoe', '4835506', 4, 'Good oil', 'Absorbs quickly and the bottle lasts long. Dropper could be better.'],
  [26, 'Kimberly Francis', '6378812', 4, 'Different but good', 'Took a few days to get used to the black paste but my mouth feels really fresh.'],
  [61, 'Shivani Ragoonanan', '7741193', 5, 'Compliments all night', 'Wore it to a wedding in Couva and people kept asking what I had on.'],
  [12, 'Alana Lezama', '6903358', 5, 'Dry patches gone', 'A few drops at night and the dry patches on my cheeks are gone.'],
  [12, 'Marcus Joseph', '6847712', 4, 'Nice oil', 'Absorbs well. Orange colour surprised me at first but it does not stain.'],
  [19, 'Kerry-Ann Baptiste', '7718854', 4, 'Everyday lotion', 'Good lotion for the price. Multi-buy deal makes it cheaper than the supermarket.'],
  [4, 'Ravi Persad', '6204178', 3, 'Smells great, a little rough', 'Love the cocoa smell but it is a bit rough for my face. Using it on my body instead.'],
  [33, 'Nicole Charles', '3567720', 4, 'Gentle shampoo', 'My colour-treated hair is not drying out anymore.'],
  [44, 'Aaliyah Ali', '6892214', 5, 'Lashes longer', 'Easy to apply with the wand. I see a difference after a month.'],
  [50, 'Devon Williams', '6739902', 2, 'Not for me', 'Made me jittery in the mornings. Maybe good for others but I stopped after a week.'],
  [55, 'Sasha Rampersad', '4876632', 5, 'Just like home', 'Tastes exactly like the bush tea my granny used to boil. Very relaxing.'],
  [63, 'Tricia Garcia', '6215587', 4, 'Beach in a bottle', 'Light and fresh. Does not last long but I just spray again.'],
  [70, 'Candice John', '3018847', 5, 'Gentle', 'No irritation at all and I have sensitive skin.'],
  [73, 'Stacy-Ann Noel', '7893320', 5, 'Wish I switched sooner', 'Comfortable and they wash well. Saving money every month.'],
  [74, 'Natasha Sookdeo', '6271145', 4, 'Takes practice', 'Took a couple cycles to get used to it but now I love it.'],
  [84, 'Jerome Alexander', '7480231', 5, 'Great after the gym', 'Lathers well and the peppermint wakes you up. Bought five.'],
  [86, 'Keisha Thomas', '7764309', 5, "Father's Day hit", "Bought it for my husband for Father's Day. The wooden box is lovely."],
  [36, 'Renee Mohan', '7352241', 1, 'Broke in the mail', 'The bar arrived cracked in half. Customer service did replace it though.'],
];

const DAY_MS = 86_400_000;

function reviewDates(): string[] {
  const perProduct = new Map<number, number>();
  for (const [productNo] of ROWS) perProduct.set(productNo, (perProduct.get(productNo) ?? 0) + 1);
  const seen = new Map<number, number>();
  return ROWS.map(([productNo], i) => {
    const product = SEED_PRODUCTS.find((p) => p.productNo === productNo);
    if (!product) throw new Error(`Seed review for unknown product ${productNo}`);
    const k = (seen.get(productNo) ?? 0) + 1;
    seen.set(productNo, k);
    const [from, to] = [Date.parse(product.dateAdded), Date.parse(CATALOGUE_DATE)];
    const day = from + Math.round(((to - from) / DAY_MS) * (k / (perProduct.get(productNo)! + 1))) * DAY_MS;
    const date = new Date(day).toISOString().slice(0, 10);
    return `${date}T${String(9 + (i % 11)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00-04:00`;
  });
}

const DATES = reviewDates();

export const REVIEWS: SeedReview[] = ROWS.map(([productNo, customerName, customerMobile, rating, title, comments], i) => ({
  reviewNo: i + 1,
  productNo,
  customerName,
  customerMobile,
  rating,
  title,
  comments,
  createdAt: DATES[i],
}));
