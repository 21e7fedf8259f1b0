import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { CLAIM_COOKIE } from '../../host/orders/claims.js';

// Ownership by proof: a guest order joins an account only through its claim token (the placing browser's
// cookie or the mail's claim link), never because an account registered the order's mobile number.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
type Cookies = Record<string, string>;
let nextMobile = 7300001;
const freshMobile = () => String(nextMobile++);

const guestOrder = (mobile: string, over: Json = {}) => ({
  PMNo: 3,
  IsPickup: 1,
  ODeliverCountryNo: 1,
  CustomerMobile: mobile,
  CustomerName: 'Nadia Guest',
  EmailID: 'nadia@example.tt',
  CustomerAddress: '4 Queen Street, Arima',
  OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
  ...over,
});

async function call(method: 'GET' | 'POST', url: string, opts: { body?: unknown; token?: string; cookies?: Cookies; headers?: Json } = {}) {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.body as Json | undefined,
    cookies: opts.cookies,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers as Record<string, string>) },
  });
  const claim = res.cookies.find((c) => c.name === CLAIM_COOKIE);
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : {}, claimCookie: claim?.value, raw: res };
}

/** Places a guest order; answers its number and the claim cookie the placing browser got. */
async function placeGuestOrder(mobile: string, cookies: Cookies = {}, headers: Json = {}) {
  const res = await call('POST', '/api/shop/SaveOrder', { body: guestOrder(mobile), cookies, headers });
  expect(res.status).toBe(200);
  return { orderNo: res.body.OrderNo as number, cookie: res.claimCookie, res };
}

const register = (mobile: string, cookies: Cookies = {}) =>
  call('POST', '/api/customer/register', {
    cookies,
    body: {
      CustomerName: 'Account Holder',
      Address: '',
      Mobile1: mobile,
      EmailID: '',
      NewPassword: 'sorrel-2025',
      ConfirmPassword: 'sorrel-2025',
      ConfirmMobile: true,
    },
  });
const history = async (token: string, cookies: Cookies = {}) =>
  ((await call('GET', '/api/shop/GetOrderHistory', { token, cookies })).body as unknown as { OrderId: number }[]).map((r) => r.OrderId);

describe('a guest order is not given away by its mobile number', () => {
  it('registering the mobile of a guest order shows neither the order in the history nor its details', async () => {
    const mobile = freshMobile();
    const { orderNo } = await placeGuestOrder(mobile);
    const reg = await register(mobile); // a stranger's browser: no claim cookie
    expect(reg.status).toBe(200);
    const token = reg.body.jwt as string;
    expect(await history(token)).toEqual([]);
    const detail = await call('GET', `/api/shop/GetOrder?OrderNo=${orderNo}`, { token });
    expect(detail).toMatchObject({ status: 404, body: { success: false, msg: 'Order not found.' } });
    expect(JSON.stringify(detail.body)).not.toContain('Nadia');
  });

  it('order tracking by number and mobile shows the status only: no name, address, email or lines', async () => {
    const mobile = freshMobile();
    const { orderNo } = await placeGuestOrder(mobile);
    const res = await call('GET', `/api/shop/TrackOrder?OrderNo=${orderNo}&Mobile=${mobile}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['IsPickup', 'IsStopped', 'OrderDate', 'OrderNo', 'StageIndex', 'Stages', 'Status', 'success']);
  });
});

describe('the placing browser proves a guest order with its claim cookie', () => {
  it('sets an HttpOnly claim cookie on a guest order, again on a replay of the same Idempotency-Key', async () => {
    const mobile = freshMobile();
    const first = await placeGuestOrder(mobile, {}, { 'idempotency-key': `claim-replay-${mobile}` });
    const set = first.res.raw.cookies.find((c) => c.name === CLAIM_COOKIE)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set.value).toMatch(new RegExp(`^${first.orderNo}\\.[A-Za-z0-9_-]{24}$`));
    expect(first.res.body).not.toHaveProperty('ClaimToken');
    const replay = await placeGuestOrder(mobile, {}, { 'idempotency-key': `claim-replay-${mobile}` });
    expect(replay.orderNo).toBe(first.orderNo);
    expect(replay.cookie).toBe(first.cookie);
  });

  it('registering with the order’s mobile in the placing browser takes the order into the account, once', async () => {
    const mobile = freshMobile();
    const first = await placeGuestOrder(mobile);
    const second = await placeGuestOrder(mobile, { [CLAIM_COOKIE]: first.cookie! });
    expect(second.cookie).toContain(`${first.orderNo}.`);
    expect(second.cookie).toContain(`~${second.orderNo}.`);

    const reg = await register(mobile, { [CLAIM_COOKIE]: second.cookie! });
    expect(reg.status).toBe(200);
    expect(reg.raw.cookies.find((c) => c.name === CLAIM_COOKIE)?.value).toBe(''); // spent: cleared
    const token = reg.body.jwt as string;
    expect((await history(token)).sort()).toEqual([first.orderNo, second.orderNo].sort());
    const detail = await call('GET', `/api/shop/GetOrder?OrderNo=${first.orderNo}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ OrderNo: first.orderNo, CustomerName: 'Nadia Guest' });
    expect(detail.body).not.toHaveProperty('ClaimToken');
    const [row] = await t.db.query<{ claim_token: string | null }>('SELECT claim_token FROM orders WHERE order_no = $1', [first.orderNo]);
    expect(row.claim_token).toBeNull();
  });

  it('a stranger signing in on the same browser (another mobile) does not collect the guest’s orders', async () => {
    const guestMobile = freshMobile();
    const { orderNo, cookie } = await placeGuestOrder(guestMobile);
    const stranger = await register(freshMobile(), { [CLAIM_COOKIE]: cookie! });
    expect(await history(stranger.body.jwt as string, { [CLAIM_COOKIE]: cookie! })).toEqual([]);
    // The guest, later, with their own account in that browser, still can.
    const owner = await register(guestMobile, { [CLAIM_COOKIE]: cookie! });
    expect(await history(owner.body.jwt as string)).toEqual([orderNo]);
  });

  it('a login (not only a registration) and the order history of a signed-in account redeem the cookie', async () => {
    const mobile = freshMobile();
    const token = (await register(mobile)).body.jwt as string;
    const { orderNo, cookie } = await placeGuestOrder(mobile); // placed as a guest, signed out
    expect(await history(token)).toEqual([]);
    expect(await history(token, { [CLAIM_COOKIE]: cookie! })).toEqual([orderNo]);

    const other = freshMobile();
    await register(other);
    const later = await placeGuestOrder(other);
    const login = await call('POST', '/api/Auth/CLogin', { body: { Mobile: other, Password: 'sorrel-2025' }, cookies: { [CLAIM_COOKIE]: later.cookie! } });
    expect(login.status).toBe(200);
    expect(await history(login.body.Token as string)).toEqual([later.orderNo]);
  });

  it('a forged or foreign token claims nothing', async () => {
    const mobile = freshMobile();
    const { orderNo } = await placeGuestOrder(mobile);
    const forged = `${orderNo}.${'A'.repeat(24)}`;
    const reg = await register(mobile, { [CLAIM_COOKIE]: `m${forged}~junk~${orderNo}.short` });
    expect(await history(reg.body.jwt as string)).toEqual([]);
  });
});

