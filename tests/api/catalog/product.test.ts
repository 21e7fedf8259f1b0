import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, DesignSection, Product } from '../../../widgets/domain/types.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { SPEC_CATEGORIES, expectCardShape, get, nos } from './helpers.js';

let t: TestApp;
let reviewed: { product_no: number; reviews: string };
beforeAll(async () => {
  t = await createTestApp();
  [reviewed] = await t.db.query<{ product_no: number; reviews: string }>(
    'SELECT product_no, count(*) AS reviews FROM reviews GROUP BY product_no ORDER BY count(*) DESC, product_no LIMIT 1',
  );
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/Product/loadproduct', () => {
  // A card alone on a partner page knows the shop's delivery rates only from this answer (docs/domain.md#freight):
  // the demo shop charges TT$30 to Tobago where delivery is free in Trinidad.
  it("names the free-delivery badge by the shop's rates, null for a product without one", async () => {
    const first = async (where: string) =>
      Number((await t.db.query<{ product_no: number }>(`SELECT product_no FROM products WHERE ${where} ORDER BY product_no LIMIT 1`))[0].product_no);
    const badge = async (productNo: number) => ((await get(t.app, `/api/Product/loadproduct?ProductNo=${productNo}`)).body as Product).FreeDeliveryBadge;
    expect(await badge(await first('free_delivery = 1'))).toBe('Free delivery in Trinidad');
    const [multi] = await t.db.query<{ product_no: number; units: number }>(
      'SELECT product_no, free_delivery_quantity AS units FROM products WHERE free_delivery = 0 AND free_delivery_quantity > 1 ORDER BY product_no LIMIT 1',
    );
    expect(await badge(Number(multi.product_no))).toBe(`Free delivery in Trinidad on ${multi.units}+`);
    expect(await badge(await first('free_delivery = 0 AND free_delivery_quantity <= 1'))).toBeNull();
  });

  it('gives the full product with its reviews, newest first, when LoadReviews=true', async () => {
    expect(reviewed, 'the seed has reviews').toBeDefined();
    const res = await get(t.app, `/api/Product/loadproduct?ProductNo=${reviewed.product_no}&LoadReviews=true`);
    expect(res.status).toBe(200);
    const p = res.body as Product;
    expect(p.ProductNo).toBe(reviewed.product_no);
    expect(p.ProductReviewList).toHaveLength(Number(reviewed.reviews));
    expect(p.ReviewCount).toBe(Number(reviewed.reviews));
    const dates = p.ProductReviewList.map((r) => r.ReviewDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ratings = p.ProductReviewList.map((r) => r.Rating);
    expect(p.Rating).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
    for (const r of p.ProductReviewList) {
      expect(r).toEqual({
        ProductReviewNo: expect.any(Number),
        ProductNo: p.ProductNo,
        CustomerName: expect.any(String),
        ReviewTitle: expect.any(String),
        Comments: expect.any(String),
        Rating: expect.any(Number),
        ReviewDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(r).not.toHaveProperty('CustomerMobile');
    }
    expect(p.ProductImageList.length).toBeGreaterThan(0);
    expectCardShape({ ...p, ProductReviewList: [] });
  });

  it('leaves the reviews out without LoadReviews, but keeps the rating', async () => {
    for (const query of [`ProductNo=${reviewed.product_no}`, `productno=${reviewed.product_no}&loadreviews=false`]) {
      const res = await get(t.app, `/api/Product/loadproduct?${query}`);
      expect(res.status).toBe(200);
      const p = res.body as Product;
      expect(p.ProductReviewList).toEqual([]);
      expect(p.ReviewCount).toBe(Number(reviewed.reviews));
    }
  });

  it('gives numbers as numbers and the derived fields', async () => {
    const [row] = await t.db.query<{ product_no: number; sales_price: string; discount_percent: string }>(
      'SELECT product_no, sales_price, discount_percent FROM products WHERE discount_percent > 0 ORDER BY product_no LIMIT 1',
    );
    const p = (await get(t.app, `/api/Product/loadproduct?ProductNo=${row.product_no}`)).body as Product;
    expect(p.SalesPrice).toBe(Number(row.sales_price));
    expect(p.Total).toBe(p.SalesPrice);
    expect(p.DiscountPercent).toBe(Number(row.discount_percent));
    expect(p.DiscountAmount).toBe(Math.round((p.SalesPrice * p.DiscountPercent) / 100));
  });

  it('lists the variants of a product that has some', async () => {
    const [row] = await t.db.query<{ product_no: number; n: string }>(
      'SELECT product_no, count(*) AS n FROM product_skus GROUP BY product_no ORDER BY product_no LIMIT 1',
    );
    const p = (await get(t.app, `/api/Product/loadproduct?ProductNo=${row.product_no}`)).body as Product;
    expect(p.ProductSKUCount).toBe(Number(row.n));
    expect(p.ProductSKUList[0]).toEqual({ ProductSKUNo: expect.any(Number), Color: expect.any(String), Size: expect.any(String), Barcode: expect.any(String) });
  });

  it('answers 404 for an unknown product', async () => {
    const res = await get(t.app, '/api/Product/loadproduct?ProductNo=987654&LoadReviews=true');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, msg: 'Product not found.' });
  });

  it.each([
    ['', /ProductNo is required/],
    ['ProductNo=', /ProductNo is required/],
    ['ProductNo=abc', /ProductNo must be a whole number/],
    ['ProductNo=1.5', /ProductNo must be a whole number/],
    ['ProductNo=0', /ProductNo must be 1 or more/],
    ['ProductNo=1&LoadReviews=perhaps', /LoadReviews must be 1 or 0, or true or false/],
  ])('answers 400 for %s', async (query, msg) => {
    const res = await get(t.app, `/api/Product/loadproduct?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, msg: expect.stringMatching(msg) });
  });
});

describe('GET /api/Product/GetProducts', () => {
  async function tree(): Promise<Category[]> {
    return (await get(t.app, '/api/store/getproductcategorylist?MaxRecords=15')).body as Category[];
  }

  it('gives a subcategory its own products and a top category those of all its subcategories', async () => {
    const face = (await tree()).find((c) => c.ProductCategoryName === 'Face')!;
    const faceWash = face.SubCategories.find((c) => c.ProductCategoryName === 'Face Wash')!;
    const sub = await get(t.app, `/api/Product/GetProducts?CategoryNo=${faceWash.ProductCategoryNo}&MaxRecords=15`);
    expect(sub.status).toBe(200);
    const subList = (sub.body as { ProductList: Product[] }).ProductList;
    expect(subList.length).toBeGreaterThan(0);
    expect(subList.every((p) => p.ProductCategoryNo === faceWash.ProductCategoryNo)).toBe(true);
    subList.forEach(expectCardShape);

    const top = (await get(t.app, `/api/Product/GetProducts?CategoryNo=${face.ProductCategoryNo}&MaxRecords=100`)).body as { ProductList: Product[] };
    const subNos = face.SubCategories.map((c) => c.ProductCategoryNo);
    expect(top.ProductList.every((p) => subNos.includes(p.ProductCategoryNo))).toBe(true);
    expect(new Set(top.ProductList.map((p) => p.ProductCategoryNo)).size).toBeGreaterThan(1);
    expect(nos(subList).every((no) => nos(top.ProductList).includes(no))).toBe(true);
  });

  it('honours MaxRecords and gives an empty list for an unknown category', async () => {
    const face = (await tree()).find((c) => c.ProductCategoryName === 'Face')!;
    const two = (await get(t.app, `/api/Product/GetProducts?CategoryNo=${face.ProductCategoryNo}&MaxRecords=2`)).body as { ProductList: Product[] };
    expect(two.ProductList).toHaveLength(2);
    expect((await get(t.app, '/api/Product/GetProducts?CategoryNo=987654')).body).toEqual({ ProductList: [] });
  });

  it('refuses a missing or non-numeric CategoryNo', async () => {
    expect((await get(t.app, '/api/Product/GetProducts')).status).toBe(400);
    const res = await get(t.app, '/api/Product/GetProducts?CategoryNo=face');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, msg: expect.stringMatching(/CategoryNo must be a whole number/) });
  });
});

describe('GET /api/design/LoadDesignPageProducts', () => {
  it.each([2, 3])('gives the named sections of page %i with their products', async (pageNo) => {
    const res = await get(t.app, `/api/design/LoadDesignPageProducts?PageNo=${pageNo}&MaxRecords=15`);
    expect(res.status).toBe(200);
    const { Sections } = res.body as { Sections: DesignSection[] };
    expect(Sections.length).toBeGreaterThan(0);
    for (const s of Sections) {
      expect(s.SectionName).not.toBe('');
      expect(s.Products.length).toBeGreaterThan(0);
      expect(s.Products.length).toBeLessThanOrEqual(15);
      s.Products.forEach(expectCardShape);
    }
  });

  it('limits the products of each section to MaxRecords', async () => {
    const { Sections } = (await get(t.app, '/api/design/LoadDesignPageProducts?PageNo=2&MaxRecords=1')).body as { Sections: DesignSection[] };
    expect(Sections.every((s) => s.Products.length === 1)).toBe(true);
  });

  it('gives no sections for another page and refuses a missing PageNo', async () => {
    expect((await get(t.app, '/api/design/LoadDesignPageProducts?PageNo=99')).body).toEqual({ Sections: [] });
    const res = await get(t.app, '/api/design/LoadDesignPageProducts');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, msg: 'PageNo is required.' });
  });
});

describe('GET /api/store/getproductcategorylist', () => {
  it('gives the whole tree of docs/screens.md#page-shell, top categories with their subcategories', async () => {
    const res = await get(t.app, '/api/store/getproductcategorylist?MaxRecords=15');
    expect(res.status).toBe(200);
    const tree = res.body as Category[];
    for (const [top, subs] of Object.entries(SPEC_CATEGORIES)) {
      const node = tree.find((c) => c.ProductCategoryName === top);
      expect(node, top).toBeDefined();
      expect(node!.SubCategories.map((c) => c.ProductCategoryName)).toEqual(subs);
      for (const sub of node!.SubCategories) {
        expect(sub).toEqual({
          ProductCategoryNo: expect.any(Number),
          ProductCategoryName: expect.any(String),
          ImageFilePath: expect.any(String),
          SubCategories: [],
        });
      }
    }
    expect(tree.map((c) => c.ProductCategoryName)).toEqual(Object.keys(SPEC_CATEGORIES));
  });

  it('refuses a non-numeric MaxRecords', async () => {
    expect((await get(t.app, '/api/store/getproductcategorylist?MaxRecords=lots')).status).toBe(400);
  });
});
