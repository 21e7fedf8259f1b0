import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { Product } from '../../widgets/domain/types.js';

let t: TestApp;
let product: Product; // a seeded product, read through the API

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-03-01T12:00:00Z') });
  const list = await t.app.inject({ method: 'GET', url: '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15&UseForGN=1' });
  const products = list.json() as Product[];
  product = await loadProduct(products[0].ProductNo);
});
afterAll(async () => t?.close());

async function loadProduct(productNo: number): Promise<Product> {
  const res = await t.app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${productNo}&LoadReviews=true` });
  expect(res.statusCode).toBe(200);
  return res.json() as Product;
}

type Json = Record<string, unknown>;
async function save(body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/api/trini/saveproductreview', payload: body as Json });
  return { status: res.statusCode, body: res.json() as Json };
}

const valid = (overrides: Json = {}): Json => ({
  ProductNo: product.ProductNo,
  CustomerMobile: '7654321',
  CustomerName: 'Asha Ramdial',
  ReviewTitle: 'Lovely on dry skin',
  Comments: 'Soaks in fast and smells of coconut. Will buy again.',
  Rating: 4,
  ...overrides,
});

const bad = (msg: string) => ({ status: 400, body: { success: false, msg } });

describe('POST /api/trini/saveproductreview', () => {
  it('gives every docs/domain.md#review-checks message, in order', async () => {
    const p = product.ProductNo;
    const steps: [Json, string][] = [
      [{ ProductNo: p }, 'Customer Mobile is required.'],
      [{ ProductNo: p, CustomerMobile: '  ' }, 'Customer Mobile is required.'],
      [{ ProductNo: p, CustomerMobile: '12345' }, 'Phone Number is invalid. Please enter 7 digits.'],
      [{ ProductNo: p, CustomerMobile: '765432a' }, 'Phone Number is invalid. Please enter 7 digits.'],
      [{ ProductNo: p, CustomerMobile: '7654321' }, 'Customer Name is required.'],
      [{ ProductNo: p, CustomerMobile: '7654321', CustomerName: '   ' }, 'Customer Name is required.'],
      [{ ProductNo: p, CustomerMobile: '7654321', CustomerName: 'Asha' }, 'Title is required.'],
      [{ ProductNo: p, CustomerMobile: '7654321', CustomerName: 'Asha', ReviewTitle: ' ' }, 'Title is required.'],
      [{ ProductNo: p, CustomerMobile: '7654321', CustomerName: 'Asha', ReviewTitle: 'Nice' }, 'Review is required.'],
      [{ ProductNo: p, CustomerMobile: '7654321', CustomerName: 'Asha', ReviewTitle: 'Nice', Comments: ' \n\t ' }, 'Review is required.'],
      [{ ProductNo: p, CustomerMobile: '7654321', CustomerName: 'Asha', ReviewTitle: 'Nice', Comments: 'Good' }, 'Rating must be a whole number from 1 to 5.'],
    ];
    for (const [sent, msg] of steps) expect({ sent, ...(await save(sent)) }).toEqual({ sent, ...bad(msg) });
  });

  it('refuses over-limit lengths (name 100, title 100, review 1000), after trimming', async () => {
    expect(await save(valid({ CustomerName: 'n'.repeat(101) }))).toEqual(bad('Customer Name must be at most 100 characters.'));
    expect(await save(valid({ ReviewTitle: 't'.repeat(101) }))).toEqual(bad('Title must be at most 100 characters.'));
    expect(await save(valid({ Comments: 'c'.repeat(1001) }))).toEqual(bad('Review must be at most 1000 characters.'));
    // Exactly at the limits (and padded with spaces) is fine.
    const atLimits = await save(valid({ CustomerName: ` ${'n'.repeat(100)} `, ReviewTitle: `${'t'.repeat(100)}  `, Comments: `  ${'c'.repeat(1000)}` }));
    expect(atLimits.status).toBe(200);
  });

  it('refuses a rating that is not a whole number from 1 to 5', async () => {
    for (const Rating of [0, 6, -1, 2.5, 100]) {
      expect(await save(valid({ Rating }))).toEqual(bad('Rating must be a whole number from 1 to 5.'));
    }
    expect(await save(valid({ Rating: null }))).toEqual(bad('Rating must be a whole number from 1 to 5.'));
    expect(await save(valid({ Rating: '5' }))).toEqual(bad('Rating must be a number.'));
  });

  it('answers 404 for an unknown product', async () => {
    expect(await save(valid({ ProductNo: 999999 }))).toEqual({ status: 404, body: { success: false, msg: 'Product not found.' } });
  });

  it('answers 400 naming the field for wrong JSON types', async () => {
    const cases: [Json, string][] = [
      [{ ProductNo: undefined }, 'ProductNo is required.'],
      [{ ProductNo: 'abc' }, 'ProductNo must be a number.'],
      [{ ProductNo: 1.5 }, 'ProductNo must be a whole number.'],
      [{ ProductNo: 0 }, 'ProductNo must be 1 or more.'],
      [{ CustomerMobile: 7654321 }, 'CustomerMobile must be a string.'],
      [{ CustomerName: { first: 'Asha' } }, 'CustomerName must be a string.'],
      [{ ReviewTitle: ['Nice'] }, 'ReviewTitle must be a string.'],
      [{ Comments: true }, 'Comments must be a string.'],
    ];
    for (const [overrides, msg] of cases) expect({ overrides, ...(await save(valid(overrides))) }).toEqual({ overrides, ...bad(msg) });
  });

  it('never answers 500 for a bad body: non-JSON, array, null, text, form, huge', async () => {
    const attempts = [
      { payload: '{"ProductNo": 1,', type: 'application/json', status: 400, msg: 'The request body is not valid JSON.' },
      { payload: '[{"ProductNo": 1}]', type: 'application/json', status: 400, msg: 'The request body must be an object.' },
      { payload: 'null', type: 'application/json', status: 400, msg: 'The request body must be an object.' },
      { payload: 'great product', type: 'text/plain', status: 400, msg: 'The request body must be an object.' },
      { payload: 'ProductNo=1', type: 'application/x-www-form-urlencoded', status: 415 },
      { payload: JSON.stringify(valid({ Comments: 'x'.repeat(300 * 1024) })), type: 'application/json', status: 413 },
    ];
    for (const a of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/api/trini/saveproductreview', payload: a.payload, headers: { 'content-type': a.type } });
      expect({ type: a.type, status: res.statusCode }).toEqual({ type: a.type, status: a.status });
      const body = res.json() as Json;
      expect(body.success).toBe(false);
      expect(typeof body.msg).toBe('string');
      if (a.msg) expect(body.msg).toBe(a.msg);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/trini/saveproductreview' });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as Json).success).toBe(false);
  });

  it('saves a review: it appears on the product and its rating feeds the Rating', async () => {
    // A product of its own, so the other tests' saves do not change the expected average.
    const list = (await t.app.inject({ method: 'GET', url: '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15' })).json() as Product[];
    const before = await loadProduct(list[1].ProductNo);
    const ratings = before.ProductReviewList.map((r) => r.Rating);
    const rating = ratings.length > 0 && ratings.every((r) => r === 1) ? 5 : 1; // surely moves the average
    const res = await save(
      valid({
        ProductNo: before.ProductNo,
        CustomerName: '  Keisha Mohammed ',
        ReviewTitle: ' Too strong for me ',
        Comments: ' Burned a little. ',
        Rating: rating,
      }),
    );
    expect(res).toEqual({ status: 200, body: { success: true, msg: 'Thank you! Your review has been saved.' } });

    const after = await loadProduct(before.ProductNo);
    expect(after.ProductReviewList).toHaveLength(before.ProductReviewList.length + 1);
    expect(after.ReviewCount).toBe(before.ReviewCount + 1);
    expect(after.ProductReviewList).toContainEqual(
      expect.objectContaining({
        ProductNo: before.ProductNo,
        CustomerName: 'Keisha Mohammed',
        ReviewTitle: 'Too strong for me',
        Comments: 'Burned a little.',
        Rating: rating,
        ReviewDate: '2025-03-01',
      }),
    );
    const all = [...ratings, rating];
    const expected = Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 10 + 1e-9) / 10;
    expect(after.Rating).toBe(expected);
    expect(after.Rating).not.toBe(before.Rating);
    // The review's mobile is kept but never shown.
    expect(JSON.stringify(after)).not.toContain('7654321');
  });
});
