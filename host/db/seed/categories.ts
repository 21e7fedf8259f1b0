// The category tree of docs/screens.md#page-shell and the 8 home categories of docs/screens.md#home.
// Top categories are numbered 1..9; a subcategory is its parent's number * 100 + its position.
import { CATEGORY_BAR, HOME_CATEGORIES as HOME_CATEGORIES_OF_NAV, slug } from '../../../widgets/domain/navigation.js';

export interface SeedCategory {
  no: number;
  name: string;
  parentNo: number | null;
  sort: number;
  imageFilePath: string;
}

// The tree and the home categories come from the storefront's navigation, so pages, widgets and data agree.
const TREE: Array<[string, readonly string[]]> = CATEGORY_BAR.map((c) => [c.name, c.subcategories]);

/** 'Vitamins & Supplements' -> 'vitamins-and-supplements': the same slug the storefront uses for tile images. */
export const slugify = slug;

export const categoryImagePath = (name: string) => `categories/${slugify(name)}.svg`;

export const CATEGORIES: SeedCategory[] = TREE.flatMap(([top, subs], i) => [
  { no: i + 1, name: top, parentNo: null, sort: i + 1, imageFilePath: categoryImagePath(top) },
  ...subs.map((sub, j) => ({
    no: (i + 1) * 100 + j + 1,
    name: sub,
    parentNo: i + 1,
    sort: j + 1,
    imageFilePath: categoryImagePath(sub),
  })),
]);

export const SUBCATEGORIES = CATEGORIES.filter((c) => c.parentNo !== null);

/** Subcategory number by name; throws on a typo in the product data. */
export function subcategoryNo(name: string): number {
  const found = SUBCATEGORIES.find((c) => c.name === name);
  if (!found) throw new Error(`Unknown subcategory in seed data: ${name}`);
  return found.no;
}

export const HOME_CATEGORY_NAMES = HOME_CATEGORIES_OF_NAV;
export type HomeCategoryName = (typeof HOME_CATEGORY_NAMES)[number];

/**
 * The 'Shop by Category' carousel (docs/screens.md#home). Each tile's image is `categories/<slug>.svg`,
 * and it links to the top category whose products it mostly holds.
 */
export const HOME_CATEGORIES: Array<{ name: HomeCategoryName; imageFilePath: string; categoryNo: number }> = [
  { name: 'Body Care', imageFilePath: categoryImagePath('Body Care'), categoryNo: 5 },
  { name: 'Skin Care', imageFilePath: categoryImagePath('Skin Care'), categoryNo: 4 },
  { name: 'Hair Care', imageFilePath: categoryImagePath('Hair Care'), categoryNo: 2 },
  { name: 'Beauty Care', imageFilePath: categoryImagePath('Beauty Care'), categoryNo: 1 },
  { name: 'Health Care', imageFilePath: categoryImagePath('Health Care'), categoryNo: 8 },
  { name: 'Fragrance', imageFilePath: categoryImagePath('Fragrance'), categoryNo: 7 },
  { name: 'Women Care', imageFilePath: categoryImagePath('Women Care'), categoryNo: 9 },
  { name: 'Beard Care', imageFilePath: categoryImagePath('Beard Care'), categoryNo: 3 },
];
