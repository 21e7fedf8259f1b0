import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCatalog } from '../../../host/app.js';
import type { CatalogListener } from '../../../host/catalog/listen.js';
import { createCatalog, type SnapshotCatalog } from '../../../host/catalog/snapshot.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

// Several host processes on one PostgreSQL (docs/architecture.md#performance): a reload in one tells the others through NOTIFY.
// Needs a real server: runs when TEST_DATABASE_URL is set, skipped on PGlite.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('catalogue changes across processes', () => {
  let t: TestApp;
  let other: SnapshotCatalog;
  let listener: CatalogListener;

  beforeAll(async () => {
    t = await createTestApp();
    const [{ name }] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    other = await createCatalog(t.db); // stands in for a second host process
    listener = await other.listen(url.toString());
  });
  afterAll(async () => {
    await listener?.close();
    await t?.close();
  });

  it('rebuilds the other snapshot after a reload here', async () => {
    const [{ product_no }] = await t.db.query<{ product_no: number }>('SELECT product_no FROM products ORDER BY product_no LIMIT 1');
    const before = other.product(product_no)!.ReviewCount;
    await t.db.query(
      `INSERT INTO reviews (product_no, customer_mobile, customer_name, review_title, comments, rating)
       VALUES ($1, '+1(868)555-0102', 'Notify Tester', 'Across processes', 'Seen elsewhere.', 5)`,
      [product_no],
    );
    await appCatalog(t.app)!.reload();
    const deadline = Date.now() + 5000;
    while (other.product(product_no)!.ReviewCount === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(other.product(product_no)!.ReviewCount).toBe(before + 1);
  });
});
