// @vitest-environment happy-dom
// <trini-quick-order>: shop from the route with fallback, the form-local cart, docs/domain.md#validation messages, Source 2
// payload, confirmation, gateway and session prefill.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, flush, mount, product, shadow } from './mount.js';
import { CITIES, click, fakeApi, fieldLabelled, json, posts, radioLabelled, typeInto, until, type Call, type Handler } from './checkout-fakes.js';
import { $authDialog, $settings, SAVE, WIPAY, cart, resetOrderingPage, restoreFakes, session, toastTexts } from './fakes/ordering-page.js';
import type { Product } from '../../widgets/domain/types.js';

const M = await import('../../widgets/domain/messages.js');
const { deliveryMinimumMessage } = await import('../../widgets/domain/freight.js');
const { DEMO_SHOP_SETTINGS: SHOP } = await import('../../host/db/seed/shop-settings.js');

const serum = product({
  ProductNo: 12,
  ProductName: 'Turmeric Face Serum',
  ProductDescription: 'Brightening serum',
  Barcode: '8901',
  SalesPrice: 150,
  SalesPrice5: 600,
  ImageFilePathThumbnail: 'p/12t.jpg',
});

let calls: Call[] = [];
let navigations: string[] = [];
let shopAnswer: Handler;
let productAnswer: Product;
let save: Handler;

beforeEach(async () => {
  navigations = await resetOrderingPage();
  shopAnswer = () => json({ ShopNo: 21, ShopName: 'Maracas Naturals' });
  productAnswer = serum;
  save = () => json({ success: true, msg: 'Order placed successfully.', OrderNo: 2001, ItemTotal: 150, Freight: 0, TotalAmount: 150 });
  calls = fakeApi({
    '/api/Trini/GetCityList': () => json(CITIES),
    '/api/Shop/GetShop': (c) => shopAnswer(c),
    '/api/Product/loadproduct': (c) => json({ ...productAnswer, ProductNo: Number(c.url.searchParams.get('ProductNo')) }),
    [SAVE]: (c) => save(c),
    [WIPAY]: () => json({ success: true, url: 'https://pay.example.tt/x', msg: '' }),
  });
});

afterEach(restoreFakes);

async function openForm(attrs = 'product-no="12" shop-no="21"'): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await mount(`<trini-quick-order ${attrs}></trini-quick-order>`);
  await flush();
  const root = shadow(el);
  await until(() => !!root.querySelector('.cart-table') || !!root.querySelector('.hint'));
  return { el, root };
}

async function fillIn(root: ShadowRoot) {
  await typeInto(fieldLabelled(root, 'Mobile'), '7654321');
  await typeInto(fieldLabelled(root, 'Name'), 'Keisha');
}

const cell = (root: ShadowRoot, label: string) => root.querySelector(`td[data-label="${label}"]`)!;
const sendButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.place-order')!;

