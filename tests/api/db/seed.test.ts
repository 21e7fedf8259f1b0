import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../host/db/db.js';
import { CATEGORIES, HOME_CATEGORY_NAMES } from '../../../host/db/seed/categories.js';
import { SEED_FACTS } from '../../../host/db/seed/facts.js';
import { SEED_PRODUCTS, withCheckDigit } from '../../../host/db/seed/products/index.js';
import { seedDatabase } from '../../../host/db/seed/seed.js';
import { SPEC_CATEGORIES } from '../../helpers/spec-catalog.js';
import { openTestDatabase } from '../../helpers/test-db.js';

// Runs on embedded PGlite, and on a real PostgreSQL server under `npm run test:pg`.
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await db.close();
  await drop();
});

const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

describe('seed catalogue: categories and products', () => {
  it('holds the category tree of docs/screens.md#page-shell, each category with an image', async () => {
    const rows = await db.query<{ category_no: number; name: string; parent_no: number | null; image_file_path: string }>(
      'SELECT category_no, name, parent_no, image_file_path FROM categories ORDER BY parent_no NULLS FIRST, sort',
    );
    const tops = rows.filter((r) => r.parent_no === null);
    expect(tops.map((t) => t.name)).toEqual(Object.keys(SPEC_CATEGORIES));
    for (const top of tops) {
      expect(rows.filter((r) => r.parent_no === top.category_no).map((r) => r.name)).toEqual(SPEC_CATEGORIES[top.name]);
    }
    for (const r of rows) expect(r.image_file_path).toMatch(/^categories\/[a-z0-9-]+\.svg$/);
  });

  it('has at least 80 products, and every subcategory at least 2', async () => {
    expect(await count('products')).toBeGreaterThanOrEqual(80);
    const perSub = await db.query<{ name: string; parent_no: number | null; n: number }>(
      'SELECT c.name, c.parent_no, count(p.product_no)::int AS n FROM categories c LEFT JOIN products p ON p.category_no = c.category_no GROUP BY c.category_no',
    );
    for (const row of perSub.filter((r) => r.parent_no !== null)) expect(row.n, row.name).toBeGreaterThanOrEqual(2);
    // Products hang off subcategories only.
    for (const row of perSub.filter((r) => r.parent_no === null)) expect(row.n, row.name).toBe(0);
  });

  it('puts products in every home category of docs/screens.md#home and in no other', async () => {
    const rows = await db.query<{ home_category: string; n: number }>('SELECT home_category, count(*)::int AS n FROM products GROUP BY home_category');
    expect(rows.map((r) => r.home_category).sort()).toEqual([...HOME_CATEGORY_NAMES].sort());
    for (const r of rows) expect(r.n).toBeGreaterThanOrEqual(5);
  });

  it('stores money exactly: every price round-trips as the seed wrote it', async () => {
    const rows = await db.query<Record<string, string | number>>(
      `SELECT product_no, price::text, sales_price::text, sales_price2::text, sales_price3::text, sales_price5::text,
              purchase_price::text, discount_percent::text FROM products ORDER BY product_no`,
    );
    expect(
      rows.map((r) => [r.product_no, r.price, r.sales_price, r.sales_price2, r.sales_price3, r.sales_price5, r.purchase_price, r.discount_percent]),
    ).toEqual(SEED_PRODUCTS.map((p) => [p.productNo, p.price, p.salesPrice, p.salesPrice2, p.salesPrice3, p.salesPrice5, p.purchasePrice, p.discountPercent]));
    expect(rows.find((r) => r.product_no === 29)?.price).toBe('89.99');
  });

  it('has realistic prices: list >= sales, multi-buy cheaper per unit, TT$45 to TT$650', async () => {
    const rows = await db.query<Record<string, string>>('SELECT price, sales_price, sales_price2, sales_price3, sales_price5 FROM products');
    let multiBuy = 0;
    for (const r of rows) {
      const [price, s1, s2, s3, s5] = [r.price, r.sales_price, r.sales_price2, r.sales_price3, r.sales_price5].map(Number);
      expect(price).toBeGreaterThanOrEqual(s1);
      expect(s1).toBeGreaterThanOrEqual(45);
      expect(price).toBeLessThanOrEqual(650);
      let perUnit = s1;
      for (const [total, units] of [
        [s2, 2],
        [s3, 3],
        [s5, 5],
      ] as const) {
        if (total === 0) continue;
        expect(total / units).toBeLessThan(perUnit);
        perUnit = total / units;
      }
      if (s2 || s3 || s5) multiBuy++;
    }
    expect(multiBuy).toBeGreaterThanOrEqual(10);
    expect(rows.some((r) => !r.sales_price.endsWith('.00'))).toBe(true);
  });

  it('covers the product features: discounts, free delivery, ribbons, sold out, videos, best sellers, banners', async () => {
    expect(await count('products WHERE discount_percent > 0')).toBeGreaterThanOrEqual(8);
    expect(await count('products WHERE free_delivery = 1')).toBeGreaterThanOrEqual(5);
    expect(await count('products WHERE free_delivery_quantity IN (2, 3)')).toBeGreaterThanOrEqual(5);
    for (const ribbon of ['New', 'Best Seller', 'Sale', 'Limited'])
      expect(await count('products WHERE ribbon_text = $1', [ribbon]), ribbon).toBeGreaterThanOrEqual(2);
    expect(await count('products WHERE is_sold_out')).toBeGreaterThanOrEqual(3);
    expect(await count(`products WHERE video_file_name LIKE 'videos/%.mp4'`)).toBeGreaterThanOrEqual(3);
    const ranks = await db.query<{ r: number }>('SELECT best_seller_rank AS r FROM products WHERE best_seller_rank IS NOT NULL ORDER BY 1');
    expect(ranks.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ranks.map((r) => r.r)).size).toBe(ranks.length);
    for (const banner of SEED_FACTS.bannerNos)
      expect(await count('products WHERE $1 = ANY(banner_nos)', [banner]), `banner ${banner}`).toBeGreaterThanOrEqual(4);
    expect(await count(`products WHERE NOT (banner_nos <@ '{11,12,13,14,15}'::int[])`)).toBe(0);
  });

  it('has variants: several products with 2-4, some with exactly one', async () => {
    const rows = await db.query<{ product_no: number; n: number }>('SELECT product_no, count(*)::int AS n FROM product_skus GROUP BY product_no');
    expect(rows.filter((r) => r.n >= 2 && r.n <= 4).length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((r) => r.n === 1).length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.n <= 4)).toBe(true);
    // The serial moved past the seeded numbers: a new variant gets a fresh number.
    const [{ sku_no }] = await db.query<{ sku_no: number }>(`INSERT INTO product_skus (product_no, color) VALUES (5, 'Test') RETURNING sku_no`);
    expect(sku_no).toBeGreaterThan((await count('product_skus')) - 1);
    await db.query('DELETE FROM product_skus WHERE sku_no = $1', [sku_no]);
  });

  it('has valid, unique barcodes (12-13 digits with check digit) and SKU numbers', async () => {
    const products = await db.query<{ barcode: string; sku_no: string }>('SELECT barcode, sku_no FROM products');
    const variants = await db.query<{ barcode: string }>('SELECT barcode FROM product_skus');
    const all = [...products, ...variants].map((r) => r.barcode);
    for (const code of all) {
      expect(code).toMatch(/^\d{12,13}$/);
      expect(withCheckDigit(code.slice(0, -1))).toBe(code);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(products.map((p) => p.sku_no)).size).toBe(products.length);
  });

  it('has 2-4 images per product, the first being the product image', async () => {
    const rows = await db.query<{ product_no: number; n: number; first: string; first_thumb: string; image: string; thumb: string }>(
      `SELECT p.product_no, count(*)::int AS n, p.image_file_path AS image, p.image_file_path_thumbnail AS thumb,
              min(i.image_file_path) FILTER (WHERE i.sort = 1) AS first, min(i.image_file_path_thumbnail) FILTER (WHERE i.sort = 1) AS first_thumb
       FROM products p JOIN product_images i USING (product_no) GROUP BY p.product_no`,
    );
    expect(rows.length).toBe(await count('products'));
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.n).toBeLessThanOrEqual(4);
      expect([r.first, r.first_thumb]).toEqual([r.image, r.thumb]);
      expect(r.image).toBe(`products/${r.product_no}/1.svg`);
      expect(r.thumb).toBe(`products/${r.product_no}/1-thumb.svg`);
    }
  });

  it('spreads date_added over one past year, newest for the New ribbon', async () => {
    const [span] = await db.query<{ first: string; last: string; days: number }>(
      'SELECT min(date_added)::text AS first, max(date_added)::text AS last, (max(date_added) - min(date_added))::int AS days FROM products',
    );
    expect(span.days).toBeGreaterThan(300);
    expect(span.days).toBeLessThanOrEqual(366);
    const newest = await db.query<{ ribbon_text: string }>('SELECT ribbon_text FROM products ORDER BY date_added DESC, product_no LIMIT 5');
    expect(newest.every((r) => r.ribbon_text === 'New')).toBe(true);
  });

  it('has a distinct home order', async () => {
    expect(await count('(SELECT DISTINCT home_sort FROM products) s')).toBe(await count('products'));
  });
});

