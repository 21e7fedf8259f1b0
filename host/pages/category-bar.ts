// The header's category bar from the shop's own categories (docs/back-office.md#your-catalogue): each top category and
// its subcategories in the shop's order, as named now, leaving out any with no product for sale (its link would
// find nothing). Worked out once per catalogue snapshot: its lists are new objects at each rebuild.
import type { Category, Product } from '../../widgets/domain/types.js';

export interface BarEntry {
  name: string;
  subcategories: readonly string[];
}

const made = new WeakMap<readonly Category[], BarEntry[]>();

export function categoryBar(categories: readonly Category[], products: readonly Product[]): BarEntry[] {
  let bar = made.get(categories);
  if (!bar) {
    const stocked = new Set(products.map((p) => p.ProductCategoryNo));
    bar = categories.flatMap((top) => {
      const subcategories = top.SubCategories.filter((s) => stocked.has(s.ProductCategoryNo)).map((s) => s.ProductCategoryName);
      return subcategories.length || stocked.has(top.ProductCategoryNo) ? [{ name: top.ProductCategoryName, subcategories }] : [];
    });
    made.set(categories, bar);
  }
  return bar;
}