describe('the confirmation mail’s one-time claim link', () => {
  it('is in a guest order’s mail, and opened then signed in to any account, takes the order in; a second use does nothing', async () => {
    const guestMobile = freshMobile();
    const { orderNo } = await placeGuestOrder(guestMobile);
    await t.flushMail();
    const mail = t.mail.sent
      .slice()
      .reverse()
      .find((m) => m.subject.includes(`#${orderNo}`))!;
    const link = /https?:\/\/\S+\/claimorder\?OrderNo=(\d+)&Claim=([A-Za-z0-9_-]{24})/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(Number(link![1])).toBe(orderNo);
    expect(mail.html).toContain(`/claimorder?OrderNo=${orderNo}&amp;Claim=${link![2]}`);

    const opened = await call('GET', `/claimorder?OrderNo=${orderNo}&Claim=${link![2]}`);
    expect(opened.status).toBe(303);
    expect(opened.raw.headers.location).toBe('/orderhistory');
    expect(opened.claimCookie).toBe(`m${orderNo}.${link![2]}`);

    // The guest registered later with another number: the mailed link is the proof.
    const account = await register(freshMobile(), { [CLAIM_COOKIE]: opened.claimCookie! });
    expect(await history(account.body.jwt as string)).toEqual([orderNo]);

    const again = await register(freshMobile(), { [CLAIM_COOKIE]: opened.claimCookie! });
    expect(await history(again.body.jwt as string)).toEqual([]);
  });

  it('is not in the mail of an order placed while signed in, and a malformed link sets nothing', async () => {
    const mobile = freshMobile();
    const token = (await register(mobile)).body.jwt as string;
    const placed = await call('POST', '/api/shop/SaveOrder', { body: guestOrder(mobile), token });
    expect(placed.claimCookie).toBeUndefined();
    await t.flushMail();
    const mail = t.mail.sent
      .slice()
      .reverse()
      .find((m) => m.subject.includes(`#${placed.body.OrderNo as number}`))!;
    expect(mail.text).not.toContain('/claimorder');

    const bad = await call('GET', '/claimorder?OrderNo=abc&Claim=%3Cscript%3E');
    expect(bad.status).toBe(303);
    expect(bad.claimCookie).toBeUndefined();
  });
});
