// @vitest-environment happy-dom
// <trini-checkout>: rendering, docs/domain.md#order-checks messages in order, freight, the TT$500 rule, payment choices, session prefill.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt, flush, mount, product, shadow } from './mount.js';
import { CITIES, click, fakeApi, fieldLabelled, json, radioLabelled, typeInto, type Call } from './checkout-fakes.js';
import { $authDialog, $settings, cart, resetOrderingPage, restoreFakes, session, toastTexts } from './fakes/ordering-page.js';
import type { Product } from '../../widgets/domain/types.js';

const M = await import('../../widgets/domain/messages.js');
const { deliveryMinimumMessage } = await import('../../widgets/domain/freight.js');
const { DEMO_SHOP_SETTINGS: SHOP } = await import('../../host/db/seed/shop-settings.js');

let calls: Call[] = [];

beforeEach(async () => {
  await resetOrderingPage();
  calls = fakeApi({ '/api/Trini/GetCityList': () => json(CITIES) });
});

afterEach(restoreFakes);

async function openCheckout(...items: Array<[Product, number]>): Promise<ShadowRoot> {
  for (const [p, qty] of items) cart.addProduct(p, qty);
  const el = await mount('<trini-checkout></trini-checkout>');
  await flush();
  return shadow(el);
}

const cream = product({ ProductNo: 1, ProductName: 'Aloe Body Cream', SalesPrice: 300, ImageFilePathThumbnail: 'p/1t.jpg' });
const soap = product({ ProductNo: 2, ProductName: 'Sea Moss Soap', SalesPrice: 50 });

describe('<trini-checkout> rendering', () => {
  it('shows the empty message with Continue Shopping when the cart is empty', async () => {
    const root = await openCheckout();
    expect(root.querySelector('.empty-title')!.textContent).toBe(M.CART_EMPTY);
    expect(root.textContent).toContain(M.SAVED_FOR_LATER);
    const link = [...root.querySelectorAll('a')].find((a) => a.textContent === 'Continue Shopping')!;
    expect(link.getAttribute('href')).toBe('/home');
    expect(root.querySelector('form')).toBeNull();
  });

  it('lists the order with quantity badges, variant, totals and the guest defaults', async () => {
    const variant = product({
      ProductNo: 3,
      ProductName: 'Shea Butter',
      SalesPrice: 120,
      ProductSKUList: [{ ProductSKUNo: 1, Color: 'Gold', Size: '250ml', Barcode: '9' }],
    });
    const root = await openCheckout([cream, 2], [variant, 1]);
    const lines = root.querySelectorAll('.summary-line');
    expect(lines).toHaveLength(2);
    expect(lines[0].querySelector('.qty-badge')!.textContent).toBe('2');
    expect(lines[0].querySelector('.line-name')!.textContent).toBe('Aloe Body Cream');
    expect(lines[0].querySelector('.line-total')!.textContent).toBe('TT$600.00');
    expect(lines[0].querySelector('img')!.getAttribute('src')).toMatch(/\/p\/1t\.jpg$/);
    expect(lines[1].querySelector('.line-variant')!.textContent).toBe('Gold / 250ml');
    expect(root.querySelector('.totals')!.textContent).toBe('Sub TotalTT$720.00FreightTT$40.00TotalTT$760.00');
    expect(radioLabelled(root, 'Guest').checked).toBe(true);
    expect(radioLabelled(root, 'Cash on Delivery').checked).toBe(true);
    expect(radioLabelled(root, 'Delivery').checked).toBe(true);
    expect(root.textContent).not.toContain('Pay by card (WiPay)');
    const buttons = root.querySelectorAll('.place-order');
    expect([...buttons].map((b) => b.textContent)).toEqual(['Place Order', 'Place Order']);
    expect(root.querySelector('.summary-action .place-order')).not.toBeNull(); // the narrow-screen one
    expect(root.querySelector('[part="summary"]')).not.toBeNull();
    const mobile = fieldLabelled(root, 'Mobile');
    expect(mobile.getAttribute('inputmode')).toBe('numeric');
    expect(root.querySelector('.phone .prefix')!.textContent).toBe('+1(868)');
  });

  it('shows every refused field at once, each message beside its field, focuses the first, and sends nothing', async () => {
    const root = await openCheckout([cream, 2]);
    const submit = root.querySelector<HTMLButtonElement>('.form-action .place-order')!;
    /** The refused fields, in order: aria-invalid, each message tied by aria-describedby, focus on the first. */
    const refused = (...fields: Array<[label: string, message: string]>) => {
      for (const [label, message] of fields) {
        const field = fieldLabelled<HTMLElement>(root, label);
        expect(field.getAttribute('aria-invalid'), label).toBe('true');
        const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => root.getElementById(id)?.textContent);
        expect(described).toContain(message);
      }
      expect(root.activeElement).toBe(fieldLabelled<HTMLElement>(root, fields[0][0]));
      expect(root.querySelectorAll('[aria-invalid="true"]')).toHaveLength(fields.length);
      expect([...root.querySelectorAll('[part="field-error"]')].map((e) => e.textContent)).toEqual(fields.map(([, m]) => m));
    };
    await click(submit);
    refused(['Mobile', M.CUSTOMER_MOBILE_REQUIRED], ['Name', M.CUSTOMER_NAME_REQUIRED], ['Address', M.ADDRESS_REQUIRED], ['City', M.CITY_REQUIRED]);
    await typeInto(fieldLabelled(root, 'Mobile'), '12345');
    await click(submit);
    refused(['Mobile', M.PHONE_INVALID], ['Name', M.CUSTOMER_NAME_REQUIRED], ['Address', M.ADDRESS_REQUIRED], ['City', M.CITY_REQUIRED]);
    await typeInto(fieldLabelled(root, 'Mobile'), '7654321');
    await typeInto(fieldLabelled(root, 'Name'), '   ');
    await click(submit);
    refused(['Name', M.CUSTOMER_NAME_REQUIRED], ['Address', M.ADDRESS_REQUIRED], ['City', M.CITY_REQUIRED]);
    await typeInto(fieldLabelled(root, 'Name'), 'Asha');
    await typeInto(fieldLabelled(root, 'Email'), 'not-an-email');
    await typeInto(fieldLabelled(root, 'Address'), ' 12 Main ');
    await click(root.querySelector('.summary-action .place-order'));
    refused(['Email', M.EMAIL_INVALID], ['Address', M.ADDRESS_REQUIRED], ['City', M.CITY_REQUIRED]);
    await typeInto(fieldLabelled(root, 'Email'), '');
    await typeInto(fieldLabelled(root, 'Address'), '12 Main Road');
    await click(submit);
    refused(['City', M.CITY_REQUIRED]);
    expect(toastTexts()).toEqual([]); // beside the fields, not in a snack bar
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a pickup is sent without address and city', async () => {
    calls = fakeApi({
      '/api/Trini/GetCityList': () => json(CITIES),
      '/api/shop/SaveOrder': () => json({ success: true, msg: 'ok', OrderNo: 9, ItemTotal: 600, Freight: 0, TotalAmount: 600 }),
    });
    const root = await openCheckout([cream, 2]);
    await typeInto(fieldLabelled(root, 'Mobile'), '7654321');
    await typeInto(fieldLabelled(root, 'Name'), 'Asha');
    await click(radioLabelled(root, 'Pickup'));
    await click(root.querySelector('.form-action .place-order'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ IsPickup: 1, CustomerAddress: '', CustomerCityNo: 0, Freight: 0, TotalAmount: 600 });
  });

  it('the mobile field keeps digits only and takes a pasted +1 868 number', async () => {
    const root = await openCheckout([cream, 2]);
    const mobile = () => fieldLabelled(root, 'Mobile');
    for (const [typed, kept] of [
      ['12ab', '12'],
      ['+1 868 777-1234', '7771234'],
      ['1-868-555 0199', '5550199'],
      ['868 777 1234', '7771234'],
      ['77712345', '7771234'],
    ]) {
      await typeInto(mobile(), typed);
      expect(mobile().value, typed).toBe(kept);
    }
  });
});

