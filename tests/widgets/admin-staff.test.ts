// @vitest-environment happy-dom
// The back office's Staff screen (docs/back-office.md#staff-screen): owners get a Staff tab (and the setup checklist's
// staff step links to it); they add a member with a temporary password (a refusal shows the server's message and keeps
// what was typed), disable and enable, give and take the owner role and reset a password; they are offered no Disable
// on their own row. Staff who are not owners get neither tab. A member with a given password is asked for a new one at
// sign-in.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt } from './mount.js';
import { $, $$, click, fakeApi, field, json, resetPage, restoreFakes, submit, text, type, type FakeRequest } from './store-pages-fake.js';
import { DEFAULT_SHOP_SETTINGS } from '../../widgets/domain/shop-settings.js';
import { setupChecklist } from '../../widgets/domain/setup-checklist.js';
import type { StaffMemberRow } from '../../widgets/api/admin-staff.js';
import { mountAdmin, openTab } from './admin-app-page.js';

type Member = StaffMemberRow;

const TOKEN = fakeJwt({ staff: true, staff_no: '1', staff_name: 'Ann Owner', staff_mobile: '7000001', exp: 4102444800 });
const member = (StaffNo: number, Name: string, Mobile: string, more: Partial<Member> = {}): Member => ({
  StaffNo,
  Mobile,
  Name,
  Email: '',
  Owner: false,
  Disabled: false,
  MustChangePassword: false,
  CreatedAt: '2030-01-01T00:00:00.000Z',
  ...more,
});

let calls: FakeRequest[];
let staff: Member[];
let owner: boolean;
beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  localStorage.setItem('trini-staff', TOKEN);
  owner = true;
  staff = [member(1, 'Ann Owner', '7000001', { Owner: true }), member(2, 'Kiran Clerk', '7000002')];
  calls = fakeApi((req) => {
    if (req.path === '/api/shop/PaymentOptions') return json({ success: true, UseWipay: false, Sandbox: false });
    const found = staff.find((m) => m.StaffNo === req.body?.StaffNo);
    const changed = (m: Member, msg: string) => json({ success: true, msg, Member: m });
    switch (req.path) {
      case '/api/admin/GetOrders':
        return json({ success: true, Orders: [], Total: 0, PageNo: 1, PageSize: 25 });
      case '/api/admin/GetShops':
        return json({ success: true, Shops: [] });
      case '/api/admin/SetupChecklist': {
        const items = setupChecklist({ settings: DEFAULT_SHOP_SETTINGS, settingsSaved: true, takesCards: true, productCount: 3, staffCount: staff.length });
        return json({ success: true, Items: items, Done: items.every((i) => i.Done), Owner: owner });
      }
      case '/api/admin/GetStaff':
        return json({ success: true, Staff: staff });
      case '/api/admin/AddStaff': {
        if (req.body.Mobile.length !== 7) return json({ success: false, msg: 'The mobile must be 7 digits.' }, 400);
        const added = member(staff.length + 1, req.body.Name, req.body.Mobile, { Email: req.body.Email, Owner: req.body.Owner, MustChangePassword: true });
        staff = [...staff, added];
        return changed(added, 'added');
      }
      case '/api/admin/SetStaffDisabled':
        found!.Disabled = req.body.Disabled;
        return changed(found!, req.body.Disabled ? `${found!.Name} is disabled and signed out everywhere.` : `${found!.Name} can sign in again.`);
      case '/api/admin/SetStaffOwner':
        if (!req.body.Owner && staff.filter((m) => m.Owner && !m.Disabled).length === 1) {
          return json({ success: false, msg: 'The shop needs at least one enabled owner. Make another member an owner first.' }, 409);
        }
        found!.Owner = req.body.Owner;
        return changed(found!, `${found!.Name} is ${req.body.Owner ? 'now' : 'no longer'} an owner.`);
      case '/api/admin/ResetStaffPassword':
        found!.MustChangePassword = true;
        return changed(found!, `${found!.Name} is signed out and must choose a new password at the next sign-in.`);
    }
    return undefined;
  });
});
afterEach(restoreFakes);

const row = (el: HTMLElement, staffNo: number) => $(el, `.staff-member[data-staff-no='${staffNo}']`);
const rowButtons = (el: HTMLElement, staffNo: number) => [...row(el, staffNo).querySelectorAll('button')];
const buttons = (el: HTMLElement, staffNo: number) => rowButtons(el, staffNo).map((b) => b.textContent);
const button = (el: HTMLElement, staffNo: number, label: string) => rowButtons(el, staffNo).find((b) => b.textContent === label)!;
const posted = (path: string) => calls.filter((c) => c.path === `/api/admin/${path}`).map((c) => c.body);

