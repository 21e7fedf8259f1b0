// The orders board and the state machine over the API (docs/back-office.md#orders-board): filters and paging, one order with its
// lines and history, every allowed and refused transition, the mail, /ordertrack and the account following,
// and the audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { checkTransition, nextStatuses, ORDER_STATUSES, OrderStatus as S, type OrderFacts } from '../../../widgets/domain/order-status.js';
import { PaymentMethod as PM } from '../../../widgets/domain/types.js';

let a: AdminTest;
let clock = new Date('2025-03-10T15:00:00Z');
beforeAll(async () => {
  a = await createAdminTest({ now: () => clock });
});
afterAll(() => a.t.close());
const tick = () => (clock = new Date(clock.getTime() + 60_000));

let mobileSeq = 7400000;
type Kind = { pm: number; pickup: boolean };
async function orderOf({ pm, pickup }: Kind, extra: Json = {}): Promise<{ no: number; mobile: string }> {
  const mobile = String(++mobileSeq);
  tick();
  const no = await a.placeOrder({ PMNo: pm === PM.Wipay ? PM.BankTransfer : pm, IsPickup: pickup ? 1 : 0, CustomerMobile: mobile, ...extra });
  // Card orders are made through the gateway; here the stored order is set as GetWipayUrl leaves it.
  if (pm === PM.Wipay)
    await a.t.db.query("UPDATE orders SET pm_no = 1, is_wipay_payment = 1, is_wipay_payment_pending = 1, status = 'Awaiting payment' WHERE order_no = $1", [
      no,
    ]);
  return { no, mobile };
}
const setStatus = (OrderNo: number, Status: string, Note = '') => a.post('/api/admin/SetOrderStatus', { OrderNo, Status, Note });

