// Catalogue reads of docs/api.md#catalogue. All GETs: a non-2xx or network failure throws; callers log (docs/screens.md#messages).
import type { Category, City, DesignSection, Product, Shop } from '../domain/types.js';
import { get, type CallOptions } from './client.js';
import { preloaded } from './preload.js';
import { PAGE_SIZE } from '../domain/constants.js';

const MAX_RECORDS = PAGE_SIZE; // every list asks for one page of 15 (docs/domain.md#constants)

export interface ProductQuery {
  HomePageProducts?: number; // 1 with PageNo
  PageNo?: number;
  BestSellers?: number; // 1
  NewProducts?: number; // 1
  SimilarProductNo?: number;
  SearchText?: string;
  CategorySearchText?: string;
  BannerNo?: number;
  MaxRecords?: number; // default 15
}

/** GET /api/trini/GetProducts (UseForGN=1, MaxRecords=15 unless given). */
export async function getProducts(params: ProductQuery = {}, opts: CallOptions = {}): Promise<Product[]> {
  const list = await get<Product[] | null>('api/trini/GetProducts', { ...opts, query: productsQuery(params) });
  return Array.isArray(list) ? list : [];
}

const productsQuery = (params: ProductQuery) => ({ UseForGN: 1, MaxRecords: MAX_RECORDS, ...params });

/** The answer getProducts would give, when the page carries it (api/preload.ts). */
export function preloadedProducts(params: ProductQuery = {}): Product[] | undefined {
  const list = preloaded<Product[] | null>('api/trini/GetProducts', productsQuery(params));
  return list === undefined ? undefined : Array.isArray(list) ? list : [];
}

/** GET /api/Product/loadproduct?ProductNo=..&LoadReviews=true */
export function loadProduct(productNo: number, loadReviews = true, opts: CallOptions = {}): Promise<Product> {
  return get<Product>('api/Product/loadproduct', { ...opts, query: productQuery(productNo, loadReviews) });
}

const productQuery = (productNo: number, loadReviews: boolean) => ({ ProductNo: productNo, LoadReviews: loadReviews ? 'true' : 'false' });

/** The product loadProduct would give, when the page carries it. */
export function preloadedProduct(productNo: number, loadReviews = true): Product | undefined {
  const product = preloaded<Product | null>('api/Product/loadproduct', productQuery(productNo, loadReviews));
  return product && typeof product.ProductNo === 'number' ? product : undefined;
}

/** One page of a category's products: 15 unless `maxRecords` says (at most 100), the first unless `pageNo` says. */
export interface CategoryPage {
  pageNo?: number;
  maxRecords?: number;
}

const categoryQuery = (categoryNo: number, { pageNo, maxRecords = MAX_RECORDS }: CategoryPage) => ({
  CategoryNo: categoryNo,
  MaxRecords: maxRecords,
  PageNo: pageNo,
});
const productList = (body: { ProductList?: unknown } | null) => (Array.isArray(body?.ProductList) ? (body.ProductList as Product[]) : []);

/** GET /api/Product/GetProducts?CategoryNo=..&MaxRecords=..&PageNo=.. -> ProductList. */
export async function getCategoryProducts(categoryNo: number, page: CategoryPage = {}, opts: CallOptions = {}): Promise<Product[]> {
  return productList(await get<{ ProductList?: unknown } | null>('api/Product/GetProducts', { ...opts, query: categoryQuery(categoryNo, page) }));
}

/** The page getCategoryProducts would give, when the page carries it. */
export function preloadedCategoryProducts(categoryNo: number, page: CategoryPage = {}): Product[] | undefined {
  const body = preloaded<{ ProductList?: unknown } | null>('api/Product/GetProducts', categoryQuery(categoryNo, page));
  return body === undefined ? undefined : productList(body);
}

/** GET /api/design/LoadDesignPageProducts?PageNo=..&MaxRecords=15 -> Sections. */
export async function loadDesignPageProducts(pageNo: number, opts: CallOptions = {}): Promise<DesignSection[]> {
  const body = await get<{ Sections?: DesignSection[] } | null>('api/design/LoadDesignPageProducts', {
    ...opts,
    query: { PageNo: pageNo, MaxRecords: MAX_RECORDS },
  });
  return body?.Sections ?? [];
}

/** The sections loadDesignPageProducts would give, when the page carries them. */
export function preloadedDesignPageProducts(pageNo: number): DesignSection[] | undefined {
  const body = preloaded<{ Sections?: DesignSection[] } | null>('api/design/LoadDesignPageProducts', { PageNo: pageNo, MaxRecords: MAX_RECORDS });
  return body === undefined ? undefined : (body?.Sections ?? []);
}

/** GET /api/store/getproductcategorylist?MaxRecords=15 -> the category tree. */
export async function getCategoryList(opts: CallOptions = {}): Promise<Category[]> {
  const body = await get<Category[] | null>('api/store/getproductcategorylist', {
    ...opts,
    query: { MaxRecords: MAX_RECORDS },
  });
  return Array.isArray(body) ? body : [];
}

/** The tree getCategoryList would give, when the page carries it. */
export function preloadedCategoryList(): Category[] | undefined {
  const body = preloaded<Category[] | null>('api/store/getproductcategorylist', { MaxRecords: MAX_RECORDS });
  return body === undefined ? undefined : Array.isArray(body) ? body : [];
}

/** GET /api/Trini/GetCityList */
export async function getCityList(opts: CallOptions = {}): Promise<City[]> {
  const body = await get<City[] | null>('api/Trini/GetCityList', opts);
  return Array.isArray(body) ? body : [];
}

/** GET /api/Shop/GetShop?ShopNo= ; null when the shop is unknown (no ShopName) — the reference design falls back to the default. */
export async function getShop(shopNo: number, opts: CallOptions = {}): Promise<Shop | null> {
  const body = await get<Partial<Shop> | null>('api/Shop/GetShop', { ...opts, query: { ShopNo: shopNo } });
  return body?.ShopName ? { ShopNo: Number(body.ShopNo ?? shopNo), ShopName: body.ShopName } : null;
}
