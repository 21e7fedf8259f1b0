// One order per purchase (docs/payments.md#try-again, docs/back-office.md#orders-board): a declined card payment
// leaves its order Payment failed and "Try again" pays that same order with a new attempt; the board's default view
// shows what needs action and keeps stale unpaid card attempts behind their own view; a board row and the order
// carry the decline that "Mark Paid" must show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { APPROVE, DECLINE, injectFetch, payAndReturn } from '../../helpers/card-flow.js';
import { RETRY_MSG } from '../../../host/payments/retry-payment.js';
import { OrderStatus as S } from '../../../widgets/domain/order-status.js';

let a: AdminTest;
let clock = new Date('2025-05-02T06:00:00Z');
beforeAll(async () => {
  a = await createAdminTest({ now: () => clock });
  a.t.app.wipayFetch = injectFetch(a.t.app);
});
afterAll(() => a.t.close());

let mobileSeq = 7520000;
function cardOrder(mobile: string): Json {
  return {
    PMNo: 1,
    IsPickup: 1,
    ODeliverCountryNo: 1,
    CustomerMobile: mobile,
    CustomerName: 'Kavita Singh',
    EmailID: 'kavita@example.tt',
    OrderProductList: [{ ProductNo: 86, Quantity: 2 }],
  };
}
const tick = () => (clock = new Date(clock.getTime() + 60_000));
const getUrl = (body: Json) => {
  tick(); // each attempt at its own time, as a shopper's would be
  return a.post('/api/shop/GetWipayUrl', body, null);
};
const ordersOf = async (mobile: string) =>
  a.t.db.query<{ order_no: number; status: string }>('SELECT order_no, status FROM orders WHERE customer_mobile = $1', [mobile]);

describe('Try again pays the same order', () => {
  it('a card declined twice, then approved, leaves one order, Paid, with three attempts in its history', async () => {
    const mobile = String(++mobileSeq);
    const first = await getUrl(cardOrder(mobile));
    expect(first.status).toBe(200);
    const orderNo = first.body.OrderNo as number;

    tick();
    const declined = await payAndReturn(a.t.app, first.body.url, DECLINE);
    expect(declined).toMatchObject({ success: false, status: 'failed', OrderNo: orderNo });
    expect((await ordersOf(mobile)).map((o) => o.status)).toEqual([S.PaymentFailed]);

    // "Try again" on the return page carries the order's reference that the decline answered.
    const second = await getUrl({ OrderNo: orderNo, OrderRef: declined.OrderRef });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, OrderNo: orderNo, TotalAmount: first.body.TotalAmount });
    expect(second.body.url).not.toBe(first.body.url);
    tick();
    expect(await payAndReturn(a.t.app, second.body.url, DECLINE)).toMatchObject({ status: 'failed', OrderRef: declined.OrderRef });

    const third = await getUrl({ OrderNo: String(orderNo), CustomerMobile: ` ${mobile} ` });
    expect(third.status).toBe(200);
    tick();
    expect(await payAndReturn(a.t.app, third.body.url, APPROVE)).toMatchObject({ success: true, status: 'success', OrderNo: orderNo });

    expect(await ordersOf(mobile)).toEqual([{ order_no: orderNo, status: S.Paid }]);
    const { body } = await a.get(`/api/admin/GetOrder?OrderNo=${orderNo}`);
    expect(body.Order.PaymentAttempts.map((p: Json) => p.Status)).toEqual(['failed', 'failed', 'success']);
    const history = body.Order.StatusHistory.map((h: Json) => h.Status);
    expect(history).toEqual([S.AwaitingPayment, S.PaymentFailed, S.PaymentFailed, S.Paid]);
    expect(body.Order.StatusHistory[1].Note).toMatch(/^Card payment declined: /);
    // Paid: nothing more to try. Its own shopper is told why; the mobile alone learns nothing.
    const again = await getUrl({ OrderNo: orderNo, OrderRef: declined.OrderRef });
    expect(again).toEqual({ status: 409, body: { success: false, msg: RETRY_MSG.takesNoPayment(orderNo, S.Paid) } });
    expect(await getUrl({ OrderNo: orderNo, CustomerMobile: mobile })).toEqual({ status: 404, body: { success: false, msg: RETRY_MSG.notFound } });
  });

  it('an abandoned payment (no return) can be tried again: the order stays Awaiting payment meanwhile', async () => {
    const mobile = String(++mobileSeq);
    const first = await getUrl(cardOrder(mobile));
    const orderNo = first.body.OrderNo as number;
    const retry = await getUrl({ OrderNo: orderNo, CustomerMobile: mobile });
    expect(retry.status).toBe(200);
    expect(await ordersOf(mobile)).toEqual([{ order_no: orderNo, status: S.AwaitingPayment }]);
    expect(await payAndReturn(a.t.app, retry.body.url, APPROVE)).toMatchObject({ status: 'success' });
    expect(await ordersOf(mobile)).toEqual([{ order_no: orderNo, status: S.Paid }]);
  });

  it.each([
    ['no mobile', (no: number) => ({ OrderNo: no }), 400, RETRY_MSG.mobileRequired],
    ['another mobile', (no: number) => ({ OrderNo: no, CustomerMobile: '7000000' }), 404, RETRY_MSG.notFound],
    ['no such order', () => ({ OrderNo: 999999, CustomerMobile: '7000000' }), 404, RETRY_MSG.notFound],
    ['a bad number', () => ({ OrderNo: 'twelve', CustomerMobile: '7000000' }), 400, 'OrderNo must be a whole number from 1 to 2147483647.'],
  ])('refuses %s', async (_name, body, status, msg) => {
    const mobile = String(++mobileSeq);
    const placed = await getUrl(cardOrder(mobile));
    const r = await getUrl(body(placed.body.OrderNo as number));
    expect(r).toEqual({ status, body: { success: false, msg } });
  });

  it('refuses an order that is not paid by card, or was cancelled, as it refuses another mobile', async () => {
    const cash = await a.placeOrder({ CustomerMobile: '7520999' });
    expect(await getUrl({ OrderNo: cash, CustomerMobile: '7520999' })).toEqual({ status: 404, body: { success: false, msg: RETRY_MSG.notFound } });
    const mobile = String(++mobileSeq);
    const placed = await getUrl(cardOrder(mobile));
    const no = placed.body.OrderNo as number;
    await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: S.Cancelled, Note: 'Shopper asked' });
    expect(await getUrl({ OrderNo: no, CustomerMobile: mobile })).toEqual({ status: 404, body: { success: false, msg: RETRY_MSG.notFound } });
  });
});