describe('SetOrderStatus: every path through the machine, every refusal on the way', () => {
  const PATHS: Array<[string, Kind, string[]]> = [
    ['cash delivery', { pm: PM.CashOnDelivery, pickup: false }, ['Shipped', 'En Route', 'Delivered']],
    ['cash pickup', { pm: PM.CashOnDelivery, pickup: true }, ['Ready for pickup', 'Collected']],
    ['bank transfer delivery', { pm: PM.BankTransfer, pickup: false }, ['Paid', 'Shipped', 'En Route', 'Delivered']],
    ['bank transfer pickup', { pm: PM.BankTransfer, pickup: true }, ['Paid', 'Ready for pickup', 'Collected']],
    ['card delivery', { pm: PM.Wipay, pickup: false }, ['Payment failed', 'Paid', 'Shipped', 'En Route', 'Delivered']],
    ['card pickup', { pm: PM.Wipay, pickup: true }, ['Paid', 'Ready for pickup', 'Collected']],
  ];

  it.each(PATHS)('%s: %j, refusing every other status at each step', async (_name, kind, path) => {
    const { no, mobile } = await orderOf(kind);
    let status: string = kind.pm === PM.Wipay ? S.AwaitingPayment : S.Pending;
    for (const next of [...path, null]) {
      const facts: OrderFacts = { status, pmNo: kind.pm, isPickup: kind.pickup };
      for (const other of ORDER_STATUSES.filter((s) => s !== next)) {
        const check = checkTransition(facts, other, 'because');
        if (check.ok) continue; // an allowed side step (Cancelled, Payment failed) is tested on its own
        const r = await setStatus(no, other, 'because');
        expect(r, `${status} -> ${other}`).toEqual({ status: 409, body: { success: false, msg: check.msg } });
      }
      if (!next) break;
      tick();
      const r = await setStatus(no, next);
      expect(r.body).toEqual({ success: true, msg: `Order ${no} is now ${next}.`, Status: next, NextStatuses: nextStatuses({ ...facts, status: next }) });
      status = next;
      const tracked = await a.get(`/api/shop/TrackOrder?OrderNo=${no}&Mobile=${mobile}`, null);
      expect(tracked.body.Status).toBe(next);
    }
    const detail = await a.get(`/api/admin/GetOrder?OrderNo=${no}`);
    const first = kind.pm === PM.Wipay ? S.AwaitingPayment : S.Pending;
    expect(detail.body.Order.StatusHistory.map((h: Json) => [h.Status, h.By])).toEqual([[first, ''], ...path.map((s) => [s, 'Ann Baptiste'])]);
    expect(detail.body.Order.NextStatuses).toEqual([]);
    // Nothing after Delivered / Collected.
    expect(await setStatus(no, 'Cancelled', 'too late')).toEqual({
      status: 409,
      body: { success: false, msg: `The order is ${path.at(-1)}: its status can no longer change.` },
    });
  });

  it.each([
    ['Pending', { pm: PM.CashOnDelivery, pickup: false }, []],
    ['Pending (bank transfer)', { pm: PM.BankTransfer, pickup: false }, []],
    ['Awaiting payment', { pm: PM.Wipay, pickup: false }, []],
    ['Payment failed', { pm: PM.Wipay, pickup: false }, ['Payment failed']],
    ['Paid', { pm: PM.BankTransfer, pickup: false }, ['Paid']],
    ['Shipped', { pm: PM.CashOnDelivery, pickup: false }, ['Shipped']],
    ['En Route', { pm: PM.CashOnDelivery, pickup: false }, ['Shipped', 'En Route']],
    ['Ready for pickup', { pm: PM.CashOnDelivery, pickup: true }, ['Ready for pickup']],
  ] as Array<[string, Kind, string[]]>)('cancels an order that is %s, with a reason only', async (_name, kind, before) => {
    const { no } = await orderOf(kind);
    for (const s of before) expect((await setStatus(no, s)).status).toBe(200);
    expect(await setStatus(no, 'Cancelled')).toEqual({ status: 409, body: { success: false, msg: 'Please give the reason for cancelling.' } });
    expect(await setStatus(no, 'Cancelled', '   ')).toEqual({ status: 409, body: { success: false, msg: 'Please give the reason for cancelling.' } });
    expect((await setStatus(no, 'Cancelled', 'Customer changed their mind')).status).toBe(200);
    const history = (await a.get(`/api/admin/GetOrder?OrderNo=${no}`)).body.Order.StatusHistory;
    expect(history.at(-1)).toMatchObject({ Status: 'Cancelled', Note: 'Customer changed their mind', By: 'Ann Baptiste' });
    expect((await setStatus(no, 'Pending')).body.msg).toBe('The order is Cancelled: its status can no longer change.');
  });

  it.each([
    [{}, 400, 'OrderNo is required.'],
    [{ OrderNo: 'abc', Status: 'Shipped' }, 400, 'OrderNo must be a whole number from 1 to 2147483647.'],
    [{ OrderNo: 1 }, 400, 'Status is required.'],
    [{ OrderNo: 1, Status: 'Lost' }, 400, `Status must be one of: ${ORDER_STATUSES.join(', ')}.`],
    [{ OrderNo: 1, Status: 7 }, 400, 'Status must be text.'],
    [{ OrderNo: 999999, Status: 'Shipped' }, 404, 'Order 999999 was not found.'],
  ])('refuses the bad body %j', async (payload, status, msg) => {
    expect(await a.post('/api/admin/SetOrderStatus', payload)).toEqual({ status, body: { success: false, msg } });
  });

  it('a bank transfer received is the move to Paid: paid time set, mail sent, audit row written', async () => {
    const { no, mobile } = await orderOf({ pm: PM.BankTransfer, pickup: false });
    await a.t.flushMail(); // the order's own confirmation first
    a.t.mail.sent.length = 0;
    tick();
    expect((await setStatus(no, 'Paid', 'Transfer ref 4471')).status).toBe(200);
    const [row] = await a.t.db.query<Json>('SELECT status, paid_at FROM orders WHERE order_no = $1', [no]);
    expect(row.status).toBe('Paid');
    expect(new Date(row.paid_at).toISOString()).toBe(clock.toISOString());
    await a.t.flushMail();
    expect(a.t.mail.sent).toHaveLength(1);
    expect(a.t.mail.sent[0]).toMatchObject({ to: 'asha@example.tt', subject: `Order #${no}: Paid` });
    const [queued] = await a.t.db.query<{ state: string; kind: string }>(
      "SELECT state, kind FROM mail_outbox WHERE order_no = $1 AND kind LIKE 'order_status:%'",
      [no],
    );
    expect(queued).toMatchObject({ state: 'sent', kind: expect.stringMatching(/^order_status:\d+$/) });
    expect(a.t.mail.sent[0].text).toContain('We have received your payment.');
    expect(a.t.mail.sent[0].text).toContain('Note: Transfer ref 4471');
    expect(a.t.mail.sent[0].text).toContain(`/ordertrack?OrderNo=${no}`);
    const audit = await a.audit('order', no);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_no: a.staffNo,
      action: 'SetOrderStatus',
      before: { Status: 'Pending' },
      after: { Status: 'Paid', Note: 'Transfer ref 4471' },
    });
    expect(new Date(audit[0].at).toISOString()).toBe(clock.toISOString());
    // The shopper's tracking follows at once: "Order Processed" is ticked now, and not before.
    const tracked = await a.get(`/api/shop/TrackOrder?OrderNo=${no}&Mobile=${mobile}`, null);
    expect(tracked.body).toMatchObject({ Status: 'Paid', StageIndex: 0, IsStopped: false });
  });

  it('a refused change writes no audit row and sends no mail', async () => {
    const { no } = await orderOf({ pm: PM.CashOnDelivery, pickup: false });
    await a.t.flushMail(); // the order's own confirmation first
    a.t.mail.sent.length = 0;
    expect((await setStatus(no, 'Delivered')).status).toBe(409);
    expect(await a.audit('order', no)).toEqual([]);
    await a.t.flushMail();
    expect(a.t.mail.sent).toEqual([]);
  });

  it('the customer’s account sees the change and its history at once', async () => {
    const token = await a.registerCustomer('7400999');
    const no = await a.placeOrder({ CustomerMobile: '7400999' }, token);
    await setStatus(no, 'Shipped', 'Van 2');
    const detail = await a.get(`/api/shop/GetOrder?OrderNo=${no}`, token);
    expect(detail.body).toMatchObject({ Status: 'Shipped', StageIndex: 1 });
    const progress = await a.get(`/api/shop/GetOrderProgress?OrderNo=${no}`, token);
    expect(progress.body.StatusHistory.map((h: Json) => [h.Status, h.Note])).toEqual([
      ['Pending', ''],
      ['Shipped', 'Van 2'],
    ]);
    const other = await a.registerCustomer('7400998');
    expect((await a.get(`/api/shop/GetOrderProgress?OrderNo=${no}`, other)).status).toBe(404);
    expect((await a.get(`/api/shop/GetOrderProgress?OrderNo=${no}`, null)).status).toBe(401);
  });
});

