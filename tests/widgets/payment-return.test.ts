// @vitest-environment happy-dom
// <trini-payment-return>: the gateway's query goes to WipayReceive; success clears the cart and goes
// to /success; failure says in one headline what happened and what to do, with the gateway's own words (and code)
// folded away in a details element; an HTTP error ends processing silently (docs/screens.md#messages).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';
import { captureNavigation, deferred, fakeApi, json, posts, until, type Call, type Handler } from './checkout-fakes.js';

await import('../../widgets/index.js');
const cart = await import('../../widgets/state/cart.js');
const { emptyCart } = await import('../../widgets/domain/cart.js');
const M = await import('../../widgets/domain/messages.js');
const { PAYMENT_NOT_COMPLETED, GATEWAY_DETAILS_LABEL } = await import('../../widgets/ui/payment-return/PaymentReturn.js');

const RECEIVE = '/api/shop/WipayReceive';
const QUERY = '?status=success&order_id=T-1001-ab&transaction_id=TX9&total=640.00&hash=abc';
let calls: Call[] = [];
let navigations: string[] = [];
let receive: Handler;

beforeEach(async () => {
  document.body.innerHTML = '';
  await flush();
  sessionStorage.clear();
  cart.$cart.set(emptyCart());
  cart.addProduct(product({ ProductNo: 1, SalesPrice: 600 }));
  history.replaceState(null, '', '/wipay' + QUERY);
  navigations = captureNavigation();
  calls = fakeApi({ [RECEIVE]: (c) => receive(c) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(): Promise<ShadowRoot> {
  const el = await mount('<trini-payment-return></trini-payment-return>');
  return shadow(el);
}

describe('<trini-payment-return>', () => {
  it('opened without the gateway parameters: posts nothing, says nothing, keeps the cart', async () => {
    history.replaceState(null, '', '/wipay');
    receive = () => json({ success: false, msg: 'should not be called' }, 404);
    const root = await open();
    await flush();
    expect(posts(calls, RECEIVE)).toHaveLength(0);
    expect(root.querySelector('[part="status"]')!.textContent).toBe('');
    expect(root.querySelector('[part="home-link"]')).not.toBeNull();
    expect(cart.$cart.get().ItemCount).toBe(1);
  });

  it('shows Processing, posts the query, then on success clears the cart and goes to /success', async () => {
    sessionStorage.setItem('checkoutForm', JSON.stringify({ mobile: '7654321', name: 'Asha', address: '12 Queen Street', cityNo: 1 }));
    const answer = deferred<Response>();
    receive = () => answer.promise;
    const root = await open();
    expect(root.querySelector('[part="status"]')!.textContent).toBe(M.PAYMENT_PROCESSING);
    expect(root.querySelector('.spinner')).not.toBeNull();
    const [call] = posts(calls, RECEIVE);
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      status: 'success',
      order_id: 'T-1001-ab',
      transaction_id: 'TX9',
      total: '640.00',
      hash: 'abc',
    });
    answer.resolve(json({ success: true, status: 'success', msg: M.PAYMENT_ORDER_PLACED, OrderNo: 1001 }));
    await until(() => navigations.length > 0);
    expect(navigations).toEqual(['/success']);
    expect(cart.$cart.get().ItemCount).toBe(0);
    expect(JSON.parse(sessionStorage.getItem('lastOrder')!)).toEqual({ orderNo: 1001, bankTransfer: false, total: null });
    expect(sessionStorage.getItem('checkoutForm')).toBeNull(); // paid: the kept details are dropped
    // ...but the order's mobile stays for this tab's "Track this order" (never in a URL).
    expect(JSON.parse(sessionStorage.getItem('orderMobile')!)).toEqual({ orderNo: 1001, mobile: '7654321' });
    expect(root.querySelector('[part="status"]')!.textContent).toBe(M.PAYMENT_ORDER_PLACED);
  });

  it("a decline: one headline says what happened and what to do, the gateway's code only in a details element; the cart is kept", async () => {
    receive = () =>
      json({
        success: false,
        status: 'failed',
        msg: M.PAYMENT_ORDER_FAILED,
        OrderNo: 1001,
        GatewayMessage: '[2-D3]: Transaction declined: insufficient funds.',
      });
    sessionStorage.setItem('checkoutForm', JSON.stringify({ mobile: '7654321', name: 'Asha', address: '12 Queen Street', cityNo: 1 }));
    const root = await open();
    await until(() => root.querySelector('.failed') !== null);
    const headings = root.querySelectorAll('h1, h2, h3, .message');
    expect(headings).toHaveLength(1);
    expect(headings[0].textContent).toBe(PAYMENT_NOT_COMPLETED);
    expect(PAYMENT_NOT_COMPLETED).toMatch(/not (completed|charged)/); // what happened
    expect(PAYMENT_NOT_COMPLETED).toMatch(/another card/); // what to do
    expect(root.textContent).not.toContain(M.PAYMENT_ORDER_FAILED);
    // The gateway's words, code and all, folded away; nowhere else.
    const details = root.querySelector<HTMLDetailsElement>('details[part="reason"]')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe(GATEWAY_DETAILS_LABEL);
    expect(details.textContent).toContain('[2-D3]: Transaction declined: insufficient funds.');
    const outside = root.cloneNode(true) as DocumentFragment;
    outside.querySelector('details')!.remove();
    expect(outside.textContent).not.toContain('[2-D3]');
    // The way back to a checkout that still holds the shopper's details.
    expect(JSON.parse(sessionStorage.getItem('checkoutForm')!)).toMatchObject({ mobile: '7654321', address: '12 Queen Street' });
    expect(root.querySelector('[part="checkout-link"]')!.getAttribute('href')).toBe('/checkout');
    expect(root.querySelector('[part="cart-link"]')!.getAttribute('href')).toBe('/cart');
    expect(root.querySelector('.spinner')).toBeNull();
    expect(cart.$cart.get().ItemCount).toBe(1);
    expect(navigations).toEqual([]);
  });

  it('a payment for an order cancelled meanwhile shows the host’s refund message, places nothing and keeps the cart', async () => {
    const msg = 'This order was cancelled before your payment arrived. Your payment was received and the shop will refund it.';
    receive = () => json({ success: false, status: 'refund_due', msg, OrderNo: 1001 });
    const root = await open();
    await until(() => root.querySelector('.refund') !== null);
    expect(root.querySelector('.refund')!.textContent).toBe(msg);
    expect(root.querySelector('.placed')).toBeNull();
    expect(root.querySelector('.failed')).toBeNull();
    expect(root.querySelector('[part="home-link"]')).not.toBeNull();
    expect(cart.$cart.get().ItemCount).toBe(1);
    expect(navigations).toEqual([]);
  });

  it('a refused (4xx) return is a failure too', async () => {
    receive = () => json({ success: false, status: 'failed', msg: 'The payment could not be verified.' }, 400);
    history.replaceState(null, '', '/wipay?status=failed&order_id=T-1001-ab&transaction_id=TX9&total=640.00&message=%5B2-D1%5D%3A%20Do%20not%20honour.');
    const root = await open();
    await until(() => root.querySelector('.failed') !== null);
    expect(root.querySelector('.failed')!.textContent).toBe(PAYMENT_NOT_COMPLETED);
    // No server record of the reason: the return's own message is the detail (as text).
    expect(root.querySelector('[part="reason"] p')!.textContent).toBe('[2-D1]: Do not honour.');
  });

  it('an HTTP error ends processing with no success or failure message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    receive = () => json({ msg: 'boom' }, 500);
    const root = await open();
    await until(() => root.querySelector('.spinner') === null);
    expect(error).toHaveBeenCalled();
    expect(root.querySelector('[part="status"]')!.textContent).toBe('');
    expect(root.textContent).not.toContain(PAYMENT_NOT_COMPLETED);
    expect(root.querySelector('[part="home-link"]')!.getAttribute('href')).toBe('/home');
    expect(cart.$cart.get().ItemCount).toBe(1);
    expect(navigations).toEqual([]);
  });
});
