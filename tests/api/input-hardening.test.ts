// Inputs that used to reach PostgreSQL and fail there as a 500 (docs/api.md#errors: bad input is a 4xx
// `{ success: false, msg }`, never a 500), and the client address the login limit counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { RETURN_TEXTS } from '../../widgets/domain/returns.js';
import { ADDRESS_BACKOFF, tooManyAttempts } from '../../host/auth/rate-limit.js';
import { issueCustomerToken } from '../../host/auth/tokens.js';

let t: TestApp;
beforeAll(async () => {
  // A reverse proxy on this machine, named as a deployment names it.
  t = await createTestApp({ now: () => new Date('2025-03-10T15:00:00Z'), config: { trustProxy: '127.0.0.1' } });
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
async function call(method: 'GET' | 'POST', url: string, payload?: unknown, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  const res = await t.app.inject({ method, url, payload: payload as Json, headers: extra.headers, remoteAddress: extra.remoteAddress });
  return { status: res.statusCode, body: res.json() as Json };
}

let mobileSeq = 7300000;
const nextMobile = () => String(++mobileSeq);
const order = (overrides: Json = {}) => ({
  PMNo: 3,
  IsPickup: 1,
  CustomerMobile: nextMobile(),
  CustomerName: 'Asha Ramdial',
  OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
  ...overrides,
});
const productReturn = (overrides: Json = {}) => ({
  OrderDate: '2025-03-01',
  FirstName: 'Asha',
  LastName: 'Ramdial',
  EmailID: 'asha@example.tt',
  Telephone: '7654321',
  ProductName: 'Shea butter',
  ProductCode: 'SB-1',
  Quantity: 1,
  ReasonNo: 1,
  IsOpened: 0,
  Details: 'Arrived broken',
  ...overrides,
});
const NUL = 'a\u0000b';

describe('a NUL character (U+0000) in a body or query is a 400, not a 500', () => {
  it.each([
    ['SaveOrder (Remarks)', '/api/shop/SaveOrder', () => order({ Remarks: NUL })],
    ['SaveOrder (CustomerName)', '/api/shop/SaveOrder', () => order({ CustomerName: NUL })],
    ['GetWipayUrl', '/api/shop/GetWipayUrl', () => order({ PMNo: 1, Remarks: NUL })],
    [
      'saveproductreview',
      '/api/trini/saveproductreview',
      () => ({ ProductNo: 20, CustomerMobile: '7654321', CustomerName: NUL, ReviewTitle: 't', Comments: 'c', Rating: 5 }),
    ],
    ['CLogin', '/api/Auth/CLogin', () => ({ Mobile: '\u0000', Password: 'x' })],
    [
      'register',
      '/api/customer/register',
      () => ({ Mobile1: nextMobile(), CustomerName: NUL, NewPassword: 'sorrel-2025', ConfirmPassword: 'sorrel-2025', ConfirmMobile: true }),
    ],
    ['SaveProductReturn', '/api/shop/SaveProductReturn', () => productReturn({ FirstName: NUL })],
    ['WipayReceive (query)', '/api/shop/WipayReceive?order_id=%00&status=failed', () => ({})],
  ])('%s', async (_name, url, body) => {
    const before = await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM orders) + (SELECT count(*) FROM reviews) AS n');
    const res = await call('POST', url, body());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, msg: 'The request contains a NUL character (U+0000).' });
    const after = await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM orders) + (SELECT count(*) FROM reviews) AS n');
    expect(Number(after[0].n)).toBe(Number(before[0].n));
  });
});

