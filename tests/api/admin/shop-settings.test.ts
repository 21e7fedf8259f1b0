// The shop's settings in the back office (docs/back-office.md#settings): owners read and save them, other staff get a
// 403; a save is checked (4xx with the reason, never a 500), audited, and shown at once by the public answer and pages,
// and on PostgreSQL by every other host, with no restart: its pages, its answer and the mails it writes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { addStaff } from '../../../host/admin/staff.js';
import { appOutbox, buildApp } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { memoryMailer } from '../../../host/mail/mailer.js';
import { createDatabase } from '../../helpers/postgres-admin.js';
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

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('two hosts on one PostgreSQL', () => {
  it('a save on one host shows on the other at once: its answer, its pages and its confirmation mail', async () => {
    const made = await createDatabase(serverUrl!, 'trini_settings', inject('seededTemplate'));
    const dbs = [await openPostgres(made.url), await openPostgres(made.url)];
    const mailers = [memoryMailer(), memoryMailer()];
    const apps = await Promise.all(dbs.map((db, i) => buildApp({ config: testConfig({ databaseUrl: made.url }), db, overrides: { mailer: mailers[i] } })));
    const [first, second] = apps;
    const accountOn = async (app: (typeof apps)[number]) =>
      (await app.inject({ method: 'GET', url: '/api/shop/Settings' })).json().bank.accountNumber as string;
    try {
      await addStaff(dbs[0], { mobile: '7000041', name: 'Owner', password: 'hibiscus-2041' }, new Date());
      const login = await first.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000041', Password: 'hibiscus-2041' } });
      // Both hosts have served the details before (their catalogue snapshots are warm).
      for (const app of apps) expect(await accountOn(app)).toBe(DEMO_SHOP_SETTINGS.bank.accountNumber);

      const saved = await first.inject({
        method: 'POST',
        url: '/api/admin/SaveShopSettings',
        headers: { authorization: `Bearer ${login.json().Token}` },
        payload: { Settings: changed },
      });
      expect(saved.statusCode).toBe(200);
      await expect.poll(() => accountOn(second), { timeout: 2000, interval: 20 }).toBe(changed.bank.accountNumber);
      const page = await second.inject({ method: 'GET', url: '/aboutus' });
      expect(page.body).toContain(changed.name);
      expect(page.body).toContain(changed.phone);

      const order = await second.inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: {
          PMNo: 2,
          IsPickup: 1,
          ODeliverCountryNo: 1,
          CustomerMobile: '7654041',
          CustomerName: 'Asha Ramdial',
          EmailID: 'asha.two-hosts@example.tt',
          OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
        },
      });
      expect(order.statusCode, order.body).toBe(200);
      // Either host's sender may write it: the outbox is shared, and both know the new details.
      const mail = async () => {
        for (const app of apps) await appOutbox(app)!.flush();
        return mailers.flatMap((m) => m.sent).find((m) => m.to === 'asha.two-hosts@example.tt');
      };
      await expect.poll(mail, { timeout: 5000, interval: 50 }).toBeDefined();
      const text = (await mail())!.text;
      for (const value of [changed.bank.accountName, changed.bank.bank, changed.bank.accountNumber, changed.bank.swift]) expect(text).toContain(value);
      expect(text).not.toContain(DEMO_SHOP_SETTINGS.bank.accountNumber);
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await made.drop();
    }
  });
});