describe('seed catalogue: reviews, cities, shops, sections', () => {
  it('has reviews on about 25 products, one with more than 5', async () => {
    expect(await count('(SELECT DISTINCT product_no FROM reviews) r')).toBeGreaterThanOrEqual(25);
    const [{ n }] = await db.query<{ n: number }>('SELECT max(c)::int AS n FROM (SELECT count(*) AS c FROM reviews GROUP BY product_no) x');
    expect(n).toBeGreaterThan(5);
    expect(await count('reviews WHERE product_no = $1', [SEED_FACTS.manyReviewsProductNo])).toBeGreaterThan(5);
    expect(await count('reviews WHERE rating NOT BETWEEN 1 AND 5')).toBe(0);
    expect(await count(`reviews WHERE customer_mobile !~ '^[0-9]{7}$'`)).toBe(0);
    const ratings = await db.query<{ rating: number }>('SELECT DISTINCT rating FROM reviews ORDER BY 1');
    expect(ratings.map((r) => r.rating)).toEqual([1, 2, 3, 4, 5]);
    // Nobody reviews a product before it is in the shop.
    expect(await count('reviews r JOIN products p USING (product_no) WHERE r.created_at::date < p.date_added')).toBe(0);
  });

  it('has the cities of Trinidad and of Tobago', async () => {
    const rows = await db.query<{ name: string; country_no: number }>('SELECT name, country_no FROM cities');
    const trinidad = rows.filter((r) => r.country_no === 1).map((r) => r.name);
    const tobago = rows.filter((r) => r.country_no === 2).map((r) => r.name);
    expect(trinidad.length).toBeGreaterThanOrEqual(20);
    expect(tobago.length).toBeGreaterThanOrEqual(8);
    expect(trinidad).toEqual(expect.arrayContaining(['Port of Spain', 'San Fernando', 'Chaguanas', 'Arima', 'Sangre Grande', 'Fyzabad']));
    expect(tobago).toEqual(expect.arrayContaining(['Scarborough', 'Crown Point', 'Plymouth', 'Roxborough', 'Charlotteville']));
  });

  it('has the default shop 16 and partner shops', async () => {
    const shops = await db.query<{ shop_no: number; shop_name: string }>('SELECT shop_no, shop_name FROM shops ORDER BY shop_no');
    expect(shops[0]).toEqual({ shop_no: 16, shop_name: 'Trini Naturals' });
    expect(shops.map((s) => s.shop_no)).toEqual([16, ...SEED_FACTS.partnerShopNos]);
  });

  it('has 2-3 design sections on pages 2 and 3 with 4-8 products each', async () => {
    const rows = await db.query<{ page_no: number; section_name: string; n: number }>(
      `SELECT s.page_no, s.section_name, count(sp.product_no)::int AS n
       FROM design_sections s JOIN design_section_products sp USING (section_no) GROUP BY s.section_no ORDER BY s.page_no, s.sort`,
    );
    for (const page of SEED_FACTS.designPageNos) {
      const sections = rows.filter((r) => r.page_no === page);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect(sections.length).toBeLessThanOrEqual(3);
      for (const s of sections) {
        expect(s.n, s.section_name).toBeGreaterThanOrEqual(4);
        expect(s.n, s.section_name).toBeLessThanOrEqual(8);
      }
    }
  });
});

