import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../host/config.js';
import {
  buildRequestFields,
  newAttemptId,
  requestPayment,
  returnHash,
  validateRequestFields,
  verifyReturn,
  WipayError,
  type FetchLike,
} from '../../../host/payments/wipay.js';
import { sandboxFeeCents } from '../../../host/payments/emulator.js';

const config = testConfig({ publicUrl: 'http://shop.test' });
const wipayConfig = { ...config, wipay: { ...config.wipay, baseUrl: 'http://gateway.test' } };

describe('return hash', () => {
  it('matches the documented worked example', () => {
    expect(returnHash('SB-12-1-oid_123-aBc-20210616024001', '10.00', '123')).toBe('3d34d20260f7433ceee277e9ed9166a3');
    expect(returnHash('SB-12-1-oid_123-aBc-20210616024001', 10, '123')).toBe('3d34d20260f7433ceee277e9ed9166a3');
    expect(returnHash('SB-12-1-oid_123-aBc-20210616024001', '10', '123')).toBe('3d34d20260f7433ceee277e9ed9166a3');
  });
});

describe('verifyReturn', () => {
  const attempt = { attempt_id: 'oid_123', total: '10.00', requested_transaction_id: 'SB-12-1-oid_123-aBc-20210616024001' };
  const good = {
    status: 'success',
    transaction_id: 'SB-12-1-oid_123-aBc-20210616024001',
    order_id: 'oid_123',
    total: '12.05', // the returned total includes the customer's fee
    hash: '3d34d20260f7433ceee277e9ed9166a3',
  };

  it('accepts a success whose hash covers the ORIGINAL requested total', () => {
    expect(verifyReturn(good, attempt, '123')).toEqual({ ok: true, status: 'success', transactionId: good.transaction_id });
  });

  it('refuses a hash over the returned total (the known integration bug)', () => {
    const hash = returnHash(good.transaction_id, '12.05', '123');
    expect(verifyReturn({ ...good, hash }, attempt, '123').ok).toBe(false);
  });

  it('refuses a missing, wrong or foreign-key hash', () => {
    expect(verifyReturn({ ...good, hash: undefined }, attempt, '123').ok).toBe(false);
    expect(verifyReturn({ ...good, hash: 'x'.repeat(32) }, attempt, '123').ok).toBe(false);
    expect(verifyReturn(good, attempt, 'another-key').ok).toBe(false);
    expect(verifyReturn(good, { ...attempt, total: '100.00' }, '123').ok).toBe(false);
  });

  it('refuses a return for another attempt or with an unknown status', () => {
    expect(verifyReturn({ ...good, order_id: 'oid_999' }, attempt, '123').ok).toBe(false);
    expect(verifyReturn({ ...good, status: 'approved' }, attempt, '123').ok).toBe(false);
    expect(verifyReturn({ ...good, transaction_id: '' }, attempt, '123').ok).toBe(false);
  });

  it("refuses another attempt's genuine success: the transaction must be the attempt's own", () => {
    // Attempt C of the same total was paid; its return (transaction and hash genuine) is replayed with A's order_id.
    const attemptA = { attempt_id: 'oid_A', total: '10.00', requested_transaction_id: 'SB-12-1-oid_A-xYz-20210616024001' };
    const returnOfC = { ...good, order_id: 'oid_A' };
    expect(verifyReturn(returnOfC, attemptA, '123')).toEqual({ ok: false, reason: 'transaction_id belongs to another attempt' });
  });

  it('without a requested transaction id, accepts only a transaction that names the attempt', () => {
    const unnamed = { ...attempt, requested_transaction_id: '' };
    expect(verifyReturn(good, unnamed, '123').ok).toBe(true);
    const foreign = 'SB-12-1-oid_999-aBc-20210616024001';
    const hash = returnHash(foreign, '10.00', '123');
    expect(verifyReturn({ ...good, transaction_id: foreign, hash }, unnamed, '123').ok).toBe(false);
  });

  it('needs no hash on failed and error returns', () => {
    expect(verifyReturn({ status: 'failed', order_id: 'oid_123', transaction_id: 'T' }, attempt, '123')).toEqual({
      ok: true,
      status: 'failed',
      transactionId: 'T',
    });
    expect(verifyReturn({ status: 'error', order_id: 'oid_123' }, attempt, '123')).toMatchObject({ ok: true, status: 'error' });
  });
});

