import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { HOME_CATEGORIES, SPEC_CATEGORIES, SPEC_SUBCATEGORIES, expectCardShape, get, nos, products } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/trini/GetProducts: home pages', () => {
  it('gives 15 product cards on page 1, in a stable order', async () => {
    const page1 = await products(t.app, 'MaxRecords=15&UseForGN=1&HomePageProducts=1&PageNo=1');
    expect(page1).toHaveLength(15);
    page1.forEach(expectCardShape);
    expect(nos(await products(t.app, 'MaxRecords=15&UseForGN=1&HomePageProducts=1&PageNo=1'))).toEqual(nos(page1));
  });

  it('pages through the home list with disjoint pages until an empty page', async () => {
    const seen = new Set<number>();
    let pageNo = 1;
    for (; pageNo < 50; pageNo++) {
      const page = await products(t.app, `MaxRecords=15&HomePageProducts=1&PageNo=${pageNo}`);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(15);
      for (const p of page) {
        expect(seen.has(p.ProductNo), `product ${p.ProductNo} on two pages`).toBe(false);
        seen.add(p.ProductNo);
      }
    }
    expect(pageNo).toBeGreaterThan(2);
    expect(seen.size).toBeGreaterThanOrEqual(30);
    expect(await products(t.app, `HomePageProducts=1&PageNo=${pageNo + 5}`)).toEqual([]);
  });

  it('gives the first home page when no mode is asked for', async () => {
    const home = await products(t.app, 'HomePageProducts=1&PageNo=1');
    expect(nos(await products(t.app, ''))).toEqual(nos(home));
    expect(nos(await products(t.app, 'MaxRecords=15&UseForGN=1'))).toEqual(nos(home));
  });

  it('honours MaxRecords, clamped to 1..100', async () => {
    expect(await products(t.app, 'HomePageProducts=1&PageNo=1&MaxRecords=4')).toHaveLength(4);
    expect(await products(t.app, 'NewProducts=1&MaxRecords=0')).toHaveLength(1);
    expect(await products(t.app, 'NewProducts=1&MaxRecords=-3')).toHaveLength(1);
    const all = await products(t.app, 'SearchText=&MaxRecords=100000');
    expect(all).toHaveLength(Math.min(100, all.length));
    expect(all.length).toBeGreaterThanOrEqual(80);
  });

  it('reads parameter names in any casing', async () => {
    const exact = await products(t.app, 'HomePageProducts=1&PageNo=2&MaxRecords=5');
    expect(nos(await products(t.app, 'homepageproducts=1&pageno=2&maxrecords=5'))).toEqual(nos(exact));
    expect(nos(await products(t.app, 'HOMEPAGEPRODUCTS=1&PAGENO=2&MAXRECORDS=5'))).toEqual(nos(exact));
  });
});

describe('GET /api/trini/GetProducts: recommendation lists', () => {
  it('lists new products newest first, then by ProductNo descending', async () => {
    const list = await products(t.app, 'MaxRecords=15&UseForGN=1&NewProducts=1');
    expect(list).toHaveLength(15);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]];
      expect(a.DateAdded > b.DateAdded || (a.DateAdded === b.DateAdded && a.ProductNo > b.ProductNo), `${a.ProductNo} before ${b.ProductNo}`).toBe(true);
    }
  });

  it('lists similar products that share the category, never the product itself', async () => {
    const [first] = await products(t.app, 'HomePageProducts=1&PageNo=1&MaxRecords=1');
    const similar = await products(t.app, `MaxRecords=15&UseForGN=1&SimilarProductNo=${first.ProductNo}`);
    expect(similar.length).toBeGreaterThan(0);
    expect(nos(similar)).not.toContain(first.ProductNo);
    expect(similar[0].ProductCategoryNo === first.ProductCategoryNo || similar[0].NewCategoryName === first.NewCategoryName).toBe(true);
    // Same subcategory before anything else.
    const sameSub = similar.map((p) => p.ProductCategoryNo === first.ProductCategoryNo);
    expect(sameSub.indexOf(false) === -1 || sameSub.lastIndexOf(true) < sameSub.indexOf(false)).toBe(true);
    expect(await products(t.app, 'SimilarProductNo=987654')).toEqual([]);
  });
});

