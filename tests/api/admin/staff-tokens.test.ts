// Staff tokens carry the member's token version: disabling them or changing their password revokes every staff
// token issued before, at once and on every host (the guard reads the version on each call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest } from './helpers.js';
import { addStaff, StaffError, STAFF_MSG } from '../../../host/admin/staff.js';
import { disableStaff, setStaffPassword } from '../../../host/admin/staff-access.js';
import { GUARD_MSG } from '../../../host/api/admin/guard.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

const signIn = async (mobile: string, password: string) => {
  const r = await a.post('/api/admin/Login', { Mobile: mobile, Password: password }, null);
  expect(r.status).toBe(200);
  return r.body.Token as string;
};

describe('staff tokens', () => {
  it('a password change revokes the member’s earlier tokens; a sign-in with the new password works', async () => {
    await addStaff(a.t.db, { mobile: '7000021', name: 'Cleo', password: 'breadfruit-7' }, new Date());
    const desk = await signIn('7000021', 'breadfruit-7');
    const phone = await signIn('7000021', 'breadfruit-7');
    expect((await a.get('/api/admin/GetOrders', desk)).status).toBe(200);

    await setStaffPassword(a.t.db, '7000021', 'soursop-2025', new Date());

    for (const old of [desk, phone]) {
      expect(await a.get('/api/admin/GetOrders', old)).toMatchObject({ status: 401, body: { success: false, msg: GUARD_MSG.signIn } });
    }
    expect((await a.post('/api/admin/Login', { Mobile: '7000021', Password: 'breadfruit-7' }, null)).status).toBe(401);
    expect((await a.get('/api/admin/GetOrders', await signIn('7000021', 'soursop-2025'))).status).toBe(200);
    // Another member's token is untouched.
    expect((await a.get('/api/admin/GetOrders')).status).toBe(200);
    const audit = await a.audit('staff', (await a.t.db.query<{ staff_no: number }>("SELECT staff_no FROM staff WHERE mobile = '7000021'"))[0].staff_no);
    expect(audit.map((r) => r.action)).toEqual(['staff.add', 'staff.password']);
  });

  it('disabling a member raises their version, so their tokens stay revoked even if the account is enabled again', async () => {
    await addStaff(a.t.db, { mobile: '7000022', name: 'Dane', password: 'breadfruit-8' }, new Date());
    const token = await signIn('7000022', 'breadfruit-8');
    await disableStaff(a.t.db, '7000022', new Date());
    expect(await a.get('/api/admin/GetOrders', token)).toMatchObject({ status: 401, body: { msg: GUARD_MSG.disabled } });
    await a.t.db.query("UPDATE staff SET disabled_at = NULL WHERE mobile = '7000022'");
    expect(await a.get('/api/admin/GetOrders', token)).toMatchObject({ status: 401, body: { msg: GUARD_MSG.signIn } });
    expect((await a.get('/api/admin/GetOrders', await signIn('7000022', 'breadfruit-8'))).status).toBe(200);
  });

  it('refuses a password the rules refuse, and an unknown mobile', async () => {
    await expect(setStaffPassword(a.t.db, '7000021', 'short', new Date())).rejects.toThrow(new StaffError(STAFF_MSG.passwordTooShort));
    await expect(setStaffPassword(a.t.db, '7999999', 'long-enough-1', new Date())).rejects.toThrow(new StaffError(STAFF_MSG.notFound('7999999')));
  });
});
