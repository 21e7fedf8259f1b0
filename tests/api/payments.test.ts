import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { injectFetch } from '../helpers/card-flow.js';
import type { OrderPayload } from '../../widgets/domain/types.js';
import { returnHash } from '../../host/payments/wipay.js';
import { GATEWAY_DOWN } from '../../host/api/payments.js';

let t: TestApp;
let clockOffset = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockOffset) });
  t.app.wipayFetch = injectFetch(t.app);
});
afterAll(() => t?.close());

let mobileSeq = 7100000;
function cardOrder(overrides: Partial<OrderPayload> = {}): OrderPayload {
  return {
    PMNo: 1,
    IsPickup: 0,
    ODeliverCountryNo: 1,
    CustomerMobile: String(++mobileSeq),
    CustomerName: 'Devi Persad',
    EmailID: 'devi@example.tt',
    CustomerAddress: '3 Coffee Street',
    CustomerCityNo: 1,
    OrderProductList: [{ ProductNo: 86, Quantity: 2 }],
    ...overrides,
  };
}

function getUrl(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/shop/GetWipayUrl', payload: body as object, headers });
}

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Opens the hosted page, pays with a card, and gives the return parameters the browser is sent back with. */
async function pay(url: string, card: string, headers: Record<string, string> = {}): Promise<URLSearchParams> {
  const page = await t.app.inject({ method: 'GET', url: path(url) });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const res = await t.app.inject({
    method: 'POST',
    url: path(url),
    payload: `card_number=${card}&expiry=12%2F30&cvv=123`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  expect(res.statusCode).toBe(303);
  const location = new URL(String(res.headers.location));
  expect(location.origin + location.pathname).toBe(`${t.config.publicUrl}/wipay`);
  return location.searchParams;
}

function receive(params: URLSearchParams | Record<string, string>) {
  const query = new URLSearchParams(params as Record<string, string>).toString();
  return t.app.inject({ method: 'POST', url: `/api/shop/WipayReceive?${query}` });
}

async function orderRow(orderNo: number) {
  const [row] = await t.db.query('SELECT * FROM orders WHERE order_no = $1', [orderNo]);
  return row;
}

interface Attempt extends Record<string, unknown> {
  attempt_id: string;
  total: string;
  status: string;
  transaction_id: string | null;
}

async function attempts(orderNo: number) {
  return t.db.query<Attempt>('SELECT attempt_id, total::text AS total, status, transaction_id FROM wipay_attempts WHERE order_no = $1 ORDER BY created_at', [
    orderNo,
  ]);
}

async function count(table: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(row.n);
}

describe('GetWipayUrl', () => {
  it('stores the order unpaid, opens an attempt with the server total and answers the hosted page', async () => {
    await t.flushMail();
    const mails = t.mail.sent.length;
    const res = await getUrl(cardOrder());
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ success: true, msg: expect.any(String), OrderNo: expect.any(Number), Freight: 0 });
    expect(answer.url.startsWith(`${t.config.publicUrl}/wipay-sandbox/pay/`)).toBe(true);
    expect(await orderRow(answer.OrderNo)).toMatchObject({
      status: 'Awaiting payment',
      pm_no: 1,
      is_wipay_payment: 1,
      is_wipay_payment_pending: 1,
      paid_at: null,
    });
    const [attempt] = await attempts(answer.OrderNo);
    expect(attempt).toMatchObject({ status: 'pending', total: answer.TotalAmount.toFixed(2) });
    expect(attempt.attempt_id).toMatch(new RegExp(`^TN-${answer.OrderNo}-[a-f0-9]+$`));
    await t.flushMail();
    expect(t.mail.sent.length).toBe(mails); // no confirmation before the payment
  });

  it('replays the first answer for a repeated Idempotency-Key: one order, one attempt', async () => {
    const body = cardOrder();
    const first = await getUrl(body, { 'idempotency-key': 'card-key-1' });
    const orders = await count('orders');
    const second = await getUrl(body, { 'idempotency-key': 'card-key-1' });
    expect(second.json()).toEqual(first.json());
    expect(await count('orders')).toBe(orders);
    expect(await attempts(first.json().OrderNo)).toHaveLength(1);
  });

  it('hands out no claim of the order, neither to the first request nor to a replay of its key', async () => {
    const body = cardOrder();
    const first = await getUrl(body, { 'idempotency-key': 'card-claim-1' });
    const replay = await getUrl(body, { 'idempotency-key': 'card-claim-1' });
    expect(replay.json()).toEqual(first.json());
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(replay.headers['set-cookie']).toBeUndefined();
  });

  it('gives two concurrent requests with one key one order and the same url', async () => {
    const body = cardOrder();
    const orders = await count('orders');
    const [a, b] = await Promise.all([getUrl(body, { 'idempotency-key': 'card-double-1' }), getUrl(body, { 'idempotency-key': 'card-double-1' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await count('orders')).toBe(orders + 1);
  });

  it('refuses other payment methods, a tampered total, and card payment when it is switched off', async () => {
    const cash = await getUrl(cardOrder({ PMNo: 3 }));
    expect(cash.statusCode).toBe(400);
    const tampered = await getUrl(cardOrder({ TotalAmount: 1 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ success: false, TotalAmount: expect.any(Number) });
    t.config.useWipay = false;
    try {
      const off = await getUrl(cardOrder());
      expect(off.statusCode).toBe(400);
      expect(off.json()).toEqual({ success: false, msg: 'Card payment is not available.' });
    } finally {
      t.config.useWipay = true;
    }
  });

  it('answers 502 when the gateway fails, keeps the order unpaid, and a retry with the key gets a url', async () => {
    const working = t.app.wipayFetch;
    const body = cardOrder();
    t.app.wipayFetch = async () => {
      throw new TypeError('fetch failed');
    };
    let orderNo: number;
    try {
      const down = await getUrl(body, { 'idempotency-key': 'card-retry-1' });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ success: false, msg: GATEWAY_DOWN });
      [{ order_no: orderNo }] = await t.db.query<{ order_no: number }>(`SELECT order_no FROM orders WHERE idempotency_key = 'card-retry-1'`);
      expect(await orderRow(orderNo)).toMatchObject({ status: 'Awaiting payment', paid_at: null });
      expect((await attempts(orderNo))[0].status).toBe('error');
      // A gateway that answers 4xx is a 502 too.
      t.app.wipayFetch = async () => new Response(JSON.stringify({ message: 'nope' }), { status: 422 });
      expect((await getUrl(cardOrder())).statusCode).toBe(502);
    } finally {
      t.app.wipayFetch = working;
    }
    const retry = await getUrl(body, { 'idempotency-key': 'card-retry-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, OrderNo: orderNo });
  });
});

describe('paying through the emulator and WipayReceive', () => {
  it('approves with the test card, marks the order paid exactly once and mails once', async () => {
    const placed = (await getUrl(cardOrder())).json();
    await t.flushMail();
    const mails = t.mail.sent.length;
    const params = await pay(placed.url, '4111111111111111');
    const [attempt] = await attempts(placed.OrderNo);
    expect(Object.fromEntries(params)).toMatchObject({
      status: 'success',
      order_id: attempt.attempt_id,
      total: placed.TotalAmount.toFixed(2),
      currency: 'TTD',
      message: '[1-R1]: Transaction is approved.',
      card: 'XXXXXXXXXXXX1111',
      data: JSON.stringify({ OrderNo: placed.OrderNo }),
    });
    expect(params.get('transaction_id')).toMatch(/^SB-/);
    expect(params.get('hash')).toBe(returnHash(params.get('transaction_id')!, attempt.total, '123'));

    const res = await receive(params);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'success', OrderNo: placed.OrderNo });
    const paid = await orderRow(placed.OrderNo);
    expect(paid).toMatchObject({ status: 'Paid', is_wipay_payment_pending: 0, wipay_transaction_id: params.get('transaction_id') });
    expect(paid.paid_at).not.toBeNull();
    await t.flushMail();
    expect(t.mail.sent.length).toBe(mails + 1);
    expect(t.mail.sent.at(-1)!.text).toMatch(/paid by card/i);

    // The same return again (a refresh): recorded already, nothing changes, no second mail.
    const replay = await receive(params);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ success: true, status: 'success', msg: 'Payment already recorded.' });
    expect(await orderRow(placed.OrderNo)).toEqual(paid);
    await t.flushMail();
    expect(t.mail.sent.length).toBe(mails + 1);

    // Another transaction id for the paid attempt, even correctly hashed: not this attempt's, refused, nothing changes.
    const other = new URLSearchParams(params);
    other.set('transaction_id', 'SB-12-1-other-xyz-20250101000000');
    other.set('hash', returnHash('SB-12-1-other-xyz-20250101000000', attempt.total, '123'));
    const conflict = await receive(other);
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json()).toMatchObject({ success: false, msg: 'The payment could not be verified.' });
    expect(await orderRow(placed.OrderNo)).toEqual(paid);

    // A failed return for the paid attempt changes nothing either.
    const late = await receive({ status: 'failed', order_id: attempt.attempt_id, transaction_id: 'x' });
    expect(late.statusCode).toBe(409);
    expect(await orderRow(placed.OrderNo)).toEqual(paid);
  });

  it("a genuine success for one order cannot pay another order of the same total; the payer's own return still succeeds", async () => {
    const cart = { OrderProductList: [{ ProductNo: 86, Quantity: 2 }] };
    const a = (await getUrl(cardOrder(cart))).json();
    const c = (await getUrl(cardOrder(cart))).json();
    expect(a.TotalAmount).toBe(c.TotalAmount);
    const paramsC = await pay(c.url, '4111111111111111');
    const [attemptA] = await t.db.query<{ attempt_id: string }>('SELECT attempt_id FROM wipay_attempts WHERE order_no = $1', [a.OrderNo]);

    const swapped = new URLSearchParams(paramsC);
    swapped.set('order_id', attemptA.attempt_id);
    const attack = await receive(swapped);
    expect(attack.statusCode).toBe(400);
    expect(attack.json()).toMatchObject({ success: false, msg: 'The payment could not be verified.' });
    expect(await orderRow(a.OrderNo)).toMatchObject({ status: 'Awaiting payment', paid_at: null, wipay_transaction_id: null });

    const own = await receive(paramsC);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, status: 'success', OrderNo: c.OrderNo });
    expect(await orderRow(c.OrderNo)).toMatchObject({ status: 'Paid', wipay_transaction_id: paramsC.get('transaction_id') });
  });

  it('stores the transaction id the gateway named for each attempt', async () => {
    const placed = (await getUrl(cardOrder())).json();
    const [attempt] = await t.db.query<{ attempt_id: string; requested_transaction_id: string }>(
      'SELECT attempt_id, requested_transaction_id FROM wipay_attempts WHERE order_no = $1',
      [placed.OrderNo],
    );
    expect(attempt.requested_transaction_id).toMatch(new RegExp(`^SB-\\d\\d-1-${attempt.attempt_id}-`));
    const params = await pay(placed.url, '4111111111111111');
    expect(params.get('transaction_id')).toBe(attempt.requested_transaction_id);
  });

  it('two concurrent identical returns pay once and mail once', async () => {
    const placed = (await getUrl(cardOrder())).json();
    const params = await pay(placed.url, '5111111111111111');
    await t.flushMail();
    const mails = t.mail.sent.length;
    const [a, b] = await Promise.all([receive(params), receive(params)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().success, b.json().success]).toEqual([true, true]);
    await t.flushMail();
    expect(t.mail.sent.length).toBe(mails + 1);
  });

  it('refuses a forged or mis-totalled hash and changes nothing', async () => {
    const placed = (await getUrl(cardOrder())).json();
    const [attempt] = await attempts(placed.OrderNo);
    const before = await orderRow(placed.OrderNo);
    const tx = 'SB-90-1-forged-abc-20250101000000';
    const forged: Record<string, string>[] = [
      { hash: 'deadbeefdeadbeefdeadbeefdeadbeef' },
      { hash: returnHash(tx, '1.00', '123') }, // hashed over another amount
      { hash: returnHash(tx, attempt.total, 'wrong-key') },
      {}, // no hash at all
    ];
    for (const extra of forged) {
      const res = await receive({ status: 'success', transaction_id: tx, order_id: attempt.attempt_id, total: attempt.total, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, status: 'failed', msg: 'The payment could not be verified.' });
    }
    expect(await orderRow(placed.OrderNo)).toEqual(before);
    expect((await attempts(placed.OrderNo))[0].status).toBe('pending');
  });

  it('verifies against the ORIGINAL total when the customer pays the fee', async () => {
    t.config.wipay.feeStructure = 'customer_pay';
    try {
      const placed = (await getUrl(cardOrder())).json();
      const params = await pay(placed.url, '4111111111111111');
      expect(Number(params.get('total'))).toBeGreaterThan(placed.TotalAmount);
      const res = await receive(params);
      expect(res.statusCode).toBe(200);
      expect(await orderRow(placed.OrderNo)).toMatchObject({ status: 'Paid' });
    } finally {
      t.config.wipay.feeStructure = 'merchant_absorb';
    }
  });

  it('a declined card leaves the order unpaid and answers the failure message', async () => {
    const placed = (await getUrl(cardOrder())).json();
    await t.flushMail();
    const mails = t.mail.sent.length;
    const params = await pay(placed.url, '4111111111113333');
    expect(params.get('status')).toBe('failed');
    expect(params.get('hash')).toBeNull();
    const res = await receive(params);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, status: 'failed', msg: 'Order could not be placed!' });
    expect(await orderRow(placed.OrderNo)).toMatchObject({ status: 'Payment failed', paid_at: null, is_wipay_payment_pending: 1 });
    expect((await attempts(placed.OrderNo))[0].status).toBe('failed');
    await t.flushMail();
    expect(t.mail.sent.length).toBe(mails);
  });

  it('an unknown card is an error return', async () => {
    const placed = (await getUrl(cardOrder())).json();
    const params = await pay(placed.url, '4000000000000002');
    expect(params.get('status')).toBe('error');
    const res = await receive(params);
    expect(res.json()).toMatchObject({ success: false, status: 'error' });
    expect(await orderRow(placed.OrderNo)).toMatchObject({ paid_at: null });
  });

  it('accepts the return parameters as a JSON or form body too', async () => {
    const placed = (await getUrl(cardOrder())).json();
    const params = await pay(placed.url, '4111111111111111');
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/WipayReceive', payload: Object.fromEntries(params) });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/shop/WipayReceive',
      payload: params.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.json().msg).toBe('Payment already recorded.');
  });

  it('answers 404 for an unknown payment reference', async () => {
    for (const order_id of ['TN-1-nope', '', 'x'.repeat(300)]) {
      const res = await receive({ status: 'success', order_id, transaction_id: 'SB-1', hash: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: 'Unknown payment reference.' });
    }
  });
});

