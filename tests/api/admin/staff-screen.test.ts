// The shop's staff from the back office (docs/back-office.md#staff-screen): owners list, add, disable and enable staff,
// reset passwords and give or take the owner role, each change audited; others get a 403. A member given a password
// chooses their own at sign-in. Disabling ends the member's sessions and streams at once. The shop never loses its
// last enabled owner, and an owner never disables themselves.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminTest, STAFF, type AdminTest, type Json } from './helpers.js';
import { openEventStream } from '../../helpers/event-stream.js';
import { addStaff, STAFF_MSG } from '../../../host/admin/staff.js';
import { disableStaff } from '../../../host/admin/staff-access.js';
import { GUARD_MSG } from '../../../host/api/admin/guard.js';
import { LOGIN_MSG } from '../../../host/api/admin/login.js';

let a: AdminTest;
let base: string;
let clerk: { staffNo: number; token: string };
beforeAll(async () => {
  a = await createAdminTest();
  base = await a.t.app.listen({ host: '127.0.0.1', port: 0 });
  const added = await addStaff(a.t.db, { mobile: '7000002', name: 'Kiran Clerk', password: 'packing-2025x', owner: false }, new Date(), a.staffNo);
  clerk = { staffNo: added.staffNo, token: await signIn('7000002', 'packing-2025x') };
});
afterAll(() => a.t.close());

async function signIn(mobile: string, password: string, newPassword?: string): Promise<string> {
  const r = await a.post('/api/admin/Login', { Mobile: mobile, Password: password, ...(newPassword ? { NewPassword: newPassword } : {}) }, null);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Token as string;
}

const staffNoOf = async (mobile: string) =>
  Number((await a.t.db.query<{ staff_no: number }>('SELECT staff_no FROM staff WHERE mobile = $1', [mobile]))[0].staff_no);

describe('who may manage staff', () => {
  it.each<[string, string, Json | undefined]>([
    ['GET', '/api/admin/GetStaff', undefined],
    ['POST', '/api/admin/AddStaff', { Mobile: '7000090', Name: 'Nope', Password: 'not-allowed-1' }],
    ['POST', '/api/admin/SetStaffDisabled', { StaffNo: 1, Disabled: true }],
    ['POST', '/api/admin/SetStaffOwner', { StaffNo: 2, Owner: true }],
    ['POST', '/api/admin/ResetStaffPassword', { StaffNo: 1, Password: 'not-allowed-1' }],
  ])('%s %s: 403 for staff who are not owners, 401 without a staff token; nothing changes', async (method, url, body) => {
    const before = await a.t.db.query('SELECT * FROM staff ORDER BY staff_no');
    const call = (token: string | null) => (method === 'GET' ? a.get(url, token) : a.post(url, body, token));
    expect(await call(clerk.token)).toMatchObject({ status: 403, body: { success: false, msg: GUARD_MSG.ownerOnly } });
    expect(await call(null)).toMatchObject({ status: 401, body: { success: false, msg: GUARD_MSG.signIn } });
    expect(await a.t.db.query('SELECT * FROM staff ORDER BY staff_no')).toEqual(before);
  });

  it('an owner lists every member with their role and state', async () => {
    const r = await a.get('/api/admin/GetStaff');
    expect(r.status).toBe(200);
    expect(r.body.Staff).toEqual([
      expect.objectContaining({ StaffNo: a.staffNo, Mobile: STAFF.mobile, Name: STAFF.name, Owner: true, Disabled: false, MustChangePassword: false }),
      expect.objectContaining({ StaffNo: clerk.staffNo, Mobile: '7000002', Name: 'Kiran Clerk', Owner: false, Disabled: false }),
    ]);
  });
});

