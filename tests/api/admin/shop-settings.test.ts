// The shop's settings in the back office (docs/back-office.md#settings): owners read and save them, other staff get a
// 403; a save is checked (4xx with the reason, never a 500), audited, and shown at once by the public answer and pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { addStaff } from '../../../host/admin/staff.js';
import { DEMO_SHOP_SETTINGS } from '../../../host/db/seed/shop-settings.js';
import { EMPTY_BANK, type ShopSettings } from '../../../widgets/domain/shop-settings.js';

let a: AdminTest;
let clerkToken: string;
beforeAll(async () => {
  a = await createAdminTest();
  await addStaff(a.t.db, { mobile: '7000002', name: 'Kiran Clerk', password: 'packing-2025x', owner: false }, new Date(), a.staffNo);
  clerkToken = (await a.post('/api/admin/Login', { Mobile: '7000002', Password: 'packing-2025x' }, null)).body.Token as string;
});
afterAll(() => a.t.close());

const changed: ShopSettings = {
  ...DEMO_SHOP_SETTINGS,
  name: 'Cedar Soap Co.',
  phone: '+1(868) 555-7777',
  bank: { accountName: 'Cedar Soap Co.', bank: 'First Island Bank', accountNumber: '700-800-900', swift: 'FIBKTTPX', receiptNote: 'Mail us the receipt.' },
};

describe('who may see the settings', () => {
  it('an owner reads them; a member of staff who is not one gets a 403; a shopper a 401', async () => {
    const owner = await a.get('/api/admin/GetShopSettings');
    expect(owner.status).toBe(200);
    expect(owner.body.Settings).toEqual(DEMO_SHOP_SETTINGS);
    expect(await a.get('/api/admin/GetShopSettings', clerkToken)).toMatchObject({
      status: 403,
      body: { success: false, msg: "This is for the shop's owners only." },
    });
    expect((await a.post('/api/admin/SaveShopSettings', { Settings: changed }, clerkToken)).status).toBe(403);
    expect((await a.get('/api/admin/GetShopSettings', null)).status).toBe(401);
  });
});

describe('SaveShopSettings', () => {
  it.each<[string, unknown, string]>([
    [
      'a malformed SWIFT',
      { ...changed, bank: { ...changed.bank, swift: 'RB' } },
      'Bank details: the SWIFT code must be 8 or 11 letters and digits (such as ABCDTTPX).',
    ],
    ['an empty account name', { ...changed, bank: { ...changed.bank, accountName: '' } }, 'Bank details: the account name is required.'],
    [
      'a negative freight',
      { ...changed, delivery: { ...changed.delivery, trinidad: -1 } },
      'Freight to Trinidad must be an amount of TT$0 or more (at most TT$100,000).',
    ],
    ['no settings at all', undefined, 'Settings must be an object of shop details.'],
  ])('refuses %s with a 400 that says why, and changes nothing', async (_what, settings, msg) => {
    const r = await a.post('/api/admin/SaveShopSettings', { Settings: settings });
    expect(r).toEqual({ status: 400, body: { success: false, msg } });
    expect((await a.get('/api/admin/GetShopSettings')).body.Settings).toEqual(DEMO_SHOP_SETTINGS);
  });

  it('saves, audits, and the public answer and the pages show the change on the next request', async () => {
    const r = await a.post('/api/admin/SaveShopSettings', { Settings: changed });
    expect(r).toEqual({ status: 200, body: { success: true, Settings: changed, msg: 'Shop settings saved.' } });
    const shown = (await a.get('/api/shop/Settings', null)).body;
    expect(shown.name).toBe('Cedar Soap Co.');
    expect(shown.bank.accountNumber).toBe('700-800-900');
    expect(shown).not.toHaveProperty('lowStockThreshold');
    const page = await a.t.app.inject({ method: 'GET', url: '/aboutus' });
    expect(page.body).toContain('Cedar Soap Co.');
    expect(page.body).toContain('+1(868) 555-7777');
    const [audit] = (await a.audit('shop', 'settings')) as Json[];
    expect(audit).toMatchObject({ action: 'SaveShopSettings', staff_no: a.staffNo });
  });

  it('without bank details, shoppers are told of no account', async () => {
    expect((await a.post('/api/admin/SaveShopSettings', { Settings: { ...changed, bank: EMPTY_BANK } })).status).toBe(200);
    expect((await a.get('/api/shop/Settings', null)).body.bank).toEqual(EMPTY_BANK);
  });
});

describe('SetupChecklist', () => {
  it('names each step and whether it is done', async () => {
    const r = await a.get('/api/admin/SetupChecklist');
    expect(r.status).toBe(200);
    expect((r.body.Items as Json[]).map((i) => [i.Step, i.Done])).toEqual([
      ['details', true],
      ['payment', true], // the test host takes sandbox card payments
      ['product', true],
      ['staff', true],
    ]);
    expect(r.body.Owner).toBe(true);
  });

  it('tells a member of staff who is not an owner that Settings are not theirs', async () => {
    const r = await a.get('/api/admin/SetupChecklist', clerkToken);
    expect(r.status).toBe(200);
    expect(r.body.Owner).toBe(false);
  });
});
