import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, jwtVerify } from 'jose';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { issueCustomerToken } from '../../host/auth/tokens.js';

// One app for the file; a movable clock for token expiry and the rate-limit window.
let t: TestApp;
let clock = new Date('2025-03-01T12:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t?.close());

let nextMobile = 7000001;
const freshMobile = () => String(nextMobile++);

const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  CustomerName: 'Asha Ramdial',
  Address: '12 Frederick Street, Port of Spain',
  Mobile1: freshMobile(),
  EmailID: 'asha@example.tt',
  NewPassword: 'sorrel-2025',
  ConfirmPassword: 'sorrel-2025',
  ConfirmMobile: true,
  ...overrides,
});

type Json = Record<string, unknown>;
async function post(url: string, body: unknown, opts: { token?: string; ip?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body as Json,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Json };
}
async function get(url: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() as Json };
}
const register = (overrides: Record<string, unknown> = {}) => post('/api/customer/register', validRegistration(overrides));
const login = (Mobile: string, Password: string, ip?: string) => post('/api/Auth/CLogin', { Mobile, Password }, { ip });

describe('POST /api/customer/register', () => {
  it('registers and answers a JWT with the docs/domain.md#session claims, iat and exp', async () => {
    const payload = validRegistration();
    const res = await post('/api/customer/register', payload);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, msg: 'Registration successful.' });
    const jwt = res.body.jwt as string;
    const claims = decodeJwt(jwt);
    const iat = Math.floor(clock.getTime() / 1000);
    expect(claims).toEqual({
      custom_id: expect.stringMatching(/^\d+$/),
      custom_Email: 'asha@example.tt',
      custom_mobile: payload.Mobile1,
      custom_CustomerName: 'Asha Ramdial',
      iat,
      exp: iat + t.config.jwtTtlSeconds,
    });
    // Signed HS256 with the host's secret.
    await expect(jwtVerify(jwt, new TextEncoder().encode(t.config.jwtSecret), { currentDate: clock })).resolves.toBeTruthy();
  });

  it('trims the mobile, name and email; the email and address are optional', async () => {
    const mobile = freshMobile();
    const res = await register({ Mobile1: ` ${mobile} `, CustomerName: '  Kevin Ali ', EmailID: undefined, Address: undefined });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.jwt as string)).toMatchObject({ custom_mobile: mobile, custom_CustomerName: 'Kevin Ali', custom_Email: '' });
  });

  it('gives every docs/domain.md#registration-checks message, in order', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'Mobile is required.'],
      [{ Mobile1: '   ' }, 'Mobile is required.'],
      [{ Mobile1: '12345' }, 'Phone Number is invalid. Please enter 7 digits.'],
      [{ Mobile1: '76543210' }, 'Phone Number is invalid. Please enter 7 digits.'],
      [{ Mobile1: '7654321' }, 'Name is required.'],
      [{ Mobile1: '7654321', CustomerName: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
      [{ Mobile1: '7654321', CustomerName: 'Asha' }, 'Password is required.'],
      [{ Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'secret1' }, 'Confirm Password is required.'],
      [{ Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'secret1', ConfirmPassword: 'secret2' }, 'Passwords do not match.'],
      [
        { Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'secret1', ConfirmPassword: 'secret1' },
        'You need to confirm that this is your mobile number and You agree to its use for account notifications',
      ],
      [
        { Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'secret1', ConfirmPassword: 'secret1', ConfirmMobile: false },
        'You need to confirm that this is your mobile number and You agree to its use for account notifications',
      ],
      [
        { Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'secret1', ConfirmPassword: 'secret1', ConfirmMobile: true, EmailID: 'not-an-email' },
        'Please enter a valid email address.',
      ],
      [
        { Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'short', ConfirmPassword: 'short', ConfirmMobile: true },
        'Password must be at least 6 characters.',
      ],
      [
        { Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'p'.repeat(201), ConfirmPassword: 'p'.repeat(201), ConfirmMobile: true },
        'Password must be at most 200 characters.',
      ],
      [
        { Mobile1: '7654321', CustomerName: 'Asha', NewPassword: 'secret1', ConfirmPassword: 'secret1', ConfirmMobile: true, Address: 'a'.repeat(501) },
        'Address must be at most 500 characters.',
      ],
    ];
    for (const [body, msg] of steps) {
      const res = await post('/api/customer/register', body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 400, answer: { success: false, msg } });
    }
    // None of those created the account.
    expect(await t.db.query("SELECT 1 FROM customers WHERE mobile = '7654321'")).toHaveLength(0);
  });

  it('refuses a mobile that is already registered without saying so, also when two registrations race', async () => {
    const mobile = freshMobile();
    expect((await register({ Mobile1: mobile })).status).toBe(200);
    const again = await register({ Mobile1: mobile, CustomerName: 'Someone Else' });
    const refusal = 'We could not create an account with these details. If you already have an account, please log in.';
    expect(again).toEqual({ status: 400, body: { success: false, msg: refusal } });
    expect(String(again.body.msg)).not.toMatch(/registered|exists|taken/i);

    const raced = freshMobile();
    const results = await Promise.all([register({ Mobile1: raced }), register({ Mobile1: raced }), register({ Mobile1: raced })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await t.db.query('SELECT 1 FROM customers WHERE mobile = $1', [raced])).toHaveLength(1);
  });

  it('answers 400 with the field for wrong JSON types', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Mobile1: 7654321 }, 'Mobile1 must be a string.'],
      [{ CustomerName: ['Asha'] }, 'CustomerName must be a string.'],
      [{ NewPassword: 123456, ConfirmPassword: 123456 }, 'NewPassword must be a string.'],
      [{ ConfirmMobile: 'yes' }, 'ConfirmMobile must be true or false.'],
      [{ EmailID: { at: 'x' } }, 'EmailID must be a string.'],
    ];
    for (const [overrides, msg] of cases) {
      const res = await register(overrides);
      expect(res).toEqual({ status: 400, body: { success: false, msg } });
    }
  });

  it('stores an scrypt hash, never the password', async () => {
    const mobile = freshMobile();
    await register({ Mobile1: mobile });
    const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE mobile = $1', [mobile]);
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${t.config.scryptN}\\$8\\$3\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$`));
    expect(row.password_hash).not.toContain('sorrel-2025');
  });
});

describe('POST /api/Auth/CLogin', () => {
  let mobile: string;
  beforeAll(async () => {
    mobile = freshMobile();
    await register({ Mobile1: mobile, CustomerName: 'Lena Baptiste', EmailID: 'lena@example.tt' });
  });

  it('logs in and answers a Token with the docs/domain.md#session claims', async () => {
    const res = await login(mobile, 'sorrel-2025', '10.1.0.1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, msg: 'Login successful.' });
    const claims = decodeJwt(res.body.Token as string);
    expect(claims).toMatchObject({ custom_mobile: mobile, custom_CustomerName: 'Lena Baptiste', custom_Email: 'lena@example.tt' });
    expect(claims.exp).toBe(Math.floor(clock.getTime() / 1000) + t.config.jwtTtlSeconds);
    // Surrounding spaces around the mobile are ignored.
    expect((await login(` ${mobile} `, 'sorrel-2025', '10.1.0.1')).status).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown mobile', async () => {
    const wrong = await login(mobile, 'sorrel-2024', '10.1.0.2');
    const unknown = await login('7999999', 'sorrel-2025', '10.1.0.2');
    const expected = { status: 401, body: { success: false, msg: 'Invalid mobile number or password.' } };
    expect(wrong).toEqual(expected);
    expect(unknown).toEqual(expected);
  });

  it('answers 400 for missing fields and wrong types', async () => {
    expect(await post('/api/Auth/CLogin', {}, { ip: '10.1.0.3' })).toEqual({ status: 400, body: { success: false, msg: 'Mobile is required.' } });
    expect(await post('/api/Auth/CLogin', { Mobile: mobile }, { ip: '10.1.0.3' })).toEqual({
      status: 400,
      body: { success: false, msg: 'Password is required.' },
    });
    expect(await post('/api/Auth/CLogin', { Mobile: 7654321, Password: 'x' }, { ip: '10.1.0.3' })).toEqual({
      status: 400,
      body: { success: false, msg: 'Mobile must be a string.' },
    });
  });

  it('slows one (mobile, address) down after 5 failures, doubling the wait, and never locks out other addresses', async () => {
    const victim = freshMobile();
    await register({ Mobile1: victim });
    const guesser = '10.2.0.1';
    for (let i = 1; i <= 5; i++) expect((await login(victim, 'guess-' + i, guesser)).status).toBe(401);
    const blocked = await login(victim, 'sorrel-2025', guesser); // even the right password, from the guesser's address
    expect(blocked).toEqual({ status: 429, body: { success: false, msg: 'Too many login attempts. Please wait 15 seconds and try again.' } });
    // The customer, from their own address, is not locked out; other accounts are unaffected.
    expect((await login(victim, 'sorrel-2025', '10.2.0.2')).status).toBe(200);
    expect((await login(mobile, 'sorrel-2025', guesser)).status).toBe(200);

    // The guesser's waits double: 15 s after the 5th failure, 30 s after the 6th.
    advance(15_000);
    expect((await login(victim, 'guess-6', guesser)).status).toBe(401);
    advance(29_000);
    expect((await login(victim, 'guess-7', guesser)).status).toBe(429);
    advance(1_000);
    expect((await login(victim, 'sorrel-2025', guesser)).status).toBe(200);
  });

  it('answers the wait in Retry-After', async () => {
    const user = freshMobile();
    await register({ Mobile1: user });
    for (let i = 1; i <= 5; i++) await login(user, 'nope-' + i, '10.2.1.1');
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/CLogin', payload: { Mobile: user, Password: 'x' }, remoteAddress: '10.2.1.1' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('15');
  });

  it('slows a mobile guessed from many addresses by at most a minute, for addresses that have failed themselves', async () => {
    const victim = freshMobile();
    await register({ Mobile1: victim });
    for (let i = 1; i <= 10; i++) expect((await login(victim, 'guess-' + i, `10.2.2.${i}`)).status).toBe(401);
    // 10 free failures, then 5 s, 10 s, 20 s ... from any address with a failure of its own.
    expect(await login(victim, 'sorrel-2025', '10.2.2.1')).toEqual({
      status: 429,
      body: { success: false, msg: 'Too many login attempts. Please wait 5 seconds and try again.' },
    });
    advance(MINUTE);
    for (let i = 13; i <= 40; i++) {
      await login(victim, 'guess-' + i, `10.2.4.${i}`);
      advance(MINUTE);
    }
    // However many failures, the wait never passes a minute.
    expect((await login(victim, 'sorrel-2025', '10.2.4.40')).status).toBe(200);
  });

  it('a successful login clears the failures of its mobile and address', async () => {
    const user = freshMobile();
    await register({ Mobile1: user });
    for (let i = 1; i <= 4; i++) expect((await login(user, 'nope-' + i, '10.3.0.1')).status).toBe(401);
    expect((await login(user, 'sorrel-2025', '10.3.0.1')).status).toBe(200);
    for (let i = 1; i <= 4; i++) expect((await login(user, 'nope-' + i, '10.3.0.1')).status).toBe(401);
    expect((await login(user, 'sorrel-2025', '10.3.0.1')).status).toBe(200);
  });

  it('slows an address trying many mobiles only after 50 failures, so a shared address keeps working', async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < 49; i++) expect((await login(String(7800000 + i), 'guess', address)).status).toBe(401);
    expect((await login(mobile, 'sorrel-2025', address)).status).toBe(200);
    expect((await login('7800099', 'guess', address)).status).toBe(401); // the 50th failure
    expect((await login(mobile, 'sorrel-2025', address)).status).toBe(429);
    expect((await login(mobile, 'sorrel-2025', '10.4.0.2')).status).toBe(200);
    advance(16 * MINUTE);
    expect((await login(mobile, 'sorrel-2025', address)).status).toBe(200);
  });

  it('prunes attempts older than the window', async () => {
    await login('7811111', 'guess', '10.5.0.1');
    advance(16 * MINUTE);
    await login('7811112', 'guess', '10.5.0.2'); // a failure triggers the prune
    const old = await t.db.query('SELECT 1 FROM login_attempts WHERE at <= $1', [new Date(clock.getTime() - 15 * MINUTE).toISOString()]);
    expect(old).toHaveLength(0);
  });
});

describe('account endpoints', () => {
  let mobile: string;
  let token: string;
  beforeAll(async () => {
    mobile = freshMobile();
    const res = await register({ Mobile1: mobile, CustomerName: 'Ravi Maharaj', EmailID: 'ravi@example.tt', Address: 'San Fernando' });
    token = res.body.jwt as string;
  });

  it("GetAccount answers the logged-in customer's details", async () => {
    const res = await get('/api/customer/GetAccount', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      CustomerNo: Number(decodeJwt(token).custom_id),
      CustomerName: 'Ravi Maharaj',
      Mobile1: mobile,
      EmailID: 'ravi@example.tt',
      Address: 'San Fernando',
    });
  });

  it('answers 401 without a token, with a forged one, an expired one, or one for no customer', async () => {
    const pleaseLogIn = { status: 401, body: { success: false, msg: 'Please log in.' } };
    expect(await get('/api/customer/GetAccount')).toEqual(pleaseLogIn);
    expect(await get('/api/customer/GetAccount', 'not.a.token')).toEqual(pleaseLogIn);
    const claims = decodeJwt(token);
    const who = { customerNo: Number(claims.custom_id), mobile, name: 'Ravi Maharaj', email: '' };
    const forged = await issueCustomerToken(who, 'some-other-secret-some-other-secret', 3600, clock);
    expect(await get('/api/customer/GetAccount', forged)).toEqual(pleaseLogIn);
    const nobody = await issueCustomerToken({ ...who, customerNo: 999999 }, t.config.jwtSecret!, 3600, clock);
    expect(await get('/api/customer/GetAccount', nobody)).toEqual(pleaseLogIn);
    const shortLived = await issueCustomerToken(who, t.config.jwtSecret!, 60, clock);
    expect((await get('/api/customer/GetAccount', shortLived)).status).toBe(200);
    advance(2 * MINUTE);
    expect(await get('/api/customer/GetAccount', shortLived)).toEqual(pleaseLogIn);
    expect(await post('/api/customer/UpdateAccount', { CustomerName: 'X' }, { token: forged })).toEqual(pleaseLogIn);
    expect(await post('/api/customer/ChangePassword', { CurrentPassword: 'a', NewPassword: 'bbbbbb', ConfirmPassword: 'bbbbbb' })).toEqual(pleaseLogIn);
    // A token for the wrong scheme is not a bearer token.
    const basic = await t.app.inject({ method: 'GET', url: '/api/customer/GetAccount', headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('UpdateAccount saves the details and re-issues the token with the new claims', async () => {
    const res = await post(
      '/api/customer/UpdateAccount',
      { CustomerName: '  Ravi S. Maharaj ', EmailID: 'ravi.m@example.tt', Address: 'Scarborough, Tobago' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, msg: 'Your account details have been saved.' });
    expect(decodeJwt(res.body.jwt as string)).toMatchObject({
      custom_mobile: mobile,
      custom_CustomerName: 'Ravi S. Maharaj',
      custom_Email: 'ravi.m@example.tt',
    });
    const account = await get('/api/customer/GetAccount', res.body.jwt as string);
    expect(account.body).toMatchObject({ CustomerName: 'Ravi S. Maharaj', EmailID: 'ravi.m@example.tt', Address: 'Scarborough, Tobago', Mobile1: mobile });
    // An absent Address keeps the saved one.
    await post('/api/customer/UpdateAccount', { CustomerName: 'Ravi Maharaj', EmailID: '' }, { token });
    expect((await get('/api/customer/GetAccount', token)).body).toMatchObject({ CustomerName: 'Ravi Maharaj', EmailID: '', Address: 'Scarborough, Tobago' });
  });

  it('UpdateAccount validates its fields', async () => {
    const cases: [unknown, string][] = [
      [{ CustomerName: '  ' }, 'Name is required.'],
      [{}, 'Name is required.'],
      [{ CustomerName: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
      [{ CustomerName: 'Ravi', EmailID: 'ravi@' }, 'Please enter a valid email address.'],
      [{ CustomerName: 'Ravi', Address: 'a'.repeat(501) }, 'Address must be at most 500 characters.'],
      [{ CustomerName: 42 }, 'CustomerName must be a string.'],
      [[{ CustomerName: 'Ravi' }], 'The request body must be an object.'],
    ];
    for (const [body, msg] of cases) {
      expect(await post('/api/customer/UpdateAccount', body, { token })).toEqual({ status: 400, body: { success: false, msg } });
    }
  });

  it('ChangePassword checks the current password and changes it', async () => {
    const change = (body: Json) => post('/api/customer/ChangePassword', body, { token, ip: '10.6.0.1' });
    const cases: [Json, string][] = [
      [{}, 'Current Password is required.'],
      [{ CurrentPassword: 'sorrel-2025' }, 'Password is required.'],
      [{ CurrentPassword: 'sorrel-2025', NewPassword: 'mauby-drink' }, 'Confirm Password is required.'],
      [{ CurrentPassword: 'sorrel-2025', NewPassword: 'mauby-drink', ConfirmPassword: 'mauby-drunk' }, 'Passwords do not match.'],
      [{ CurrentPassword: 'sorrel-2025', NewPassword: 'mauby', ConfirmPassword: 'mauby' }, 'Password must be at least 6 characters.'],
      [{ CurrentPassword: 'wrong-one', NewPassword: 'mauby-drink', ConfirmPassword: 'mauby-drink' }, 'The current password is not correct.'],
      [{ CurrentPassword: 1, NewPassword: 'mauby-drink', ConfirmPassword: 'mauby-drink' }, 'CurrentPassword must be a string.'],
    ];
    for (const [body, msg] of cases) expect(await change(body)).toEqual({ status: 400, body: { success: false, msg } });

    const ok = await change({ CurrentPassword: 'sorrel-2025', NewPassword: 'mauby-drink', ConfirmPassword: 'mauby-drink' });
    expect(ok).toMatchObject({ status: 200, body: { success: true, msg: 'Your password has been changed.', jwt: expect.any(String) } });
    token = ok.body.jwt as string; // the change revoked the one before
    expect((await login(mobile, 'sorrel-2025', '10.6.0.2')).status).toBe(401);
    expect((await login(mobile, 'mauby-drink', '10.6.0.2')).status).toBe(200);
  });

  it('ChangePassword counts wrong current passwords toward the login limit', async () => {
    const user = freshMobile();
    const own = (await register({ Mobile1: user })).body.jwt as string;
    const change = (CurrentPassword: string) =>
      post('/api/customer/ChangePassword', { CurrentPassword, NewPassword: 'mauby-drink', ConfirmPassword: 'mauby-drink' }, { token: own, ip: '10.7.0.1' });
    for (let i = 0; i < 5; i++) expect((await change('guess' + i)).status).toBe(400);
    expect((await change('sorrel-2025')).status).toBe(429);
  });
});

describe('bad bodies never give a 500', () => {
  const urls = ['/api/customer/register', '/api/Auth/CLogin', '/api/customer/UpdateAccount', '/api/customer/ChangePassword'];

  it('non-JSON, arrays, null, text and huge bodies get a 4xx { success: false, msg }', async () => {
    const token = (await register()).body.jwt as string;
    const auth = { authorization: `Bearer ${token}` };
    for (const url of urls) {
      const attempts = [
        { payload: '{"Mobile1": ', headers: { 'content-type': 'application/json', ...auth }, status: 400 },
        { payload: '[1,2,3]', headers: { 'content-type': 'application/json', ...auth }, status: 400 },
        { payload: 'null', headers: { 'content-type': 'application/json', ...auth }, status: 400 },
        { payload: '"text"', headers: { 'content-type': 'application/json', ...auth }, status: 400 },
        { payload: 'Mobile=7654321', headers: { 'content-type': 'text/plain', ...auth }, status: 400 },
        { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth }, status: 415 },
        {
          payload: JSON.stringify({ CustomerName: 'x'.repeat(300 * 1024) }),
          headers: { 'content-type': 'application/json', ...auth },
          status: 413,
        },
      ];
      for (const a of attempts) {
        const res = await t.app.inject({ method: 'POST', url, payload: a.payload, headers: a.headers });
        expect({ url, payload: a.payload.slice(0, 20), status: res.statusCode }).toEqual({ url, payload: a.payload.slice(0, 20), status: a.status });
        const body = res.json() as Json;
        expect(body.success).toBe(false);
        expect(typeof body.msg).toBe('string');
        expect(body.msg).not.toMatch(/\bat .*\.(ts|js):\d+/);
      }
    }
  });
});
