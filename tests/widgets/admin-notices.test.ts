// @vitest-environment happy-dom
// The back office's notices (docs/notifications.md#waiting-and-failed-notices): a banner on every screen, for every
// signed-in staff member, while no mail or message provider is set; and for owners a Notices tab listing what waits or
// failed, with a Resend on a failed one that shows the server's answer and lists the notice again as waiting.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt } from './mount.js';
import { $, $$, click, fakeApi, json, resetPage, restoreFakes, text, type FakeRequest } from './store-pages-fake.js';
import { DEFAULT_SHOP_SETTINGS } from '../../widgets/domain/shop-settings.js';
import { setupChecklist } from '../../widgets/domain/setup-checklist.js';
import type { WaitingNotice } from '../../widgets/domain/waiting-notice.js';
import { mountAdmin, openTab } from './admin-app-page.js';

const TOKEN = fakeJwt({ staff: true, staff_no: '1', staff_name: 'Ann Owner', staff_mobile: '7000001', exp: 4102444800 });

const notice = (more: Partial<WaitingNotice>): WaitingNotice => ({
  Outbox: 'mail',
  No: 1,
  Channel: 'email',
  Recipient: 'asha@example.tt',
  Subject: 'Order confirmation',
  OrderNo: 1042,
  RmaNo: null,
  State: 'pending',
  Attempts: 0,
  LastError: null,
  NextTryAt: '2030-01-01T10:00:00.000Z',
  CreatedAt: '2030-01-01T09:59:00.000Z',
  ...more,
});

let calls: FakeRequest[];
let owner: boolean;
let noticesOff: boolean;
let notices: WaitingNotice[];
beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  localStorage.setItem('trini-staff', TOKEN);
  owner = true;
  noticesOff = true;
  notices = [
    notice({ No: 7, State: 'failed', Attempts: 1, LastError: '550 5.1.1 mailbox unavailable', NextTryAt: null }),
    notice({ Outbox: 'message', No: 3, Channel: 'whatsapp', Recipient: '7654321', Attempts: 2, LastError: 'WhatsApp answered 503' }),
  ];
  calls = fakeApi((req) => {
    switch (req.path) {
      case '/api/shop/PaymentOptions':
        return json({ success: true, UseWipay: false, Sandbox: false });
      case '/api/admin/GetOrders':
        return json({ success: true, Orders: [], Total: 0, PageNo: 1, PageSize: 25 });
      case '/api/admin/SetupChecklist': {
        const items = setupChecklist({ settings: DEFAULT_SHOP_SETTINGS, settingsSaved: true, takesCards: true, productCount: 3, staffCount: 2 });
        return json({ success: true, Items: items, Done: true, Owner: owner, NoticesOff: noticesOff });
      }
      case '/api/admin/GetNotices':
        return json({ success: true, Notices: notices });
      case '/api/admin/ResendNotice': {
        const found = notices.find((n) => n.Outbox === req.body.Outbox && n.No === req.body.No)!;
        Object.assign(found, { State: 'pending', Attempts: 0, NextTryAt: '2030-01-01T10:05:00.000Z' });
        return json({ success: true, msg: 'Queued again: it is sent within a moment.' });
      }
    }
    return undefined;
  });
});
afterEach(restoreFakes);

const banner = (el: HTMLElement) => el.shadowRoot!.querySelector('.notices-banner');

describe('the banner when no notice leaves', () => {
  it('shows on every screen, to owners with a link to the notices', async () => {
    const el = await mountAdmin();
    expect(banner(el)?.textContent).toContain('No customer or staff notice leaves this shop.');
    expect(banner(el)?.getAttribute('role')).toBe('alert');
    expect($(el, '.notices-banner a').getAttribute('href')).toBe('#notices');
    await openTab('#returns');
    expect(banner(el)).not.toBeNull();
  });

  it('shows to staff who are not owners too, without the link and without the Notices tab', async () => {
    owner = false;
    const el = await mountAdmin();
    expect(banner(el)?.textContent).toContain('No customer or staff notice leaves this shop.');
    expect(banner(el)?.querySelector('a')).toBeNull();
    expect($$(el, '.tabs a').map((a) => a.textContent)).not.toContain('Notices');
  });

  it('is gone once a provider is set', async () => {
    noticesOff = false;
    const el = await mountAdmin();
    expect(banner(el)).toBeNull();
  });
});

describe('the Notices screen', () => {
  it('lists what waits or failed, failed first, and resends a failed one', async () => {
    const el = await mountAdmin();
    await openTab('#notices');
    expect($(el, ".tabs a[href='#notices']").getAttribute('aria-current')).toBe('page');
    const rows = $$(el, '.notice');
    expect(rows.map((r) => `${r.dataset.outbox}:${r.dataset.no}`)).toEqual(['mail:7', 'message:3']);
    const failed = text(el, ".notice[data-outbox='mail'][data-no='7']");
    for (const fact of ['Order confirmation', 'Failed', 'Email', 'asha@example.tt', '#1042', '550 5.1.1 mailbox unavailable', 'none: send it again']) {
      expect(failed).toContain(fact);
    }
    const waiting = text(el, ".notice[data-outbox='message'][data-no='3']");
    for (const fact of ['Waiting', 'WhatsApp', '7654321', 'WhatsApp answered 503']) expect(waiting).toContain(fact);
    expect($$(el, ".notice[data-outbox='message'] .quick")).toEqual([]);

    await click($(el, ".notice[data-outbox='mail'][data-no='7'] button"));
    expect(calls.filter((c) => c.path === '/api/admin/ResendNotice').map((c) => c.body)).toEqual([{ Outbox: 'mail', No: 7 }]);
    expect(text(el, '.notices > .message.done')).toBe('Queued again: it is sent within a moment.');
    expect(text(el, ".notice[data-outbox='mail'][data-no='7']")).toContain('Waiting');
    expect($$(el, ".notice[data-outbox='mail'][data-no='7'] button")).toEqual([]);
  });

  it('says so when nothing waits', async () => {
    notices = [];
    const el = await mountAdmin();
    await openTab('#notices');
    expect(text(el, '.notices')).toContain('Nothing waits: every notice has left.');
  });
});
