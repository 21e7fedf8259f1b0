import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { ADDRESS_LIMITS, tooManyRequests } from '../../host/http/rate-limits.js';
import { ConfigError, loadConfig } from '../../host/config.js';

// The per-address limits at their real values (tests elsewhere run with them raised), the Origin check, and
// the transport rules of an https shop.
type Json = Record<string, unknown>;

describe('per-address limits (the defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitScale: 1 } });
  });
  afterAll(async () => t?.close());

  const send = (method: 'GET' | 'POST', url: string, remoteAddress: string, payload?: Json) => t.app.inject({ method, url, payload, remoteAddress });

  const calls: [keyof typeof ADDRESS_LIMITS, 'GET' | 'POST', string, (i: number) => Json | undefined][] = [
    [
      'register',
      'POST',
      '/api/customer/register',
      (i) => ({ CustomerName: 'R', Mobile1: String(7600000 + i), NewPassword: 'sorrel-2025', ConfirmPassword: 'sorrel-2025', ConfirmMobile: true }),
    ],
    [
      'review',
      'POST',
      '/api/trini/saveproductreview',
      () => ({ ProductNo: 20, CustomerMobile: '7123456', CustomerName: 'R', ReviewTitle: 'Good', Comments: 'Nice', Rating: 5 }),
    ],
    ['return', 'POST', '/api/shop/SaveProductReturn', () => ({})],
    ['track', 'GET', '/api/shop/TrackOrder?OrderNo=1&Mobile=7123456', () => undefined],
  ];

  for (const [call, method, url, body] of calls) {
    it(`${call}: ${ADDRESS_LIMITS[call].max} per address per window, then 429 with Retry-After; other addresses unaffected`, async () => {
      const { max, windowMs } = ADDRESS_LIMITS[call];
      const address = `10.9.${calls.findIndex((c) => c[0] === call)}.1`;
      for (let i = 0; i < max; i++) expect((await send(method, url, address, body(i))).statusCode).not.toBe(429);
      const refused = await send(method, url, address, body(max));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, msg: tooManyRequests(windowMs) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(method, url, '10.9.99.1', body(max + 1))).statusCode).not.toBe(429);
    });
  }
});

describe('origins and transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://shop.example.tt' } });
  });
  afterAll(async () => t?.close());

  it('refuses a write with Origin: null like any foreign origin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/CLogin', payload: { Mobile: '7123456', Password: 'x' }, headers: { origin: 'null' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, msg: 'This origin is not allowed to use the store API.' });
  });

  it('over https, cookies are Secure and every answer carries HSTS', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true, sameSite: 'Lax' });

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/shop/SaveOrder',
      payload: {
        PMNo: 3,
        IsPickup: 1,
        ODeliverCountryNo: 1,
        CustomerMobile: '7123456',
        CustomerName: 'Guest',
        OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
      },
    });
    expect(order.statusCode).toBe(200);
    expect(order.headers['strict-transport-security']).toBeDefined();
    const claimLink = await t.app.inject({ method: 'GET', url: `/claimorder?OrderNo=${order.json().OrderNo as number}&Claim=${'A'.repeat(24)}` });
    expect(claimLink.cookies.find((c) => c.name === 'trini_claims')).toMatchObject({ secure: true, httpOnly: true });
  });

  it('over plain http (development), no HSTS and no Secure flag', async () => {
    const local = await createTestApp();
    try {
      const page = await local.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['strict-transport-security']).toBeUndefined();
      expect(page.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBeFalsy();
    } finally {
      await local.close();
    }
  });
});

describe('WiPay live mode', () => {
  const live = {
    WIPAY_ENVIRONMENT: 'live',
    WIPAY_BASE_URL: 'https://tt.gateway.example/',
    WIPAY_ACCOUNT_NUMBER: '5550001234',
    WIPAY_API_KEY: 'k3y-of-the-shop',
  };

  it('refuses to start with the sandbox credentials, the emulator, or none, naming what to set', () => {
    const cases: [Record<string, string>, string][] = [
      [{ WIPAY_ENVIRONMENT: 'live' }, 'WIPAY_COUNTRY (or WIPAY_BASE_URL), WIPAY_ACCOUNT_NUMBER, WIPAY_API_KEY'],
      [{ ...live, WIPAY_API_KEY: '123' }, 'WIPAY_API_KEY'],
      [{ ...live, WIPAY_ACCOUNT_NUMBER: '1234567890' }, 'WIPAY_ACCOUNT_NUMBER'],
      [{ ...live, WIPAY_BASE_URL: 'http://127.0.0.1:3000/wipay-sandbox' }, 'WIPAY_BASE_URL'],
    ];
    for (const [env, names] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`set ${names} (the sandbox values are refused in live mode)`);
    }
    expect(() => loadConfig({ WIPAY_ENVIRONMENT: 'production' })).toThrow('WIPAY_ENVIRONMENT must be sandbox or live');
  });

  it('starts with real credentials, and the sandbox keeps its defaults', () => {
    expect(loadConfig(live).wipay).toMatchObject({ environment: 'live', accountNumber: '5550001234', apiKey: 'k3y-of-the-shop' });
    expect(loadConfig({}).wipay).toMatchObject({ environment: 'sandbox', accountNumber: '1234567890', apiKey: '123' });
  });
});
