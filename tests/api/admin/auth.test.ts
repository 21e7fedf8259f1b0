// Staff sign-in and the door of /api/admin/* (docs/back-office.md#staff): 401 without a token, 403 with a customer's,
// rate-limited login, disabled staff locked out at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, STAFF, type AdminTest } from './helpers.js';
import { addStaff } from '../../../host/admin/staff.js';
import { disableStaff } from '../../../host/admin/staff-access.js';
import { PAIR_BACKOFF, tooManyAttempts } from '../../../host/auth/rate-limit.js';
import { GUARD_MSG } from '../../../host/api/admin/guard.js';
import { LOGIN_MSG } from '../../../host/api/admin/login.js';
import { SCRYPT_N } from '../../../host/auth/passwords.js';
import { randomBytes, scryptSync } from 'node:crypto';

let a: AdminTest;
let customerToken: string;
beforeAll(async () => {
  a = await createAdminTest();
  customerToken = await a.registerCustomer('7300001');
});
afterAll(() => a.t.close());

const CALLS: Array<['GET' | 'POST', string, unknown]> = [
  ['GET', '/api/admin/GetOrders', undefined],
  ['GET', '/api/admin/GetOrder?OrderNo=1', undefined],
  ['POST', '/api/admin/SetOrderStatus', { OrderNo: 1, Status: 'Shipped' }],
  ['GET', '/api/admin/GetReturns', undefined],
  ['POST', '/api/admin/SetReturnStatus', { RmaNo: 1, Status: 'Approved' }],
  ['GET', '/api/admin/GetShops', undefined],
  ['POST', '/api/admin/SaveShop', { ShopName: 'Sneaky' }],
  ['GET', '/api/admin/GetShopReport', undefined],
  ['GET', '/api/admin/GetProduct?ProductNo=20', undefined],
  ['POST', '/api/admin/SaveProduct', { ProductNo: 20, SalesPrice: 1 }],
];

describe('the admin door', () => {
  it.each(CALLS)('%s %s answers 401 without a token, or with a forged or expired one', async (method, url, payload) => {
    const forged = a.token.slice(0, -4) + (a.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const token of [null, forged, 'not.a.jwt']) {
      const r = method === 'GET' ? await a.get(url, token) : await a.post(url, payload, token);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ success: false, msg: GUARD_MSG.signIn });
    }
  });

  it.each(CALLS)('%s %s answers 403 with a customer token', async (method, url, payload) => {
    const r = method === 'GET' ? await a.get(url, customerToken) : await a.post(url, payload, customerToken);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ success: false, msg: GUARD_MSG.staffOnly });
  });

  it('a staff token is no customer token', async () => {
    const r = await a.get('/api/shop/GetOrderHistory', a.token);
    expect(r.status).toBe(401);
  });

  it('nothing changed behind the refused calls', async () => {
    expect(await a.t.db.query("SELECT * FROM shops WHERE shop_name = 'Sneaky'")).toEqual([]);
    expect(await a.t.db.query("SELECT * FROM audit_log WHERE action <> 'staff.add'")).toEqual([]);
  });
});

