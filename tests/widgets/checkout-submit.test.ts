// @vitest-environment happy-dom
// <trini-checkout> order submission: payload and defaults, Idempotency-Key, button state, success,
// server refusals, network failures, price changes and the WiPay gateway.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';
import { CITIES, click, deferred, fakeApi, fieldLabelled, json, posts, radioLabelled, typeInto, until, type Call, type Handler } from './checkout-fakes.js';
import { $settings, SAVE, WIPAY, attributeToShop, cart, resetOrderingPage, restoreFakes, setFromSocialAd, toastTexts } from './fakes/ordering-page.js';

const { NETWORK_NOTE } = await import('../../widgets/ui/checkout/use-order-submit.js');
const { RETRY_DEFAULTS } = await import('../../widgets/api/order-retry.js');
// Retries wait milliseconds here, not seconds (order-retry.test.ts checks the real waits).
Object.assign(RETRY_DEFAULTS, { baseDelayMs: 1, maxDelayMs: 20 });

const cream = product({
  ProductNo: 1,
  ProductName: 'Aloe Body Cream',
  SalesPrice: 300,
  ProductSKUList: [{ ProductSKUNo: 4, Color: 'Green', Size: '', Barcode: '' }],
});

let calls: Call[] = [];
let navigations: string[] = [];
let save: Handler;
let wipay: Handler;

beforeEach(async () => {
  navigations = await resetOrderingPage();
  save = () => json({ success: true, msg: 'Order placed successfully.', OrderNo: 1001, ItemTotal: 600, Freight: 40, TotalAmount: 640 });
  wipay = () => json({ success: true, url: 'https://pay.example.tt/checkout?id=9', msg: 'redirect', OrderNo: 1002 });
  calls = fakeApi({
    '/api/Trini/GetCityList': () => json(CITIES),
    [SAVE]: (c) => save(c),
    [WIPAY]: (c) => wipay(c),
  });
});

afterEach(restoreFakes);

async function readyCheckout(): Promise<ShadowRoot> {
  cart.addProduct(cream, 2);
  const el = await mount('<trini-checkout></trini-checkout>');
  await flush();
  const root = shadow(el);
  await typeInto(fieldLabelled(root, 'Mobile'), '7654321');
  await typeInto(fieldLabelled(root, 'Name'), ' Asha Ramdial ');
  await typeInto(fieldLabelled(root, 'Email'), 'asha@example.tt');
  await typeInto(fieldLabelled(root, 'Address'), '12 Queen Street');
  await typeInto(fieldLabelled<HTMLSelectElement>(root, 'City'), '1');
  await typeInto(fieldLabelled<HTMLTextAreaElement>(root, 'Order notes (optional)'), 'Call on arrival');
  return root;
}

const formButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.form-action .place-order')!;