describe('AddStaff', () => {
  it.each<[string, Json, number, string]>([
    ['a mobile that is not 7 digits', { Mobile: '12345', Name: 'Ria', Password: 'temporary-pass' }, 400, STAFF_MSG.mobileInvalid],
    ['no name', { Mobile: '7000050', Name: ' ', Password: 'temporary-pass' }, 400, STAFF_MSG.nameRequired],
    ['a short password', { Mobile: '7000050', Name: 'Ria', Password: 'short' }, 400, STAFF_MSG.passwordTooShort],
    ['no password', { Mobile: '7000050', Name: 'Ria' }, 400, 'Password is required.'],
    ['a bad email', { Mobile: '7000050', Name: 'Ria', Email: 'ria@', Password: 'temporary-pass' }, 400, STAFF_MSG.emailInvalid],
    ['an owner flag that is no boolean', { Mobile: '7000050', Name: 'Ria', Password: 'temporary-pass', Owner: 'yes' }, 400, 'Owner must be true or false.'],
    ['a mobile already on staff', { Mobile: '7000002', Name: 'Ria', Password: 'temporary-pass' }, 409, STAFF_MSG.mobileTaken('7000002')],
  ])('refuses %s with its message and adds no one', async (_what, body, status, msg) => {
    const count = async () => (await a.t.db.query('SELECT staff_no FROM staff')).length;
    const before = await count();
    expect(await a.post('/api/admin/AddStaff', body)).toEqual({ status, body: { success: false, msg } });
    expect(await count()).toBe(before);
  });

  it('adds a member with a temporary password, audited; they choose their own at the first sign-in', async () => {
    const r = await a.post('/api/admin/AddStaff', { Mobile: '7000051', Name: 'Ria Packer', Email: 'ria@shop.tt', Password: 'given-by-ann', Owner: false });
    expect(r.status).toBe(200);
    expect(r.body.Member).toMatchObject({
      Mobile: '7000051',
      Name: 'Ria Packer',
      Email: 'ria@shop.tt',
      Owner: false,
      Disabled: false,
      MustChangePassword: true,
    });
    const no = r.body.Member.StaffNo as number;
    expect(await a.audit('staff', no)).toEqual([
      expect.objectContaining({
        staff_no: a.staffNo,
        action: 'staff.add',
        after: { mobile: '7000051', name: 'Ria Packer', email: 'ria@shop.tt', owner: false },
      }),
    ]);

    // The given password opens nothing but the choice of a new one.
    const first = await a.post('/api/admin/Login', { Mobile: '7000051', Password: 'given-by-ann' }, null);
    expect(first).toEqual({ status: 403, body: { success: false, NewPasswordNeeded: true, msg: LOGIN_MSG.newPasswordNeeded } });
    expect((await a.post('/api/admin/Login', { Mobile: '7000051', Password: 'wrong-password' }, null)).status).toBe(401);
    expect(await a.post('/api/admin/Login', { Mobile: '7000051', Password: 'given-by-ann', NewPassword: 'short' }, null)).toEqual({
      status: 400,
      body: { success: false, msg: STAFF_MSG.passwordTooShort },
    });
    expect(await a.post('/api/admin/Login', { Mobile: '7000051', Password: 'given-by-ann', NewPassword: 'given-by-ann' }, null)).toEqual({
      status: 400,
      body: { success: false, msg: STAFF_MSG.samePassword },
    });
    const token = await signIn('7000051', 'given-by-ann', 'rias-own-password');
    expect((await a.get('/api/admin/GetOrders', token)).status).toBe(200);
    expect((await a.post('/api/admin/Login', { Mobile: '7000051', Password: 'given-by-ann' }, null)).status).toBe(401);
    await signIn('7000051', 'rias-own-password');
    expect((await a.get('/api/admin/GetStaff')).body.Staff).toContainEqual(expect.objectContaining({ StaffNo: no, MustChangePassword: false }));
    expect((await a.audit('staff', no)).map((row) => [row.action, row.staff_no])).toEqual([
      ['staff.add', a.staffNo],
      ['staff.password', no],
    ]);
  });
});

