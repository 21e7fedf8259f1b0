// Pages rendered once per catalogue version (host/pages/page-cache.ts; docs/performance.md#page-cache): the same
// bytes for every shopper, compressed once, validated by ETag; a burst on a cold page renders it once; an edit
// here shows at once; the kept pages stay within their byte budget.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPageCache } from '../../../host/app.js';
import { createAdminTest, type AdminTest } from '../admin/helpers.js';
import { createTestApp } from '../../helpers/test-app.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

const get = (url: string, headers: Record<string, string> = {}) => a.t.app.inject({ method: 'GET', url, headers });
const cache = () => appPageCache(a.t.app)!;

describe('a kept page', () => {
  it("is the same for a signed-in shopper and a guest, and carries nothing of the shopper's", async () => {
    const mobile = '7481516';
    await a.registerCustomer(mobile);
    const login = await a.t.app.inject({ method: 'POST', url: '/api/Auth/CLogin', payload: { Mobile: mobile, Password: 'sorrel-2025' } });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ Token: string }>().Token;
    const cookies = login.cookies.map((c) => `${c.name}=${c.value}`);
    expect(cookies.length).toBeGreaterThan(0);
    const xsrf = 'shopper-own-xsrf-token-value';

    // The signed-in shopper asks first, so theirs is the render that is kept.
    const shopper = await get('/productdetails/19', { authorization: `Bearer ${token}`, cookie: [...cookies, `XSRF-TOKEN=${xsrf}`].join('; ') });
    const guest = await get('/productdetails/19');
    expect(shopper.statusCode).toBe(200);
    expect(guest.body).toBe(shopper.body);
    expect(guest.headers.etag).toBe(shopper.headers.etag);
    for (const personal of [token, mobile, 'Asha Ramdial', `${mobile}@example.tt`, xsrf, ...cookies.map((c) => c.split('=')[1])])
      expect(shopper.body).not.toContain(personal);
    // Each visitor still gets their own anti-forgery cookie: headers are made per answer, only the bytes are kept.
    const guestCookie = guest.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    const otherGuestCookie = (await get('/productdetails/19')).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(guestCookie).toBeTruthy();
    expect(otherGuestCookie).not.toBe(guestCookie);
  });

  it('is compressed once per encoding, with an ETag per representation and Vary, and a 304 for a client that holds it', async () => {
    const plain = await get('/category/1');
    const br = await get('/category/1', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/category/1', { 'accept-encoding': 'gzip' });
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/);
    }
    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3);
    expect((await get('/category/1', { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);

    const again = await get('/category/1', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
    const weak = await get('/category/1', { 'if-none-match': `"other", W/${String(plain.headers.etag)}` });
    expect(weak.statusCode).toBe(304);
    expect((await get('/category/1', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the identity representation, its tag and no body', async () => {
    const plain = await get('/category/1');
    const head = await a.t.app.inject({ method: 'HEAD', url: '/category/1', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps no unknown page: a 404 every time, never a 304', async () => {
    const before = cache().stats();
    const first = await get('/productdetails/999999', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(404);
    expect(first.headers.etag).toBeUndefined();
    expect((await get('/productdetails/999999', { 'if-none-match': '*' })).statusCode).toBe(404);
    const after = cache().stats();
    expect(after.renders - before.renders).toBe(2);
    expect(after.pages).toBe(before.pages);
  });

  it('is rendered once for a burst of requests on a cold page', async () => {
    const before = cache().stats().renders;
    const answers = await Promise.all(Array.from({ length: 24 }, () => get('/productdetails/23', { 'accept-encoding': 'br' })));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(1);
    expect(cache().stats().renders - before).toBe(1);
  });

  it('is one page whatever tracking parameters a link adds, and another for a query the page reads', async () => {
    const before = cache().stats().renders;
    const first = await get('/productdetails/24?fbclid=IwAR0abc');
    const second = await get('/productdetails/24?fbclid=IwAR1xyz&utm_source=fb');
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain('IwAR0abc');
    expect(cache().stats().renders - before).toBe(1);
    await get('/search/oil?b=11');
    await get('/search/oil?b=12');
    expect(cache().stats().renders - before).toBe(3);
  });

  it('is rendered for the origin it was asked at', async () => {
    const local = await get('/productdetails/25', { host: 'localhost:3000' });
    const numeric = await get('/productdetails/25', { host: '127.0.0.1:3000' });
    expect(local.body).toContain('http://localhost:3000/');
    expect(numeric.body).toContain('http://127.0.0.1:3000/');
    expect(numeric.body).not.toContain('http://localhost:3000/productdetails');
  });

  it('shows an edit made here at the next request', async () => {
    const before = await get('/productdetails/21');
    expect(before.body).not.toContain('Kept pages follow edits');
    expect((await a.post('/api/admin/SaveProduct', { ProductNo: 21, RibbonText: 'Kept pages follow edits' })).status).toBe(200);
    const after = await get('/productdetails/21', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Kept pages follow edits');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('the byte budget', () => {
  it('holds under a crawl of every product and category page, and pages dropped are rendered again', async () => {
    const budget = 1024 * 1024;
    const t = await createTestApp({ config: { pageCacheBytes: budget } });
    try {
      const pages = appPageCache(t.app)!;
      const products = (await t.db.query<{ product_no: number }>('SELECT product_no FROM products ORDER BY product_no')).map((r) => r.product_no);
      const categories = (await t.db.query<{ category_no: number }>('SELECT category_no FROM categories ORDER BY category_no')).map((r) => r.category_no);
      const urls = [...products.map((no) => `/productdetails/${no}`), ...categories.map((no) => `/category/${no}`), '/category'];
      expect(urls.length).toBeGreaterThan(80);
      let largest = 0;
      for (const url of urls) {
        // Both compressed copies, so the budget counts the page with its copies.
        for (const encoding of ['br', 'gzip']) {
          const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
          expect(res.statusCode, url).toBe(200);
          const { bytes } = pages.stats();
          expect(bytes, url).toBeLessThanOrEqual(budget);
          largest = Math.max(largest, bytes);
        }
      }
      const stats = pages.stats();
      expect(largest).toBeGreaterThan(budget / 2);
      expect(stats.pages).toBeLessThan(urls.length);
      expect(stats.renders).toBe(urls.length);
      const first = await t.app.inject({ url: urls[0] });
      expect(first.body).toContain('<trini-product-detail');
      expect(pages.stats().renders).toBe(urls.length + 1);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('with a budget of 0 renders every request and sends no validator', async () => {
    const t = await createTestApp({ config: { pageCacheBytes: 0 } });
    try {
      const pages = appPageCache(t.app)!;
      const first = await t.app.inject({ url: '/productdetails/18', headers: { 'accept-encoding': 'br' } });
      const second = await t.app.inject({ url: '/productdetails/18', headers: { 'accept-encoding': 'br', 'if-none-match': '*' } });
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.etag).toBeUndefined();
      }
      expect(pages.stats()).toMatchObject({ pages: 0, bytes: 0, renders: 2 });
    } finally {
      await t.close();
    }
  });
});
