import type { Product } from '../../widgets/domain/types.js';
import { ApiError } from '../http/errors.js';
import type { CatalogData } from './data.js';
import { flag, given, maxRecords, optionalInt, pageNo, text, type Params } from './params.js';
import { normalise, wordsOfNormalised } from './search.js';
import { rankedPositions } from './search-index.js';
import { RankedProducts, type ProductList } from './ranking-cache.js';
import { similarProducts } from './similar.js';

// The list modes of GET /api/trini/GetProducts (docs/api.md#catalogue), as pure functions over one snapshot.

export const BANNER_NOS = [11, 12, 13, 14, 15] as const;
export const MAX_SEARCH_LENGTH = 200;

interface Paging {
  page: number;
  max: number;
}

export type ListQuery =
  | ({ mode: 'home' } & Paging)
  | ({ mode: 'best' } & Paging)
  | ({ mode: 'new' } & Paging)
  | ({ mode: 'similar'; productNo: number } & Paging)
  | ({ mode: 'filter'; banner: number | null; category: string; search: string } & Paging);

/**
 * Reads the query of GetProducts into one list request. Exactly one mode may be asked for;
 * BannerNo combines with SearchText / CategorySearchText (the /search page passes both).
 * No mode at all is the first page of the home list. UseForGN is accepted and ignored.
 */
export function parseListQuery(params: Params): ListQuery {
  const paging: Paging = { page: pageNo(params), max: maxRecords(params) };
  const asked: string[] = [];
  if (flag(params, 'HomePageProducts')) asked.push('HomePageProducts');
  if (flag(params, 'BestSellers')) asked.push('BestSellers');
  if (flag(params, 'NewProducts')) asked.push('NewProducts');
  const similar = optionalInt(params, 'SimilarProductNo');
  if (similar !== undefined) asked.push('SimilarProductNo');
  const banner = optionalInt(params, 'BannerNo');
  if (banner !== undefined && !(BANNER_NOS as readonly number[]).includes(banner)) {
    throw new ApiError(400, `BannerNo must be one of ${BANNER_NOS.join(', ')} (got ${banner}).`);
  }
  const search = text(params, 'SearchText') ?? '';
  const category = text(params, 'CategorySearchText') ?? '';
  for (const [name, value] of [
    ['SearchText', search],
    ['CategorySearchText', category],
  ]) {
    if (value.length > MAX_SEARCH_LENGTH) throw new ApiError(400, `${name} is too long (at most ${MAX_SEARCH_LENGTH} characters).`);
  }
  // A text parameter sent empty alongside another mode is the client's blank form field, not a second mode.
  const textAsked = given(params, 'SearchText') || given(params, 'CategorySearchText');
  const filterKeyPresent = text(params, 'SearchText') !== undefined || text(params, 'CategorySearchText') !== undefined;
  if (banner !== undefined) asked.push('BannerNo');
  else if (textAsked || (asked.length === 0 && filterKeyPresent)) asked.push('SearchText');
  if (asked.length > 1) {
    throw new ApiError(400, `Ask for one product list at a time; got ${asked.join(' and ')}.`);
  }
  switch (asked[0]) {
    case 'BestSellers':
      return { mode: 'best', ...paging };
    case 'NewProducts':
      return { mode: 'new', ...paging };
    case 'SimilarProductNo':
      return { mode: 'similar', productNo: similar!, ...paging };
    case 'BannerNo':
    case 'SearchText':
      return { mode: 'filter', banner: banner ?? null, category: normalise(category), search: normalise(search), ...paging };
    default:
      return { mode: 'home', ...paging };
  }
}

/** A canonical key for the response cache: equal requests (any casing, order or spelling) share one entry. */
export function listQueryKey(query: ListQuery): string {
  return `list:${JSON.stringify(query)}`;
}

export function runListQuery(data: CatalogData, query: ListQuery): Product[] {
  return page(listFor(data, query), query);
}

function listFor(data: CatalogData, query: ListQuery): ProductList {
  switch (query.mode) {
    case 'home':
      return data.homeOrder;
    case 'best':
      return data.bestSellers;
    case 'new':
      return data.newest;
    case 'similar': {
      const product = data.cards.get(query.productNo);
      return product ? similarProducts(data.similar, data.categoryInfo, product) : [];
    }
    case 'filter':
      return filterProducts(data, query.banner, query.category, query.search);
  }
}

export function page<T>(list: { readonly length: number; slice(start: number, end: number): T[] }, paging: Paging): T[] {
  const start = (paging.page - 1) * paging.max;
  return start >= list.length ? [] : list.slice(start, start + paging.max);
}

/**
 * Banner and/or category text narrow the catalogue; search text then filters and ranks what is left. A search's
 * ranking is kept with the snapshot (data.rankings), so its other pages and page sizes reuse it. `category` and
 * `search` are normalised already (normalise in search.ts).
 */
export function filterProducts(data: CatalogData, banner: number | null, category: string, search: string): ProductList {
  const words = wordsOfNormalised(search);
  if (words.length === 0) return narrowed(data, banner, category);
  const key = JSON.stringify([banner, category, words]);
  const positions = data.rankings.get(key, () => {
    const base = narrowed(data, banner, category);
    return rankedPositions(data.search, words, base === data.catalogueOrder ? undefined : base);
  });
  return new RankedProducts(data.search.docs, positions);
}

/** The catalogue narrowed by banner and category text, in catalogue order. */
function narrowed(data: CatalogData, banner: number | null, category: string): readonly Product[] {
  let base: readonly Product[] = banner === null ? data.catalogueOrder : (data.banners.get(banner) ?? []);
  if (category) {
    const inCategory = data.productsByCategoryText.get(category);
    if (!inCategory) return [];
    if (banner === null) base = inCategory;
    else {
      const wanted = new Set(inCategory.map((p) => p.ProductNo));
      base = base.filter((p) => wanted.has(p.ProductNo));
    }
  }
  return base;
}
