// Shared by the admin API tests: a fresh app with one staff member signed in, and a few shopper actions.
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { addStaff } from '../../../host/admin/staff.js';
import type { Config } from '../../../host/config.js';
import type { BuildOptions } from '../../../host/app.js';

/** A JSON answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, field by field, and each read is asserted
export type Json = Record<string, any>;

export interface AdminTest {
  t: TestApp;
  token: string;
  staffNo: number;
  get(
    url: string,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json; text: string; headers: Record<string, unknown> }>;
  post(url: string, payload: unknown, token?: string | null): Promise<{ status: number; body: Json }>;
  placeOrder(overrides?: Json, customerToken?: string): Promise<number>;
  registerCustomer(mobile: string): Promise<string>;
  audit(entity: string, key: number | string): Promise<Json[]>;
}

export const STAFF = { mobile: '7000001', name: 'Ann Baptiste', password: 'hibiscus-2025' };

export async function createAdminTest(opts: { now?: () => Date; config?: Partial<Config>; overrides?: BuildOptions['overrides'] } = {}): Promise<AdminTest> {
  const t = await createTestApp({ now: opts.now, config: opts.config, overrides: opts.overrides });
  const staff = await addStaff(t.db, STAFF, new Date());
  const inject = async (method: 'GET' | 'POST', url: string, payload: unknown, token: string | null | undefined, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Json }),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    let body: Json = {};
    try {
      body = res.json();
    } catch {
      // CSV
    }
    return { status: res.statusCode, body, text: res.body, headers: res.headers as Record<string, unknown> };
  };
  const login = await inject('POST', '/api/admin/Login', { Mobile: STAFF.mobile, Password: STAFF.password }, null);
  expect(login.status).toBe(200);
  const token = login.body.Token as string;
  const ctx: AdminTest = {
    t,
    token,
    staffNo: staff.staffNo,
    get: (url, tk = token, headers) => inject('GET', url, undefined, tk, headers),
    post: async (url, payload, tk = token) => {
      const r = await inject('POST', url, payload, tk);
      return { status: r.status, body: r.body };
    },
    async placeOrder(overrides = {}, customerToken) {
      const r = await inject(
        'POST',
        '/api/shop/SaveOrder',
        {
          PMNo: 3,
          IsPickup: 0,
          ODeliverCountryNo: 1,
          CustomerCityNo: 2,
          CustomerMobile: '7654321',
          CustomerName: 'Asha Ramdial',
          CustomerAddress: '12 Cipero Street, San Fernando',
          EmailID: 'asha@example.tt',
          OrderProductList: [
            { ProductNo: 20, Quantity: 4 },
            { ProductNo: 79, Quantity: 1 },
          ],
          ...overrides,
        },
        customerToken ?? null,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.OrderNo as number;
    },
    async registerCustomer(mobile) {
      const r = await inject(
        'POST',
        '/api/customer/register',
        {
          CustomerName: 'Asha Ramdial',
          Mobile1: mobile,
          EmailID: `${mobile}@example.tt`,
          NewPassword: 'sorrel-2025',
          ConfirmPassword: 'sorrel-2025',
          ConfirmMobile: true,
        },
        null,
      );
      expect(r.status).toBe(200);
      return r.body.jwt as string;
    },
    audit: (entity, key) =>
      t.db.query('SELECT staff_no, action, entity, entity_key, before, after, at FROM audit_log WHERE entity = $1 AND entity_key = $2 ORDER BY audit_no', [
        entity,
        String(key),
      ]),
  };
  return ctx;
}
