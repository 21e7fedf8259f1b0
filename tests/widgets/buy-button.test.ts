// @vitest-environment happy-dom
// <trini-buy-button> on a partner's page (docs/embedding.md#the-one-tag-buy-button): the store is another origin. The one
// tag brings the cart panel and the checkout dialog, as elements inside its own shadow root, only once the cart is
// first opened; the panel's Checkout opens the checkout over the page; an order is confirmed there; a card order names
// the page to come back to and notes its number; back from paying, the page's checkout confirms that order once.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';
import { CITIES, click, fakeApi, fieldLabelled, json, posts, radioLabelled, typeInto, until, type Call } from './checkout-fakes.js';
import { SAVE, WIPAY, cart, resetOrderingPage, restoreFakes } from './fakes/ordering-page.js';

const { configure } = await import('../../widgets/runtime/config.js');
const { $checkoutDialog, $panels } = await import('../../widgets/state/panels.js');
const { $attribution } = await import('../../widgets/state/attribution.js');

const STORE = 'https://shop.example.tt';
const cream = product({ ProductNo: 7, ProductName: 'Aloe Body Cream', SalesPrice: 120 });

let calls: Call[] = [];
let navigations: string[] = [];

beforeEach(async () => {
  navigations = await resetOrderingPage();
  $panels.set({ cart: false, menu: false });
  $checkoutDialog.set(false);
  history.replaceState(null, '', '/one-tag.html?month=may');
  configure({ apiBase: STORE, mediaBase: `${STORE}/media/`, storeBase: STORE });
  calls = fakeApi({
    '/api/shop/EmbedAccess': () => json({ success: true, Origin: location.origin, Allowed: true }),
    '/api/Product/loadproduct': () => json(cream),
    '/api/Trini/GetCityList': () => json(CITIES),
    '/api/Shop/GetShop': () => json({ ShopNo: 21, ShopName: 'Island Glow Boutique' }),
    '/api/shop/PaymentOptions': () => json({ success: true, UseWipay: true, Sandbox: true }),
    [SAVE]: () => json({ success: true, msg: 'Order placed successfully.', OrderNo: 1001, ItemTotal: 120, Freight: 0, TotalAmount: 120 }),
    [WIPAY]: () => json({ success: true, url: `${STORE}/wipay-sandbox/pay/s1`, msg: 'redirect', OrderNo: 57, TotalAmount: 120 }),
  });
});

afterEach(async () => {
  document.body.innerHTML = '';
  await flush();
  restoreFakes();
});

async function buyButton(): Promise<ShadowRoot> {
  const el = await mount('<trini-buy-button product-no="7" shop-no="21"></trini-buy-button>');
  const root = shadow(el);
  await until(() => root.querySelector('[part="add-button"]') !== null, 200);
  return root;
}

/** The shadow root of a widget element inside `root`, once it has mounted. */
async function inner(root: ShadowRoot, tag: string): Promise<ShadowRoot> {
  const el = root.querySelector<HTMLElement & { ready: Promise<void> }>(tag);
  if (!el) throw new Error(`no ${tag}`);
  await act(async () => el.ready);
  await flush();
  return shadow(el);
}

async function checkoutInDialog(root: ShadowRoot): Promise<ShadowRoot> {
  const checkout = await inner(root, 'trini-checkout');
  await until(() => checkout.querySelector('[part="form"]') !== null || checkout.querySelector('[part="success"]') !== null, 200);
  return checkout;
}

