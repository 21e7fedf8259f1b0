// @vitest-environment happy-dom
// Prices and payment in the browser widgets: the cart page, the cart panel and the checkout show the same price
// summary around the TT$500 line; the header badge counts units; card payment is offered by default where
// the host takes it (the stored 'ew' flag can turn it off and on); the checkout keeps the shopper's details
// for the session (a declined card payment sends them back to it).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';
import { CITIES, click, fakeApi, fieldLabelled, json, radioLabelled, typeInto, until, type Call } from './checkout-fakes.js';
import { cart, resetOrderingPage, restoreFakes } from './fakes/ordering-page.js';
import type { Product } from '../../widgets/domain/types.js';

const { formatTT } = await import('../../widgets/domain/money.js');
const { priceSummary } = await import('../../widgets/domain/price-summary.js');
const { forgetHostPaymentOptions, reloadSettings } = await import('../../widgets/state/settings.js');
const { toggleCartPanel, closeCartPanel } = await import('../../widgets/state/panels.js');
const { chooseArea } = await import('../../widgets/ui/cart/delivery-area.js');

let calls: Call[] = [];
let hostTakesCards: boolean | 'missing' = true;

beforeEach(async () => {
  await resetOrderingPage();
  localStorage.removeItem('trini-area');
  forgetHostPaymentOptions();
  closeCartPanel();
  hostTakesCards = true;
  calls = fakeApi({
    '/api/Trini/GetCityList': () => json(CITIES),
    '/api/trini/GetProducts': () => json([]), // the cart page's recommendations
    '/api/shop/PaymentOptions': () => (hostTakesCards === 'missing' ? json({ msg: 'not found' }, 404) : json({ success: true, UseWipay: hostTakesCards })),
  });
});
afterEach(async () => {
  document.body.innerHTML = '';
  await flush();
  restoreFakes();
});

const text = (root: ShadowRoot, selector: string) => root.querySelector(selector)?.textContent ?? null;

async function mountAll() {
  const cartPage = shadow(await mount('<trini-cart></trini-cart>'));
  const panelEl = await mount('<trini-cart-panel></trini-cart-panel>');
  await act(async () => toggleCartPanel());
  const checkout = shadow(await mount('<trini-checkout></trini-checkout>'));
  await flush();
  return { cartPage, panel: shadow(panelEl), checkout };
}

describe('one price summary: cart page, cart panel and checkout agree around TT$500', () => {
  const jar = (price: number): Product => product({ ProductNo: 7, ProductName: 'Cocoa Butter', SalesPrice: price });
  it.each([
    [69.99, 1, 1],
    [249.995, 2, 1], // 2 x 250.00 (rounded price) = 500.00
    [499.99, 1, 1],
    [500, 1, 1],
    [166.67, 3, 2], // 500.01 to Tobago
    [100, 4, 2],
  ])('TT$%s x %s, country %s', async (price, quantity, country) => {
    cart.addProduct(jar(price), quantity);
    chooseArea(country); // as on the cart page: the panel then estimates for that island
    const summary = priceSummary(cart.$cart.get());
    const { cartPage, panel, checkout } = await mountAll();
    await until(() => checkout.querySelector('.totals') !== null);
    const freight = formatTT(summary.freight);
    const toPay = formatTT(summary.toPay);
    // The cart page
    expect(text(cartPage, '[part="freight"]')).toBe(freight);
    expect(text(cartPage, '[part="to-pay"]')).toBe(toPay);
    expect(cartPage.querySelector('[part="delivery-note"]') !== null).toBe(summary.pickupRequired);
    // The cart panel
    expect(text(panel, '[part="freight"] .price')).toBe(freight);
    expect(text(panel, '[part="to-pay"] .price')).toBe(toPay);
    // The checkout (its delivery rule chooses pickup below the minimum)
    expect(text(checkout, '[part="freight"]')).toBe(freight);
    expect(text(checkout, '[part="total"]')).toBe(toPay);
    expect(radioLabelled(checkout, 'Pickup').checked).toBe(summary.pickup);
    // Around the line: below it no freight, from it the island's freight.
    expect(summary.freight).toBe(summary.itemTotal < 500 ? 0 : country === 1 ? 40 : 60);
  });
});

describe('the delivery area the shopper last chose', () => {
  it('the cart page and the checkout start from it, and the cart panel estimates the freight for it', async () => {
    localStorage.setItem('trini-area', '2'); // Tobago, chosen on an earlier visit
    cart.addProduct(product({ ProductNo: 7, ProductName: 'Bay Rum Cologne', SalesPrice: 600, FreeDelivery: 1 }), 1);
    expect(cart.$cart.get().DeliverCountryNo).toBe(1); // a fresh cart's own country
    const { cartPage, panel, checkout } = await mountAll();
    await until(() => checkout.querySelector('.totals') !== null);
    expect(cart.$cart.get().DeliverCountryNo).toBe(2);
    expect(radioLabelled(cartPage, 'Tobago').checked).toBe(true);
    expect(text(cartPage, '[part="freight"]')).toBe('TT$30.00');
    expect(text(panel, '[part="freight"]')).toBe('Freight to TobagoTT$30.00');
    expect(text(checkout, '[part="freight"]')).toBe('TT$30.00');
    // Trinidad chosen on the cart page: kept for the next visit.
    await act(async () => radioLabelled(cartPage, 'Trinidad').click());
    expect(localStorage.getItem('trini-area')).toBe('1');
    expect(text(panel, '[part="freight"]')).toBe('Freight to TrinidadTT$0.00');
  });
});