describe('POST /api/admin/Login', () => {
  it('answers a staff JWT whose claims say staff', async () => {
    const r = await a.post('/api/admin/Login', { Mobile: STAFF.mobile, Password: STAFF.password }, null);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, Name: STAFF.name });
    const claims = JSON.parse(Buffer.from(String(r.body.Token).split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ staff: true, staff_no: String(a.staffNo), staff_name: STAFF.name, staff_mobile: STAFF.mobile });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect((await a.get('/api/admin/GetOrders', r.body.Token)).status).toBe(200);
  });

  it.each([
    [{}, 400, LOGIN_MSG.mobileRequired],
    [{ Mobile: STAFF.mobile }, 400, LOGIN_MSG.passwordRequired],
    [{ Mobile: 7000001, Password: 'x' }, 400, LOGIN_MSG.mobileRequired],
    [{ Mobile: STAFF.mobile, Password: 'wrong-password' }, 401, LOGIN_MSG.bad],
    [{ Mobile: '7999999', Password: STAFF.password }, 401, LOGIN_MSG.bad],
  ])('refuses %j with %i', async (payload, status, msg) => {
    const r = await a.post('/api/admin/Login', payload, null);
    expect(r).toEqual({ status, body: { success: false, msg } });
  });

  it('redoes a hash made with other scrypt settings at the next sign-in (N=2^17, p=1 took four times the memory)', async () => {
    await addStaff(a.t.db, { mobile: '7000003', name: 'Cora', password: 'tamarind-2025' }, new Date());
    const salt = randomBytes(16);
    const former = [
      'scrypt',
      2 ** 12,
      8,
      1,
      salt.toString('base64'),
      scryptSync('tamarind-2025', salt, 32, { N: 2 ** 12, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    await a.t.db.query("UPDATE staff SET password_hash = $1 WHERE mobile = '7000003'", [former]);
    const stored = async () => (await a.t.db.query<{ password_hash: string }>("SELECT password_hash FROM staff WHERE mobile = '7000003'"))[0].password_hash;
    expect((await a.post('/api/admin/Login', { Mobile: '7000003', Password: 'tamarind-2025' }, null)).status).toBe(200);
    expect((await stored()).split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT_N), '8', '3']);
    expect((await a.post('/api/admin/Login', { Mobile: '7000003', Password: 'tamarind-2025' }, null)).status).toBe(200);
  });

  it('a customer cannot sign in as staff with their own password', async () => {
    const r = await a.post('/api/admin/Login', { Mobile: '7300001', Password: 'sorrel-2025' }, null);
    expect(r.status).toBe(401);
  });

  it('is rate limited per mobile like the customers’ login, even for the right password', async () => {
    await addStaff(a.t.db, { mobile: '7000009', name: 'Guessed', password: 'right-password-1' }, new Date());
    for (let i = 0; i < PAIR_BACKOFF.free; i++) {
      expect((await a.post('/api/admin/Login', { Mobile: '7000009', Password: `guess-${i}` }, null)).status).toBe(401);
    }
    const blocked = await a.post('/api/admin/Login', { Mobile: '7000009', Password: 'right-password-1' }, null);
    expect(blocked).toEqual({ status: 429, body: { success: false, msg: tooManyAttempts(PAIR_BACKOFF.firstWaitMs / 1000) } });
    // Counted apart from a customer with the same mobile.
    const rows = await a.t.db.query<{ key: string }>("SELECT DISTINCT key FROM login_attempts WHERE key LIKE '%7000009'");
    expect(rows.map((r) => r.key)).toEqual(['mobile:staff:7000009']);
  });

  it('a disabled staff member can no longer sign in, and their token stops working at once', async () => {
    await addStaff(a.t.db, { mobile: '7000002', name: 'Ben', password: 'breadfruit-7' }, new Date());
    const login = await a.post('/api/admin/Login', { Mobile: '7000002', Password: 'breadfruit-7' }, null);
    expect(login.status).toBe(200);
    await disableStaff(a.t.db, '7000002', new Date());
    expect(await a.get('/api/admin/GetOrders', login.body.Token)).toMatchObject({ status: 401, body: { success: false, msg: GUARD_MSG.disabled } });
    expect((await a.post('/api/admin/Login', { Mobile: '7000002', Password: 'breadfruit-7' }, null)).status).toBe(401);
    const audit = await a.audit('staff', (await a.t.db.query<{ staff_no: number }>("SELECT staff_no FROM staff WHERE mobile = '7000002'"))[0].staff_no);
    expect(audit.map((r) => [r.action, r.staff_no, r.before, r.after])).toEqual([
      ['staff.add', null, null, { mobile: '7000002', name: 'Ben', email: '', owner: true }],
      ['staff.disable', null, { disabled: false }, { disabled: true }],
    ]);
  });
});
