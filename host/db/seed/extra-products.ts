// `npm run seed -- --extra-products N`: N more products for measuring a big catalogue. Each is a variation of a
// seed product (same subcategory, home category and style; prices moved by up to ±30 % with the same multi-buy
// tiers; some discounted, sold out or ribboned; the seed product's images reused, so no media is written).
// Deterministic: the same N gives the same products.
import type { Db } from '../db.js';
import { SEED_PRODUCTS, type SeedProduct } from './products/index.js';
import { insertRows, PRODUCT_COLUMNS } from './seed.js';

const SIZES = ['30 ml', '50 ml', '100 ml', '150 ml', '250 ml', '500 ml', 'Travel Size', 'Family Size', 'Gift Set', 'Refill'];
const ORIGINS = ['Tobago', 'Maracas', 'Paramin', 'Moruga', 'Toco', 'Blanchisseuse', 'Chaguaramas', 'Tamana', 'Cedros', 'Mayaro', 'Arima', 'Grande Riviere'];
const RIBBONS = ['', '', '', '', '', 'New', 'Sale', 'Limited', 'Best Seller'];

const money = (cents: number) => (Math.max(100, cents) / 100).toFixed(2);
const cents = (text: string) => Math.round(Number(text) * 100);

/** The n-th extra product (0-based) with ProductNo `no`, modelled on one seed product. */
export function extraProduct(n: number, no: number): { product: unknown[]; images: unknown[][] } {
  const base: SeedProduct = SEED_PRODUCTS[n % SEED_PRODUCTS.length];
  const variant = Math.floor(n / SEED_PRODUCTS.length);
  const factor = 0.7 + ((n * 7919) % 61) / 100; // 0.70 .. 1.30
  const sales = Math.round((cents(base.salesPrice) * factor) / 100) * 100 - 1; // x.99
  const price = Math.max(sales, Math.round((cents(base.price) * factor) / 100) * 100);
  const tier = (t: string, k: number) => (cents(t) > 0 ? money(Math.round(sales * k * 0.92)) : '0.00');
  const discount = n % 11 === 0 ? 10 : n % 17 === 0 ? 15 : 0;
  const name = `${ORIGINS[variant % ORIGINS.length]} ${base.name} ${SIZES[(variant + n) % SIZES.length]}`;
  const day = Date.parse('2026-11-15') - (1 + ((n * 37) % 360)) * 86_400_000;
  const product = [
    no,
    name,
    `${base.description} Made in small batches (${ORIGINS[variant % ORIGINS.length]} edition).`,
    base.categoryNo,
    base.homeCategory,
    base.styleName,
    base.productStyle,
    `999${String(no).padStart(9, '0')}`,
    `TN-X-${no}`,
    money(price),
    money(sales),
    tier(base.salesPrice2, 2),
    tier(base.salesPrice3, 3),
    tier(base.salesPrice5, 5),
    money(Math.round(sales * 0.55)),
    `${discount}.00`,
    n % 23 === 0 ? 1 : 0,
    n % 29 === 0 ? 3 : 0,
    RIBBONS[n % RIBBONS.length],
    n % 41 === 0,
    '',
    base.images[0].imageFilePath,
    base.images[0].imageFilePathThumbnail,
    false,
    100_000 + n,
    null,
    '{}',
    new Date(day).toISOString().slice(0, 10),
  ];
  const images = base.images.slice(0, 2).map((img) => [no, img.sort, img.imageFilePath, img.imageFilePathThumbnail]);
  return { product, images };
}

/** Adds `count` extra products after the highest ProductNo, in one transaction. Returns the new product count. */
export async function addExtraProducts(db: Db, count: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ max }] = await tx.query<{ max: number }>('SELECT COALESCE(max(product_no), 0)::int AS max FROM products');
    const extras = Array.from({ length: count }, (_, i) => extraProduct(i, max + 1 + i));
    await insertRows(
      tx,
      'products',
      PRODUCT_COLUMNS,
      extras.map((e) => e.product),
    );
    await insertRows(
      tx,
      'product_images',
      ['product_no', 'sort', 'image_file_path', 'image_file_path_thumbnail'],
      extras.flatMap((e) => e.images),
    );
    await tx.query('SELECT pg_notify($1, $2)', ['catalog_changed', 'extra-products']);
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    return n;
  });
}