describe('the sandbox emulator', () => {
  const fields = {
    account_number: '1234567890',
    country_code: 'TT',
    currency: 'TTD',
    environment: 'sandbox',
    fee_structure: 'merchant_absorb',
    method: 'credit_card',
    order_id: 'oid_123',
    origin: 'TriniNaturals',
    response_url: 'http://127.0.0.1:3000/wipay',
    total: '10.00',
  };
  const request = (body: Record<string, string | undefined>, accept = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/wipay-sandbox/plugins/payments/request',
      payload: new URLSearchParams(body as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    });

  it('answers JSON with Accept: application/json, else redirects to the hosted page', async () => {
    const json = await request(fields);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ url: expect.stringContaining('/wipay-sandbox/pay/'), message: 'OK', transaction_id: expect.stringMatching(/^SB-.*oid_123/) });
    const redirect = await request(fields, 'text/html');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toContain('/wipay-sandbox/pay/');
  });

  it('validates the request like WiPay', async () => {
    const bad: Record<string, string | undefined>[] = [
      { account_number: '9999999999' },
      { account_number: '12345' },
      { total: '10' },
      { currency: 'EUR' },
      { environment: 'live' },
      { fee_structure: 'whatever' },
      { method: 'cash' },
      { order_id: '_bad' },
      { origin: '' },
      { response_url: 'not a url' },
      { total: undefined },
    ];
    for (const change of bad) {
      const body = { ...fields, ...change };
      if (change.total === undefined && 'total' in change) delete (body as Record<string, unknown>).total;
      const res = await request(body);
      expect(res.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('shows an escaped card page with the fee and the test cards, and its form is exempt from the XSRF check', async () => {
    const { url } = (await request({ ...fields, fee_structure: 'customer_pay', total: '100.00' })).json();
    const page = await t.app.inject({ method: 'GET', url: path(url) });
    expect(page.body).toContain('TT$100.00');
    expect(page.body).toContain('TT$105.20'); // 3.5% + TT$1.70
    expect(page.body).toContain('4111111111111111');
    expect(page.body).not.toMatch(/<script/i);
    // A browser on the shop's origin carries the XSRF cookie but the third-party form has no header.
    const res = await t.app.inject({
      method: 'POST',
      url: path(url),
      payload: 'card_number=4111+1111+1111+1111',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=abc' },
    });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location)).searchParams;
    expect(back.get('total')).toBe('105.20');
    expect(back.get('hash')).toBe(returnHash(back.get('transaction_id')!, '100.00', '123'));
  });

  it('uses a session once and expires it after 3 minutes', async () => {
    const { url } = (await request(fields)).json();
    const pay1 = await t.app.inject({
      method: 'POST',
      url: path(url),
      payload: 'card_number=4111111111111111',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay1.statusCode).toBe(303);
    const pay2 = await t.app.inject({
      method: 'POST',
      url: path(url),
      payload: 'card_number=4111111111111111',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay2.statusCode).toBe(410);

    const { url: later } = (await request({ ...fields, order_id: 'oid_124' })).json();
    clockOffset += 3 * 60 * 1000 + 1000;
    try {
      const page = await t.app.inject({ method: 'GET', url: path(later) });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('expired');
    } finally {
      clockOffset = 0;
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/wipay-sandbox/pay/%3Cscript%3E' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).not.toContain('<script>');
  });

  it('asks again for a missing card number', async () => {
    const { url } = (await request(fields)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: path(url),
      payload: 'card_number=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please enter a card number.');
  });
});