describe('seed facts', () => {
  it('name products that really have the stated property', async () => {
    const p = async (no: number) =>
      (
        await db.query<Record<string, unknown>>('SELECT *, price::text AS price_text, sales_price::text AS sales_text FROM products WHERE product_no = $1', [
          no,
        ])
      )[0];
    const skus = (no: number) => count('product_skus WHERE product_no = $1', [no]);
    const reviews = (no: number) => count('reviews WHERE product_no = $1', [no]);

    const simple = await p(SEED_FACTS.simpleProductNo);
    expect([
      simple.is_sold_out,
      simple.sales_text,
      Number(simple.sales_price2),
      Number(simple.discount_percent),
      simple.free_delivery,
      simple.free_delivery_quantity,
    ]).toEqual([false, '199.00', 0, 0, 0, 0]);
    expect(await skus(SEED_FACTS.simpleProductNo)).toBe(0);
    expect((await p(SEED_FACTS.soldOutProductNo)).is_sold_out).toBe(true);
    expect(await skus(SEED_FACTS.multiVariantProductNo)).toBe(4);
    expect(await skus(SEED_FACTS.singleVariantProductNo)).toBe(1);
    const multi = await p(SEED_FACTS.multiBuyProductNo);
    expect([multi.sales_text, multi.sales_price2, multi.sales_price3, multi.sales_price5]).toEqual(['69.99', '130.00', '185.00', '290.00']);
    expect(Number((await p(SEED_FACTS.discountProductNo)).discount_percent)).toBe(10);
    expect((await p(SEED_FACTS.freeDeliveryProductNo)).free_delivery).toBe(1);
    expect((await p(SEED_FACTS.freeDeliveryQuantityProductNo)).free_delivery_quantity).toBe(3);
    expect((await p(SEED_FACTS.videoProductNo)).video_file_name).toBe('videos/11.mp4');
    expect(await reviews(SEED_FACTS.manyReviewsProductNo)).toBe(8);
    expect(await reviews(SEED_FACTS.noReviewsProductNo)).toBe(0);
    expect(Number((await p(SEED_FACTS.aboveDeliveryMinimumProductNo)).sales_price)).toBeGreaterThanOrEqual(500);
    const productNos = Object.entries(SEED_FACTS).flatMap(([key, value]) => (key.endsWith('ProductNo') && typeof value === 'number' ? [value] : []));
    expect(productNos.length).toBe(12);
    for (const no of productNos) {
      if (no !== SEED_FACTS.soldOutProductNo) expect((await p(no)).is_sold_out, `product ${no}`).toBe(false);
    }
  });
});