describe('GetOrders and GetOrder', () => {
  let shopOrder: number;
  beforeAll(async () => {
    shopOrder = (await orderOf({ pm: PM.CashOnDelivery, pickup: false }, { ShopNo: 21, Source: 2, CustomerName: 'Zed Quintal' })).no;
  });

  it('answers the board newest first with the order’s own PascalCase names', async () => {
    const r = await a.get('/api/admin/GetOrders');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const [newest] = r.body.Orders;
    expect(Object.keys(newest)).toEqual(
      expect.arrayContaining([
        'OrderNo',
        'OrderDate',
        'CustomerName',
        'CustomerMobile',
        'PMNo',
        'IsPaid',
        'IsPickup',
        'ShopNo',
        'ShopName',
        'Source',
        'TotalAmount',
        'Status',
      ]),
    );
    expect(newest).toMatchObject({
      OrderNo: shopOrder,
      CustomerName: 'Zed Quintal',
      ShopNo: 21,
      Source: 2,
      Status: 'Pending',
      IsPaid: 0,
      NextStatuses: ['Shipped', 'Cancelled'],
    });
    const times = r.body.Orders.map((o: Json) => o.CreatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const [{ n }] = await a.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(r.body.Total).toBe(n);
  });

  it('filters by status, shop, source, dates and search text, and pages', async () => {
    const ids = async (q: string) => (await a.get(`/api/admin/GetOrders?${q}`)).body as Json;
    expect((await ids('ShopNo=21')).Orders.map((o: Json) => o.OrderNo)).toEqual([shopOrder]);
    expect((await ids('Source=2&SearchText=quintal')).Total).toBe(1);
    expect((await ids(`SearchText=${shopOrder}`)).Orders[0].OrderNo).toBe(shopOrder);
    expect((await ids(`SearchText=${mobileSeq}`)).Orders.map((o: Json) => o.OrderNo)).toEqual([shopOrder]);
    expect((await ids('SearchText=%25')).Total).toBe(0); // % is a character, not a wildcard
    const delivered = await ids('Status=Delivered');
    expect(delivered.Total).toBeGreaterThan(0);
    expect(delivered.Orders.every((o: Json) => o.Status === 'Delivered')).toBe(true);
    expect((await ids('From=2025-03-10&To=2025-03-10')).Total).toBeGreaterThan(0);
    expect((await ids('From=2030-01-01')).Total).toBe(0);
    for (let i = 0; i < 10; i++) await orderOf({ pm: PM.CashOnDelivery, pickup: true });
    const all = await ids('');
    const page2 = await ids('PageNo=2');
    expect(all.Total).toBeGreaterThan(25);
    expect(all.Orders).toHaveLength(25);
    expect(page2.Orders[0].OrderNo).toBe(all.Orders.at(-1).OrderNo - 1);
  });

  it.each([
    ['Status=Lost', `Status must be one of: ${ORDER_STATUSES.join(', ')}.`],
    ['ShopNo=x', 'ShopNo must be a whole number from 1 to 2147483647.'],
    ['Source=3', 'Source must be 1 (checkout) or 2 (quick order).'],
    ['From=2025-02-30', 'From must be a date (yyyy-mm-dd).'],
    ['PageNo=0', 'PageNo must be a whole number from 1 to 2147483647.'],
    ['PageNo=20000', 'PageNo must be at most 10000.'],
  ])('refuses %s', async (q, msg) => {
    expect(await a.get(`/api/admin/GetOrders?${q}`)).toMatchObject({ status: 400, body: { success: false, msg } });
  });

  it('GetOrder gives the lines and the status history; unknown or bad numbers are refused', async () => {
    const r = await a.get(`/api/admin/GetOrder?OrderNo=${shopOrder}`);
    expect(r.body.Order).toMatchObject({ OrderNo: shopOrder, CustomerName: 'Zed Quintal', ShopNo: 21, Status: 'Pending', Returns: [] });
    expect(r.body.Order.OrderProductList.map((l: Json) => [l.ProductNo, l.Quantity])).toEqual([
      [20, 4],
      [79, 1],
    ]);
    expect(r.body.Order.StatusHistory).toEqual([{ Status: 'Pending', At: expect.any(String), Note: '', By: '' }]);
    expect(await a.get('/api/admin/GetOrder?OrderNo=999999')).toMatchObject({ status: 404, body: { success: false, msg: 'Order 999999 was not found.' } });
    expect(await a.get('/api/admin/GetOrder')).toMatchObject({ status: 400, body: { success: false, msg: 'OrderNo is required.' } });
  });
});