describe('the board: what needs action first, stale unpaid card attempts apart', () => {
  it('hides card attempts left unpaid over an hour from the default view, shows them under Unpaid, and carries the decline', async () => {
    clock = new Date('2025-05-02T08:00:00Z');
    mobileSeq = 7530000; // the search below finds this test's orders by their mobiles
    const staleMobile = String(++mobileSeq);
    const stale = await getUrl(cardOrder(staleMobile));
    const staleNo = stale.body.OrderNo as number;
    await payAndReturn(a.t.app, stale.body.url, DECLINE);
    const cash = await a.placeOrder({ CustomerMobile: String(++mobileSeq) });
    clock = new Date('2025-05-02T09:30:00Z');
    const fresh = await getUrl(cardOrder(String(++mobileSeq)));
    const freshNo = fresh.body.OrderNo as number;
    const delivered = await a.placeOrder({ CustomerMobile: String(++mobileSeq), IsPickup: 1 });
    for (const s of [S.ReadyForPickup, S.Collected]) await a.post('/api/admin/SetOrderStatus', { OrderNo: delivered, Status: s, Note: '' });

    const numbers = async (view: string) => {
      const r = await a.get(`/api/admin/GetOrders?SearchText=753000${view ? `&View=${view}` : ''}`);
      expect(r.status).toBe(200);
      return (r.body.Orders as Json[]).map((o) => o.OrderNo as number);
    };
    expect(await numbers('action')).toEqual([freshNo, cash]);
    expect(await numbers('unpaid')).toEqual([staleNo]);
    expect(await numbers('all')).toEqual([delivered, freshNo, cash, staleNo]);
    expect(await numbers('')).toEqual([delivered, freshNo, cash, staleNo]);

    const row = (await a.get('/api/admin/GetOrders?View=unpaid')).body.Orders.find((o: Json) => o.OrderNo === staleNo);
    expect(row.LastDecline).toMatch(/declined/i);
    expect(row.Items).toBe('2 × ' + (await a.t.db.query<{ name: string }>('SELECT name FROM products WHERE product_no = 86'))[0].name);
    expect((await a.get('/api/admin/GetOrders?View=soon')).body).toEqual({ success: false, msg: 'View must be one of: action, unpaid, all.' });
  });

  it('keeps a delivered order with a return awaiting review in the default view', async () => {
    clock = new Date('2025-05-02T10:00:00Z');
    const mobile = '7540001';
    const no = await a.placeOrder({ CustomerMobile: mobile, IsPickup: 1 });
    for (const s of [S.ReadyForPickup, S.Collected]) await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: s, Note: '' });
    const inAction = async () => ((await a.get('/api/admin/GetOrders?View=action&SearchText=7540001')).body.Orders as Json[]).some((o) => o.OrderNo === no);
    expect(await inAction()).toBe(false);
    await a.t.db.query(
      `INSERT INTO product_returns (order_no, first_name, last_name, email, telephone, product_name, quantity, reason_no)
       VALUES ($1, 'Asha', 'Ramdial', 'asha@example.tt', '7654321', 'Mug', 1, 1)`,
      [no],
    );
    expect(await inAction()).toBe(true);
  });
});
