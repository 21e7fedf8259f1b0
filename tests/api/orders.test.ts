import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { issueCustomerToken, jwtSecret } from '../../host/auth/tokens.js';
import type { OrderPayload, Product } from '../../widgets/domain/types.js';
import { lineTotal } from '../../widgets/domain/pricing.js';
import { deliveryMinimumMessage } from '../../widgets/domain/freight.js';
import { formatTT } from '../../widgets/domain/money.js';
import * as M from '../../widgets/domain/messages.js';
import { DEMO_SHOP_SETTINGS as SHOP } from '../../host/db/seed/shop-settings.js';
import { PRICES_CHANGED } from '../../host/orders/price-order.js';

let t: TestApp;
const products = new Map<number, Product>();

beforeAll(async () => {
  t = await createTestApp();
  for (const no of [20, 40, 78, 79, 80, 82, 84, 86]) {
    const res = await t.app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${no}` });
    expect(res.statusCode).toBe(200);
    products.set(no, res.json());
  }
});
afterAll(() => t?.close());

const product = (no: number) => products.get(no)!;
let mobileSeq = 7000000;
const nextMobile = () => String(++mobileSeq);

function order(overrides: Partial<OrderPayload> = {}): OrderPayload {
  return {
    PMNo: 3,
    IsPickup: 0,
    ODeliverCountryNo: 1,
    CustomerMobile: nextMobile(),
    CustomerName: 'Asha Ramdial',
    EmailID: 'asha@example.tt',
    CustomerAddress: '12 Cipero Street',
    CustomerCityNo: 2,
    OrderProductList: [
      { ProductNo: 20, Quantity: 4 },
      { ProductNo: 79, Quantity: 1 },
    ],
    ...overrides,
  };
}

function save(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: body as object, headers });
}

async function orderCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  return Number(row.n);
}

async function orderRow(orderNo: number) {
  const [row] = await t.db.query('SELECT *, order_date::text AS day FROM orders WHERE order_no = $1', [orderNo]);
  const lines = await t.db.query('SELECT * FROM order_lines WHERE order_no = $1 ORDER BY line_no', [orderNo]);
  return { row, lines };
}

describe('SaveOrder: placing orders', () => {
  it('stores a cash-on-delivery order with the server totals, lines and attribution, and mails it', async () => {
    await t.flushMail();
    const sentBefore = t.mail.sent.length;
    const body = order({ ShopNo: 21, ShopName: 'Forged Shop Name', Source: 2, IsFromSocialAd: 1, Remarks: 'Gate is green' });
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    const items = lineTotal(product(20), 4) + lineTotal(product(79), 1);
    const answer = res.json();
    expect(answer).toEqual({
      success: true,
      msg: 'Order placed successfully.',
      OrderNo: expect.any(Number),
      ItemTotal: items,
      Freight: 40,
      TotalAmount: items + 40,
    });

    const { row, lines } = await orderRow(answer.OrderNo);
    expect(row).toMatchObject({
      customer_mobile: body.CustomerMobile,
      customer_name: 'Asha Ramdial',
      customer_email: 'asha@example.tt',
      customer_address: '12 Cipero Street',
      customer_city_no: 2,
      deliver_country_no: 1,
      is_pickup: 0,
      pm_no: 3,
      remarks: 'Gate is green',
      store_no: 8,
      invoice_store_name: 'Online Store',
      shop_no: 21,
      shop_name: 'Island Glow Boutique',
      source: 2,
      from_social_ad: true,
      status: 'Pending',
      is_wipay_payment: 0,
      is_wipay_payment_pending: 0,
      paid_at: null,
    });
    expect(Number(row.item_total)).toBe(items);
    expect(Number(row.freight)).toBe(40);
    expect(Number(row.total_amount)).toBe(items + 40);
    expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lines.map((l) => [l.product_no, l.quantity, Number(l.rate), Number(l.total_amount)])).toEqual([
      [20, 4, product(20).SalesPrice, lineTotal(product(20), 4)],
      [79, 1, product(79).SalesPrice, lineTotal(product(79), 1)],
    ]);

    await t.flushMail();
    expect(t.mail.sent.length).toBe(sentBefore + 1);
    const mail = t.mail.sent.at(-1)!;
    expect(mail.to).toBe('asha@example.tt');
    expect(mail.subject).toBe(`Your Trini Naturals order #${answer.OrderNo}`);
    expect(mail.text).toContain(`4 x ${product(20).ProductName}`);
    expect(mail.text).toContain(formatTT(items + 40));
    expect(mail.text).toContain(`Freight: ${formatTT(40)}`);
    expect(mail.text).toMatch(/cash on delivery/i);
    expect(mail.text).toContain('Delivery to 12 Cipero Street');
    expect(mail.html).toContain(`#${answer.OrderNo}`);
  });

  it('defaults the shop to 16 for an unknown ShopNo, Source to 1 and the ad flag to off', async () => {
    const res = await save(order({ ShopNo: 999 }));
    expect(res.statusCode).toBe(200);
    const { row } = await orderRow(res.json().OrderNo);
    expect(row).toMatchObject({ shop_no: 16, shop_name: 'Trini Naturals', source: 1, from_social_ad: false, store_no: 8 });
  });

  it('takes the email from CustomerEmail too, and sends nothing without an address', async () => {
    const res = await save(order({ EmailID: undefined, CustomerEmail: 'ravi@example.tt' }));
    expect((await orderRow(res.json().OrderNo)).row.customer_email).toBe('ravi@example.tt');
    await t.flushMail();
    const before = t.mail.sent.length;
    const silent = await save(order({ EmailID: '' }));
    expect(silent.statusCode).toBe(200);
    await t.flushMail();
    expect(t.mail.sent.length).toBe(before);
  });

  it('stores a bank-transfer order and mails the bank details', async () => {
    const res = await save(order({ PMNo: 2 }));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(res.json().OrderNo)).row.pm_no).toBe(2);
    await t.flushMail();
    const mail = t.mail.sent.at(-1)!;
    expect(mail.text).toContain(SHOP.bank.accountNumber);
    expect(mail.text).toContain(SHOP.bank.swift);
    expect(mail.text).toMatch(/bank transfer/i);
  });

  it('a failing mailer does not fail the order', async () => {
    const send = t.mail.send;
    t.mail.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await save(order());
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    } finally {
      t.mail.send = send;
    }
  });
});