describe('<trini-checkout> placing an order', () => {
  it('sends the docs/domain.md#entities, docs/orders.md#order-payload with an Idempotency-Key, fires trini-order-placed, clears the cart and goes to /success', async () => {
    const root = await readyCheckout();
    const placed: unknown[] = [];
    document.addEventListener('trini-order-placed', (e) => placed.push(e.detail), { once: true });
    await click(formButton(root));
    await until(() => navigations.length > 0);

    const [call] = posts(calls, SAVE);
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_:-]{8,100}$/);
    expect(call.body).toMatchObject({
      PMNo: 3,
      Source: 1,
      StoreNo: 8,
      InvoiceStoreName: 'Online Store',
      ShopNo: 16,
      IsPickup: 0,
      CountryNo: 1,
      ODeliverCountryNo: 1,
      IsWipayPayment: 0,
      IsWipayPaymentPending: 0,
      IsFromSocialAd: 0,
      NotifyChannel: 'whatsapp',
      CustomerMobile: '7654321',
      CustomerName: 'Asha Ramdial',
      EmailID: 'asha@example.tt',
      CustomerEmail: 'asha@example.tt',
      CustomerAddress: '12 Queen Street',
      CustomerCityNo: 1,
      Remarks: 'Call on arrival',
      ItemTotal: 600,
      Freight: 40,
      TotalAmount: 640,
      OrderProductList: [{ ProductNo: 1, Quantity: 2, Color: 'Green', SalesPrice: 300, TotalAmount: 600 }],
    });
    expect(call.body.NewOrderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(placed).toEqual([{ orderNo: 1001, totalAmount: 640, paymentMethod: 3, source: 1 }]);
    expect(cart.$cart.get().ItemCount).toBe(0);
    expect(navigations).toEqual(['/success']);
    expect(JSON.parse(sessionStorage.getItem('lastOrder')!)).toEqual({ orderNo: 1001, bankTransfer: false, total: 640 });
  });

  it('preselects WhatsApp for the mobile given, says where the updates go, and sends the channel chosen instead', async () => {
    const root = await readyCheckout();
    const select = fieldLabelled<HTMLSelectElement>(root, 'Send order updates by');
    expect(select.value).toBe('whatsapp');
    const hint = () => root.getElementById(select.getAttribute('aria-describedby')!)!.textContent;
    expect(hint()).toBe('Your confirmation and order updates go to the mobile above by WhatsApp. Reply STOP to end them.');
    await typeInto(select, 'sms');
    expect(hint()).toBe('Your confirmation and order updates go to the mobile above by SMS. Reply STOP to end them.');
    await click(formButton(root));
    await until(() => navigations.length > 0);
    expect(posts(calls, SAVE)[0].body.NotifyChannel).toBe('sms');
  });

  it('offers no WhatsApp or SMS where the shop does not send by them, and preselects e-mail', async () => {
    const { $shop } = await import('../../widgets/state/shop.js');
    $shop.set({ ...$shop.get()!, phoneChannels: [] });
    const root = await readyCheckout();
    const select = fieldLabelled<HTMLSelectElement>(root, 'Send order updates by');
    expect(Array.from(select.options, (o) => o.value)).toEqual(['email', 'none']);
    expect(select.value).toBe('email');
    await click(formButton(root));
    await until(() => navigations.length > 0);
    expect(posts(calls, SAVE)[0].body.NotifyChannel).toBe('email');
  });

  it('sends pickup, Tobago, bank transfer, the partner shop and the social-ad flag', async () => {
    attributeToShop(21);
    setFromSocialAd();
    const root = await readyCheckout();
    await click(radioLabelled(root, 'Tobago'));
    await click(radioLabelled(root, 'Pickup'));
    await click(radioLabelled(root, 'Bank Transfer'));
    await click(root.querySelector('.summary-action .place-order'));
    await until(() => navigations.length > 0);
    expect(posts(calls, SAVE)[0].body).toMatchObject({
      PMNo: 2,
      IsPickup: 1,
      CountryNo: 2,
      ODeliverCountryNo: 2,
      Freight: 0,
      TotalAmount: 600,
      ShopNo: 21,
      IsFromSocialAd: 1,
      Source: 1,
    });
    // The success page repeats the bank details for it.
    expect(JSON.parse(sessionStorage.getItem('lastOrder')!)).toMatchObject({ bankTransfer: true });
  });

  it('disables the button while the request runs; success not true shows Error: msg and enables it again', async () => {
    const root = await readyCheckout();
    const answer = deferred<Response>();
    save = () => answer.promise;
    await click(formButton(root));
    expect(formButton(root).disabled).toBe(true);
    expect(root.querySelector<HTMLButtonElement>('.summary-action .place-order')!.disabled).toBe(true);
    await click(formButton(root)); // a second click while busy sends nothing
    expect(posts(calls, SAVE)).toHaveLength(1);
    const reported: unknown[] = [];
    document.addEventListener('trini-error', (e) => reported.push(e.detail), { once: true });
    await act(async () => answer.resolve(json({ success: false, msg: 'Sea Moss Soap is sold out.' }, 409)));
    await until(() => !formButton(root).disabled);
    expect(toastTexts()).toEqual(['Error: Sea Moss Soap is sold out.']);
    expect(reported).toEqual([{ message: 'Sea Moss Soap is sold out.', reason: 'order-rejected', source: 'api' }]);
    expect(cart.$cart.get().ItemCount).toBe(1);
    expect(navigations).toEqual([]);
  });

  it('a network failure is logged, leaves a short note, and the retry reuses the Idempotency-Key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await readyCheckout();
    save = () => {
      throw new TypeError('Failed to fetch');
    };
    const reported: unknown[] = [];
    document.addEventListener('trini-error', (e) => reported.push(e.detail), { once: true });
    await click(formButton(root));
    await until(() => !formButton(root).disabled);
    expect(error).toHaveBeenCalled();
    expect(reported).toEqual([{ message: 'Order submission failed', reason: 'order-failed', source: 'api' }]);
    expect(root.querySelector('.form-action [part="notice"]')!.textContent).toBe(NETWORK_NOTE);
    expect(toastTexts()).toEqual([]);

    save = () => json({ success: true, msg: 'ok', OrderNo: 7 });
    await click(formButton(root));
    await until(() => navigations.length > 0);
    const [first, retry] = posts(calls, SAVE);
    expect(retry.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });

  it('a 503 twice: says the store is busy, retries with the same key and places one order', async () => {
    const root = await readyCheckout();
    const answers = [
      () => json({ success: false, msg: 'busy' }, 503),
      () => json({ success: false, msg: 'busy' }, 503),
      () => json({ success: true, msg: 'ok', OrderNo: 8, ItemTotal: 600, Freight: 40, TotalAmount: 640 }),
    ];
    const notes: string[] = [];
    save = () => {
      notes.push(root.querySelector('.form-action [part="notice"]')?.textContent ?? '');
      return answers.shift()!();
    };
    await click(formButton(root));
    await until(() => navigations.length > 0);
    const sent = posts(calls, SAVE);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((c) => c.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(notes[2]).toMatch(/^The store is very busy right now\. Trying again in 1 s \(try 3 of 6\)/);
    expect(navigations).toEqual(['/success']);
  });

  it('changed order content after a failure is a new attempt with a new key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await readyCheckout();
    save = () => json({ success: false, msg: 'try again' }, 400);
    await click(formButton(root));
    await until(() => !formButton(root).disabled);
    await click(formButton(root));
    await until(() => !formButton(root).disabled);
    await typeInto(fieldLabelled(root, 'Name'), 'Asha R.');
    await click(formButton(root));
    await until(() => !formButton(root).disabled);
    const keys = posts(calls, SAVE).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a 409 price change shows the message and the new total, and reprices the cart', async () => {
    const root = await readyCheckout();
    const msg = 'Prices have changed since you added these items. Please review your cart and place the order again.';
    save = () => json({ success: false, msg, ItemTotal: 700, Freight: 40, TotalAmount: 740 }, 409);
    calls = fakeApi({
      '/api/Trini/GetCityList': () => json(CITIES),
      [SAVE]: (c) => save(c),
      '/api/Product/loadproduct': () => json({ ...cream, SalesPrice: 350 }),
    });
    await click(formButton(root));
    await until(() => cart.$cart.get().ItemTotal === 700);
    expect(toastTexts()).toEqual(['Error: ' + msg]);
    expect(root.querySelector('.form-action [part="notice"]')!.textContent).toBe(`${msg} New total: TT$740.00.`);
    expect(root.querySelector('[part="total"]')!.textContent).toBe('TT$740.00');
    expect(cart.$cart.get().ItemList[0]).toMatchObject({ Quantity: 2, Color: 'Green', SalesPrice: 350 });
    expect(formButton(root).disabled).toBe(false);
  });
});

