// Checkout correctness against the real host and a fresh embedded database: the delivery address rule on both order
// routes, the stored order agreeing with the one price summary around the TT$500 line, the card option
// by default, and the quick order page of an unknown product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { Product } from '../../widgets/domain/types.js';
import { buildCart, lineFromProduct } from '../../widgets/domain/cart.js';
import { priceSummary } from '../../widgets/domain/price-summary.js';
import { ADDRESS_REQUIRED, CITY_REQUIRED } from '../../widgets/domain/messages.js';
import { DELIVERY_MINIMUM } from '../../widgets/domain/constants.js';
import { buildOrderPayload, emptyForm } from '../../widgets/ui/checkout/order-payload.js';

let t: TestApp;
let mobileSeq = 7300000;
const nextMobile = () => String(++mobileSeq);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function product(no: number): Promise<Product> {
  const res = await t.app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${no}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const post = (url: string, body: object) => t.app.inject({ method: 'POST', url, payload: body });

function delivery(overrides: object = {}) {
  return {
    PMNo: 3,
    IsPickup: 0,
    ODeliverCountryNo: 1,
    CustomerMobile: nextMobile(),
    CustomerName: 'Kamla Singh',
    CustomerAddress: '4 Pembroke Street',
    CustomerCityNo: 2,
    OrderProductList: [{ ProductNo: 20, Quantity: 40 }],
    ...overrides,
  };
}

describe('a delivery needs an address and a city (SaveOrder, GetWipayUrl, quick order)', () => {
  it.each([
    ['/api/shop/SaveOrder', { CustomerAddress: '' }, ADDRESS_REQUIRED],
    ['/api/shop/SaveOrder', { CustomerAddress: '   \t   ' }, ADDRESS_REQUIRED],
    ['/api/shop/SaveOrder', { CustomerAddress: 'Home' }, ADDRESS_REQUIRED],
    ['/api/shop/SaveOrder', { CustomerCityNo: 0 }, CITY_REQUIRED],
    ['/api/shop/SaveOrder', { CustomerCityNo: undefined, Source: 2 }, CITY_REQUIRED],
    ['/api/shop/GetWipayUrl', { PMNo: 1, CustomerAddress: '' }, ADDRESS_REQUIRED],
    ['/api/shop/GetWipayUrl', { PMNo: 1, CustomerCityNo: 0 }, CITY_REQUIRED],
  ])('%s %j: 400 with the message', async (url, change, msg) => {
    const [{ n: before }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const res = await post(url, delivery(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg });
    const [{ n: after }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(Number(after)).toBe(Number(before));
  });

  it('a pickup needs neither', async () => {
    const res = await post('/api/shop/SaveOrder', delivery({ IsPickup: 1, CustomerAddress: '', CustomerCityNo: 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });
});

describe('the stored order agrees with the price summary the cart and the checkout show', () => {
  /** The quantities of a product whose line totals come closest to TT$500 from below and from above. */
  function aroundMinimum(p: Product): number[] {
    const totals = Array.from({ length: 99 }, (_, i) => [i + 1, lineFromProduct(p, i + 1).TotalAmount] as const);
    const below = totals.filter(([, total]) => total < DELIVERY_MINIMUM).at(-1);
    const above = totals.find(([, total]) => total >= DELIVERY_MINIMUM);
    return [1, below![0], above![0]];
  }

  it.each([
    [20, 1],
    [20, 2],
    [79, 1],
  ])('product %s, country %s: cart summary = checkout payload = stored order', async (productNo, country) => {
    const p = await product(productNo);
    const quantities = aroundMinimum(p);
    for (const quantity of quantities) {
      const cart = buildCart([lineFromProduct(p, quantity)], { countryNo: country });
      const summary = priceSummary(cart);
      const form = { ...emptyForm, mobile: nextMobile(), name: 'Kamla Singh', address: '4 Pembroke Street', cityNo: 2 };
      const payload = buildOrderPayload(form, cart, { source: 1, shopNo: 16, fromSocialAd: false, today: new Date() });
      expect({ IsPickup: payload.IsPickup, Freight: payload.Freight, TotalAmount: payload.TotalAmount }).toEqual({
        IsPickup: summary.pickup ? 1 : 0,
        Freight: summary.freight,
        TotalAmount: summary.toPay,
      });
      const res = await post('/api/shop/SaveOrder', payload);
      expect(res.statusCode, `quantity ${quantity}: ${res.body}`).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ success: true, ItemTotal: summary.itemTotal, Freight: summary.freight, TotalAmount: summary.toPay });
      const [row] = await t.db.query<{ item_total: string; freight: string; total_amount: string; is_pickup: number }>(
        'SELECT item_total::text, freight::text, total_amount::text, is_pickup FROM orders WHERE order_no = $1',
        [answer.OrderNo],
      );
      expect({ ...row, item_total: Number(row.item_total), freight: Number(row.freight), total_amount: Number(row.total_amount) }).toEqual({
        item_total: summary.itemTotal,
        freight: summary.freight,
        total_amount: summary.toPay,
        is_pickup: summary.pickup ? 1 : 0,
      });
      // Below the minimum the order is a pickup with no freight; from it, a delivery with freight.
      expect(summary.pickup).toBe(summary.itemTotal < DELIVERY_MINIMUM);
    }
  });
});

describe('card payment is offered where the host takes it', () => {
  it('GET /api/shop/PaymentOptions answers the host setting (on by default)', async () => {
    expect(t.config.useWipay).toBe(true);
    const on = await t.app.inject({ method: 'GET', url: '/api/shop/PaymentOptions' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ success: true, UseWipay: true, Sandbox: true });
    Object.assign(t.config, { useWipay: false, cardPayments: 'off' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/shop/PaymentOptions' })).json()).toEqual({ success: true, UseWipay: false, Sandbox: false });
    } finally {
      Object.assign(t.config, { useWipay: true, cardPayments: 'sandbox' });
    }
  });
});

describe('/fborder of an unknown product', () => {
  it('is the 404 page with a way back; a known product is the form', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/fborder/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/home"');
    expect(missing.body).not.toContain('<trini-quick-order');
    const withShop = await t.app.inject({ method: 'GET', url: '/fborder/99999/21' });
    expect(withShop.statusCode).toBe(404);
    const known = await t.app.inject({ method: 'GET', url: '/fborder/20/21' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<trini-quick-order product-no="20" shop-no="21">');
  });
});
