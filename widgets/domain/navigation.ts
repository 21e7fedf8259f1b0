// The store's navigation as the reference design gives it.

/** Top category bar (docs/screens.md#page-shell): every link goes to /csearch/{subcategory}. */
export const CATEGORY_BAR: ReadonlyArray<{ name: string; subcategories: readonly string[] }> = [
  { name: 'Beauty', subcategories: ['Lip Care', 'Eye Care', 'Face Pack'] },
  { name: 'Hair', subcategories: ['Hair Oil', 'Shampoo', 'Hair Treatment Kit'] },
  { name: 'Beard', subcategories: ['Beard Care'] },
  { name: 'Face', subcategories: ['Face Wash', 'Face Scrub', 'Face Cream', 'Face Serum', 'Face Toner', 'Face Gel'] },
  { name: 'Body', subcategories: ['Body Cream', 'Hair Removal', 'Intimate Wash', 'Teeth Care'] },
  { name: 'Gift Pack', subcategories: ['Combos'] },
  { name: 'Perfume', subcategories: ['Fragrance'] },
  { name: 'Health and Fitness', subcategories: ['Fat Burner', 'Immunity Care', 'Vitamins & Supplements'] },
  { name: 'Personal Care', subcategories: ['Men Care', 'Women Care'] },
];

/** Side menu category entries (docs/screens.md#page-shell): /search/{name}. */
export const SIDE_MENU_CATEGORIES = ['Beauty', 'Hair', 'Face', 'Body', 'Health and Fitness', 'Personal Care'] as const;

/** 'Shop by Category' on the home page (docs/screens.md#home). */
export const HOME_CATEGORIES = ['Body Care', 'Skin Care', 'Hair Care', 'Beauty Care', 'Health Care', 'Fragrance', 'Women Care', 'Beard Care'] as const;

export const BANNER_NUMBERS = [11, 12, 13, 14, 15] as const;

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
