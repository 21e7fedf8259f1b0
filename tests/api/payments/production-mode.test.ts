// A production start takes no free payments: without WiPay settings the emulator is not mounted and card orders
// are refused with a message; named by WIPAY_ENVIRONMENT=sandbox, the emulator works, says it is a sandbox, and
// sends the browser back only to this store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAYMENT_OFF } from '../../../host/api/payments.js';
import { loadConfig, type Config } from '../../../host/config.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/** The payment settings a start with this environment gets (the rest stays the tests' configuration). */
function paymentsOf(env: Record<string, string>): Partial<Config> {
  const c = loadConfig(env);
  return { production: c.production, cardPayments: c.cardPayments, useWipay: c.useWipay, wipay: c.wipay, embedOrigins: c.embedOrigins };
}

const cardOrder = {
  PMNo: 1,
  IsPickup: 0,
  ODeliverCountryNo: 1,
  CustomerMobile: '7123456',
  CustomerName: 'Devi Persad',
  EmailID: 'devi@example.tt',
  CustomerAddress: '3 Coffee Street',
  CustomerCityNo: 1,
  OrderProductList: [{ ProductNo: 86, Quantity: 2 }],
};

const emulatorRequest = (t: TestApp, responseUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wipay-sandbox/plugins/payments/request',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({
      account_number: '1234567890',
      country_code: 'TT',
      currency: 'TTD',
      environment: 'sandbox',
      fee_structure: 'merchant_absorb',
      method: 'credit_card',
      order_id: 'oid_123',
      origin: 'TriniNaturals',
      response_url: responseUrl,
      total: '10.00',
    }).toString(),
  });

describe('production with no WiPay settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: paymentsOf({ NODE_ENV: 'production' }) });
  });
  afterAll(() => t?.close());

  it('mounts no emulator: nothing under /wipay-sandbox answers', async () => {
    expect((await emulatorRequest(t, `${t.config.publicUrl}/wipay`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/wipay-sandbox/pay/anything' })).statusCode).toBe(404);
  });

  it('refuses a card order with a message, stores nothing, and tells the checkout not to offer cards', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/GetWipayUrl', payload: cardOrder });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: CARD_PAYMENT_OFF });
    expect(await t.db.query('SELECT order_no FROM orders WHERE customer_mobile = $1', ['7123456'])).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/PaymentOptions' })).json()).toEqual({ success: true, UseWipay: false, Sandbox: false });
  });

  it('allows no demo partner origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Trini/GetCityList', headers: { origin: 'http://127.0.0.2:3001' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('production with WIPAY_ENVIRONMENT=sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: paymentsOf({ NODE_ENV: 'production', WIPAY_ENVIRONMENT: 'sandbox' }) });
  });
  afterAll(() => t?.close());

  it('mounts the emulator and says the payments are a sandbox', async () => {
    const res = await emulatorRequest(t, `${t.config.publicUrl}/wipay`);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toContain('/wipay-sandbox/pay/');
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/PaymentOptions' })).json()).toEqual({ success: true, UseWipay: true, Sandbox: true });
  });

  it.each(['https://elsewhere.example/wipay', 'http://127.0.0.1:30000/wipay', 'http://127.0.0.1:3000@evil.example/wipay'])(
    'sends a payment result only back to this store, never to %s',
    async (url) => {
      const res = await emulatorRequest(t, url);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'The response_url must be on this store.' });
    },
  );
});
