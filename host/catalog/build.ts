import type { Category, City, DesignSection, Product, Shop } from '../../widgets/domain/types.js';
import type { CatalogData, CategoryInfo } from './data.js';
import { rankByUnits } from './best-sellers.js';
import { makeSearchDoc } from './search.js';
import { NormaliseMemo } from './text-memo.js';
import { buildSearchIndex } from './search-index.js';
import { RankingCache } from './ranking-cache.js';
import { settingsFromRow } from '../shop/settings-row.js';
import { bannerNos, num, str, toImage, toProduct, toReview, toSku, type CatalogRows, type ProductRow } from './rows.js';
import { compareIso } from '../../widgets/domain/dates.js';
import { similarGroups } from './similar.js';
import { groupBy } from './group-by.js';

/**
 * Rows -> one immutable snapshot with every list precomputed (pure: no I/O). `memo`: the catalogue's
 * NormaliseMemo, so a rebuild does not normalise the texts the last one did.
 */
export function buildCatalogData(rows: CatalogRows, builtAt = Date.now(), memo = new NormaliseMemo()): CatalogData {
  memo.nextBuild();
  const norm = memo.normalise;
  const { categories, categoryInfo } = buildCategoryTree(rows);
  const images = groupBy(rows.images, (r) => num(r.product_no), toImage);
  const skus = groupBy(rows.skus, (r) => num(r.product_no), toSku);
  const reviews = groupBy(rows.reviews, (r) => num(r.product_no), toReview);

  const productRows = [...rows.products].sort((a, b) => num(a.product_no) - num(b.product_no));
  const rowByNo = new Map(productRows.map((r) => [num(r.product_no), r]));
  const products = productRows.map((row) => {
    const no = num(row.product_no);
    return toProduct(row, {
      categoryName: categoryInfo.get(num(row.category_no))?.category.ProductCategoryName ?? '',
      images: images.get(no) ?? [],
      skus: skus.get(no) ?? [],
      reviews: reviews.get(no) ?? [],
    });
  });
  const byNo = new Map(products.map((p) => [p.ProductNo, p]));
  // A card is the product without its reviews: the product itself when it has none (one object, not two).
  const cards = new Map(products.map((p) => [p.ProductNo, p.ProductReviewList.length === 0 ? p : { ...p, ProductReviewList: [] }]));
  const card = (no: number) => cards.get(no)!;
  const row = (p: Product) => rowByNo.get(p.ProductNo)!;

  const homeFirst = (a: ProductRow, b: ProductRow) =>
    Number(b.is_home_page) - Number(a.is_home_page) || (a.is_home_page ? num(a.home_sort) - num(b.home_sort) : 0) || num(a.product_no) - num(b.product_no);
  const catalogueOrder = [...productRows].sort(homeFirst).map((r) => card(num(r.product_no)));
  const homeOrder = catalogueOrder.filter((p) => row(p).is_home_page);
  const newest = [...catalogueOrder].sort((a, b) => compareIso(b.DateAdded, a.DateAdded) || b.ProductNo - a.ProductNo);

  const banners = new Map<number, Product[]>();
  for (const p of catalogueOrder) {
    for (const banner of bannerNos(row(p).banner_nos)) {
      if (!banners.has(banner)) banners.set(banner, []);
      banners.get(banner)!.push(p);
    }
  }

  const curated = curatedBestSellers(rowByNo, cards);
  const units = unitsOf(rows);
  const byCategory = productsByCategory(categoryInfo, catalogueOrder);
  const searchDocs = catalogueOrder.map((p) =>
    makeSearchDoc(p, [p.ProductCategoryName, categoryInfo.get(p.ProductCategoryNo)?.topName ?? '', p.NewCategoryName], norm),
  );

  return {
    products,
    byNo,
    cards,
    catalogueOrder,
    homeOrder,
    newest,
    bestSellers: rankByUnits(units, curated, cards),
    curatedBestSellers: curated,
    units,
    banners,
    categories,
    categoryInfo,
    productsByCategory: byCategory,
    productsByCategoryText: productsByCategoryText(categoryInfo, byCategory, catalogueOrder, norm),
    similar: similarGroups(catalogueOrder, categoryInfo),
    search: buildSearchIndex(searchDocs),
    rankings: new RankingCache(),
    cities: buildCities(rows),
    shops: new Map<number, Shop>(rows.shops.map((s) => [num(s.shop_no), { ShopNo: num(s.shop_no), ShopName: str(s.shop_name) }])),
    partnerOrigins: new Set(rows.shops.flatMap((s) => s.origins ?? [])),
    shopOrigins: new Map(rows.shops.map((s) => [num(s.shop_no), s.origins ?? []])),
    sections: buildSections(rows, cards),
    settings: settingsFromRow(rows.settings?.[0]),
    builtAt,
  };
}

