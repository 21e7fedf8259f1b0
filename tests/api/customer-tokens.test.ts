// A password change revokes the account's earlier tokens on every request that reads a token (host/auth/tokens.ts):
// the stolen or forgotten token of a shared computer stops reading the account the moment its owner changes the
// password. The request that changed it gets a fresh token back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
let nextMobile = 7400001;

async function call(method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) {
  const res = await t.app.inject({ method, url, payload: body as Json | undefined, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() as Json };
}

async function registered(): Promise<{ mobile: string; token: string }> {
  const mobile = String(nextMobile++);
  const res = await call('POST', '/api/customer/register', null, {
    CustomerName: 'Asha Ramdial',
    Mobile1: mobile,
    EmailID: `${mobile}@example.tt`,
    NewPassword: 'sorrel-2025',
    ConfirmPassword: 'sorrel-2025',
    ConfirmMobile: true,
  });
  expect(res.status).toBe(200);
  return { mobile, token: res.body.jwt as string };
}

const changePassword = (token: string, from: string, to: string) =>
  call('POST', '/api/customer/ChangePassword', token, { CurrentPassword: from, NewPassword: to, ConfirmPassword: to });

const order = (mobile: string) => ({
  PMNo: 3,
  IsPickup: 1,
  ODeliverCountryNo: 1,
  CustomerMobile: mobile,
  CustomerName: 'Asha Ramdial',
  OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
});

describe('a password change', () => {
  it('revokes every earlier token of the account, and answers a new one that works', async () => {
    const { mobile, token: registration } = await registered();
    const otherDevice = (await call('POST', '/api/Auth/CLogin', null, { Mobile: mobile, Password: 'sorrel-2025' })).body.Token as string;
    expect((await call('GET', '/api/customer/GetAccount', otherDevice)).status).toBe(200);

    const changed = await changePassword(registration, 'sorrel-2025', 'mauby-drink');
    expect(changed).toMatchObject({ status: 200, body: { success: true, jwt: expect.any(String) } });
    const fresh = changed.body.jwt as string;

    for (const old of [registration, otherDevice]) {
      expect(await call('GET', '/api/customer/GetAccount', old)).toEqual({ status: 401, body: { success: false, msg: 'Please log in.' } });
      expect((await call('GET', '/api/shop/GetOrderHistory', old)).status).toBe(401);
      expect((await call('POST', '/api/customer/UpdateAccount', old, { CustomerName: 'Someone Else' })).status).toBe(401);
      expect((await changePassword(old, 'mauby-drink', 'taken-over')).status).toBe(401);
    }
    expect((await call('GET', '/api/customer/GetAccount', fresh)).body).toMatchObject({ success: true, Mobile1: mobile, CustomerName: 'Asha Ramdial' });
    expect(decodeJwt(fresh)).toMatchObject({ custom_mobile: mobile });

    // A new sign-in gets a token of the new version; a second change revokes the fresh one too.
    const signedIn = (await call('POST', '/api/Auth/CLogin', null, { Mobile: mobile, Password: 'mauby-drink' })).body.Token as string;
    expect((await call('GET', '/api/customer/GetAccount', signedIn)).status).toBe(200);
    const again = await changePassword(signedIn, 'mauby-drink', 'sorrel-again');
    expect(again.status).toBe(200);
    expect((await call('GET', '/api/customer/GetAccount', fresh)).status).toBe(401);
    expect((await call('GET', '/api/customer/GetAccount', again.body.jwt as string)).status).toBe(200);
  });

  it('an order sent with a revoked token is not linked to the account', async () => {
    const { mobile, token } = await registered();
    const fresh = (await changePassword(token, 'sorrel-2025', 'mauby-drink')).body.jwt as string;
    const placed = await call('POST', '/api/shop/SaveOrder', token, order(mobile));
    expect(placed.status).toBe(200);
    const [row] = await t.db.query<{ customer_no: number | null }>('SELECT customer_no FROM orders WHERE order_no = $1', [placed.body.OrderNo]);
    expect(row.customer_no).toBeNull();
    const mine = await call('POST', '/api/shop/SaveOrder', fresh, order(mobile));
    const [linked] = await t.db.query<{ customer_no: number | null }>('SELECT customer_no FROM orders WHERE order_no = $1', [mine.body.OrderNo]);
    expect(linked.customer_no).toEqual(Number(decodeJwt(fresh).custom_id));
  });

  it('a failed change (wrong current password) revokes nothing', async () => {
    const { token } = await registered();
    expect((await changePassword(token, 'not-it', 'mauby-drink')).status).toBe(400);
    expect((await call('GET', '/api/customer/GetAccount', token)).status).toBe(200);
  });
});
