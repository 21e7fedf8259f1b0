// Payment results change only orders awaiting their payment (or whose payment failed). A card payment for any
// other order is recorded and flagged "Refund due" (the board, the order's history), staff are mailed, the status
// stays and the customer gets no order confirmation; a decline for such an order changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { injectFetch } from '../helpers/card-flow.js';
import { addStaff } from '../../host/admin/staff.js';
import { OrderStatus, REFUND_DUE } from '../../widgets/domain/order-status.js';
import { REFUND_DUE_MSG } from '../../host/api/payments.js';

const APPROVE = '4111111111111111';
const DECLINE = '4111111111113333';
const STAFF_MAIL = ['ops@trini-naturals.tt', 'owner@trini-naturals.tt'];

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { staffAlertEmails: STAFF_MAIL } });
  t.app.wipayFetch = injectFetch(t.app);
  await addStaff(t.db, { mobile: '7000031', name: 'Eve', password: 'hibiscus-2025' }, new Date());
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000031', Password: 'hibiscus-2025' } });
  staffToken = (login.json() as { Token: string }).Token;
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
let mobileSeq = 7500000;
const path = (url: string) => new URL(url).pathname + new URL(url).search;

/** A card order whose hosted page is open: its number and the page's url. */
async function openCardOrder(isPickup: boolean): Promise<{ orderNo: number; url: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shop/GetWipayUrl',
    payload: {
      PMNo: 1,
      IsPickup: isPickup ? 1 : 0,
      ODeliverCountryNo: 1,
      CustomerMobile: String(++mobileSeq),
      CustomerName: 'Devi Persad',
      EmailID: 'devi@example.tt',
      CustomerAddress: '3 Coffee Street',
      CustomerCityNo: 1,
      OrderProductList: [{ ProductNo: 86, Quantity: 2 }],
    },
  });
  expect(res.statusCode).toBe(200);
  return { orderNo: res.json().OrderNo as number, url: res.json().url as string };
}

/** Pays on the hosted page and brings the browser's return to WipayReceive. */
async function payAndReturn(url: string, card: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: path(url),
    payload: `card_number=${card}&expiry=12%2F30&cvv=123`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  const query = new URL(String(paid.headers.location)).search;
  const res = await t.app.inject({ method: 'POST', url: `/api/shop/WipayReceive${query}` });
  return { status: res.statusCode, body: res.json() as Row };
}

/** Puts the order in `status` as staff would have (paid first where the state machine needs it). */
async function setStatus(orderNo: number, status: string) {
  const paidFirst = ![OrderStatus.AwaitingPayment, OrderStatus.PaymentFailed, OrderStatus.Cancelled].includes(status as never);
  await t.db.query(`UPDATE orders SET status = $2, paid_at = CASE WHEN $3::boolean THEN now() ELSE paid_at END WHERE order_no = $1`, [
    orderNo,
    status,
    paidFirst,
  ]);
}

async function orderRow(orderNo: number) {
  const [row] = await t.db.query<Row>('SELECT status, paid_at, refund_due_at, wipay_transaction_id, is_wipay_payment_pending FROM orders WHERE order_no = $1', [
    orderNo,
  ]);
  return row;
}

async function mailsFor(orderNo: number) {
  await t.flushMail();
  const mine = t.mail.sent.filter((m) => m.subject.includes(`#${orderNo}`));
  return {
    customer: mine.filter((m) => m.to === 'devi@example.tt'),
    staff: mine.filter((m) => m.to === STAFF_MAIL.join(', ')),
  };
}

const PAYABLE = [OrderStatus.AwaitingPayment, OrderStatus.PaymentFailed];
const NOT_PAYABLE = [
  OrderStatus.Paid,
  OrderStatus.Shipped,
  OrderStatus.EnRoute,
  OrderStatus.Delivered,
  OrderStatus.ReadyForPickup,
  OrderStatus.Collected,
  OrderStatus.Cancelled,
];
const isPickup = (status: string) => status === OrderStatus.ReadyForPickup || status === OrderStatus.Collected;