describe('choosing a city at the checkout', () => {
  it('keeps its island as the area the cart panel estimates for', async () => {
    cart.addProduct(product({ ProductNo: 7, ProductName: 'Bay Rum Cologne', SalesPrice: 600 }), 1);
    const { panel, checkout } = await mountAll();
    await until(() => fieldLabelled<HTMLSelectElement>(checkout, 'City').options.length > 1);
    expect(text(panel, '[part="freight"]')).toBe('FreightCalculated at checkout');
    await typeInto(fieldLabelled<HTMLSelectElement>(checkout, 'City'), '2'); // Port of Spain
    expect(localStorage.getItem('trini-area')).toBe('1');
    await act(async () => toggleCartPanel());
    await act(async () => toggleCartPanel());
    expect(text(panel, '[part="freight"]')).toBe('Freight to TrinidadTT$40.00');
  });
});

describe('the header badge', () => {
  it('counts units, not lines', async () => {
    const button = shadow(await mount('<trini-cart-button></trini-cart-button>'));
    await act(async () => {
      cart.addProduct(product({ ProductNo: 1, SalesPrice: 10 }), 3);
      cart.addProduct(product({ ProductNo: 2, SalesPrice: 10 }), 2);
    });
    expect(text(button, '.badge')).toBe('5');
    expect(button.querySelector('button')!.getAttribute('aria-label')).toBe('Cart, 5 items');
  });
});

describe('card payment offered by default where the host takes it', () => {
  const cream = product({ ProductNo: 1, ProductName: 'Aloe Body Cream', SalesPrice: 300 });
  async function offered(): Promise<boolean> {
    cart.addProduct(cream, 2);
    const root = shadow(await mount('<trini-checkout></trini-checkout>'));
    await until(() => calls.some((c) => c.path === '/api/shop/PaymentOptions'));
    await flush();
    await flush();
    return root.textContent!.includes('Pay by card (WiPay)');
  }

  it('the host takes cards and no flag is stored: offered', async () => {
    expect(await offered()).toBe(true);
  });

  it("the stored flag 'off' (/usewipay?off) turns it off", async () => {
    localStorage.setItem('ew', 'off');
    reloadSettings();
    expect(await offered()).toBe(false);
  });

  it('the host does not take cards: not offered, whatever the flag', async () => {
    hostTakesCards = false;
    localStorage.setItem('ew', String(Date.now()));
    reloadSettings();
    expect(await offered()).toBe(false);
  });

  it('a host that cannot say: only the stored flag turns it on', async () => {
    hostTakesCards = 'missing';
    expect(await offered()).toBe(false);
    document.body.innerHTML = '';
    await flush();
    localStorage.setItem('ew', String(Date.now()));
    reloadSettings();
    expect(await offered()).toBe(true);
  });
});

describe('the checkout keeps the shopper details for the session', () => {
  it('a checkout opened again (back from a declined card) holds what was typed; a placed order drops it', async () => {
    cart.addProduct(product({ ProductNo: 1, ProductName: 'Aloe Body Cream', SalesPrice: 300 }), 2);
    let root = shadow(await mount('<trini-checkout></trini-checkout>'));
    await flush();
    await typeInto(fieldLabelled(root, 'Mobile'), '7654321');
    await typeInto(fieldLabelled(root, 'Name'), 'Asha Ramdial');
    await typeInto(fieldLabelled(root, 'Address'), '12 Queen Street');
    await typeInto(fieldLabelled<HTMLSelectElement>(root, 'City'), '2');
    await click(radioLabelled(root, 'Bank Transfer'));

    document.body.innerHTML = ''; // the shopper leaves for the card page and comes back
    await flush();
    root = shadow(await mount('<trini-checkout></trini-checkout>'));
    await flush();
    await until(() => fieldLabelled<HTMLSelectElement>(root, 'City').value === '2');
    expect(fieldLabelled(root, 'Mobile').value).toBe('7654321');
    expect(fieldLabelled(root, 'Name').value).toBe('Asha Ramdial');
    expect(fieldLabelled(root, 'Address').value).toBe('12 Queen Street');
    expect(radioLabelled(root, 'Bank Transfer').checked).toBe(true);
    expect(sessionStorage.getItem('checkoutForm')).toContain('Asha Ramdial');
    expect(localStorage.getItem('checkoutForm')).toBeNull(); // for the session only
  });
});