describe('<trini-quick-order>', () => {
  it('shows Create Order, the route shop, the product table and the totals; the shared cart is untouched', async () => {
    const { root } = await openForm();
    expect(root.querySelector('[part="title"]')!.textContent).toBe('Create Order');
    await until(() => root.querySelector('[part="shop-name"]')!.textContent === 'Maracas Naturals');
    expect(calls.find((c) => c.url.pathname === '/api/Shop/GetShop')!.url.searchParams.get('ShopNo')).toBe('21');
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'S.No',
      'Image',
      'Product Name/Desc',
      'Barcode',
      'Quantity',
      'Unit Price',
      'Total',
    ]);
    expect(cell(root, 'S.No').textContent).toBe('1');
    expect(cell(root, 'Image').querySelector('img')!.getAttribute('src')).toMatch(/\/p\/12t\.jpg$/);
    expect(cell(root, 'Product Name/Desc').textContent).toContain('Turmeric Face Serum');
    expect(cell(root, 'Barcode').textContent).toBe('8901');
    expect(cell(root, 'Quantity').querySelector('input')!.value).toBe('1');
    expect(cell(root, 'Unit Price').textContent).toBe('TT$150.00');
    expect(cell(root, 'Total').textContent).toBe('TT$150.00');
    expect(sendButton(root).textContent).toBe('Send Order');
    expect(radioLabelled(root, 'Guest').checked).toBe(true);
    expect(radioLabelled(root, 'Trinidad').checked).toBe(true);
    expect(radioLabelled(root, 'Cash on Delivery').checked).toBe(true);
    expect(cart.$cart.get().ItemCount).toBe(0);
  });

  it('falls back to the default shop when the lookup has no ShopName, fails, or no shop is given', async () => {
    shopAnswer = () => json({});
    let { root } = await openForm();
    await flush();
    expect(root.querySelector('[part="shop-name"]')!.textContent).toBe(SHOP.name);

    document.body.innerHTML = '';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shopAnswer = () => json({ msg: 'down' }, 500);
    ({ root } = await openForm('product-no="12" shop-no="22"'));
    await flush();
    expect(root.querySelector('[part="shop-name"]')!.textContent).toBe(SHOP.name);
    await fillIn(root);
    await click(radioLabelled(root, 'Pickup'));
    await click(sendButton(root));
    await until(() => posts(calls, SAVE).length > 0);
    expect(posts(calls, SAVE)[0].body).toMatchObject({ ShopNo: 16, ShopName: SHOP.name, Source: 2 });

    document.body.innerHTML = '';
    const before = calls.length;
    ({ root } = await openForm('product-no="12"'));
    expect(calls.slice(before).some((c) => c.url.pathname === '/api/Shop/GetShop')).toBe(false);
    expect(root.querySelector('[part="shop-name"]')!.textContent).toBe(SHOP.name);
  });

  it('reprices on quantity edits, applies the TT$500 rule, and freight by country and pickup', async () => {
    const { root } = await openForm();
    const totals = () => [...root.querySelectorAll('.totals dd')].map((d) => d.textContent);
    expect(radioLabelled(root, 'Delivery').disabled).toBe(true);
    expect(radioLabelled(root, 'Pickup').checked).toBe(true);
    expect(root.querySelector('[part="delivery-minimum"]')!.textContent).toBe(deliveryMinimumMessage);
    expect(totals()).toEqual(['TT$150.00', 'TT$0.00', 'TT$150.00']);

    await typeInto(cell(root, 'Quantity').querySelector('input')!, '5'); // the 5-unit price: TT$600
    expect(cell(root, 'Total').textContent).toBe('TT$600.00');
    expect(radioLabelled(root, 'Delivery').checked).toBe(true);
    expect(totals()).toEqual(['TT$600.00', 'TT$40.00', 'TT$640.00']);
    await click(radioLabelled(root, 'Tobago'));
    expect(totals()).toEqual(['TT$600.00', 'TT$60.00', 'TT$660.00']);
    await click(radioLabelled(root, 'Pickup'));
    expect(totals()[1]).toBe('TT$0.00');
    expect(root.querySelector('[part="pickup"]')!.textContent).toContain(SHOP.pickups[0].address);

    await typeInto(cell(root, 'Quantity').querySelector('input')!, ''); // retyping keeps the last quantity
    expect(cell(root, 'Total').textContent).toBe('TT$600.00');
    expect(cart.$cart.get().ItemCount).toBe(0);
  });

  it('validates in docs/domain.md#order-checks and sends a Source 2 order; success shows the order number and fires the event', async () => {
    const { root } = await openForm();
    await until(() => root.querySelector('[part="shop-name"]')!.textContent === 'Maracas Naturals');
    // Every message beside its field at once, the first field focused, nothing sent.
    const fieldMessage = () => [...root.querySelectorAll('[part="field-error"]')].map((e) => e.textContent);
    await click(sendButton(root));
    expect(fieldMessage()).toEqual([M.CUSTOMER_MOBILE_REQUIRED, M.CUSTOMER_NAME_REQUIRED]);
    expect(root.activeElement).toBe(fieldLabelled(root, 'Mobile'));
    await typeInto(fieldLabelled(root, 'Mobile'), '76543');
    await click(sendButton(root));
    expect(fieldMessage()).toEqual([M.PHONE_INVALID, M.CUSTOMER_NAME_REQUIRED]);
    await typeInto(fieldLabelled(root, 'Mobile'), '7654321');
    await click(sendButton(root));
    expect(fieldMessage()).toEqual([M.CUSTOMER_NAME_REQUIRED]);
    expect(fieldLabelled(root, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(fieldLabelled(root, 'Name'));
    expect(toastTexts()).toEqual([]);
    expect(posts(calls, SAVE)).toHaveLength(0);

    await typeInto(fieldLabelled(root, 'Name'), 'Keisha');
    await typeInto(root.querySelector('textarea')!, 'Leave at the gate');
    const placed: unknown[] = [];
    document.addEventListener('trini-order-placed', (e) => placed.push(e.detail), { once: true });
    await click(sendButton(root));
    await until(() => !!root.querySelector('[part="confirmation"]'));
    const [call] = posts(calls, SAVE);
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
    expect(call.body).toMatchObject({
      Source: 2,
      StoreNo: 8,
      InvoiceStoreName: 'Online Store',
      ShopNo: 21,
      ShopName: 'Maracas Naturals',
      PMNo: 3,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      IsWipayPayment: 0,
      Remarks: 'Leave at the gate',
      CustomerMobile: '7654321',
      CustomerName: 'Keisha',
      OrderProductList: [{ ProductNo: 12, Quantity: 1, SalesPrice: 150, TotalAmount: 150 }],
    });
    expect(placed).toEqual([{ orderNo: 2001, totalAmount: 150, paymentMethod: 3, source: 2 }]);
    expect(root.querySelector('[part="confirmation"]')!.textContent).toContain('Your order number is #2001.');
    expect(navigations).toEqual([]);
    expect(cart.$cart.get().ItemCount).toBe(0);
  });

  it('offers WhatsApp, SMS or no updates as the checkout does, WhatsApp once the mobile is typed, and sends the choice', async () => {
    const { root } = await openForm();
    const select = fieldLabelled<HTMLSelectElement>(root, 'Send order updates by');
    // No email is asked here, so none is offered.
    expect(Array.from(select.options, (o) => o.value)).toEqual(['whatsapp', 'sms', 'none']);
    const hint = () => root.getElementById(select.getAttribute('aria-describedby')!)!.textContent;
    expect(select.value).toBe('none');
    await fillIn(root);
    expect(select.value).toBe('whatsapp');
    expect(hint()).toBe('Your confirmation and order updates go to the mobile above by WhatsApp. Reply STOP to end them.');
    await typeInto(select, 'sms');
    expect(hint()).toBe('Your confirmation and order updates go to the mobile above by SMS. Reply STOP to end them.');
    await click(sendButton(root));
    await until(() => !!root.querySelector('[part="confirmation"]'));
    expect(posts(calls, SAVE)[0].body.NotifyChannel).toBe('sms');
  });

  it('offers no channel where the shop sends neither WhatsApp nor SMS, and names none in the order', async () => {
    const { $shop } = await import('../../widgets/state/shop.js');
    $shop.set({ ...$shop.get()!, phoneChannels: [] });
    const { root } = await openForm();
    await fillIn(root);
    expect([...root.querySelectorAll('label')].map((l) => l.textContent)).not.toContain('Send order updates by');
    await click(sendButton(root));
    await until(() => !!root.querySelector('[part="confirmation"]'));
    expect(posts(calls, SAVE)[0].body).not.toHaveProperty('NotifyChannel');
  });

  it('a delivery (from TT$500) needs an address and a city, said beside the field, like the checkout', async () => {
    const { root } = await openForm();
    await fillIn(root);
    await typeInto(cell(root, 'Quantity').querySelector('input')!, '5'); // TT$600: delivery
    expect(radioLabelled(root, 'Delivery').checked).toBe(true);
    const fieldMessage = () => [...root.querySelectorAll('[part="field-error"]')].map((e) => e.textContent);
    await click(sendButton(root));
    expect(fieldMessage()).toEqual([M.ADDRESS_REQUIRED, M.CITY_REQUIRED]);
    expect(root.activeElement).toBe(fieldLabelled(root, 'Address'));
    await typeInto(fieldLabelled(root, 'Address'), '7 Saddle Road');
    await click(sendButton(root));
    expect(fieldMessage()).toEqual([M.CITY_REQUIRED]);
    expect(root.activeElement).toBe(fieldLabelled(root, 'City'));
    expect(posts(calls, SAVE)).toHaveLength(0);
    await typeInto(fieldLabelled<HTMLSelectElement>(root, 'City'), '1');
    await click(sendButton(root));
    await until(() => posts(calls, SAVE).length > 0);
    expect(posts(calls, SAVE)[0].body).toMatchObject({ IsPickup: 0, CustomerAddress: '7 Saddle Road', CustomerCityNo: 1, Freight: 40, TotalAmount: 640 });
  });

  it('a quantity out of bounds is corrected with a note: 9999 -> 99, 0 -> 1', async () => {
    const { root } = await openForm();
    const input = () => cell(root, 'Quantity').querySelector('input')!;
    const note = () => root.querySelector('[part="quantity-note"]')!.textContent;
    const leave = () => act(async () => input().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    await typeInto(input(), '9999');
    await leave();
    expect(input().value).toBe('99');
    expect(note()).toBe(M.QUANTITY_LOWERED);
    await typeInto(input(), '0');
    await leave();
    expect(input().value).toBe('1');
    expect(note()).toBe(M.QUANTITY_RAISED);
    await typeInto(input(), '3');
    await leave();
    expect(input().value).toBe('3');
    expect(note()).toBe('');
  });

  it('a sold-out product is shown but not ordered: No product added.', async () => {
    productAnswer = { ...serum, IsSoldOut: 1 };
    const { root } = await openForm();
    expect(cell(root, 'Product Name/Desc').textContent).toContain(M.ITEM_SOLD_OUT);
    await fillIn(root);
    await click(sendButton(root));
    expect(toastTexts()).toEqual([M.NO_PRODUCT_ADDED]);
    expect(posts(calls, SAVE)).toHaveLength(0);
  });

  it('offers WiPay only with ew; chosen, it shows the note and logo and redirects to the gateway', async () => {
    const { root } = await openForm();
    expect(root.textContent).not.toContain('Pay by card (WiPay)');
    await act(async () => $settings.set({ useWipay: true, fromSocialAd: false }));
    await click(radioLabelled(root, 'Pay by card (WiPay)'));
    expect(root.querySelector('[part="wipay"]')!.textContent).toContain('You will be redirected to Wipay Payment Page');
    expect(root.querySelector('[part="wipay-logo"]')).not.toBeNull();
    expect(sendButton(root).textContent).toBe('Place Order Using Wipay');
    await fillIn(root);
    await click(sendButton(root));
    await until(() => navigations.length > 0);
    expect(posts(calls, WIPAY)[0].body).toMatchObject({ PMNo: 1, IsWipayPayment: 1, IsWipayPaymentPending: 1, Source: 2 });
    expect(navigations).toEqual(['https://pay.example.tt/x']);
  });

  it('opens the login and register dialogs and prefills mobile, name and email from the session', async () => {
    const { root } = await openForm();
    await click(radioLabelled(root, 'Register'));
    await click(root.querySelector('.account-button'));
    expect($authDialog.get()).toBe('register');
    await act(async () => {
      session.login(
        fakeJwt({
          custom_id: '9',
          custom_mobile: '18687001234',
          custom_CustomerName: 'Ravi',
          custom_Email: 'ravi@example.tt',
          exp: Math.floor(Date.now() / 1000) + 600,
        }),
      );
    });
    expect(fieldLabelled(root, 'Mobile').value).toBe('7001234');
    expect(fieldLabelled(root, 'Name').value).toBe('Ravi');
    await click(sendButton(root));
    await until(() => posts(calls, SAVE).length > 0);
    expect(posts(calls, SAVE)[0].body).toMatchObject({ CustomerMobile: '7001234', CustomerName: 'Ravi', EmailID: 'ravi@example.tt' });
  });

  it('loads another product when product-no changes; a failed load offers a retry', async () => {
    const { el, root } = await openForm();
    el.setAttribute('product-no', '13');
    await until(() => calls.some((c) => c.url.searchParams.get('ProductNo') === '13'));
    await flush();
    expect(cell(root, 'Quantity').querySelector('input')!.value).toBe('1');

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    calls.length = 0;
    fakeApi({ '/api/Product/loadproduct': () => json({ msg: 'down' }, 500), '/api/Trini/GetCityList': () => json(CITIES) });
    el.setAttribute('product-no', '14');
    await until(() => !!root.querySelector('.cart-section .link-button'));
    expect(error).toHaveBeenCalled();
    expect(root.querySelector('.cart-section')!.textContent).toContain('The product could not be loaded.');
  });
});