describe('a card payment that succeeds', () => {
  it.each(PAYABLE)('makes an order that is %s Paid, mails the customer its confirmation and staff the new order', async (status) => {
    const { orderNo, url } = await openCardOrder(false);
    await setStatus(orderNo, status);
    const res = await payAndReturn(url, APPROVE);
    expect(res).toMatchObject({ status: 200, body: { success: true, status: 'success', OrderNo: orderNo } });
    expect(await orderRow(orderNo)).toMatchObject({ status: OrderStatus.Paid, paid_at: expect.anything(), refund_due_at: null });
    const mails = await mailsFor(orderNo);
    expect(mails.customer).toHaveLength(1);
    expect(mails.staff.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^New order #${orderNo}: `))]);
  });

  it.each(NOT_PAYABLE)('for an order that is %s: recorded, status kept, flagged refund due, staff mailed, no confirmation', async (status) => {
    const { orderNo, url } = await openCardOrder(isPickup(status));
    await setStatus(orderNo, status);
    const before = await orderRow(orderNo);
    const res = await payAndReturn(url, APPROVE);
    expect(res.status).toBe(200);
    if (status === OrderStatus.Cancelled) {
      expect(res.body).toEqual({ success: false, status: 'refund_due', msg: REFUND_DUE_MSG, OrderNo: orderNo });
    } else {
      expect(res.body).toMatchObject({ success: true, status: 'success', OrderNo: orderNo });
    }

    const after = await orderRow(orderNo);
    expect(after.status).toBe(status);
    expect(after.refund_due_at).not.toBeNull();
    expect(after.paid_at).not.toBeNull();
    if (before.paid_at) expect(new Date(after.paid_at as string)).toEqual(new Date(before.paid_at as string));
    const [attempt] = await t.db.query<Row>('SELECT status, transaction_id FROM wipay_attempts WHERE order_no = $1', [orderNo]);
    expect(attempt).toMatchObject({ status: 'success', transaction_id: expect.stringMatching(/^SB-/) });
    expect(after.wipay_transaction_id).toBe(attempt.transaction_id);

    const mails = await mailsFor(orderNo);
    expect(mails.customer).toEqual([]);
    expect(mails.staff).toHaveLength(1);
    expect(mails.staff[0].subject).toContain(`Refund due`);
    expect(mails.staff[0].text).toContain(String(attempt.transaction_id));
    expect(mails.staff[0].text).toContain(`which is ${status}`);
  });

  it('shows the flag on the board and the order, and a Refund due row in its history, which still ends Cancelled', async () => {
    const { orderNo, url } = await openCardOrder(false);
    await setStatus(orderNo, OrderStatus.Cancelled);
    await payAndReturn(url, APPROVE);
    const admin = (u: string) => t.app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${staffToken}` } }).then((r) => r.json());

    const board = await admin(`/api/admin/GetOrders?SearchText=${orderNo}`);
    expect(board.Orders.find((o: Row) => o.OrderNo === orderNo)).toMatchObject({ Status: OrderStatus.Cancelled, RefundDue: 1 });
    expect((await admin('/api/admin/GetOrders')).Orders).toContainEqual(expect.objectContaining({ Status: OrderStatus.Paid, RefundDue: 0 }));

    const { Order } = await admin(`/api/admin/GetOrder?OrderNo=${orderNo}`);
    expect(Order).toMatchObject({ Status: OrderStatus.Cancelled, RefundDue: 1 });
    const statuses = (Order.StatusHistory as Row[]).map((h) => h.Status);
    expect(statuses).toEqual([OrderStatus.AwaitingPayment, REFUND_DUE, OrderStatus.Cancelled]);
    expect((Order.StatusHistory as Row[])[1].Note).toMatch(/^Card payment SB-\S+ of TT\$[\d,.]+ received while the order was Cancelled: to be refunded\.$/);
  });

  it('queues no staff mail when no staff address is configured', async () => {
    const saved = t.config.staffAlertEmails;
    t.config.staffAlertEmails = [];
    try {
      const { orderNo, url } = await openCardOrder(false);
      await setStatus(orderNo, OrderStatus.Cancelled);
      expect((await payAndReturn(url, APPROVE)).body.status).toBe('refund_due');
      expect((await orderRow(orderNo)).refund_due_at).not.toBeNull();
      const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE order_no = $1', [orderNo]);
      expect(n).toBe(0);
    } finally {
      t.config.staffAlertEmails = saved;
    }
  });
});

describe('a declined card payment', () => {
  it.each([
    [OrderStatus.AwaitingPayment, OrderStatus.PaymentFailed],
    [OrderStatus.PaymentFailed, OrderStatus.PaymentFailed],
    ...NOT_PAYABLE.map((s): [string, string] => [s, s]),
  ])('leaves an order that is %s %s, flags nothing and mails nobody', async (status, expected) => {
    const { orderNo, url } = await openCardOrder(isPickup(status));
    await setStatus(orderNo, status);
    const before = await orderRow(orderNo);
    const res = await payAndReturn(url, DECLINE);
    expect(res).toMatchObject({ status: 200, body: { success: false, status: 'failed', OrderNo: orderNo } });
    const after = await orderRow(orderNo);
    expect(after).toEqual({ ...before, status: expected });
    expect(after.refund_due_at).toBeNull();
    const mails = await mailsFor(orderNo);
    expect([...mails.customer, ...mails.staff]).toEqual([]);
  });
});