describe('SetStaffDisabled', () => {
  it('ends the member’s sessions and open stream at once; enabled again, they sign in anew', async () => {
    const no = (await a.post('/api/admin/AddStaff', { Mobile: '7000052', Name: 'Dev', Password: 'given-by-ann' })).body.Member.StaffNo as number;
    const token = await signIn('7000052', 'given-by-ann', 'devs-own-password');
    const stream = await openEventStream(`${base}/api/admin/OrderEvents`, { authorization: `Bearer ${token}` });
    try {
      expect(stream.status).toBe(200);
      const r = await a.post('/api/admin/SetStaffDisabled', { StaffNo: no, Disabled: true });
      expect(r).toMatchObject({ status: 200, body: { success: true, msg: 'Dev is disabled and signed out everywhere.', Member: { Disabled: true } } });
      // The heartbeat is 25 s: the stream ends because the change ended it.
      await vi.waitFor(() => expect(stream.ended).toBe(true), { timeout: 1000, interval: 20 });
    } finally {
      stream.close();
    }
    expect(await a.get('/api/admin/GetOrders', token)).toMatchObject({ status: 401, body: { msg: GUARD_MSG.disabled } });
    expect((await a.post('/api/admin/Login', { Mobile: '7000052', Password: 'devs-own-password' }, null)).status).toBe(401);

    expect(await a.post('/api/admin/SetStaffDisabled', { StaffNo: no, Disabled: false })).toMatchObject({
      status: 200,
      body: { msg: 'Dev can sign in again.', Member: { Disabled: false } },
    });
    expect(await a.get('/api/admin/GetOrders', token)).toMatchObject({ status: 401, body: { msg: GUARD_MSG.signIn } });
    expect((await a.get('/api/admin/GetOrders', await signIn('7000052', 'devs-own-password'))).status).toBe(200);
    expect((await a.audit('staff', no)).filter((row) => row.action !== 'staff.password')).toEqual([
      expect.objectContaining({ action: 'staff.add' }),
      expect.objectContaining({ action: 'staff.disable', staff_no: a.staffNo, before: { disabled: false }, after: { disabled: true } }),
      expect.objectContaining({ action: 'staff.enable', staff_no: a.staffNo, before: { disabled: true }, after: { disabled: false } }),
    ]);
  });

  it('refuses an owner disabling themselves, and numbers nobody has', async () => {
    expect(await a.post('/api/admin/SetStaffDisabled', { StaffNo: a.staffNo, Disabled: true })).toEqual({
      status: 409,
      body: { success: false, msg: STAFF_MSG.disableSelf },
    });
    expect((await a.get('/api/admin/GetOrders')).status).toBe(200);
    expect(await a.post('/api/admin/SetStaffDisabled', { StaffNo: 9999, Disabled: true })).toEqual({
      status: 404,
      body: { success: false, msg: STAFF_MSG.numberNotFound(9999) },
    });
    expect((await a.post('/api/admin/SetStaffDisabled', { StaffNo: 'two', Disabled: true })).status).toBe(400);
    expect(await a.post('/api/admin/SetStaffDisabled', { StaffNo: clerk.staffNo })).toEqual({
      status: 400,
      body: { success: false, msg: 'Disabled is required (true or false).' },
    });
  });
});

describe('ResetStaffPassword', () => {
  it('signs the member out everywhere; they sign in with the given password and choose a new one', async () => {
    const no = (await a.post('/api/admin/AddStaff', { Mobile: '7000053', Name: 'Eve', Password: 'given-by-ann' })).body.Member.StaffNo as number;
    const token = await signIn('7000053', 'given-by-ann', 'eves-own-password');
    expect(await a.post('/api/admin/ResetStaffPassword', { StaffNo: no, Password: 'short' })).toEqual({
      status: 400,
      body: { success: false, msg: STAFF_MSG.passwordTooShort },
    });
    expect((await a.get('/api/admin/GetOrders', token)).status).toBe(200);

    const r = await a.post('/api/admin/ResetStaffPassword', { StaffNo: no, Password: 'reset-by-ann' });
    expect(r).toMatchObject({ status: 200, body: { success: true, Member: { MustChangePassword: true } } });
    expect(await a.get('/api/admin/GetOrders', token)).toMatchObject({ status: 401, body: { msg: GUARD_MSG.signIn } });
    expect((await a.post('/api/admin/Login', { Mobile: '7000053', Password: 'eves-own-password' }, null)).status).toBe(401);
    expect((await a.post('/api/admin/Login', { Mobile: '7000053', Password: 'reset-by-ann' }, null)).body.NewPasswordNeeded).toBe(true);
    await signIn('7000053', 'reset-by-ann', 'eves-next-password');
    expect((await a.audit('staff', no)).map((row) => [row.action, row.staff_no, row.after])).toEqual([
      ['staff.add', a.staffNo, expect.anything()],
      ['staff.password', no, null],
      ['staff.password', a.staffNo, { temporary: true }],
      ['staff.password', no, null],
    ]);
  });
});

