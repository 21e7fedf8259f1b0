// Which GetProducts query (docs/api.md#catalogue) a grid's attributes ask for. Pure, so it is easy to test and the
// grid can tell an attribute change that changes the query from one that does not.
import type { ProductQuery } from '../../api/catalog.js';
import { MAX_RECORDS_LIMIT, PAGE_SIZE } from '../../domain/constants.js';

export const GRID_MODES = ['home', 'search', 'category-text', 'best-sellers', 'new', 'similar', 'banner'] as const;
export type GridMode = (typeof GRID_MODES)[number];

export interface GridQueryInput {
  mode: string | undefined;
  searchText: string | undefined;
  categoryText: string | undefined;
  bannerNo: number | undefined;
  productNo: number | undefined;
  maxRecords: number | undefined;
}

/** An unknown or missing mode is the home list. */
export function gridMode(mode: string | undefined): GridMode {
  const m = (mode ?? '').trim().toLowerCase();
  return (GRID_MODES as readonly string[]).includes(m) ? (m as GridMode) : 'home';
}

/** MaxRecords: 15 by default, whole numbers 1..100 (the host's cap). */
export function pageSizeFor(maxRecords: number | undefined): number {
  if (maxRecords === undefined || !Number.isFinite(maxRecords)) return PAGE_SIZE;
  return Math.min(MAX_RECORDS_LIMIT, Math.max(1, Math.floor(maxRecords)));
}

/** Only the home list grows page by page (docs/screens.md#home 'Load More Products...'). */
export function isPaged(mode: GridMode): boolean {
  return mode === 'home';
}

/** The query for page `pageNo`, or null when the attributes ask for nothing (similar without a product). */
export function gridQuery(input: GridQueryInput, pageNo = 1): ProductQuery | null {
  const MaxRecords = pageSizeFor(input.maxRecords);
  const banner = input.bannerNo !== undefined && input.bannerNo > 0 ? { BannerNo: input.bannerNo } : {};
  switch (gridMode(input.mode)) {
    case 'home':
      return { HomePageProducts: 1, PageNo: pageNo, MaxRecords };
    case 'search':
      return { SearchText: (input.searchText ?? '').trim(), ...banner, MaxRecords };
    case 'category-text':
      return { CategorySearchText: (input.categoryText ?? '').trim(), MaxRecords };
    case 'best-sellers':
      return { BestSellers: 1, MaxRecords };
    case 'new':
      return { NewProducts: 1, MaxRecords };
    case 'similar':
      return input.productNo && input.productNo > 0 ? { SimilarProductNo: input.productNo, MaxRecords } : null;
    case 'banner':
      return input.bannerNo && input.bannerNo > 0 ? { BannerNo: input.bannerNo, MaxRecords } : null;
  }
}
