// The login slow-down cannot be turned against an account's owner: strangers can keep the per-mobile wait running,
// but it does not hold back a browser that has signed in to the account before (its device cookie) nor an address
// with no failures of its own. Everyone else still waits, and a refusal says nothing about the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { DEVICE_COOKIE, DEVICE_TRUST_MS } from '../../../host/auth/login-devices.js';
import { MOBILE_BACKOFF, PAIR_BACKOFF, tooManyAttempts } from '../../../host/auth/rate-limit.js';
import { addStaff } from '../../../host/admin/staff.js';

let t: TestApp;
let clock = new Date('2025-03-01T12:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const PASSWORD = 'sorrel-2025';
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t?.close());

let nextMobile = 7410001;
let nextNet = 1;
const freshMobile = () => String(nextMobile++);
/** A block of addresses no other test uses: `${net}.1`, `${net}.2` ... */
const freshNet = () => `10.${40 + Math.floor(nextNet / 250)}.${nextNet++ % 250}`;

interface Answer {
  status: number;
  body: unknown;
  retryAfter: unknown;
  device?: string;
}

async function signIn(url: string, Mobile: string, Password: string, ip: string, device?: string): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: { Mobile, Password },
    remoteAddress: ip,
    cookies: device ? { [DEVICE_COOKIE]: device } : {},
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'], device: res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value };
}
const login = (mobile: string, password: string, ip: string, device?: string) => signIn('/api/Auth/CLogin', mobile, password, ip, device);

async function customer(): Promise<string> {
  const mobile = freshMobile();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/register',
    payload: { CustomerName: 'Owner', Mobile1: mobile, NewPassword: PASSWORD, ConfirmPassword: PASSWORD, ConfirmMobile: true },
  });
  expect(res.statusCode).toBe(200);
  return mobile;
}

/** The owner signs in once from their own browser: answers its device cookie. */
async function ownBrowser(mobile: string, ip: string): Promise<string> {
  const res = await login(mobile, PASSWORD, ip);
  expect(res.status).toBe(200);
  expect(res.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return res.device!;
}

/** A stranger fails MOBILE_BACKOFF.free times for `mobile`, each from its own address: the per-mobile wait runs. */
async function strangersGuess(mobile: string, net: string): Promise<void> {
  for (let i = 1; i <= MOBILE_BACKOFF.free; i++) expect((await login(mobile, `guess-${i}`, `${net}.${i}`)).status).toBe(401);
}

describe('the per-mobile wait and the account owner', () => {
  it('strangers keeping the per-mobile wait running for two minutes never keep the owner out', async () => {
    const mobile = await customer();
    const home = freshNet();
    const device = await ownBrowser(mobile, `${home}.1`);
    expect((await login(mobile, 'typo', `${home}.1`)).status).toBe(401); // home is no longer clean: only the cookie helps there
    const stranger = `${freshNet()}.1`;
    for (let elapsed = 0; elapsed < 2 * MINUTE; elapsed += 30_000) {
      // Ten failures from ten addresses and one more from an eleventh: the wait runs for anyone else there.
      await strangersGuess(mobile, freshNet());
      await login(mobile, 'guess', stranger);
      expect((await login(mobile, PASSWORD, stranger)).status).toBe(429);
      expect((await login(mobile, PASSWORD, `${home}.1`, device)).status).toBe(200);
      // The owner's sign-in cleared the mobile's failures: the strangers start over.
      await strangersGuess(mobile, freshNet());
      expect((await login(mobile, PASSWORD, `${freshNet()}.1`)).status).toBe(200);
      advance(30_000);
    }
  });

  it('a browser that signed in to the account before passes the per-mobile wait, from an address that failed', async () => {
    const mobile = await customer();
    const home = freshNet();
    const device = await ownBrowser(mobile, `${home}.1`);
    expect((await login(mobile, 'typo', `${home}.1`)).status).toBe(401); // the owner's own slip: home is no longer clean
    await strangersGuess(mobile, freshNet());
    expect((await login(mobile, PASSWORD, `${home}.1`)).status).toBe(429); // another browser at home waits
    expect((await login(mobile, PASSWORD, `${home}.1`, device)).status).toBe(200);
  });

  it('an address with no failures of its own passes the per-mobile wait', async () => {
    const mobile = await customer();
    await strangersGuess(mobile, freshNet());
    expect((await login(mobile, PASSWORD, `${freshNet()}.1`)).status).toBe(200);
  });

  it('an untrusted browser from a failing address waits, and the refusal is the same for the right and a wrong password', async () => {
    const mobile = await customer();
    const net = freshNet();
    await strangersGuess(mobile, net);
    const right = await login(mobile, PASSWORD, `${net}.1`);
    const wrong = await login(mobile, 'guess-x', `${net}.1`);
    const expected = { status: 429, body: { success: false, msg: tooManyAttempts(MOBILE_BACKOFF.firstWaitMs / 1000) }, retryAfter: '5', device: undefined };
    expect(right).toEqual(expected);
    expect(wrong).toEqual(expected);
    // Neither counted as a failure: the wait did not grow.
    expect(await login(mobile, 'guess-y', `${net}.2`)).toEqual(expected);
  });

  it('a browser trusted for another account, or a made-up cookie, does not pass the wait', async () => {
    const mobile = await customer();
    const other = await customer();
    const net = freshNet();
    const device = await ownBrowser(other, `${net}.50`);
    await strangersGuess(mobile, net);
    expect((await login(mobile, PASSWORD, `${net}.1`, device)).status).toBe(429);
    expect((await login(mobile, PASSWORD, `${net}.1`, 'A'.repeat(43))).status).toBe(429);
    expect((await login(mobile, PASSWORD, `${net}.1`, 'not a cookie')).status).toBe(429);
  });

  it('the per-(mobile, address) and per-address waits still hold a trusted browser', async () => {
    const mobile = await customer();
    const net = freshNet();
    const device = await ownBrowser(mobile, `${net}.1`);
    for (let i = 1; i <= PAIR_BACKOFF.free; i++) expect((await login(mobile, `guess-${i}`, `${net}.1`, device)).status).toBe(401);
    const held = await login(mobile, PASSWORD, `${net}.1`, device);
    expect(held).toMatchObject({ status: 429, retryAfter: String(PAIR_BACKOFF.firstWaitMs / 1000) });
  });

  it('trust ends DEVICE_TRUST_MS after the latest sign-in', async () => {
    const mobile = await customer();
    const net = freshNet();
    const device = await ownBrowser(mobile, `${net}.1`);
    advance(DEVICE_TRUST_MS);
    expect((await login(mobile, 'typo', `${net}.1`)).status).toBe(401);
    await strangersGuess(mobile, freshNet());
    expect((await login(mobile, PASSWORD, `${net}.1`, device)).status).toBe(429);
  });

  it('the device cookie is random, HttpOnly, SameSite=Strict, sent only to /api/, kept across sign-ins, stored only as its SHA-256', async () => {
    const mobile = await customer();
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/CLogin', payload: { Mobile: mobile, Password: PASSWORD }, remoteAddress: '10.32.0.1' });
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/', maxAge: DEVICE_TRUST_MS / 1000 });
    expect((await login(mobile, PASSWORD, '10.32.0.1', cookie.value)).device).toBe(cookie.value);
    const other = await customer();
    expect((await login(other, PASSWORD, '10.32.0.1', cookie.value)).device).toBe(cookie.value);
    const rows = await t.db.query<{ account: string; device: string }>('SELECT account, device FROM login_devices WHERE account = ANY($1::text[])', [
      [mobile, other],
    ]);
    const digest = createHash('sha256').update(cookie.value).digest('hex');
    expect(rows.map((r) => r.device)).toEqual([digest, digest]);
  });

  it('ChangePassword from a trusted browser passes the per-mobile wait strangers keep running', async () => {
    const mobile = await customer();
    const net = freshNet();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/CLogin',
      payload: { Mobile: mobile, Password: PASSWORD },
      remoteAddress: `${net}.1`,
    });
    const token = signedIn.json<{ Token: string }>().Token;
    const device = signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    const change = (CurrentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/ChangePassword',
        payload: { CurrentPassword, NewPassword: 'mauby-drink', ConfirmPassword: 'mauby-drink' },
        remoteAddress: `${net}.1`,
        headers: { authorization: `Bearer ${token}` },
        cookies: { [DEVICE_COOKIE]: device },
      });
    expect((await change('typo')).statusCode).toBe(400);
    await strangersGuess(mobile, freshNet());
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });
});

