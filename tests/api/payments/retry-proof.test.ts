// "Try again" is no oracle (docs/payments.md#try-again): GetWipayUrl { OrderNo, CustomerMobile } is limited per address
// together with TrackOrder and answers a wrong pair, a settled order and a cash order alike; an attempt opened by
// anyone but the order's own browser (its signed reference) or its signed-in owner cannot make the order Payment failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { DECLINE, APPROVE, injectFetch, payAndReturn } from '../../helpers/card-flow.js';
import { ADDRESS_LIMITS, tooManyRequests } from '../../../host/http/rate-limits.js';
import { RETRY_MSG } from '../../../host/payments/retry-payment.js';
import { OrderStatus as S } from '../../../widgets/domain/order-status.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitScale: 1 } });
  t.app.wipayFetch = injectFetch(t.app);
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
let address = 0;
/** Each call from its own address unless one is given: the per-address limit is tested on its own. */
async function post(url: string, payload: Json, opts: { remoteAddress?: string; token?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.remoteAddress ?? `10.71.${Math.floor(++address / 250)}.${address % 250}`,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Json };
}
let mobileSeq = 7710000;
async function cardOrder(token?: string): Promise<{ orderNo: number; url: string; mobile: string }> {
  const mobile = String(++mobileSeq);
  const r = await post(
    '/api/shop/GetWipayUrl',
    {
      PMNo: 1,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      CustomerMobile: mobile,
      CustomerName: 'Sunita Maharaj',
      EmailID: 'sunita@example.tt',
      OrderProductList: [{ ProductNo: 86, Quantity: 1 }],
    },
    { token },
  );
  expect(r.status).toBe(200);
  return { orderNo: r.body.OrderNo as number, url: r.body.url as string, mobile };
}
const statusOf = async (orderNo: number) => (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [orderNo]))[0].status;

describe('the payment retry by order number and mobile', () => {
  it('counts with TrackOrder against one per-address limit: the 31st try from one address is a 429', async () => {
    const { orderNo } = await cardOrder();
    const { max, windowMs } = ADDRESS_LIMITS.track;
    const from = '10.72.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < max; i++)
      statuses.push((await post('/api/shop/GetWipayUrl', { OrderNo: orderNo, CustomerMobile: String(7000000 + i) }, { remoteAddress: from })).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    expect(await post('/api/shop/GetWipayUrl', { OrderNo: orderNo, CustomerMobile: '7999999' }, { remoteAddress: from })).toEqual({
      status: 429,
      body: { success: false, msg: tooManyRequests(windowMs) },
    });
    const track = await t.app.inject({ method: 'GET', url: `/api/shop/TrackOrder?OrderNo=${orderNo}&Mobile=7999999`, remoteAddress: from });
    expect(track.statusCode).toBe(429);
  });

  it('answers a wrong mobile, a paid order, a cancelled order and a cash order with the same 404', async () => {
    const wrong = await cardOrder();
    const paid = await cardOrder();
    await payAndReturn(t.app, paid.url, APPROVE);
    const cash = await post('/api/shop/SaveOrder', {
      PMNo: 3,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      CustomerMobile: '7719999',
      CustomerName: 'Cash Shopper',
      OrderProductList: [{ ProductNo: 86, Quantity: 1 }],
    });
    const refusals = [
      await post('/api/shop/GetWipayUrl', { OrderNo: wrong.orderNo, CustomerMobile: '7000001' }),
      await post('/api/shop/GetWipayUrl', { OrderNo: paid.orderNo, CustomerMobile: paid.mobile }),
      await post('/api/shop/GetWipayUrl', { OrderNo: cash.body.OrderNo as number, CustomerMobile: '7719999' }),
      await post('/api/shop/GetWipayUrl', { OrderNo: 999_999, CustomerMobile: '7000001' }),
    ];
    for (const r of refusals) expect(r).toEqual({ status: 404, body: { success: false, msg: RETRY_MSG.notFound } });
  });
});

describe('only the order’s own shopper can fail its payment', () => {
  it('a stranger with the order number and mobile opens an attempt, declines a card: the attempt fails, the order stays as it was', async () => {
    const order = await cardOrder();
    const stranger = await post('/api/shop/GetWipayUrl', { OrderNo: order.orderNo, CustomerMobile: order.mobile });
    expect(stranger.status).toBe(200);
    const declined = await payAndReturn(t.app, stranger.body.url as string, DECLINE);
    expect(declined).toMatchObject({ success: false, status: 'failed', OrderNo: order.orderNo });
    expect(declined).not.toHaveProperty('OrderRef');
    expect(await statusOf(order.orderNo)).toBe(S.AwaitingPayment);
    const [attempt] = await t.db.query<{ status: string }>('SELECT status FROM wipay_attempts WHERE order_no = $1 AND NOT opened_by_owner', [order.orderNo]);
    expect(attempt.status).toBe('failed');
    // The owner's own page still pays it.
    expect(await payAndReturn(t.app, order.url, APPROVE)).toMatchObject({ success: true, status: 'success' });
    expect(await statusOf(order.orderNo)).toBe(S.Paid);
  });

  it('the owner’s decline answers a reference; with it alone "Try again" opens an attempt whose decline is the order’s', async () => {
    const order = await cardOrder();
    const declined = await payAndReturn(t.app, order.url, DECLINE);
    expect(await statusOf(order.orderNo)).toBe(S.PaymentFailed);
    expect(declined.OrderRef).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const retry = await post('/api/shop/GetWipayUrl', { OrderNo: order.orderNo, OrderRef: declined.OrderRef as string });
    expect(retry).toMatchObject({ status: 200, body: { success: true, OrderNo: order.orderNo } });
    const [{ opened_by_owner }] = await t.db.query<{ opened_by_owner: boolean }>(
      'SELECT opened_by_owner FROM wipay_attempts WHERE order_no = $1 ORDER BY created_at DESC, attempt_id LIMIT 1',
      [order.orderNo],
    );
    expect(opened_by_owner).toBe(true);
    // Another order's reference, or a made-up one, proves nothing.
    const other = await cardOrder();
    expect(await post('/api/shop/GetWipayUrl', { OrderNo: other.orderNo, OrderRef: declined.OrderRef as string })).toEqual({
      status: 400,
      body: { success: false, msg: RETRY_MSG.mobileRequired },
    });
    expect(await post('/api/shop/GetWipayUrl', { OrderNo: other.orderNo, OrderRef: 'A'.repeat(22), CustomerMobile: '7000002' })).toEqual({
      status: 404,
      body: { success: false, msg: RETRY_MSG.notFound },
    });
  });

  it('a signed-in owner retries without the mobile, and their decline is the order’s', async () => {
    const registered = await post('/api/customer/register', {
      CustomerName: 'Sunita Maharaj',
      Mobile1: '7718888',
      NewPassword: 'sorrel-2025',
      ConfirmPassword: 'sorrel-2025',
      ConfirmMobile: true,
    });
    const token = registered.body.jwt as string;
    const order = await cardOrder(token);
    const retry = await post('/api/shop/GetWipayUrl', { OrderNo: order.orderNo }, { token });
    expect(retry.status).toBe(200);
    await payAndReturn(t.app, retry.body.url as string, DECLINE);
    expect(await statusOf(order.orderNo)).toBe(S.PaymentFailed);
  });
});
