import { describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { issueCustomerToken, verifyCustomerToken } from '../../../host/auth/tokens.js';
import type { TokenCustomer } from '../../../host/auth/token-customer.js';

const SECRET = 'unit-test-secret-unit-test-secret';
const customer: TokenCustomer = { customerNo: 42, mobile: '7654321', name: 'Asha Ramdial', email: 'asha@example.tt' };
const now = new Date('2025-03-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('customer tokens', () => {
  it('carries the docs/domain.md#session claims, iat and exp, signed HS256', async () => {
    const token = await issueCustomerToken(customer, SECRET, 3600, now);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(decodeJwt(token)).toEqual({
      custom_id: '42',
      custom_Email: 'asha@example.tt',
      custom_mobile: '7654321',
      custom_CustomerName: 'Asha Ramdial',
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    });
  });

  it('verifies a valid token and gives its claims', async () => {
    const token = await issueCustomerToken(customer, SECRET, 3600, now);
    const claims = await verifyCustomerToken(token, SECRET, new Date(now.getTime() + 60_000));
    expect(claims).toEqual({
      custom_id: '42',
      custom_Email: 'asha@example.tt',
      custom_mobile: '7654321',
      custom_CustomerName: 'Asha Ramdial',
      exp: nowSeconds + 3600,
    });
  });

  it('refuses an expired token', async () => {
    const token = await issueCustomerToken(customer, SECRET, 3600, now);
    expect(await verifyCustomerToken(token, SECRET, new Date(now.getTime() + 3601_000))).toBeNull();
  });

  it('refuses a token signed with another secret, or tampered with', async () => {
    const forged = await issueCustomerToken(customer, 'another-secret-another-secret!!', 3600, now);
    expect(await verifyCustomerToken(forged, SECRET, now)).toBeNull();
    const token = await issueCustomerToken(customer, SECRET, 3600, now);
    const [h, , s] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), custom_id: '1' })).toString('base64url');
    expect(await verifyCustomerToken(`${h}.${payload}.${s}`, SECRET, now)).toBeNull();
  });

  it('refuses alg none, garbage and tokens missing claims or exp', async () => {
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ custom_id: '42', custom_Email: '', custom_mobile: '7654321', custom_CustomerName: 'x', exp: nowSeconds + 60 }),
    ).toString('base64url')}.`;
    expect(await verifyCustomerToken(none, SECRET, now)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', '....']) expect(await verifyCustomerToken(junk, SECRET, now)).toBeNull();

    const key = new TextEncoder().encode(SECRET);
    const noExp = await new SignJWT({ custom_id: '42', custom_Email: '', custom_mobile: '7654321', custom_CustomerName: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    expect(await verifyCustomerToken(noExp, SECRET, now)).toBeNull();
    const noId = await new SignJWT({ custom_Email: '', custom_mobile: '7654321', custom_CustomerName: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(nowSeconds + 60)
      .sign(key);
    expect(await verifyCustomerToken(noId, SECRET, now)).toBeNull();
    const numericId = await new SignJWT({ custom_id: 42, custom_Email: '', custom_mobile: '7654321', custom_CustomerName: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(nowSeconds + 60)
      .sign(key);
    expect(await verifyCustomerToken(numericId, SECRET, now)).toBeNull();
  });
});

describe('the token version', () => {
  it('is carried as ver once the account has one, and read back', async () => {
    const token = await issueCustomerToken({ ...customer, tokenVersion: 3 }, SECRET, 3600, now);
    expect(decodeJwt(token).ver).toBe(3);
    expect(await verifyCustomerToken(token, SECRET, now)).toMatchObject({ custom_id: '42', ver: 3 });
  });

  it.each([0, -1, 1.5, '2'])('refuses a token whose ver is %j', async (ver) => {
    const token = await new SignJWT({ custom_id: '42', custom_Email: '', custom_mobile: '7654321', custom_CustomerName: 'A', ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyCustomerToken(token, SECRET, now)).toBeNull();
  });
});
