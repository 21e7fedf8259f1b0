// @vitest-environment happy-dom
// <trini-payment-return> for an order placed on a partner's page (docs/payments.md#back-to-the-partner-page): the store's
// verified answer names that page (ReturnTo), and the shopper goes back there, the return replaced in the history so
// that Back does not come through it again. The partner page's checkout confirms the order and empties its own cart:
// this origin's cart, order note and kept details are not the partner order's and stay as they are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';
import { captureNavigation, fakeApi, json, until } from './checkout-fakes.js';

await import('../../widgets/index.js');
const cart = await import('../../widgets/state/cart.js');
const { emptyCart } = await import('../../widgets/domain/cart.js');
const M = await import('../../widgets/domain/messages.js');

const PARTNER_PAGE = 'http://127.0.0.2:3001/one-tag.html?trini-order=57';
let replaced: string[] = [];
let navigations: string[] = [];

beforeEach(async () => {
  document.body.innerHTML = '';
  await flush();
  sessionStorage.clear();
  cart.$cart.set(emptyCart());
  cart.addProduct(product({ ProductNo: 1, SalesPrice: 600 }));
  sessionStorage.setItem('checkoutForm', JSON.stringify({ mobile: '7654321', name: 'Asha' }));
  history.replaceState(null, '', '/wipay?status=success&order_id=T-57-ab&transaction_id=TX9&total=120.00&hash=abc');
  navigations = captureNavigation();
  replaced = [];
  vi.spyOn(window.location, 'replace').mockImplementation((href: string | URL) => void replaced.push(String(href)));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<trini-payment-return> for a partner page’s order', () => {
  it('sends the shopper back to the page the store names, leaving this origin’s cart and details alone', async () => {
    fakeApi({ '/api/shop/WipayReceive': () => json({ success: true, status: 'success', msg: M.PAYMENT_ORDER_PLACED, OrderNo: 57, ReturnTo: PARTNER_PAGE }) });
    const root = shadow(await mount('<trini-payment-return></trini-payment-return>'));
    await until(() => replaced.length > 0);
    expect(replaced).toEqual([PARTNER_PAGE]);
    expect(navigations).toEqual([]);
    expect(root.querySelector('[part="status"]')!.textContent).toBe(M.PAYMENT_ORDER_PLACED);
    expect(cart.$cart.get().ItemCount).toBe(1);
    expect(sessionStorage.getItem('lastOrder')).toBeNull();
    expect(sessionStorage.getItem('checkoutForm')).not.toBeNull();
  });

  it('ignores a ReturnTo that is not a web address and goes to /success as for any order', async () => {
    fakeApi({
      '/api/shop/WipayReceive': () => json({ success: true, status: 'success', msg: M.PAYMENT_ORDER_PLACED, OrderNo: 57, ReturnTo: 'javascript:alert(1)' }),
    });
    await mount('<trini-payment-return></trini-payment-return>');
    await until(() => navigations.length > 0);
    expect(navigations).toEqual(['/success']);
    expect(replaced).toEqual([]);
  });
});
