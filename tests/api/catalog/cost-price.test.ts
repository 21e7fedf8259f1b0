// A product's cost (purchase_price) is the shop's own business: no public catalogue answer or page carries it;
// the back office does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { appCatalog } from '../../../host/app.js';
import { addStaff } from '../../../host/admin/staff.js';

const COST = '987.65';
let t: TestApp;
let categoryNo: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query('UPDATE products SET purchase_price = $1', [COST]);
  await appCatalog(t.app)!.reload();
  const [row] = await t.db.query<{ category_no: number }>('SELECT category_no FROM products WHERE product_no = 20');
  categoryNo = Number(row.category_no);
});
afterAll(async () => t?.close());

async function body(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

describe('the cost price', () => {
  it.each([
    ['the home list', '/api/trini/GetProducts?PageNo=1&MaxRecords=15'],
    ['a search', '/api/trini/GetProducts?SearchText=soap'],
    ['the product detail', '/api/Product/loadproduct?ProductNo=20&LoadReviews=true'],
    ['a category list', () => `/api/Product/GetProducts?CategoryNo=${categoryNo}&MaxRecords=50`],
    ['the product page', '/productdetails/20'],
    ['the home page', '/home'],
    ['a category page', () => `/category/${categoryNo}`],
    ['a search page', '/search/soap'],
  ])('is not in %s', async (_what, url) => {
    const text = await body(typeof url === 'function' ? url() : url);
    expect(text).not.toContain('PurchasePrice');
    expect(text).not.toContain(COST);
  });

  it('is in the back office’s product', async () => {
    await addStaff(t.db, { mobile: '7000009', name: 'Cost Check', password: 'hibiscus-2025' }, new Date());
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000009', Password: 'hibiscus-2025' } });
    const token = (login.json() as { Token: string }).Token;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/GetProduct?ProductNo=20', headers: { authorization: `Bearer ${token}` } });
    expect((res.json() as { Product: { PurchasePrice: number } }).Product.PurchasePrice).toBe(Number(COST));
  });
});