describe('staff sign-in', () => {
  it('a browser that signed in as this staff member passes the per-mobile wait; another browser there waits', async () => {
    const mobile = freshMobile();
    await addStaff(t.db, { mobile, name: 'Kim Staff', password: 'hibiscus-2025' }, clock);
    const staffLogin = (password: string, ip: string, device?: string) => signIn('/api/admin/Login', mobile, password, ip, device);
    const net = freshNet();
    const first = await staffLogin('hibiscus-2025', `${net}.1`);
    expect(first.status).toBe(200);
    expect((await staffLogin('typo', `${net}.1`)).status).toBe(401);
    const strangers = freshNet();
    for (let i = 1; i <= MOBILE_BACKOFF.free; i++) expect((await staffLogin(`guess-${i}`, `${strangers}.${i}`)).status).toBe(401);
    expect((await staffLogin('hibiscus-2025', `${net}.1`)).status).toBe(429);
    expect((await staffLogin('hibiscus-2025', `${net}.1`, first.device)).status).toBe(200);
  });

  it("a customer's trusted browser is not trusted for the staff account of the same mobile", async () => {
    const mobile = await customer();
    await addStaff(t.db, { mobile, name: 'Both', password: 'hibiscus-2025' }, clock);
    const net = freshNet();
    const device = await ownBrowser(mobile, `${net}.1`);
    expect((await signIn('/api/admin/Login', mobile, 'typo', `${net}.1`)).status).toBe(401);
    const strangers = freshNet();
    for (let i = 1; i <= MOBILE_BACKOFF.free; i++) await signIn('/api/admin/Login', mobile, `guess-${i}`, `${strangers}.${i}`);
    expect((await signIn('/api/admin/Login', mobile, 'hibiscus-2025', `${net}.1`, device)).status).toBe(429);
  });
});
