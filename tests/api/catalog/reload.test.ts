import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';
import { appCatalog } from '../../../host/app.js';
import { notifyCatalogChanged } from '../../../host/catalog/snapshot.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { get, nos, products } from './helpers.js';

// Best sellers and everything else that changes when the database changes and the catalogue reloads.
// This file writes to its database, so it has an app of its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** What a route does after saving a review: ctx.catalog.reload() (orders only record their units: best-sellers-orders.test.ts). */
const reload = () => appCatalog(t.app)!.reload();

async function insertOrder(lines: { productNo: number; quantity: number }[]): Promise<void> {
  const [order] = await t.db.query<{ order_no: number }>(
    `INSERT INTO orders (customer_mobile, customer_name, item_total, freight, total_amount)
     VALUES ('+1(868)555-0100', 'Test Buyer', 100, 40, 140) RETURNING order_no`,
  );
  let lineNo = 1;
  for (const line of lines) {
    await t.db.query(
      `INSERT INTO order_lines (order_no, line_no, product_no, product_name, quantity, rate, total_amount)
       SELECT $1, $2, product_no, name, $3::int, sales_price, sales_price * $3::int FROM products WHERE product_no = $4`,
      [order.order_no, lineNo++, line.quantity, line.productNo],
    );
  }
}

describe('best sellers', () => {
  let curated: Product[];

  it('fall back to the curated ranking on a fresh database', async () => {
    curated = await products(t.app, 'MaxRecords=15&UseForGN=1&BestSellers=1');
    expect(curated.length).toBeGreaterThan(0);
    const [{ count }] = await t.db.query<{ count: string }>('SELECT count(*) FROM products WHERE best_seller_rank IS NOT NULL');
    expect(curated.length).toBe(Math.min(15, Number(count)));
    const ranks = await t.db.query<{ product_no: number }>(
      'SELECT product_no FROM products WHERE best_seller_rank IS NOT NULL ORDER BY is_sold_out, best_seller_rank, product_no LIMIT 15',
    );
    expect(nos(curated)).toEqual(ranks.map((r) => r.product_no));
  });

  it('follow units actually ordered after a reload', async () => {
    const [outsider] = await t.db.query<{ product_no: number }>(
      'SELECT product_no FROM products WHERE best_seller_rank IS NULL AND NOT is_sold_out ORDER BY product_no LIMIT 1',
    );
    expect(outsider).toBeDefined();
    await insertOrder([{ productNo: outsider.product_no, quantity: 50 }]);
    const lastAvailable = curated.filter((p) => !p.IsSoldOut).at(-1)!;
    await insertOrder([{ productNo: lastAvailable.ProductNo, quantity: 20 }]);
    await insertOrder([
      { productNo: outsider.product_no, quantity: 1 },
      { productNo: lastAvailable.ProductNo, quantity: 1 },
    ]);
    await reload();
    const after = await products(t.app, 'MaxRecords=15&BestSellers=1');
    expect(after[0].ProductNo).toBe(outsider.product_no);
    expect(after[1].ProductNo).toBe(lastAvailable.ProductNo);
    expect(nos(after)).not.toEqual(nos(curated));
  });
});

describe('reload', () => {
  it('shows a new review in the product, its rating and its ETag', async () => {
    const [first] = await products(t.app, 'HomePageProducts=1&PageNo=1&MaxRecords=1');
    const before = await t.app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${first.ProductNo}&LoadReviews=true` });
    const product = JSON.parse(before.body) as Product;
    await t.db.query(
      `INSERT INTO reviews (product_no, customer_mobile, customer_name, review_title, comments, rating, created_at)
       VALUES ($1, '+1(868)555-0101', 'Reload Tester', 'Fresh review', 'Just in.', 1, now() + interval '1 day')`,
      [first.ProductNo],
    );
    await reload();
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/Product/loadproduct?ProductNo=${first.ProductNo}&LoadReviews=true`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    const fresh = JSON.parse(after.body) as Product;
    expect(fresh.ReviewCount).toBe(product.ReviewCount + 1);
    expect(fresh.ProductReviewList[0].ReviewTitle).toBe('Fresh review');
    const ratings = fresh.ProductReviewList.map((r) => r.Rating);
    expect(fresh.Rating).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
  });

  it('keeps answering while reloads run, and coalesces concurrent reloads', async () => {
    const url = '/api/trini/GetProducts?HomePageProducts=1&PageNo=1';
    const reloads = [reload(), reload(), reload()];
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(t.app, url)));
    await Promise.all(reloads);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(15);
    }
  });

  it('notifyCatalogChanged is harmless on every database', async () => {
    await expect(notifyCatalogChanged(t.db)).resolves.toBeUndefined();
  });
});
