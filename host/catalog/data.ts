import type { Category, City, DesignSection, Product, Shop } from '../../widgets/domain/types.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';
import type { SearchIndex } from './search-index.js';
import type { Units } from './best-sellers.js';
import type { RankingCache } from './ranking-cache.js';
import type { SimilarGroups } from './similar.js';

/**
 * One immutable catalogue snapshot: the products and everything derived from them that the list calls need.
 * Built in one go by buildCatalogData and replaced as a whole on reload, never mutated.
 * "Cards" are the products as list calls send them: everything a product card needs, reviews left out.
 */
export interface CatalogData {
  /** Full products (images, variants, reviews newest first), by ProductNo ascending. */
  products: Product[];
  byNo: ReadonlyMap<number, Product>;
  cards: ReadonlyMap<number, Product>;
  /** Every product: home-page products by home_sort then ProductNo, then the others by ProductNo. */
  catalogueOrder: Product[];
  /** Home-page products only, by home_sort then ProductNo. */
  homeOrder: Product[];
  /** Newest date_added first, then ProductNo descending. */
  newest: Product[];
  /** Units ordered, topped up with the curated ranking; sold-out products last (host/catalog/best-sellers.ts). */
  bestSellers: Product[];
  /** The curated best_seller_rank list in rank order, kept to re-rank after orders without a rebuild. */
  curatedBestSellers: Product[];
  /** Units ordered per ProductNo, as the ranking above counted them. */
  units: Units;
  /** BannerNo (11..15) -> its products in catalogue order. */
  banners: ReadonlyMap<number, Product[]>;
  categories: Category[];
  categoryInfo: ReadonlyMap<number, CategoryInfo>;
  /** CategoryNo -> the products of it and of all its descendants, in catalogue order. */
  productsByCategory: ReadonlyMap<number, Product[]>;
  /** A normalised category name (subcategory, top category or home category) -> its products. */
  productsByCategoryText: ReadonlyMap<string, Product[]>;
  /** The products grouped as a product's similar products are found (similar.ts). */
  similar: SimilarGroups;
  /** The search documents (over the cards, in catalogue order) and their inverted index. */
  search: SearchIndex;
  /** Search rankings made over this snapshot so far (the one mutable part: a cache, filled as searches come). */
  rankings: RankingCache;
  cities: City[];
  shops: ReadonlyMap<number, Shop>;
  /** Every shop's saved site origins: allowed by CORS (host/http/partner-origins.ts). */
  partnerOrigins: ReadonlySet<string>;
  /** ShopNo -> its saved site origins. */
  shopOrigins: ReadonlyMap<number, readonly string[]>;
  /** PageNo -> sections with their products (cards) in order. */
  sections: ReadonlyMap<number, DesignSection[]>;
  /** The shop's own facts (host/shop/settings-row.ts): every page, mail and widget reads them from here. */
  settings: ShopSettings;
  /** When this snapshot was built (ms since epoch), for diagnostics. */
  builtAt: number;
}

export interface CategoryInfo {
  category: Category;
  parentNo: number | null;
  /** The top-level ancestor's name (the category's own name when it is top level). */
  topName: string;
}
