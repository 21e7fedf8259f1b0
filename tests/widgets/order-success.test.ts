// @vitest-environment happy-dom
// <trini-order-success>: the message (with the order number left by the checkout), Continue to /home,
// Track this order; no automatic redirect (WCAG 2.2.1).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mount, shadow } from './mount.js';
import { captureNavigation } from './checkout-fakes.js';
import { json, stubFetch } from './fakes/fetch.js';

await import('../../widgets/index.js');
const { DEMO_SHOP_SETTINGS: SHOP } = await import('../../host/db/seed/shop-settings.js');
const { publicShopSettings } = await import('../../widgets/domain/shop-settings.js');
const { $shop } = await import('../../widgets/state/shop.js');
const { BANK_DETAILS_LOADING } = await import('../../widgets/ui/checkout/BankDetails.js');

// The demo shop's settings, as the host's own pages carry them.
beforeEach(() => $shop.set(publicShopSettings(SHOP)));

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('<trini-order-success>', () => {
  it('shows the message, the order number once, and Continue to /home', async () => {
    captureNavigation();
    sessionStorage.setItem('lastOrder', '1001');
    const root = shadow(await mount('<trini-order-success></trini-order-success>'));
    expect(root.querySelector('[part="message"]')!.textContent).toBe('Your order has been successfully placed!');
    expect(root.querySelector('[part="order-number"]')!.textContent).toBe('Your order number is #1001.');
    const cont = root.querySelector('[part="continue"]')!;
    expect(cont.textContent).toBe('Continue');
    expect(cont.getAttribute('href')).toBe('/home');
    expect(sessionStorage.getItem('lastOrder')).toBeNull();

    await act(async () => {
      document.body.innerHTML = '';
    });
    const again = shadow(await mount('<trini-order-success></trini-order-success>'));
    expect(again.querySelector('[part="order-number"]')).toBeNull();
  });

  it('repeats the amount and the bank details for a bank-transfer order, and only for one', async () => {
    captureNavigation();
    sessionStorage.setItem('lastOrder', JSON.stringify({ orderNo: 1003, bankTransfer: true, total: 624 }));
    const root = shadow(await mount('<trini-order-success></trini-order-success>'));
    expect(root.querySelector('[part="order-number"]')!.textContent).toBe('Your order number is #1003.');
    const pay = root.querySelector('[part="pay-by-transfer"]')!;
    expect(pay.querySelector('p')!.textContent).toBe('Please pay by bank transfer to the account below, with order #1003 as the reference. Amount: TT$624.00.');
    const details = [...pay.querySelectorAll('[part="bank-details"] dd')].map((dd) => dd.textContent);
    expect(details).toEqual([SHOP.bank.accountName, SHOP.bank.bank, SHOP.bank.accountNumber, SHOP.bank.swift]);
    await act(async () => {
      document.body.innerHTML = '';
    });
    sessionStorage.setItem('lastOrder', JSON.stringify({ orderNo: 1004, bankTransfer: false, total: 100 }));
    const cash = shadow(await mount('<trini-order-success></trini-order-success>'));
    expect(cash.querySelector('[part="order-number"]')!.textContent).toBe('Your order number is #1004.');
    expect(cash.querySelector('[part="pay-by-transfer"]')).toBeNull();
  });

  // A page asks for the shop's settings once, and again only after a failed ask: this test comes before the one
  // whose ask succeeds.
  it('says the details will be sent when the shop cannot be asked for them', async () => {
    captureNavigation();
    $shop.set(null);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => json({ success: false, msg: 'not found' }, 404));
    sessionStorage.setItem('lastOrder', JSON.stringify({ orderNo: 1006, bankTransfer: true, total: 624 }));
    const root = shadow(await mount('<trini-order-success></trini-order-success>'));
    await vi.waitFor(() => expect(root.querySelector('[part="bank-details"]')!.textContent).toBe('We will send you the bank account details.'));
    vi.unstubAllGlobals();
  });

  it('on a page that does not carry the shop, asks for its bank details and never says there are none meanwhile', async () => {
    captureNavigation();
    $shop.set(null);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = stubFetch(async () => {
      await answered;
      return json(publicShopSettings(SHOP));
    });
    sessionStorage.setItem('lastOrder', JSON.stringify({ orderNo: 1005, bankTransfer: true, total: 624 }));
    const root = shadow(await mount('<trini-order-success></trini-order-success>'));
    const details = () => root.querySelector('[part="bank-details"]')!;
    expect(details().textContent).toBe(BANK_DETAILS_LOADING);
    expect(calls.map((c) => c.path)).toEqual(['/api/shop/Settings']);
    await act(async () => {
      answer();
      await vi.waitFor(() => expect($shop.get()).not.toBeNull());
    });
    expect([...details().querySelectorAll('dd')].map((dd) => dd.textContent)).toContain(SHOP.bank.accountNumber);
    vi.unstubAllGlobals();
  });

  it('stays until the shopper moves on, with a way to track the order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const navigations = captureNavigation();
    sessionStorage.setItem('lastOrder', '1002');
    const root = shadow(await mount('<trini-order-success></trini-order-success>'));
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(navigations).toEqual([]);
    const track = root.querySelector('[part="track"]')!;
    expect([track.textContent, track.getAttribute('href')]).toEqual(['Track this order', '/ordertrack?OrderNo=1002']);
    // Not a live region read out on arrival: the page's heading and the message are there to be read.
    expect(root.querySelector('[role="status"]')).toBeNull();
  });
});
