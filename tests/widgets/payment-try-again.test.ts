// @vitest-environment happy-dom
// "Try again" on <trini-payment-return> (docs/payments.md#try-again): a declined payment offers to pay the same
// order again; the host is asked for a new gateway url for that order, never for a new order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, shadow } from './mount.js';
import { captureNavigation, click, fakeApi, json, posts, typeInto, until, type Call } from './checkout-fakes.js';

await import('../../widgets/index.js');

const RECEIVE = '/api/shop/WipayReceive';
const GET_URL = '/api/shop/GetWipayUrl';
const DECLINED = { success: false, status: 'failed', msg: 'Order could not be placed!', OrderNo: 1001, GatewayMessage: '[2-D3]: Declined.' };
let calls: Call[] = [];
let navigations: string[] = [];
let gateway: () => Response;
let declined: Record<string, unknown>;

beforeEach(async () => {
  document.body.innerHTML = '';
  await flush();
  sessionStorage.clear();
  history.replaceState(null, '', '/wipay?status=failed&order_id=TN-1001-ab&transaction_id=TX9&total=640.00');
  navigations = captureNavigation();
  declined = DECLINED;
  calls = fakeApi({ [RECEIVE]: () => json(declined), [GET_URL]: () => gateway() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(): Promise<ShadowRoot> {
  const root = shadow(await mount('<trini-payment-return></trini-payment-return>'));
  await until(() => root.querySelector('[part="try-again"]') !== null);
  return root;
}

describe('Try again', () => {
  it('pays the same order with the mobile the checkout kept, and goes to the new payment page', async () => {
    sessionStorage.setItem('checkoutForm', JSON.stringify({ mobile: '7654321', name: 'Asha' }));
    gateway = () => json({ success: true, url: 'http://127.0.0.1/wipay-sandbox/pay/new', OrderNo: 1001 });
    const root = await open();
    expect(root.querySelector('[part="try-again"] input')).toBeNull();
    await click(root.querySelector('[part="try-again"] button'));
    await until(() => navigations.length > 0);
    expect(posts(calls, GET_URL).map((c) => c.body)).toEqual([{ OrderNo: 1001, CustomerMobile: '7654321' }]);
    expect(navigations).toEqual(['http://127.0.0.1/wipay-sandbox/pay/new']);
  });

  it('asks for the mobile when none was kept, and shows the host’s refusal', async () => {
    gateway = () => json({ success: false, msg: 'No order matches that order number and mobile.' }, 404);
    const root = await open();
    const input = root.querySelector<HTMLInputElement>('[part="try-again"] input')!;
    expect(input).not.toBeNull();
    await typeInto(input, '7000000');
    await click(root.querySelector('[part="try-again"] button'));
    await until(() => root.querySelector('[part="try-again"] [role="alert"]') !== null);
    expect(root.querySelector('[part="try-again"] [role="alert"]')!.textContent).toBe('No order matches that order number and mobile.');
    expect(posts(calls, GET_URL).map((c) => c.body)).toEqual([{ OrderNo: 1001, CustomerMobile: '7000000' }]);
    expect(navigations).toEqual([]);
  });

  it('with the order’s reference from the return, asks for no mobile and sends the reference', async () => {
    declined = { ...DECLINED, OrderRef: 'aBcDeFgHiJkLmNoPqRsT_-' };
    gateway = () => json({ success: true, url: 'http://127.0.0.1/wipay-sandbox/pay/next', OrderNo: 1001 });
    const root = await open();
    expect(root.querySelector('[part="try-again"] input')).toBeNull();
    await click(root.querySelector('[part="try-again"] button'));
    await until(() => navigations.length > 0);
    expect(posts(calls, GET_URL).map((c) => c.body)).toEqual([{ OrderNo: 1001, CustomerMobile: '', OrderRef: 'aBcDeFgHiJkLmNoPqRsT_-' }]);
    expect(navigations).toEqual(['http://127.0.0.1/wipay-sandbox/pay/next']);
  });
});