describe('seedDatabase', () => {
  it('does nothing the second time', async () => {
    const before = await db.query(
      'SELECT (SELECT count(*) FROM products) p, (SELECT count(*) FROM reviews) r, (SELECT count(*) FROM categories) c, (SELECT count(*) FROM design_section_products) d',
    );
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    const after = await db.query(
      'SELECT (SELECT count(*) FROM products) p, (SELECT count(*) FROM reviews) r, (SELECT count(*) FROM categories) c, (SELECT count(*) FROM design_section_products) d',
    );
    expect(after).toEqual(before);
  });

  it('leaves the serials usable for new reviews and sections', async () => {
    const [{ review_no }] = await db.query<{ review_no: number }>(
      `INSERT INTO reviews (product_no, customer_mobile, customer_name, review_title, comments, rating) VALUES (5, '7000000', 'Test', 'T', 'C', 5) RETURNING review_no`,
    );
    expect(review_no).toBeGreaterThan(40);
    await db.query('DELETE FROM reviews WHERE review_no = $1', [review_no]);
    const [{ section_no }] = await db.query<{ section_no: number }>(`INSERT INTO design_sections (page_no, section_name) VALUES (2, 'X') RETURNING section_no`);
    expect(section_no).toBeGreaterThan(6);
    await db.query('DELETE FROM design_sections WHERE section_no = $1', [section_no]);
  });

  it('matches the seed modules', () => {
    expect(CATEGORIES.length).toBe(9 + 24);
    expect(new Set(SEED_PRODUCTS.map((p) => p.productNo)).size).toBe(SEED_PRODUCTS.length);
  });
});