describe('numbers and dates the database cannot hold', () => {
  it('an order with a StoreNo beyond the integer column is a 400 naming the field', async () => {
    const res = await call('POST', '/api/shop/SaveOrder', order({ StoreNo: 99_999_999_999 }));
    expect(res).toEqual({ status: 400, body: { success: false, msg: 'StoreNo must be at most 2147483647.' } });
  });

  it('an order with a delivery date in year 0000 is stored without that date', async () => {
    const res = await call('POST', '/api/shop/SaveOrder', order({ NewDeliveryDate: '0000-01-01' }));
    expect(res.status).toBe(200);
    const [row] = await t.db.query<Json>('SELECT delivery_date FROM orders WHERE order_no = $1', [res.body.OrderNo]);
    expect(row.delivery_date).toBeNull();
  });

  it('a return with an order date in year 0000 is a 400 with the order date message', async () => {
    const res = await call('POST', '/api/shop/SaveProductReturn', productReturn({ OrderDate: '0000-01-01' }));
    expect(res).toEqual({ status: 400, body: { success: false, msg: RETURN_TEXTS.orderDateInvalid } });
  });

  it.each([1e20, '99999999999999'])('a return for order number %s (beyond any order) is the guest 404', async (OrderNo) => {
    const res = await call('POST', '/api/shop/SaveProductReturn', productReturn({ OrderNo }));
    expect(res).toEqual({ status: 404, body: { success: false, msg: 'No order found for that Order ID and telephone number.' } });
  });
});

describe('a valid token whose customer is not in the database (the database was recreated, the secret kept)', () => {
  const ghostToken = () =>
    issueCustomerToken({ customerNo: 999_999, mobile: '7399999', name: 'Ghost', email: '' }, t.config.jwtSecret!, 3600, new Date('2025-03-10T15:00:00Z'));

  it('still places the order, linked to no customer', async () => {
    const res = await call('POST', '/api/shop/SaveOrder', order(), { headers: { authorization: `Bearer ${await ghostToken()}` } });
    expect(res.status).toBe(200);
    const [row] = await t.db.query<Json>('SELECT customer_no FROM orders WHERE order_no = $1', [res.body.OrderNo]);
    expect(row.customer_no).toBeNull();
  });

  it('still files a product return, linked to no customer', async () => {
    const res = await call('POST', '/api/shop/SaveProductReturn', productReturn(), { headers: { authorization: `Bearer ${await ghostToken()}` } });
    expect(res.status).toBe(200);
    const [row] = await t.db.query<Json>('SELECT customer_no FROM product_returns WHERE rma_no = $1', [Number(String(res.body.RMANo).slice(4))]);
    expect(row.customer_no).toBeNull();
  });
});

describe('malformed request paths', () => {
  it('a broken percent-encoding in the path is a 400 with the usual JSON shape', async () => {
    const res = await call('GET', '/api/%E0%A4%A');
    expect(res).toEqual({ status: 400, body: { success: false, msg: 'The request path is not a valid URL.' } });
  });
});

describe('the login limit per client address', () => {
  it('is not reset by an X-Forwarded-For header from a client that is not a trusted proxy', async () => {
    const address = '10.66.0.1';
    for (let i = 0; i < ADDRESS_BACKOFF.free; i++) {
      const res = await call(
        'POST',
        '/api/Auth/CLogin',
        { Mobile: String(7400000 + i), Password: 'guess' },
        {
          remoteAddress: address,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        },
      );
      expect(res.status).toBe(401);
    }
    const next = await call(
      'POST',
      '/api/Auth/CLogin',
      { Mobile: '7400099', Password: 'guess' },
      {
        remoteAddress: address,
        headers: { 'x-forwarded-for': '198.51.100.200' },
      },
    );
    expect(next).toEqual({ status: 429, body: { success: false, msg: tooManyAttempts(ADDRESS_BACKOFF.firstWaitMs / 1000) } });
  });

  it('believes X-Forwarded-For from the reverse proxy TRUST_PROXY names', async () => {
    for (let i = 0; i < ADDRESS_BACKOFF.free; i++) {
      await call(
        'POST',
        '/api/Auth/CLogin',
        { Mobile: String(7500000 + i), Password: 'guess' },
        {
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        },
      );
    }
    const sameClient = await call(
      'POST',
      '/api/Auth/CLogin',
      { Mobile: '7500099', Password: 'guess' },
      {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      },
    );
    expect(sameClient.status).toBe(429);
    const otherClient = await call(
      'POST',
      '/api/Auth/CLogin',
      { Mobile: '7500098', Password: 'guess' },
      {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.8' },
      },
    );
    expect(otherClient.status).toBe(401);
  });
});