describe('request fields', () => {
  const request = { orderId: newAttemptId(42), total: 150, responseUrl: 'http://shop.test/wipay', name: 'Asha', email: 'asha@example.tt' };

  it('holds every required field of docs/payments.md with a two-decimal total', () => {
    const fields = buildRequestFields(config, request);
    expect(fields).toMatchObject({
      account_number: '1234567890',
      country_code: 'TT',
      currency: 'TTD',
      environment: 'sandbox',
      fee_structure: config.wipay.feeStructure,
      method: 'credit_card',
      order_id: request.orderId,
      origin: 'TriniNaturals',
      response_url: 'http://shop.test/wipay',
      total: '150.00',
      name: 'Asha',
      email: 'asha@example.tt',
    });
    expect(validateRequestFields(fields)).toBeNull();
    expect(buildRequestFields(config, { ...request, total: 19.9 }).total).toBe('19.90');
  });

  it('makes attempt ids WiPay accepts, unique per attempt', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newAttemptId(2147483647)));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*[A-Za-z0-9]$/);
      expect(id.length).toBeLessThanOrEqual(48);
    }
  });

  const valid = buildRequestFields(config, request);
  it.each([
    ['account_number', undefined, 'required'],
    ['account_number', '123456789', '10 digits'],
    ['account_number', '12345678901', '10 digits'],
    ['country_code', 'JM', 'country_code'],
    ['currency', 'EUR', 'currency'],
    ['environment', 'test', 'environment'],
    ['fee_structure', 'free', 'fee_structure'],
    ['method', 'paypal', 'method'],
    ['order_id', '-abc', 'order_id'],
    ['order_id', 'abc_', 'order_id'],
    ['order_id', 'a b', 'order_id'],
    ['order_id', 'a'.repeat(49), 'order_id'],
    ['origin', 'x'.repeat(33), 'origin'],
    ['origin', 'Trini Naturals', 'origin'],
    ['response_url', '/wipay', 'response_url'],
    ['response_url', `http://shop.test/${'x'.repeat(250)}`, 'response_url'],
    ['response_url', 'javascript:alert(1)', 'response_url'],
    ['total', '150', 'total'],
    ['total', '150.0', 'total'],
    ['total', '150.000', 'total'],
    ['total', '0.00', 'total'],
    ['total', '-1.00', 'total'],
    ['data', 'x'.repeat(4097), 'data'],
  ])('refuses %s = %j', (field, value, words) => {
    expect(validateRequestFields({ ...valid, [field]: value })).toContain(words);
  });

  it('accepts the other documented values', () => {
    expect(validateRequestFields({ ...valid, currency: 'USD', method: 'credit_card_co', fee_structure: 'split', order_id: 'a' })).toBeNull();
    expect(validateRequestFields({ ...valid, order_id: 'a'.repeat(48), environment: 'live' })).toBeNull();
  });
});

describe('requestPayment', () => {
  const request = { orderId: 'TN-7-abc123', total: 520.5, responseUrl: 'http://shop.test/wipay' };

  function fakeFetch(status: number, body: string, headers: Record<string, string> = {}) {
    const calls: { url: string; init: Parameters<FetchLike>[1] }[] = [];
    const fn: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return new Response(body, { status, headers });
    };
    return { fn, calls };
  }

  it('POSTs the form with Accept: application/json and returns the hosted page', async () => {
    const { fn, calls } = fakeFetch(200, JSON.stringify({ url: 'http://gateway.test/pay/1', message: 'OK', transaction_id: 'SB-1' }));
    await expect(requestPayment(wipayConfig, request, fn)).resolves.toEqual({ url: 'http://gateway.test/pay/1', transaction_id: 'SB-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://gateway.test/plugins/payments/request');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' });
    const sent = Object.fromEntries(new URLSearchParams(calls[0].init.body));
    expect(sent).toMatchObject({ order_id: 'TN-7-abc123', total: '520.50', response_url: 'http://shop.test/wipay', currency: 'TTD' });
  });

  it('takes the hosted page from a redirect too', async () => {
    const { fn } = fakeFetch(302, '', { location: '/pay/2' });
    await expect(requestPayment(wipayConfig, request, fn)).resolves.toEqual({ url: 'http://gateway.test/pay/2', transaction_id: '' });
  });

  it('turns refusals, bad answers and network failures into a WipayError', async () => {
    await expect(requestPayment(wipayConfig, request, fakeFetch(422, JSON.stringify({ message: 'The total is invalid.' })).fn)).rejects.toThrow(
      /refused.*422.*The total is invalid/,
    );
    await expect(requestPayment(wipayConfig, request, fakeFetch(200, '<html>').fn)).rejects.toBeInstanceOf(WipayError);
    await expect(requestPayment(wipayConfig, request, fakeFetch(200, JSON.stringify({ message: 'OK' })).fn)).rejects.toThrow(/url/);
    await expect(requestPayment(wipayConfig, request, fakeFetch(500, 'oops').fn)).rejects.toBeInstanceOf(WipayError);
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(requestPayment(wipayConfig, request, down)).rejects.toThrow(/could not be reached/);
  });

  it('does not send a request WiPay would refuse', async () => {
    const { fn, calls } = fakeFetch(200, '{}');
    await expect(requestPayment(wipayConfig, { ...request, orderId: 'bad id!' }, fn)).rejects.toThrow(/order_id/);
    expect(calls).toHaveLength(0);
  });
});

describe('sandbox fee', () => {
  it('adds 3.5% + TT$1.70 for customer_pay, half for split, nothing for merchant_absorb', () => {
    expect(sandboxFeeCents(10000, 'customer_pay')).toBe(350 + 170);
    expect(sandboxFeeCents(10000, 'split')).toBe(260);
    expect(sandboxFeeCents(10000, 'merchant_absorb')).toBe(0);
  });
});