describe('GET /api/trini/GetProducts: search', () => {
  it('is case-insensitive and ranks name matches first', async () => {
    const lower = await products(t.app, 'MaxRecords=15&SearchText=face%20wash&CategorySearchText=');
    expect(lower.length).toBeGreaterThan(0);
    expect(nos(await products(t.app, 'SearchText=FACE%20WaSh&CategorySearchText='))).toEqual(nos(lower));
    expect(lower[0].ProductName.toLowerCase()).toMatch(/face|wash/);
  });

  it('needs every word to match', async () => {
    const oil = await products(t.app, 'SearchText=oil&MaxRecords=100');
    const hairOil = await products(t.app, 'SearchText=hair%20oil&MaxRecords=100');
    expect(hairOil.length).toBeGreaterThan(0);
    expect(hairOil.length).toBeLessThanOrEqual(oil.length);
    expect(await products(t.app, 'SearchText=oil%20zzzqqq')).toEqual([]);
  });

  it('matches category names: the side menu searches for top categories', async () => {
    for (const top of ['Beauty', 'Hair', 'Face', 'Body', 'Health and Fitness', 'Personal Care']) {
      const list = await products(t.app, `SearchText=${encodeURIComponent(top)}`);
      expect(list.length, top).toBeGreaterThan(0);
    }
  });

  it('gives the catalogue in home order for an empty text', async () => {
    const home = await products(t.app, 'HomePageProducts=1&PageNo=1');
    expect(nos(await products(t.app, 'SearchText=&CategorySearchText='))).toEqual(nos(home));
  });

  it('finds every subcategory of docs/screens.md#page-shell by category text, and only its products', async () => {
    for (const sub of SPEC_SUBCATEGORIES) {
      const list = await products(t.app, `MaxRecords=100&SearchText=&CategorySearchText=${encodeURIComponent(sub)}`);
      expect(list.length, sub).toBeGreaterThanOrEqual(1);
      expect(list[0].ProductCategoryName, sub).toBe(sub);
    }
    const lower = await products(t.app, 'CategorySearchText=face%20wash');
    expect(lower.every((p) => p.ProductCategoryName === 'Face Wash')).toBe(true);
  });

  it('accepts top categories and home categories as category text', async () => {
    const face = await products(t.app, 'MaxRecords=100&CategorySearchText=Face');
    expect(face.length).toBeGreaterThan(SPEC_CATEGORIES.Face.length - 1);
    expect(face.every((p) => SPEC_CATEGORIES.Face.includes(p.ProductCategoryName))).toBe(true);
    for (const home of HOME_CATEGORIES) {
      const list = await products(t.app, `MaxRecords=100&CategorySearchText=${encodeURIComponent(home)}`);
      expect(list.length, home).toBeGreaterThan(0);
    }
    const skin = await products(t.app, 'MaxRecords=100&CategorySearchText=skin%20care');
    expect(skin.every((p) => p.NewCategoryName === 'Skin Care')).toBe(true);
    expect(await products(t.app, 'CategorySearchText=Garden%20Tools')).toEqual([]);
  });
});

describe('GET /api/trini/GetProducts: banners', () => {
  it('lists the products of banners 11 to 15', async () => {
    for (const banner of [11, 12, 13, 14, 15]) {
      expect((await products(t.app, `MaxRecords=15&SearchText=&BannerNo=${banner}`)).length, `banner ${banner}`).toBeGreaterThan(0);
    }
  });

  it('narrows a banner by search text', async () => {
    const banner = await products(t.app, 'BannerNo=11&MaxRecords=100');
    const word = banner[0].ProductName.split(' ')[0];
    const narrowed = await products(t.app, `BannerNo=11&MaxRecords=100&SearchText=${encodeURIComponent(word)}`);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(nos(narrowed).every((no) => nos(banner).includes(no))).toBe(true);
  });

  it('refuses other banner numbers', async () => {
    const res = await get(t.app, '/api/trini/GetProducts?BannerNo=16');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, msg: expect.stringMatching(/BannerNo must be one of 11, 12, 13, 14, 15/) });
  });
});

describe('GET /api/trini/GetProducts: bad input', () => {
  it.each([
    ['MaxRecords=abc', /MaxRecords must be a whole number/],
    ['HomePageProducts=1&PageNo=0', /PageNo must be 1 or more/],
    ['HomePageProducts=1&PageNo=two', /PageNo must be a whole number/],
    ['SimilarProductNo=abc', /SimilarProductNo must be a whole number/],
    ['BestSellers=yes please', /BestSellers must be 1 or 0/],
    ['HomePageProducts=1&NewProducts=1', /one product list at a time/],
    [`SearchText=${'a'.repeat(300)}`, /SearchText is too long/],
  ])('%s -> 400', async (query, msg) => {
    const res = await get(t.app, `/api/trini/GetProducts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, msg: expect.stringMatching(msg) });
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const url = '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15';
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const sameQuery = await t.app.inject({ method: 'GET', url: url.replace('MaxRecords', 'maxrecords'), headers: { 'if-none-match': etag } });
    expect(sameQuery.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });
});
