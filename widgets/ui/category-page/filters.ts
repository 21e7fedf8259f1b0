// The category page's controls as pure functions (docs/screens.md#category-page, docs/architecture.md#decisions: they work): price range,
// availability, subcategories and tags filter; Sort By orders; Show pages the result.
import type { Category, Product } from '../../domain/types.js';
import { shownPrice } from '../../domain/pricing.js';

/** The price a product is shown at (after its own discount): the one the price filter and sort go by. */
const priceOf = (p: Product) => shownPrice(p).now;

export const SORT_OPTIONS = [
  { value: 'default', label: 'Default' },
  { value: 'name-asc', label: 'Name(A-Z)' },
  { value: 'name-desc', label: 'Name(Z-A)' },
  { value: 'price-asc', label: 'Price(Low>High)' },
  { value: 'price-desc', label: 'Price(High>Low)' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export interface Filters {
  minPrice: number;
  maxPrice: number;
  inStock: boolean; // both availability boxes unticked (or both ticked) means "any"
  outOfStock: boolean;
  subcategories: readonly number[]; // none chosen means "any"
  tags: readonly string[]; // RibbonText values; none chosen means "any"
}

/** The price slider's top: the dearest product, rounded up to a whole dollar (step 1). */
export function priceCeiling(products: readonly Product[]): number {
  return Math.max(0, ...products.map((p) => Math.ceil(priceOf(p))));
}

export function noFilters(ceiling: number): Filters {
  return { minPrice: 0, maxPrice: ceiling, inStock: false, outOfStock: false, subcategories: [], tags: [] };
}

export function isFiltered(f: Filters, ceiling: number): boolean {
  return f.minPrice > 0 || f.maxPrice < ceiling || f.inStock !== f.outOfStock || f.subcategories.length > 0 || f.tags.length > 0;
}

/** The ribbon texts present, in first-seen order. */
export function tagsOf(products: readonly Product[]): string[] {
  return [...new Set(products.map((p) => p.RibbonText.trim()).filter(Boolean))];
}

/** A category's number and every descendant's. */
export function withDescendants(category: Category): Set<number> {
  const out = new Set<number>();
  const walk = (c: Category) => {
    out.add(c.ProductCategoryNo);
    (c.SubCategories ?? []).forEach(walk);
  };
  walk(category);
  return out;
}

export function findCategory(tree: readonly Category[], no: number): Category | undefined {
  for (const c of tree) {
    if (c.ProductCategoryNo === no) return c;
    const inner = findCategory(c.SubCategories ?? [], no);
    if (inner) return inner;
  }
  return undefined;
}

export function applyFilters(products: readonly Product[], f: Filters, subcategories: readonly Category[]): Product[] {
  const chosen = subcategories.filter((c) => f.subcategories.includes(c.ProductCategoryNo));
  const allowed = chosen.length ? new Set(chosen.flatMap((c) => [...withDescendants(c)])) : null;
  const tags = new Set(f.tags);
  return products.filter((p) => {
    const price = priceOf(p);
    if (price < f.minPrice || price > f.maxPrice) return false;
    if (f.inStock !== f.outOfStock && (p.IsSoldOut === 1) !== f.outOfStock) return false;
    if (allowed && !allowed.has(p.ProductCategoryNo)) return false;
    if (tags.size && !tags.has(p.RibbonText.trim())) return false;
    return true;
  });
}

const byName = (a: Product, b: Product) => a.ProductName.localeCompare(b.ProductName, 'en', { sensitivity: 'base', numeric: true });

/** A new array; equal keys keep the store's order (Array.prototype.sort is stable). */
export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  const list = [...products];
  switch (sort) {
    case 'name-asc':
      return list.sort(byName);
    case 'name-desc':
      return list.sort((a, b) => byName(b, a));
    case 'price-asc':
    case 'price-desc': {
      const prices = new Map(list.map((p) => [p, priceOf(p)]));
      const direction = sort === 'price-asc' ? 1 : -1;
      return list.sort((a, b) => direction * (prices.get(a)! - prices.get(b)!));
    }
    default:
      return list;
  }
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(list: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return list.slice(start, start + pageSize);
}

/** Page numbers to show: all when few, else the first, the last and a window round the current (0 = a gap). */
export function pageNumbers(current: number, count: number): number[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(0);
    out.push(n);
  });
  return out;
}