describe('<trini-checkout> freight and delivery', () => {
  it('recalculates freight by country and pickup, and shows the pickup address and phone', async () => {
    const root = await openCheckout([cream, 2]);
    const freight = () => root.querySelectorAll('.totals dd')[1].textContent;
    expect(freight()).toBe('TT$40.00');
    await click(radioLabelled(root, 'Tobago'));
    expect(cart.$cart.get().DeliverCountryNo).toBe(2);
    expect(freight()).toBe('TT$60.00');
    expect(root.querySelector('[part="total"]')!.textContent).toBe('TT$660.00');
    await click(radioLabelled(root, 'Pickup'));
    expect(cart.$cart.get().IsPickup).toBe(1);
    expect(freight()).toBe('TT$0.00');
    const pickup = root.querySelector('[part="pickup"]')!.textContent!;
    expect(pickup).toContain(SHOP.pickups[0].address);
    expect(pickup).toContain(SHOP.pickups[0].phone);
    await click(radioLabelled(root, 'Delivery'));
    expect(root.querySelector('[part="pickup"]')).toBeNull();
    expect(freight()).toBe('TT$60.00');
  });

  it('below TT$500 disables Delivery with the minimum message and chooses Pickup; reverts when the total allows', async () => {
    const root = await openCheckout([soap, 2]);
    const delivery = radioLabelled(root, 'Delivery');
    expect(delivery.disabled).toBe(true);
    expect(radioLabelled(root, 'Pickup').checked).toBe(true);
    // Derived, not stored: the cart keeps the shopper's own choice; every summary reads pickup.
    expect(cart.$cart.get().IsPickup).toBe(0);
    expect(root.querySelector('[part="delivery-minimum"]')!.textContent).toBe(deliveryMinimumMessage);
    expect(root.querySelectorAll('.totals dd')[1].textContent).toBe('TT$0.00');

    await act(async () => cart.setQuantity(2, 10)); // TT$500: delivery is offered again
    expect(radioLabelled(root, 'Delivery').disabled).toBe(false);
    expect(radioLabelled(root, 'Delivery').checked).toBe(true);
    expect(root.querySelector('[part="delivery-minimum"]')).toBeNull();
    expect(root.querySelectorAll('.totals dd')[1].textContent).toBe('TT$40.00');
  });

  it('a pickup the shopper chose stays chosen when the cart grows past the minimum', async () => {
    const root = await openCheckout([cream, 2]);
    await click(radioLabelled(root, 'Pickup'));
    await act(async () => cart.setQuantity(1, 3));
    expect(radioLabelled(root, 'Pickup').checked).toBe(true);
    expect(root.querySelectorAll('.totals dd')[1].textContent).toBe('TT$0.00');
  });

  it('lists the chosen island’s cities with a None option and drops a city of the other island', async () => {
    const root = await openCheckout([cream, 2]);
    const city = fieldLabelled<HTMLSelectElement>(root, 'City');
    expect([...city.options].map((o) => o.textContent)).toEqual(['None', 'Arima', 'Port of Spain']);
    await typeInto(city, '2');
    expect(city.value).toBe('2');
    await click(radioLabelled(root, 'Tobago'));
    expect([...city.options].map((o) => o.textContent)).toEqual(['None', 'Scarborough']);
    expect(city.value).toBe('0');
  });
});