describe('the Staff screen', () => {
  it('shows the staff step with a link to Staff, and the owner tabs', async () => {
    staff = [staff[0]];
    const el = await mountAdmin();
    expect($$(el, '.tabs a').map((a) => a.textContent)).toEqual(['Orders', 'Returns', 'Shops', 'Products', 'Settings', 'Staff', 'Notices']);
    expect(text(el, ".setup-list li[data-step='staff']")).toContain('on the Staff screen');
    expect($(el, ".setup-list li[data-step='staff'] a").getAttribute('href')).toBe('#staff');
  });

  it('adds a member, showing a refusal beside the form; disables, enables, makes owner and resets a password', async () => {
    const el = await mountAdmin();
    await openTab('#staff');
    expect($(el, ".tabs a[href='#staff']").getAttribute('aria-current')).toBe('page');
    expect(text(el, `.staff-member[data-staff-no='1'] .staff-head`)).toBe('Ann OwnerYouOwner');
    // No Disable on one's own row.
    expect(buttons(el, 1)).toEqual(['Remove owner role', 'Reset password']);
    expect(buttons(el, 2)).toEqual(['Disable', 'Make owner', 'Reset password']);

    await type(field(el, 'Name'), 'Ria Packer');
    await type(field(el, 'Mobile (7 digits)'), '70003');
    await type(field(el, 'Email (optional)'), 'ria@shop.tt');
    await type(field(el, 'Temporary password'), 'given-by-ann');
    await submit($(el, '.add-staff'));
    expect(text(el, '.add-staff .message.error')).toBe('The mobile must be 7 digits.');
    expect(field(el, 'Name').value).toBe('Ria Packer');

    await type(field(el, 'Mobile (7 digits)'), '7000003');
    const checklistAsked = () => calls.filter((c) => c.path === '/api/admin/SetupChecklist').length;
    const asked = checklistAsked();
    await submit($(el, '.add-staff'));
    // The setup checklist's staff step may be done now: it is asked again.
    expect(checklistAsked()).toBeGreaterThan(asked);
    expect(text(el, '.add-staff .message.done')).toBe('Ria Packer is added. Give them the temporary password: they choose their own at their first sign-in.');
    expect(posted('AddStaff').at(-1)).toEqual({ Name: 'Ria Packer', Mobile: '7000003', Email: 'ria@shop.tt', Password: 'given-by-ann', Owner: false });
    expect(field(el, 'Name').value).toBe('');
    expect(text(el, `.staff-member[data-staff-no='3']`)).toContain('New password at next sign-in');

    await click(button(el, 2, 'Disable'));
    expect(text(el, '.staff > .message.done')).toBe('Kiran Clerk is disabled and signed out everywhere.');
    expect(text(el, `.staff-member[data-staff-no='2'] .staff-head`)).toContain('Disabled');
    await click(button(el, 2, 'Enable'));
    expect(text(el, '.staff > .message.done')).toBe('Kiran Clerk can sign in again.');
    expect(posted('SetStaffDisabled')).toEqual([
      { StaffNo: 2, Disabled: true },
      { StaffNo: 2, Disabled: false },
    ]);

    await click(button(el, 1, 'Remove owner role'));
    expect(text(el, '.staff > .message.error')).toBe('The shop needs at least one enabled owner. Make another member an owner first.');
    await click(button(el, 2, 'Make owner'));
    expect(text(el, `.staff-member[data-staff-no='2'] .staff-head`)).toContain('Owner');

    await click(button(el, 3, 'Reset password'));
    await type(field(el, 'Temporary password for Ria Packer'), 'reset-by-ann');
    await submit(row(el, 3).querySelector<HTMLElement>('form.reset')!);
    expect(text(el, '.staff > .message.done')).toBe('Ria Packer is signed out and must choose a new password at the next sign-in.');
    expect(posted('ResetStaffPassword')).toEqual([{ StaffNo: 3, Password: 'reset-by-ann' }]);
    expect(row(el, 3).querySelector('form.reset')).toBeNull();
  });

  it('gives staff who are not owners neither Settings nor Staff, and no links to them', async () => {
    owner = false;
    staff = [staff[0]];
    const el = await mountAdmin();
    expect($$(el, '.tabs a').map((a) => a.textContent)).toEqual(['Orders', 'Returns', 'Shops', 'Products']);
    expect(el.shadowRoot!.querySelector(".setup-list li[data-step='staff'] a")).toBeNull();
  });
});

describe('signing in with a given password', () => {
  it('asks for a new password of one’s own, twice, and signs in with it', async () => {
    localStorage.clear();
    restoreFakes();
    calls = fakeApi((req) => {
      if (req.path === '/api/shop/PaymentOptions') return json({ success: true, UseWipay: false, Sandbox: false });
      if (req.path === '/api/admin/Login') {
        if (!req.body.NewPassword) {
          return json({ success: false, NewPasswordNeeded: true, msg: 'Your password was given to you: choose a new one of your own to sign in.' }, 403);
        }
        return json({ success: true, Token: TOKEN, Name: 'Ria' });
      }
      if (req.path === '/api/admin/GetOrders') return json({ success: true, Orders: [], Total: 0, PageNo: 1, PageSize: 25 });
      if (req.path === '/api/admin/GetShops') return json({ success: true, Shops: [] });
      return undefined;
    });
    const el = await mountAdmin();
    await type(field(el, 'Mobile'), '7000003');
    await type(field(el, 'Password'), 'given-by-ann');
    await submit($(el, '.sign-in'));
    expect(text(el, '.sign-in .message')).toBe('Your password was given to you: choose a new one of your own to sign in.');
    expect(text(el, '.sign-in')).toContain('Choose your own password: at least 10 characters.');

    await type(field(el, 'New password'), 'rias-own-password');
    await type(field(el, 'New password again'), 'rias-own-passwort');
    await submit($(el, '.sign-in'));
    expect(text(el, '.sign-in .message.error')).toBe('The two new passwords differ. Please type the same one twice.');
    expect(calls.filter((c) => c.path === '/api/admin/Login')).toHaveLength(1);

    await type(field(el, 'New password again'), 'rias-own-password');
    await submit($(el, '.sign-in'));
    expect(calls.filter((c) => c.path === '/api/admin/Login').at(-1)!.body).toEqual({
      Mobile: '7000003',
      Password: 'given-by-ann',
      NewPassword: 'rias-own-password',
    });
    expect(el.shadowRoot!.querySelector('.sign-in')).toBeNull();
    expect(localStorage.getItem('trini-staff')).toBe(TOKEN);
  });
});