describe('<trini-buy-button>', () => {
  it('brings the cart panel when the cart is first opened, and its Checkout opens the checkout over the page', async () => {
    const root = await buyButton();
    expect(root.querySelector('trini-cart-panel, trini-checkout')).toBeNull();
    expect(root.querySelector('[part="open-cart"]')).toBeNull();

    await click(root.querySelector('[part="add-button"]'));
    expect($attribution.get()).toBe(21);
    expect($panels.get().cart).toBe(true);
    const panel = await inner(root, 'trini-cart-panel');
    const dialog = panel.querySelector<HTMLDialogElement>('[part="panel"]')!;
    expect(dialog.open).toBe(true);
    expect(panel.querySelector('[part="line-name"]')!.textContent).toContain('Aloe Body Cream');
    expect(panel.querySelector('[part="view-cart"]')).toBeNull(); // nothing that leaves the page
    expect(root.querySelector('[part="open-cart"]')!.textContent).toBe('View cart (1 item) and check out');

    await click(panel.querySelector('[part="checkout"]'));
    expect($panels.get().cart).toBe(false);
    expect($checkoutDialog.get()).toBe(true);
    expect(navigations).toEqual([]);
    const checkout = await checkoutInDialog(root);
    expect(root.querySelector('trini-checkout')!.hasAttribute('dialog')).toBe(true);
    expect(checkout.querySelector<HTMLDialogElement>('[part="dialog"]')!.open).toBe(true);
    expect(checkout.querySelector('[part="summary"]')!.textContent).toContain('Aloe Body Cream');

    await click(checkout.querySelector('[part="close-button"]'));
    expect($checkoutDialog.get()).toBe(false);
    expect(checkout.querySelector<HTMLDialogElement>('[part="dialog"]')!.open).toBe(false);
  });

  it('leaves the page’s own <trini-cart-panel> to show the cart', async () => {
    await mount('<trini-cart-panel></trini-cart-panel>');
    const root = await buyButton();
    await click(root.querySelector('[part="add-button"]'));
    await flush();
    expect(root.querySelector('trini-cart-panel')).toBeNull();
    expect(root.querySelector('trini-checkout')).not.toBeNull();
    const page = shadow(document.querySelector('trini-cart-panel')!);
    expect(page.querySelector<HTMLDialogElement>('[part="panel"]')!.open).toBe(true);
    expect(page.querySelector('[part="view-cart"]')).toBeNull();
  });

  it('places the order in the dialog, credited to the partner, and confirms it on the page', async () => {
    const root = await buyButton();
    await click(root.querySelector('[part="add-button"]'));
    await act(async () => {
      $panels.setKey('cart', false);
      $checkoutDialog.set(true);
    });
    const checkout = await checkoutInDialog(root);
    await typeInto(fieldLabelled(checkout, 'Mobile'), '7654321');
    await typeInto(fieldLabelled(checkout, 'Name'), 'Renée Partner');
    await click(radioLabelled(checkout, 'Pickup'));
    await click(checkout.querySelector('.form-action .place-order'));
    await until(() => checkout.querySelector('[part="success"]') !== null);

    expect(posts(calls, SAVE)[0].body).toMatchObject({ ShopNo: 21, Source: 1, PMNo: 3, IsPickup: 1 });
    expect(navigations).toEqual([]);
    expect(checkout.querySelector('[part="order-number"]')!.textContent).toBe('Your order number is #1001.');
    expect(cart.$cart.get().ItemCount).toBe(0);
    expect(root.querySelector('[part="open-cart"]')).toBeNull();
    await click(checkout.querySelector('[part="continue"]'));
    expect($checkoutDialog.get()).toBe(false);
  });

  it('sends a card order with the page to come back to, and notes the order before leaving', async () => {
    location.hash = '#buy';
    const root = await buyButton();
    await click(root.querySelector('[part="add-button"]'));
    await act(async () => $checkoutDialog.set(true));
    const checkout = await checkoutInDialog(root);
    await typeInto(fieldLabelled(checkout, 'Mobile'), '7654321');
    await typeInto(fieldLabelled(checkout, 'Name'), 'Renée Partner');
    await click(radioLabelled(checkout, 'Pickup'));
    await until(() => checkout.textContent!.includes('Pay by card (WiPay)'));
    await click(radioLabelled(checkout, 'Pay by card (WiPay)'));
    await click(checkout.querySelector('.form-action .place-order'));
    await until(() => navigations.length > 0);

    expect(posts(calls, WIPAY)[0].body).toMatchObject({ PMNo: 1, ShopNo: 21, ReturnTo: `${location.origin}/one-tag.html?month=may` });
    expect(JSON.parse(sessionStorage.getItem('cardOrder')!)).toEqual({ orderNo: 57, total: 120, source: 1 });
    expect(navigations).toEqual([`${STORE}/wipay-sandbox/pay/s1`]);
    expect(cart.$cart.get().ItemCount).toBe(1); // paid only once the shopper is back
  });

  it('back from paying: confirms the noted order once, empties the cart, tells the page, cleans the address', async () => {
    cart.addProduct(cream, 1);
    sessionStorage.setItem('cardOrder', JSON.stringify({ orderNo: 57, total: 120, source: 1 }));
    history.replaceState(null, '', '/one-tag.html?month=may&trini-order=57');
    const placed: unknown[] = [];
    document.addEventListener('trini-order-placed', (e) => placed.push(e.detail), { once: true });
    const root = await buyButton();
    const checkout = await checkoutInDialog(root);
    await until(() => checkout.querySelector('[part="success"]') !== null);

    expect($checkoutDialog.get()).toBe(true);
    expect(checkout.querySelector('[part="order-number"]')!.textContent).toBe('Your order number is #57.');
    expect(cart.$cart.get().ItemCount).toBe(0);
    expect(placed).toEqual([{ orderNo: 57, totalAmount: 120, paymentMethod: 1, source: 1 }]);
    expect(location.pathname + location.search).toBe('/one-tag.html?month=may');
    expect(sessionStorage.getItem('cardOrder')).toBeNull();
  });

  it('an order number this tab did not note changes nothing but the address', async () => {
    cart.addProduct(cream, 1);
    history.replaceState(null, '', '/one-tag.html?trini-order=58');
    const root = await buyButton();
    const checkout = await checkoutInDialog(root);
    expect($checkoutDialog.get()).toBe(false);
    expect(checkout.querySelector('[part="success"]')).toBeNull();
    expect(cart.$cart.get().ItemCount).toBe(1);
    expect(location.search).toBe('');
  });

  it("leaves the quick order form's paid order to the form, which confirms it on the page", async () => {
    cart.addProduct(cream, 1);
    sessionStorage.setItem('cardOrder', JSON.stringify({ orderNo: 61, total: 120, source: 2 }));
    history.replaceState(null, '', '/one-tag.html?trini-order=61');
    const placed: unknown[] = [];
    document.addEventListener('trini-order-placed', (e) => placed.push(e.detail), { once: true });
    const root = await buyButton();
    await checkoutInDialog(root);
    expect($checkoutDialog.get()).toBe(false);
    const form = shadow(await mount('<trini-quick-order product-no="7" shop-no="21"></trini-quick-order>'));
    await until(() => form.querySelector('[part="confirmation"]') !== null, 200);
    expect(form.querySelector('.order-number')!.textContent).toBe('Your order number is #61.');
    expect(placed).toEqual([{ orderNo: 61, totalAmount: 120, paymentMethod: 1, source: 2 }]);
    expect(cart.$cart.get().ItemCount).toBe(1); // the quick order has a cart of its own
    expect(location.search).toBe('');
  });
});
