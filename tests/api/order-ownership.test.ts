import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { CLAIM_COOKIE } from '../../host/orders/claims.js';

// Ownership by proof: a guest order joins an account only through the claim link of its confirmation mail, never
// because an account registered the order's mobile number, nor because it signed in where the order was placed.
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

/** The claim link mailed for a guest order. */
async function mailedLink(orderNo: number): Promise<{ url: string; token: string }> {
  await t.flushMail();
  const mail = t.mail.sent
    .slice()
    .reverse()
    .find((m) => m.subject.includes(`#${orderNo}`))!;
  const link = /https?:\/\/\S+(\/claimorder\?OrderNo=(\d+)&Claim=([A-Za-z0-9_-]{24}))/.exec(mail.text);
  expect(link).not.toBeNull();
  expect(Number(link![2])).toBe(orderNo);
  return { url: link![1], token: link![3] };
}

/** Opens a claim link as a browser would: answers the cookie it keeps. */
async function openLink(url: string, cookies: Cookies = {}): Promise<string> {
  const opened = await call('GET', url, { cookies });
  expect(opened.status).toBe(303);
  return opened.claimCookie!;
}

describe('the placing browser holds no proof', () => {
  it('a guest order sets no claim cookie, and its answer carries no claim token', async () => {
    const placed = await placeGuestOrder(freshMobile());
    expect(placed.res.raw.cookies.find((c) => c.name === CLAIM_COOKIE)).toBeUndefined();
    expect(placed.res.body).not.toHaveProperty('ClaimToken');
  });

  it('a replay of a guest order’s Idempotency-Key from another client gets the answer but no claim', async () => {
    const mobile = freshMobile();
    const key = { 'idempotency-key': `claim-replay-${mobile}` };
    const first = await placeGuestOrder(mobile, {}, key);
    const replay = await placeGuestOrder(mobile, {}, key);
    expect(replay.res.body).toEqual(first.res.body);
    expect(replay.res.raw.headers['set-cookie']).toBeUndefined();
    // Nor when the body no longer prices (the replay path that answers before pricing).
    const stale = await call('POST', '/api/shop/SaveOrder', {
      body: guestOrder(mobile, { OrderProductList: [{ ProductNo: 999999, Quantity: 1 }] }),
      headers: key,
    });
    expect(stale.body).toEqual(first.res.body);
    expect(stale.raw.headers['set-cookie']).toBeUndefined();
  });

  it('on a shared browser, a stranger registering the guest’s mobile gets nothing, even with the order’s token in an old claim cookie', async () => {
    const mobile = freshMobile();
    const { orderNo } = await placeGuestOrder(mobile);
    const [row] = await t.db.query<{ claim_token: string }>('SELECT claim_token FROM orders WHERE order_no = $1', [orderNo]);
    const placingBrowser = { [CLAIM_COOKIE]: `${orderNo}.${row.claim_token}` }; // the cookie an order once left behind
    const stranger = await register(mobile, placingBrowser);
    expect(stranger.status).toBe(200);
    const token = stranger.body.jwt as string;
    expect(await history(token, placingBrowser)).toEqual([]);
    const detail = await call('GET', `/api/shop/GetOrder?OrderNo=${orderNo}`, { token, cookies: placingBrowser });
    expect(detail).toMatchObject({ status: 404, body: { success: false, msg: 'Order not found.' } });
    expect(JSON.stringify(detail.body)).not.toContain('nadia@example.tt');
    const login = await call('POST', '/api/Auth/CLogin', { body: { Mobile: mobile, Password: 'sorrel-2025' }, cookies: placingBrowser });
    expect(await history(login.body.Token as string)).toEqual([]);
    // The claim is not spent: the guest's mailed link still brings the order into the guest's own account.
    const [after] = await t.db.query<{ claim_token: string | null; customer_no: number | null }>(
      'SELECT claim_token, customer_no FROM orders WHERE order_no = $1',
      [orderNo],
    );
    expect(after).toEqual({ claim_token: row.claim_token, customer_no: null });
    const owner = await register(freshMobile(), { [CLAIM_COOKIE]: await openLink((await mailedLink(orderNo)).url) });
    expect(await history(owner.body.jwt as string)).toEqual([orderNo]);
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
    const link = await mailedLink(orderNo);
    const mail = t.mail.sent.find((m) => m.subject.includes(`#${orderNo}`))!;
    expect(mail.html).toContain(`/claimorder?OrderNo=${orderNo}&amp;Claim=${link.token}`);

    const opened = await call('GET', link.url);
    expect(opened.status).toBe(303);
    expect(opened.raw.headers.location).toBe('/orderhistory');
    expect(opened.claimCookie).toBe(`m${orderNo}.${link.token}`);
    // Kept for an hour, for the sign-in the link leads to; not for whoever uses the browser next week.
    expect(opened.raw.cookies.find((c) => c.name === CLAIM_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });

    // The guest registered later with another number: the mailed link is the proof.
    const account = await register(freshMobile(), { [CLAIM_COOKIE]: opened.claimCookie! });
    expect(await history(account.body.jwt as string)).toEqual([orderNo]);

    const again = await register(freshMobile(), { [CLAIM_COOKIE]: opened.claimCookie! });
    expect(await history(again.body.jwt as string)).toEqual([]);
  });

  it('is redeemed by a login, and by the order history of an account already signed in', async () => {
    const mobile = freshMobile();
    const token = (await register(mobile)).body.jwt as string;
    const { orderNo } = await placeGuestOrder(mobile); // placed as a guest, signed out
    expect(await history(token)).toEqual([]);
    const cookie = await openLink((await mailedLink(orderNo)).url);
    const signedIn = await call('GET', '/api/shop/GetOrderHistory', { token, cookies: { [CLAIM_COOKIE]: cookie } });
    expect((signedIn.body as unknown as { OrderId: number }[]).map((r) => r.OrderId)).toEqual([orderNo]);
    expect(signedIn.claimCookie).toBe(''); // spent: cleared

    const other = freshMobile();
    await register(other);
    const later = await placeGuestOrder(other);
    const laterCookie = await openLink((await mailedLink(later.orderNo)).url);
    const login = await call('POST', '/api/Auth/CLogin', { body: { Mobile: other, Password: 'sorrel-2025' }, cookies: { [CLAIM_COOKIE]: laterCookie } });
    expect(login.status).toBe(200);
    expect(await history(login.body.Token as string)).toEqual([later.orderNo]);
  });

  it('keeps the links of several orders opened in one browser', async () => {
    const first = await placeGuestOrder(freshMobile());
    const second = await placeGuestOrder(freshMobile());
    const cookie = await openLink((await mailedLink(first.orderNo)).url);
    const both = await openLink((await mailedLink(second.orderNo)).url, { [CLAIM_COOKIE]: cookie });
    expect(both.split('~')).toHaveLength(2);
    const account = await register(freshMobile(), { [CLAIM_COOKIE]: both });
    expect((await history(account.body.jwt as string)).sort()).toEqual([first.orderNo, second.orderNo].sort());
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