describe('<trini-checkout> payment and account', () => {
  it('shows the bank details for a bank transfer', async () => {
    const root = await openCheckout([cream, 2]);
    await click(radioLabelled(root, 'Bank Transfer'));
    const bank = root.querySelector('[part="bank-details"]')!.textContent!;
    for (const value of [SHOP.bank.accountName, SHOP.bank.bank, SHOP.bank.accountNumber, SHOP.bank.swift, SHOP.bank.receiptNote]) {
      expect(bank).toContain(value);
    }
    expect(root.querySelector('.form-action .place-order')!.textContent).toBe('Place Order');
  });

  it('offers the gateway only with the ew setting; chosen, it shows the logo, the note and the Wipay caption', async () => {
    const root = await openCheckout([cream, 2]);
    expect(root.textContent).not.toContain('Pay by card (WiPay)');
    await act(async () => $settings.set({ useWipay: true, fromSocialAd: false }));
    await click(radioLabelled(root, 'Pay by card (WiPay)'));
    expect(root.querySelector('[part="wipay-logo"]')!.getAttribute('aria-label')).toBe('WiPay');
    expect(root.querySelector('[part="wipay"]')!.textContent).toContain(M.WIPAY_REDIRECT_NOTE);
    expect([...root.querySelectorAll('.place-order')].map((b) => b.textContent)).toEqual(['Place Order Using Wipay', 'Place Order Using Wipay']);
    await act(async () => $settings.set({ useWipay: false, fromSocialAd: false })); // setting gone: back to the default
    expect(radioLabelled(root, 'Cash on Delivery').checked).toBe(true);
    expect(root.querySelector('.form-action .place-order')!.textContent).toBe('Place Order');
  });

  it('Login and Register open the account dialogs through the shared dialog state', async () => {
    const root = await openCheckout([cream, 2]);
    expect(root.querySelector('.account-button')).toBeNull();
    await click(radioLabelled(root, 'Login'));
    await click(root.querySelector('.account-button'));
    expect($authDialog.get()).toBe('login');
    await click(radioLabelled(root, 'Register'));
    expect(root.querySelector('.account-button')!.textContent).toBe('Register');
    await click(root.querySelector('.account-button'));
    expect($authDialog.get()).toBe('register');
  });

  it('fills mobile (without the prefix), name and email from the session once logged in', async () => {
    const root = await openCheckout([cream, 2]);
    expect(fieldLabelled(root, 'Name').value).toBe('');
    const token = fakeJwt({
      custom_id: '5',
      custom_mobile: '+1(868)7654321',
      custom_CustomerName: 'Asha Ramdial',
      custom_Email: 'asha@example.tt',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    await act(async () => {
      session.login(token);
    });
    expect(fieldLabelled(root, 'Mobile').value).toBe('7654321');
    expect(fieldLabelled(root, 'Name').value).toBe('Asha Ramdial');
    expect(fieldLabelled(root, 'Email').value).toBe('asha@example.tt');
    // Shown once: in the editable fields; the account line names the customer only.
    const details = root.querySelector('[part="account-details"]')!.textContent!;
    expect(details).toContain('Asha Ramdial');
    expect(root.textContent).not.toContain('7654321');
    expect(root.textContent).not.toContain('asha@example.tt');
    expect(root.textContent!.split('Asha Ramdial')).toHaveLength(2);
    expect(root.textContent).not.toContain('Guest');
  });

  it('is prefilled when the shopper was already logged in', async () => {
    session.login(
      fakeJwt({ custom_id: '5', custom_mobile: '7000001', custom_CustomerName: 'Dev', custom_Email: '', exp: Math.floor(Date.now() / 1000) + 600 }),
    );
    const root = await openCheckout([cream, 2]);
    expect(fieldLabelled(root, 'Mobile').value).toBe('7000001');
    expect(fieldLabelled(root, 'Name').value).toBe('Dev');
  });
});
