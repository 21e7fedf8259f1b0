// Walking the category tree, shared by the category page (its breadcrumb and open branches) and the host's
// page metadata (the breadcrumb's structured data).
import type { Category } from './types.js';

/** The path from the top of the tree down to `no` (for the breadcrumb and the tree's open branches). */
export function categoryPath(tree: readonly Category[], no: number): Category[] {
  for (const c of tree) {
    if (c.ProductCategoryNo === no) return [c];
    const inner = categoryPath(c.SubCategories ?? [], no);
    if (inner.length) return [c, ...inner];
  }
  return [];
}
