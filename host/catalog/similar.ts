import type { Product } from '../../widgets/domain/types.js';
import { groupBy } from './group-by.js';

// "You may also like": a product's similar products are those of its subcategory, then of its home category, then
// of its top category, each in catalogue order, never the product itself. The three groupings are made once per
// snapshot, so a product page's list costs the size of its groups, not a pass over the whole catalogue.

/** What the groups read of a category: its top category's name (CategoryInfo in data.ts). */
type TopNames = ReadonlyMap<number, { readonly topName: string }>;

export interface SimilarGroups {
  /** ProductCategoryNo -> the products of exactly that category. */
  byCategory: ReadonlyMap<number, readonly Product[]>;
  /** NewCategoryName (home category, not empty) -> its products. */
  byHomeCategory: ReadonlyMap<string, readonly Product[]>;
  /** Top category's name (not empty) -> the products under it. */
  byTopName: ReadonlyMap<string, readonly Product[]>;
}

const topNameOf = (categoryInfo: TopNames, p: Product) => categoryInfo.get(p.ProductCategoryNo)?.topName ?? '';

/** The groups over `catalogueOrder`; `categoryInfo` gives each category's top category name. */
export function similarGroups(catalogueOrder: readonly Product[], categoryInfo: TopNames): SimilarGroups {
  const itself = (p: Product) => p;
  const byHomeCategory = groupBy(catalogueOrder, (p) => p.NewCategoryName, itself);
  const byTopName = groupBy(catalogueOrder, (p) => topNameOf(categoryInfo, p), itself);
  byHomeCategory.delete('');
  byTopName.delete('');
  return { byCategory: groupBy(catalogueOrder, (p) => p.ProductCategoryNo, itself), byHomeCategory, byTopName };
}

/** Same subcategory first, then same home category, then same top category; never the product itself. */
export function similarProducts(groups: SimilarGroups, categoryInfo: TopNames, product: Product): Product[] {
  const home = product.NewCategoryName;
  const top = topNameOf(categoryInfo, product);
  const sameCategory = (p: Product) => p.ProductCategoryNo === product.ProductCategoryNo;
  const sameHome = (p: Product) => home !== '' && p.NewCategoryName === home;
  const result: Product[] = [];
  for (const p of groups.byCategory.get(product.ProductCategoryNo) ?? []) {
    if (p.ProductNo !== product.ProductNo) result.push(p);
  }
  for (const p of (home !== '' && groups.byHomeCategory.get(home)) || []) {
    if (p.ProductNo !== product.ProductNo && !sameCategory(p)) result.push(p);
  }
  for (const p of (top !== '' && groups.byTopName.get(top)) || []) {
    if (p.ProductNo !== product.ProductNo && !sameCategory(p) && !sameHome(p)) result.push(p);
  }
  return result;
}
