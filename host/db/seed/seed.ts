// Loads the seed catalogue (docs/architecture.md#seed-data) into an empty database: one transaction, a handful of multi-row INSERTs.
import type { Db, Queryable } from '../db.js';
import { CATEGORIES } from './categories.js';
import { CITIES } from './cities.js';
import { ensureMedia } from './images.js';
import { ensureRasterMedia, type RasterResult } from './rasters.js';
import { SEED_PRODUCTS } from './products/index.js';
import { REVIEWS } from './reviews.js';
import { SECTIONS } from './sections.js';
import { SHOPS } from './shops.js';
import { DEMO_SHOP_SETTINGS } from './shop-settings.js';

/** The products table's columns, in the order the seed's rows give them (extra-products.ts uses them too). */
export const PRODUCT_COLUMNS = [
  'product_no',
  'name',
  'description',
  'category_no',
  'home_category',
  'style_name',
  'product_style',
  'barcode',
  'sku_no',
  'price',
  'sales_price',
  'sales_price2',
  'sales_price3',
  'sales_price5',
  'purchase_price',
  'discount_percent',
  'free_delivery',
  'free_delivery_quantity',
  'ribbon_text',
  'is_sold_out',
  'video_file_name',
  'image_file_path',
  'image_file_path_thumbnail',
  'is_home_page',
  'home_sort',
  'best_seller_rank',
  'banner_nos',
  'date_added',
];

export interface SeedResult {
  /** true when this call inserted the catalogue; false when products already existed. */
  seeded: boolean;
  /** Media files written (missing or outdated) when opts.mediaDir was given. */
  media?: { written: number; total: number };
  /** Product images whose JPEG/WebP copies were written (missing or outdated) when opts.mediaDir was given. */
  rasters?: RasterResult;
}

const MAX_PARAMS = 30_000; // well below PostgreSQL's 65535 bind parameters per statement

/** INSERT INTO table (columns) VALUES (...), (...) in as few statements as the parameter limit allows. */
export async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][], suffix = ''): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(',\n');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ${suffix}`, chunk.flat());
  }
}

/** Serials set explicitly by the seed: move their sequences past the seeded values. */
async function syncSequence(tx: Queryable, table: string, column: string): Promise<void> {
  await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT COALESCE(MAX(${column}), 0) + 1 FROM ${table}), false)`);
}

/** A seed product as a row of PRODUCT_COLUMNS, in their order. */
function productRow(p: (typeof SEED_PRODUCTS)[number]): unknown[] {
  return [
    p.productNo,
    p.name,
    p.description,
    p.categoryNo,
    p.homeCategory,
    p.styleName,
    p.productStyle,
    p.barcode,
    p.skuNo,
    p.price,
    p.salesPrice,
    p.salesPrice2,
    p.salesPrice3,
    p.salesPrice5,
    p.purchasePrice,
    p.discountPercent,
    p.freeDelivery,
    p.freeDeliveryQuantity,
    p.ribbonText,
    p.isSoldOut,
    p.videoFileName,
    p.images[0].imageFilePath,
    p.images[0].imageFilePathThumbnail,
    p.isHomePage,
    p.homeSort,
    p.bestSellerRank,
    `{${p.bannerNos.join(',')}}`,
    p.dateAdded,
  ];
}