/** The curated best_seller_rank list in rank order, over the snapshot's cards. */
export function curatedBestSellers(rowByNo: ReadonlyMap<number, ProductRow>, cards: ReadonlyMap<number, Product>): Product[] {
  return [...rowByNo.values()]
    .filter((r) => r.best_seller_rank != null && cards.has(num(r.product_no)))
    .sort((a, b) => num(a.best_seller_rank) - num(b.best_seller_rank) || num(a.product_no) - num(b.product_no))
    .map((r) => cards.get(num(r.product_no))!);
}

/** Units ordered per product, from the rows' sales aggregate. */
export function unitsOf(rows: Pick<CatalogRows, 'sales'>): Map<number, number> {
  return new Map(rows.sales.map((s) => [num(s.product_no), num(s.units)]));
}

function buildCategoryTree(rows: CatalogRows): { categories: Category[]; categoryInfo: Map<number, CategoryInfo> } {
  const sorted = [...rows.categories].sort((a, b) => num(a.sort) - num(b.sort) || num(a.category_no) - num(b.category_no));
  const info = new Map<number, CategoryInfo>();
  for (const r of sorted) {
    const category: Category = {
      ProductCategoryNo: num(r.category_no),
      ProductCategoryName: str(r.name),
      ImageFilePath: str(r.image_file_path),
      SubCategories: [],
    };
    info.set(category.ProductCategoryNo, { category, parentNo: r.parent_no == null ? null : num(r.parent_no), topName: '' });
  }
  const categories: Category[] = [];
  for (const entry of info.values()) {
    const parent = entry.parentNo == null ? undefined : info.get(entry.parentNo);
    if (parent) parent.category.SubCategories.push(entry.category);
    else categories.push(entry.category);
  }
  for (const entry of info.values()) {
    let top = entry;
    const seen = new Set<number>();
    while (top.parentNo != null && info.has(top.parentNo) && !seen.has(top.parentNo)) {
      seen.add(top.parentNo);
      top = info.get(top.parentNo)!;
    }
    entry.topName = top.category.ProductCategoryName;
  }
  return { categories, categoryInfo: info };
}

/** Every category -> its own and its descendants' products. */
function productsByCategory(info: ReadonlyMap<number, CategoryInfo>, catalogueOrder: Product[]): Map<number, Product[]> {
  const result = new Map<number, Product[]>([...info.keys()].map((no) => [no, []]));
  for (const p of catalogueOrder) {
    let no: number | null = p.ProductCategoryNo;
    const seen = new Set<number>();
    while (no != null && !seen.has(no)) {
      seen.add(no);
      result.get(no)?.push(p);
      no = info.get(no)?.parentNo ?? null;
    }
  }
  return result;
}

/**
 * Category text -> products. A name can be a subcategory, a top category or a home category (or several:
 * 'Beard Care' is a subcategory and a home category); the products come in that order of precedence, deduplicated.
 */
function productsByCategoryText(
  info: ReadonlyMap<number, CategoryInfo>,
  byNo: ReadonlyMap<number, Product[]>,
  catalogueOrder: Product[],
  normalise: (text: string) => string,
): Map<string, Product[]> {
  const tiers: [string, Product[]][][] = [[], [], []];
  for (const entry of info.values()) {
    const tier = entry.parentNo == null ? 1 : 0;
    tiers[tier].push([normalise(entry.category.ProductCategoryName), byNo.get(entry.category.ProductCategoryNo) ?? []]);
  }
  const homes = new Map<string, Product[]>();
  for (const p of catalogueOrder) {
    const key = normalise(p.NewCategoryName);
    if (!key) continue;
    if (!homes.has(key)) homes.set(key, []);
    homes.get(key)!.push(p);
  }
  tiers[2].push(...homes);
  const result = new Map<string, Product[]>();
  for (const tier of tiers) {
    for (const [key, products] of tier) {
      const list = result.get(key) ?? [];
      const present = new Set(list.map((p) => p.ProductNo));
      result.set(key, [...list, ...products.filter((p) => !present.has(p.ProductNo))]);
    }
  }
  return result;
}

function buildCities(rows: CatalogRows): City[] {
  return rows.cities
    .map((c) => ({ ODeliverCityNo: num(c.city_no), ODeliverCityName: str(c.name), CountryNo: num(c.country_no) }))
    .sort((a, b) => a.CountryNo - b.CountryNo || a.ODeliverCityName.localeCompare(b.ODeliverCityName, 'en') || a.ODeliverCityNo - b.ODeliverCityNo);
}

function buildSections(rows: CatalogRows, cards: ReadonlyMap<number, Product>): Map<number, DesignSection[]> {
  const products = groupBy(
    rows.sectionProducts,
    (r) => num(r.section_no),
    (r) => cards.get(num(r.product_no)),
  );
  const pages = new Map<number, DesignSection[]>();
  for (const s of rows.sections) {
    const page = num(s.page_no);
    if (!pages.has(page)) pages.set(page, []);
    const list = (products.get(num(s.section_no)) ?? []).filter((p): p is Product => p !== undefined);
    pages.get(page)!.push({ SectionName: str(s.section_name), Products: list });
  }
  return pages;
}