describe('SaveOrder: freight and the delivery minimum', () => {
  it('allows pickup below TT$500 with no freight', async () => {
    const res = await save(order({ IsPickup: 1, OrderProductList: [{ ProductNo: 79, Quantity: 1 }] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ItemTotal: product(79).SalesPrice, Freight: 0, TotalAmount: product(79).SalesPrice });
    await t.flushMail();
    expect(t.mail.sent.at(-1)!.text).toContain('Pickup from');
  });

  it('refuses delivery below TT$500 and stores nothing', async () => {
    const before = await orderCount();
    const res = await save(order({ OrderProductList: [{ ProductNo: 79, Quantity: 1 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: deliveryMinimumMessage });
    expect(await orderCount()).toBe(before);
  });

  it('charges Tobago freight: 60, or 30 with free delivery', async () => {
    const plain = await save(order({ ODeliverCountryNo: 2 }));
    expect(plain.json().Freight).toBe(60);
    const free = await save(order({ ODeliverCountryNo: 2, OrderProductList: [{ ProductNo: 86, Quantity: 2 }] }));
    expect(free.json()).toMatchObject({ Freight: 30, TotalAmount: lineTotal(product(86), 2) + 30 });
  });

  it('gives free delivery in Trinidad for a free-delivery product or a reached FreeDeliveryQuantity', async () => {
    const flagged = await save(order({ OrderProductList: [{ ProductNo: 86, Quantity: 2 }] }));
    expect(flagged.json()).toMatchObject({ Freight: 0, TotalAmount: lineTotal(product(86), 2) });
    const qty = product(80).FreeDeliveryQuantity;
    expect(qty).toBeGreaterThan(1);
    const reached = await save(
      order({
        OrderProductList: [
          { ProductNo: 80, Quantity: qty },
          { ProductNo: 20, Quantity: 4 },
        ],
      }),
    );
    expect(reached.json().Freight).toBe(0);
    const below = await save(
      order({
        OrderProductList: [
          { ProductNo: 80, Quantity: qty - 1 },
          { ProductNo: 20, Quantity: 4 },
        ],
      }),
    );
    expect(below.json().Freight).toBe(40);
  });

  it('prices multi-buy lines exactly like the domain', async () => {
    const list = [1, 2, 3, 4, 5, 7].map((q, i) => ({ ProductNo: [84, 78, 84, 78, 84, 84][i], Quantity: q }));
    // One order per line (a product appears once per order).
    for (const line of list) {
      const res = await save(order({ IsPickup: 1, OrderProductList: [line] }));
      expect(res.statusCode).toBe(200);
      const expected = lineTotal(product(line.ProductNo), line.Quantity);
      expect(res.json().ItemTotal).toBe(expected);
      const { lines } = await orderRow(res.json().OrderNo);
      expect(Number(lines[0].total_amount)).toBe(expected);
    }
    expect(lineTotal(product(84), 5)).toBe(product(84).SalesPrice5);
  });
});

describe('SaveOrder: refusals', () => {
  it('refuses a tampered total with 409 and the server amounts, storing nothing', async () => {
    const before = await orderCount();
    const body = order({ TotalAmount: 1, ItemTotal: 1, Freight: 0 });
    const res = await save(body);
    expect(res.statusCode).toBe(409);
    const items = lineTotal(product(20), 4) + lineTotal(product(79), 1);
    expect(res.json()).toEqual({ success: false, msg: PRICES_CHANGED, ItemTotal: items, Freight: 40, TotalAmount: items + 40 });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a tampered line price, and accepts the right client amounts', async () => {
    const tampered = await save(order({ OrderProductList: [{ ProductNo: 20, Quantity: 4, SalesPrice: 1, TotalAmount: 4 }] }));
    expect(tampered.statusCode).toBe(409);
    const items = lineTotal(product(20), 4);
    const honest = await save(
      order({
        OrderProductList: [{ ProductNo: 20, Quantity: 4, SalesPrice: product(20).SalesPrice, TotalAmount: items }],
        ItemTotal: items,
        Freight: 40,
        TotalAmount: items + 40,
      }),
    );
    expect(honest.statusCode).toBe(200);
  });

  it('refuses sold-out and unknown products', async () => {
    const sold = await save(order({ OrderProductList: [{ ProductNo: 82, Quantity: 5 }] }));
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ success: false, msg: `${product(82).ProductName} is sold out. Please remove it from your cart.` });
    const unknown = await save(order({ OrderProductList: [{ ProductNo: 99999, Quantity: 1 }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('99999');
  });

  it('needs a valid variant for a product with several', async () => {
    const name = product(40).ProductName;
    const sku = product(40).ProductSKUList[2];
    const none = await save(order({ IsPickup: 1, OrderProductList: [{ ProductNo: 40, Quantity: 1 }] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(`Please select an option for ${name}.`);
    const wrong = await save(order({ IsPickup: 1, OrderProductList: [{ ProductNo: 40, Quantity: 1, Color: 'Plaid', Size: sku.Size }] }));
    expect(wrong.statusCode).toBe(400);
    const right = await save(order({ IsPickup: 1, OrderProductList: [{ ProductNo: 40, Quantity: 1, Color: sku.Color, Size: sku.Size }] }));
    expect(right.statusCode).toBe(200);
    const { lines } = await orderRow(right.json().OrderNo);
    expect(lines[0]).toMatchObject({ color: sku.Color, size: sku.Size });
  });

  it('gives the docs/domain.md#order-checks messages in their order', async () => {
    const cases: [Partial<OrderPayload>, string][] = [
      [{ CustomerMobile: '12345', CustomerName: '', OrderProductList: [] }, M.PHONE_INVALID],
      [{ CustomerMobile: '', CustomerName: '', OrderProductList: [] }, M.CUSTOMER_MOBILE_REQUIRED],
      [{ CustomerName: '   ', OrderProductList: [] }, M.CUSTOMER_NAME_REQUIRED],
      [{ OrderProductList: [] }, M.NO_PRODUCT_ADDED],
    ];
    for (const [overrides, msg] of cases) {
      const res = await save(order(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, msg });
    }
  });

  it('refuses bad quantities and payment methods clearly', async () => {
    for (const Quantity of [0, 100, 1.5]) {
      const res = await save(order({ OrderProductList: [{ ProductNo: 20, Quantity }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/Quantity|quantity/);
    }
    const card = await save(order({ PMNo: 1 }));
    expect(card.statusCode).toBe(400);
    expect(card.json().msg).toBe('Use GetWipayUrl for card payments.');
    const twice = await save(
      order({
        OrderProductList: [
          { ProductNo: 20, Quantity: 4 },
          { ProductNo: 20, Quantity: 1 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
  });

  it('answers wrong types, bad JSON, missing fields and huge bodies with a 4xx, never a 500', async () => {
    const before = await orderCount();
    const bodies: unknown[] = [
      { ...order(), PMNo: 'x' },
      { ...order(), PMNo: 9 },
      { ...order(), OrderProductList: 'abc' },
      { ...order(), OrderProductList: [{ ProductNo: '20', Quantity: 1 }] },
      { ...order(), OrderProductList: [{ ProductNo: 20, Quantity: 'two' }] },
      { ...order(), OrderProductList: [{ Quantity: 1 }] },
      { ...order(), OrderProductList: [null] },
      { ...order(), CustomerName: 42 },
      { ...order(), TotalAmount: 'lots' },
      { ...order(), IsPickup: 2 },
      [order()],
      'just text',
      null,
      {},
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json()).toEqual({ success: false, msg: expect.any(String) });
    }
    const raw = [
      { payload: '{"PMNo": 3,', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: 'PMNo=3', type: 'text/plain' },
      { payload: JSON.stringify({ ...order(), Remarks: 'x'.repeat(400 * 1024) }), type: 'application/json' },
    ];
    for (const { payload, type } of raw) {
      const res = await t.app.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload, headers: { 'content-type': type } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ success: false, msg: expect.any(String) });
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('SaveOrder: idempotency', () => {
  it('gives the first answer again for the same key and creates one order', async () => {
    const body = order();
    const first = await save(body, { 'idempotency-key': 'checkout-abc:1' });
    const before = await orderCount();
    await t.flushMail();
    const mails = t.mail.sent.length;
    const second = await save(body, { 'idempotency-key': 'checkout-abc:1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before);
    await t.flushMail();
    expect(t.mail.sent.length).toBe(mails);
  });

  it('creates exactly one order for two concurrent requests with one key', async () => {
    const body = order();
    const before = await orderCount();
    const [a, b] = await Promise.all([save(body, { 'idempotency-key': 'double-click-1' }), save(body, { 'idempotency-key': 'double-click-1' })]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await orderCount()).toBe(before + 1);
  });

  it('stores concurrent orders (several per statement) each with its own number, lines, totals and one mail', async () => {
    const before = await orderCount();
    await t.flushMail();
    const mailsBefore = t.mail.sent.length;
    const bodies = Array.from({ length: 24 }, (_, i) =>
      order({
        CustomerName: `Batch Buyer ${i}`,
        OrderProductList: [{ ProductNo: 20, Quantity: 4 + (i % 3) }, ...(i % 2 ? [{ ProductNo: 79, Quantity: 1 }] : [])],
      }),
    );
    const answers = await Promise.all(bodies.map((b, i) => save(b, { 'idempotency-key': `batch-${i}` })));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const numbers = answers.map((a) => a.json().OrderNo as number);
    expect(new Set(numbers).size).toBe(24);
    expect(await orderCount()).toBe(before + 24);
    for (const [i, no] of numbers.entries()) {
      const { row, lines } = await orderRow(no);
      expect(row.customer_name).toBe(`Batch Buyer ${i}`);
      expect(row.idempotency_key).toBe(`batch-${i}`);
      expect(Number(row.total_amount)).toBe(answers[i].json().TotalAmount);
      expect((row.response as { OrderNo: number }).OrderNo).toBe(no);
      expect(lines.map((l) => [Number(l.product_no), Number(l.quantity)])).toEqual([[20, 4 + (i % 3)], ...(i % 2 ? [[79, 1]] : [])]);
    }
    await t.flushMail();
    expect(t.mail.sent.length - mailsBefore).toBe(24);

    // A repeated key among concurrent new orders replays its order; the others are stored all the same.
    const again = await Promise.all([
      save(order(), { 'idempotency-key': 'batch-new-1' }),
      save(bodies[5], { 'idempotency-key': 'batch-5' }),
      save(order(), { 'idempotency-key': 'batch-new-2' }),
      save(order(), { 'idempotency-key': 'batch-new-2' }),
    ]);
    for (const a of again) expect(a.statusCode).toBe(200);
    expect(again[1].json()).toEqual(answers[5].json());
    expect(again[3].json()).toEqual(again[2].json());
    expect(await orderCount()).toBe(before + 26);
  });

  it('refuses a malformed key', async () => {
    for (const key of ['has space', 'x'.repeat(101), 'semi;colon']) {
      const res = await save(order(), { 'idempotency-key': key });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('Idempotency-Key');
    }
  });
});

describe('account order pages and tracking', () => {
  let token: string;
  let otherToken: string;
  const mobile = '7771234';

  beforeAll(async () => {
    const secret = await jwtSecret(t.config);
    const [me] = await t.db.query<{ customer_no: number }>(
      `INSERT INTO customers (mobile, name, email, password_hash) VALUES ($1, 'Kiran Maharaj', 'kiran@example.tt', 'x') RETURNING customer_no`,
      [mobile],
    );
    const [other] = await t.db.query<{ customer_no: number }>(
      `INSERT INTO customers (mobile, name, email, password_hash) VALUES ('7779999', 'Other Person', '', 'x') RETURNING customer_no`,
    );
    token = await issueCustomerToken({ customerNo: me.customer_no, mobile, name: 'Kiran Maharaj', email: 'kiran@example.tt' }, secret, 3600, new Date());
    otherToken = await issueCustomerToken({ customerNo: other.customer_no, mobile: '7779999', name: 'Other Person', email: '' }, secret, 3600, new Date());
  });

  it("links a logged-in order, lists the account's orders only (not guest orders of the same mobile), and shows it to its owner only", async () => {
    const guest = (await save(order({ CustomerMobile: mobile, IsPickup: 1, OrderProductList: [{ ProductNo: 79, Quantity: 2 }] }))).json();
    const mine = (await save(order({ CustomerMobile: '7771111', EmailID: '' }), { authorization: `Bearer ${token}` })).json();
    const theirs = (await save(order({ CustomerMobile: '7779999' }), { authorization: `Bearer ${otherToken}` })).json();
    expect((await orderRow(mine.OrderNo)).row.customer_email).toBe('kiran@example.tt');

    const history = await t.app.inject({ method: 'GET', url: '/api/shop/GetOrderHistory', headers: { authorization: `Bearer ${token}` } });
    expect(history.statusCode).toBe(200);
    const rows = history.json();
    expect(rows.map((r: { OrderId: number }) => r.OrderId)).toEqual([mine.OrderNo]);
    const guestDetail = await t.app.inject({
      method: 'GET',
      url: `/api/shop/GetOrder?OrderNo=${guest.OrderNo}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(guestDetail.statusCode).toBe(404);
    expect(rows[0]).toEqual({
      OrderId: mine.OrderNo,
      Customer: 'Asha Ramdial',
      NoofProduct: 2,
      Status: 'Pending',
      Total: mine.TotalAmount,
      DateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const detail = await t.app.inject({ method: 'GET', url: `/api/shop/GetOrder?OrderNo=${mine.OrderNo}`, headers: { authorization: `Bearer ${token}` } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      OrderNo: mine.OrderNo,
      Status: 'Pending',
      PMNo: 3,
      PMName: 'Cash on Delivery',
      TotalAmount: mine.TotalAmount,
      OrderProductList: [
        { ProductNo: 20, Quantity: 4, TotalAmount: lineTotal(product(20), 4) },
        { ProductNo: 79, Quantity: 1 },
      ],
    });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/shop/GetOrder?OrderNo=${theirs.OrderNo}`, headers: { authorization: `Bearer ${token}` } });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/shop/GetOrder?OrderNo=abc', headers: { authorization: `Bearer ${token}` } });
    expect(bad.statusCode).toBe(400);
  });

  it('asks for a login without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }, { authorization: `Basic ${token}` }]) {
      for (const url of ['/api/shop/GetOrderHistory', '/api/shop/GetOrder?OrderNo=1']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, msg: 'Please log in.' });
      }
    }
  });

  it('tracks an order by number and mobile, both matching', async () => {
    const placed = (await save(order({ CustomerMobile: '7775555' }))).json();
    const ok = await t.app.inject({ method: 'GET', url: `/api/shop/TrackOrder?OrderNo=${placed.OrderNo}&Mobile=7775555` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, OrderNo: placed.OrderNo, Status: 'Pending', StageIndex: -1, IsStopped: false }); // nothing ticked while Pending
    for (const url of [
      `/api/shop/TrackOrder?OrderNo=${placed.OrderNo}&Mobile=7775556`,
      `/api/shop/TrackOrder?OrderNo=${placed.OrderNo + 1000}&Mobile=7775555`,
      `/api/shop/TrackOrder?OrderNo=${placed.OrderNo}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: 'No order found for that number and mobile.' });
    }
  });
});