async function insertCatalogue(tx: Queryable): Promise<void> {
  const byParent = [...CATEGORIES].sort((a, b) => Number(a.parentNo !== null) - Number(b.parentNo !== null));
  await insertRows(
    tx,
    'categories',
    ['category_no', 'name', 'parent_no', 'sort', 'image_file_path'],
    byParent.map((c) => [c.no, c.name, c.parentNo, c.sort, c.imageFilePath]),
    'ON CONFLICT (category_no) DO NOTHING',
  );
  await insertRows(
    tx,
    'cities',
    ['city_no', 'name', 'country_no'],
    CITIES.map((c) => [c.cityNo, c.name, c.countryNo]),
    'ON CONFLICT (city_no) DO NOTHING',
  );
  await insertRows(
    tx,
    'shops',
    ['shop_no', 'shop_name'],
    SHOPS.map((s) => [s.shopNo, s.shopName]),
    'ON CONFLICT (shop_no) DO NOTHING',
  );

  await insertRows(tx, 'products', PRODUCT_COLUMNS, SEED_PRODUCTS.map(productRow));
  await insertRows(
    tx,
    'product_images',
    ['product_no', 'sort', 'image_file_path', 'image_file_path_thumbnail'],
    SEED_PRODUCTS.flatMap((p) => p.images.map((i) => [p.productNo, i.sort, i.imageFilePath, i.imageFilePathThumbnail])),
  );
  await insertRows(
    tx,
    'product_skus',
    ['sku_no', 'product_no', 'color', 'size', 'barcode'],
    SEED_PRODUCTS.flatMap((p) => p.variants.map((v) => [v.skuNo, p.productNo, v.color, v.size, v.barcode])),
  );
  await syncSequence(tx, 'product_skus', 'sku_no');
  await insertRows(
    tx,
    'reviews',
    ['review_no', 'product_no', 'customer_mobile', 'customer_name', 'review_title', 'comments', 'rating', 'created_at'],
    REVIEWS.map((r) => [r.reviewNo, r.productNo, r.customerMobile, r.customerName, r.title, r.comments, r.rating, r.createdAt]),
  );
  await syncSequence(tx, 'reviews', 'review_no');
  await insertRows(
    tx,
    'design_sections',
    ['section_no', 'page_no', 'section_name', 'sort'],
    SECTIONS.map((s) => [s.sectionNo, s.pageNo, s.sectionName, s.sort]),
    'ON CONFLICT (section_no) DO NOTHING',
  );
  await syncSequence(tx, 'design_sections', 'section_no');
  await insertRows(
    tx,
    'design_section_products',
    ['section_no', 'product_no', 'sort'],
    SECTIONS.flatMap((s) => s.productNos.map((no, i) => [s.sectionNo, no, i + 1])),
    'ON CONFLICT DO NOTHING',
  );
}

export interface SeedOptions {
  mediaDir?: string;
  rasterCacheDir?: string;
  /** Hears each step's count as it goes (a first start takes a while; the server says what it is doing). */
  onProgress?: (step: string, done: number, total: number) => void;
  /** The demo shop's details (bank account included) with the catalogue; false for a production shop (seed:prod). */
  demoSettings?: boolean;
}

/**
 * Inserts the seed catalogue when the products table is empty (so it is safe to call on every start),
 * in one transaction. With opts.mediaDir, also writes the catalogue's generated images there
 * and their JPEG/WebP copies (missing or outdated files only), whether or not the database was seeded by this call.
 * opts.rasterCacheDir: a folder several media folders share, so the copies are drawn once (tests).
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const seeded = await db.transaction(async (tx) => {
    // Two hosts starting together on one PostgreSQL server: the second waits here, then sees the products.
    await tx.query('LOCK TABLE products IN SHARE ROW EXCLUSIVE MODE');
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    if (n > 0) return false;
    opts.onProgress?.('loading the seed catalogue', 0, SEED_PRODUCTS.length);
    await insertCatalogue(tx);
    if (opts.demoSettings !== false) {
      await tx.query('INSERT INTO shop_settings (id, settings) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [JSON.stringify(DEMO_SHOP_SETTINGS)]);
    }
    opts.onProgress?.('loading the seed catalogue', SEED_PRODUCTS.length, SEED_PRODUCTS.length);
    return true;
  });
  const result: SeedResult = { seeded };
  if (opts.mediaDir) {
    result.media = await ensureMedia(opts.mediaDir);
    result.rasters = await ensureRasterMedia(opts.mediaDir, {
      cacheDir: opts.rasterCacheDir,
      onProgress: (done, total) => opts.onProgress?.('drawing the product images', done, total),
    });
  }
  return result;
}
