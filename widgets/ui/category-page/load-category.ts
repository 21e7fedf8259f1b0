// The category's products for the page. The reference design asks GetProducts for MaxRecords=15; the filters, sort and
// paging must see the whole category, so this asks for the server's maximum (100) per page and follows
// PageNo until a short page. "All categories" is every top category's list, without repeats.
import type { CallOptions } from '../../api/client.js';
import { getCategoryProducts, preloadedCategoryProducts as preloadedPage } from '../../api/catalog.js';
import { MAX_RECORDS_LIMIT } from '../../domain/constants.js';
import type { Category, Product } from '../../domain/types.js';

const MAX_PAGES = 20; // a safety stop: 2000 products is far more than the store sells

async function oneCategory(categoryNo: number, opts: CallOptions): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await getCategoryProducts(categoryNo, fullPage(page), opts);
    all.push(...list);
    if (list.length < MAX_RECORDS_LIMIT) break;
  }
  return all;
}

const fullPage = (pageNo: number) => ({ pageNo, maxRecords: MAX_RECORDS_LIMIT });

/** What oneCategory would load, when the page carries every page of it (api/preload.ts). */
function preloadedCategory(categoryNo: number): Product[] | undefined {
  const all: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = preloadedPage(categoryNo, fullPage(page));
    if (list === undefined) return undefined;
    all.push(...list);
    if (list.length < MAX_RECORDS_LIMIT) break;
  }
  return all;
}

/** The products loadCategoryProducts would give, when the page carries them all. */
export function preloadedCategoryProducts(categoryNo: number | undefined, tree: readonly Category[]): Product[] | undefined {
  if (categoryNo !== undefined) return preloadedCategory(categoryNo);
  const lists = tree.map((c) => preloadedCategory(c.ProductCategoryNo));
  if (lists.some((l) => l === undefined)) return undefined;
  return distinct((lists as Product[][]).flat());
}

function distinct(products: Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((p) => !seen.has(p.ProductNo) && !!seen.add(p.ProductNo));
}

export async function loadCategoryProducts(categoryNo: number | undefined, tree: readonly Category[], opts: CallOptions = {}): Promise<Product[]> {
  if (categoryNo !== undefined) return oneCategory(categoryNo, opts);
  const lists = await Promise.all(tree.map((c) => oneCategory(c.ProductCategoryNo, opts)));
  return distinct(lists.flat());
}
