// @vitest-environment happy-dom
// The back office's Settings screen and setup checklist (docs/back-office.md#settings): the checklist shows its open
// steps on the first screen, owners get a Settings tab whose form saves every setting, a refusal shows the server's
// message beside the form and a save shows the values as stored; staff who are not owners get no Settings tab.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $, $$, click, fakeApi, field, json, resetPage, restoreFakes, submit, text, type, type FakeRequest } from './store-pages-fake.js';
import { checkShopSettings } from '../../widgets/domain/shop-settings-check.js';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../widgets/domain/shop-settings.js';
import { setupChecklist } from '../../widgets/domain/setup-checklist.js';
import { mountAdmin, openTab } from './admin-app-page.js';

let calls: FakeRequest[];
let stored: ShopSettings;
let owner: boolean;
let staffCount: number;

beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  localStorage.setItem('trini-staff', 'staff.token.here');
  stored = DEFAULT_SHOP_SETTINGS;
  owner = true;
  staffCount = 1;
  calls = fakeApi((req) => {
    if (req.path === '/api/shop/PaymentOptions') return json({ success: true, UseWipay: false, Sandbox: false });
    switch (req.path) {
      case '/api/admin/GetOrders':
        return json({ success: true, Orders: [], Total: 0, PageNo: 1, PageSize: 25 });
      case '/api/admin/GetShops':
        return json({ success: true, Shops: [] });
      case '/api/admin/SetupChecklist': {
        const items = setupChecklist({ settings: stored, settingsSaved: stored !== DEFAULT_SHOP_SETTINGS, takesCards: false, productCount: 3, staffCount });
        return json({ success: true, Items: items, Done: items.every((i) => i.Done), Owner: owner });
      }
      case '/api/admin/GetShopSettings':
        return json({ success: true, Settings: stored });
      case '/api/admin/SaveShopSettings': {
        // The server's own check: the screen shows its message as it stands.
        const checked = checkShopSettings(req.body.Settings);
        if (!checked.ok) return json({ success: false, msg: checked.msg }, 400);
        stored = checked.settings;
        return json({ success: true, msg: 'Shop settings saved.', Settings: stored });
      }
    }
    return undefined;
  });
});
afterEach(restoreFakes);

/** Opens a tab, which the tab bar then marks as the current page. */
async function openTabOf(el: HTMLElement, hash: string): Promise<void> {
  await openTab(hash);
  expect($(el, `.tabs a[href='${hash}']`).getAttribute('aria-current')).toBe('page');
}

const tabs = (el: HTMLElement) => $$(el, '.tabs a').map((a) => a.textContent);

describe('the Settings screen', () => {
  it('lists the open setup steps first; saves the settings, showing a refusal beside the form and the stored values', async () => {
    const el = await mountAdmin();
    expect($$(el, '.setup-list li.open').map((li) => li.getAttribute('data-step'))).toEqual(['details', 'payment', 'staff']);
    expect(text(el, ".setup-list li[data-step='payment']")).toContain('Enter the bank account shoppers pay into in Settings');
    expect(tabs(el)).toEqual(['Orders', 'Returns', 'Shops', 'Products', 'Settings', 'Staff', 'Notices']);

    await openTabOf(el, '#settings');
    expect(field(el, 'Shop name').value).toBe('Our shop');
    expect(field(el, 'Freight to Trinidad (TT$)').value).toBe('40');
    await type(field(el, 'Shop name'), 'Cedar Soap Co.');
    await type(field(el, 'Contact email'), 'hello@cedar.tt');
    await click($(el, '.settings button.ghost')); // Add a pickup outlet
    await type(field(el, 'Address (one line)'), '12 Frederick Street, Port of Spain');
    await type(field(el, 'Opening hours'), 'Mon-Sat 9am-5pm');
    await type(field(el, 'Account name'), 'Cedar Soap Co.');
    await type(field(el, 'Bank'), 'First Island Bank');
    await type(field(el, 'Account number'), '700-800-900');
    await type(field(el, 'SWIFT code'), 'FIB');
    await submit($(el, '.settings form'));
    expect(text(el, '.settings .message.error')).toBe('Bank details: the SWIFT code must be 8 or 11 letters and digits (such as ABCDTTPX).');
    expect(stored).toBe(DEFAULT_SHOP_SETTINGS);

    await type(field(el, 'SWIFT code'), 'fibkttpx');
    await type(field(el, 'Freight to Tobago (TT$)'), '55');
    await submit($(el, '.settings form'));
    expect(text(el, '.settings .message.done')).toBe("Shop settings saved. The shop's pages show them now.");
    // The values as stored: the SWIFT code in capitals, the amounts as numbers.
    expect(field(el, 'SWIFT code').value).toBe('FIBKTTPX');
    expect(stored.bank).toEqual({ accountName: 'Cedar Soap Co.', bank: 'First Island Bank', accountNumber: '700-800-900', swift: 'FIBKTTPX', receiptNote: '' });
    expect(stored.delivery.tobago).toBe(55);
    expect(stored.pickups).toEqual([{ address: '12 Frederick Street, Port of Spain', street: '', town: '', region: '', hours: 'Mon-Sat 9am-5pm', phone: '' }]);
    expect(stored.lowStockThreshold).toBe(5);

    // Back on the first screen, the checklist was asked again: only the staff step is left.
    await openTabOf(el, '#orders');
    expect($$(el, '.setup-list li.open').map((li) => li.getAttribute('data-step'))).toEqual(['staff']);
    expect(calls.filter((c) => c.path === '/api/admin/SetupChecklist').length).toBeGreaterThanOrEqual(2);
  });

  it('shows no checklist once every step is done', async () => {
    stored = { ...DEFAULT_SHOP_SETTINGS, email: 'a@b.tt', bank: { accountName: 'A', bank: 'B', accountNumber: '1', swift: '', receiptNote: '' } };
    staffCount = 2;
    const el = await mountAdmin();
    expect(calls.some((c) => c.path === '/api/admin/SetupChecklist')).toBe(true);
    expect(el.shadowRoot!.querySelector('.setup')).toBeNull();
    expect($$(el, '.order-card')).toEqual([]);
  });

  it('gives staff who are not owners no Settings tab', async () => {
    owner = false;
    const el = await mountAdmin();
    expect(tabs(el)).toEqual(['Orders', 'Returns', 'Shops', 'Products']);
  });
});
