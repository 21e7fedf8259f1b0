import type { SnapshotCatalog } from './snapshot.js';
import type { Answer } from './response-cache.js';
import { maxRecords, normaliseQuery, optionalInt, pageNo } from './params.js';
import { listQueryKey, page, parseListQuery, runListQuery } from './queries.js';
import { productsJson, productsJsonIn } from './products-json.js';
import { ApiError } from '../http/errors.js';

/** The URL paths of the product list and category page calls (docs/api.md#catalogue). */
export const LIST_PATH = '/api/trini/GetProducts';
export const CATEGORY_PATH = '/api/Product/GetProducts';

/**
 * The answer to a product list call with this parsed query string, from the snapshot's answers (made on first
 * ask); `url` becomes an alias of it. Throws ApiError (400) for a bad parameter.
 */
export function listAnswer(catalog: SnapshotCatalog, query: unknown, url: string): Answer {
  const list = parseListQuery(normaliseQuery(query));
  return catalog.answer(listQueryKey(list), (data) => productsJson(runListQuery(data, list)), url);
}

/** The answer to a category page call (CategoryNo, PageNo, MaxRecords): { ProductList }. Throws ApiError (400). */
export function categoryAnswer(catalog: SnapshotCatalog, query: unknown, url: string): Answer {
  const params = normaliseQuery(query);
  const categoryNo = optionalInt(params, 'CategoryNo');
  if (categoryNo === undefined) throw new ApiError(400, 'CategoryNo is required.');
  const paging = { page: pageNo(params), max: maxRecords(params) };
  return catalog.answer(
    `category:${categoryNo}:${paging.page}:${paging.max}`,
    (data) => productsJsonIn('ProductList', page(data.productsByCategory.get(categoryNo) ?? [], paging)),
    url,
  );
}