describe('<trini-checkout> with the WiPay gateway', () => {
  it('asks GetWipayUrl with the gateway flags and sends the browser to the url; the cart is kept', async () => {
    $settings.set({ useWipay: true, fromSocialAd: false });
    const root = await readyCheckout();
    await click(radioLabelled(root, 'Pay by card (WiPay)'));
    await click(formButton(root));
    await until(() => navigations.length > 0);
    const [call] = posts(calls, WIPAY);
    expect(call.body).toMatchObject({ PMNo: 1, IsWipayPayment: 1, IsWipayPaymentPending: 1, Source: 1 });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
    expect(posts(calls, SAVE)).toHaveLength(0);
    expect(navigations).toEqual(['https://pay.example.tt/checkout?id=9']);
    expect(cart.$cart.get().ItemCount).toBe(1);
    expect(formButton(root).disabled).toBe(true); // leaving for the gateway

    await act(async () => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })); // Back from WiPay
    });
    expect(formButton(root).disabled).toBe(false);
  });

  it('success not true shows Error: msg and enables the button again', async () => {
    $settings.set({ useWipay: true, fromSocialAd: false });
    wipay = () => json({ success: false, msg: 'Card payment is not available.' }, 400);
    const root = await readyCheckout();
    await click(radioLabelled(root, 'Pay by card (WiPay)'));
    await click(formButton(root));
    await until(() => toastTexts().length > 0);
    expect(toastTexts()).toEqual(['Error: Card payment is not available.']);
    expect(formButton(root).disabled).toBe(false);
    expect(navigations).toEqual([]);
  });
});