describe('SetStaffOwner', () => {
  it('gives and takes the role, which counts from the member’s next call', async () => {
    expect(await a.post('/api/admin/SetStaffOwner', { StaffNo: clerk.staffNo, Owner: true })).toMatchObject({
      status: 200,
      body: { msg: 'Kiran Clerk is now an owner.', Member: { Owner: true } },
    });
    expect((await a.get('/api/admin/GetStaff', clerk.token)).status).toBe(200);
    expect((await a.get('/api/admin/SetupChecklist', clerk.token)).body.Owner).toBe(true);
    expect(await a.post('/api/admin/SetStaffOwner', { StaffNo: clerk.staffNo, Owner: false })).toMatchObject({
      status: 200,
      body: { msg: 'Kiran Clerk is no longer an owner.', Member: { Owner: false } },
    });
    expect((await a.get('/api/admin/GetStaff', clerk.token)).status).toBe(403);
    expect((await a.audit('staff', clerk.staffNo)).filter((row) => row.action === 'staff.owner')).toEqual([
      expect.objectContaining({ staff_no: a.staffNo, before: { owner: false }, after: { owner: true } }),
      expect.objectContaining({ staff_no: a.staffNo, before: { owner: true }, after: { owner: false } }),
    ]);
  });

  it('never leaves the shop without an enabled owner', async () => {
    // The only owner cannot give up the role.
    expect(await a.post('/api/admin/SetStaffOwner', { StaffNo: a.staffNo, Owner: false })).toEqual({
      status: 409,
      body: { success: false, msg: STAFF_MSG.lastOwner },
    });
    // A second owner who is disabled does not count.
    const second = (await a.post('/api/admin/AddStaff', { Mobile: '7000054', Name: 'Fay', Password: 'given-by-ann', Owner: true })).body.Member
      .StaffNo as number;
    expect((await a.post('/api/admin/SetStaffDisabled', { StaffNo: second, Disabled: true })).status).toBe(200);
    expect((await a.post('/api/admin/SetStaffOwner', { StaffNo: a.staffNo, Owner: false })).status).toBe(409);
    // Nor does the staff command's disable take the last one.
    await expect(disableStaff(a.t.db, STAFF.mobile, new Date())).rejects.toThrow(STAFF_MSG.lastOwner);
    expect((await a.get('/api/admin/GetStaff')).status).toBe(200);
  });

  it('two owners giving up the role at the same moment: one of them stays an owner', async () => {
    await a.post('/api/admin/SetStaffDisabled', { StaffNo: await staffNoOf('7000054'), Disabled: false });
    const fay = await signIn('7000054', 'given-by-ann', 'fays-own-password');
    const fayNo = await staffNoOf('7000054');
    const answers = await Promise.all([
      a.post('/api/admin/SetStaffOwner', { StaffNo: a.staffNo, Owner: false }),
      a.post('/api/admin/SetStaffOwner', { StaffNo: fayNo, Owner: false }, fay),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = await a.t.db.query('SELECT staff_no FROM staff WHERE is_owner AND disabled_at IS NULL');
    expect(owners).toHaveLength(1);
  });
});
