import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BODY_TOO_DEEP } from '../../host/http/body-shape.js';
import type { FetchLike } from '../../host/payments/wipay.js';

// Every POST of the store API, thrown random, nested and malformed JSON: it answers, and never with a 5xx.
// Field names are the calls' own, so many bodies get past the first checks into the handlers.
const POST_ROUTES: Record<string, string[]> = {
  '/api/Auth/CLogin': ['Mobile', 'Password'],
  '/api/customer/register': ['CustomerName', 'Address', 'Mobile1', 'EmailID', 'NewPassword', 'ConfirmPassword', 'ConfirmMobile'],
  '/api/customer/UpdateAccount': ['CustomerName', 'EmailID', 'Address'],
  '/api/customer/ChangePassword': ['CurrentPassword', 'NewPassword', 'ConfirmPassword'],
  '/api/shop/SaveOrder': [
    'PMNo',
    'IsPickup',
    'ODeliverCountryNo',
    'CustomerMobile',
    'CustomerName',
    'EmailID',
    'CustomerAddress',
    'CustomerCityNo',
    'OrderProductList',
    'ShopNo',
    'Source',
  ],
  '/api/shop/GetWipayUrl': ['PMNo', 'IsPickup', 'ODeliverCountryNo', 'CustomerMobile', 'CustomerName', 'EmailID', 'CustomerAddress', 'OrderProductList'],
  '/api/shop/WipayReceive': ['status', 'order_id', 'transaction_id', 'hash', 'total', 'message'],
  '/api/trini/saveproductreview': ['ProductNo', 'CustomerMobile', 'CustomerName', 'ReviewTitle', 'Comments', 'Rating'],
  '/api/shop/SaveProductReturn': [
    'OrderNo',
    'OrderDate',
    'FirstName',
    'LastName',
    'EmailID',
    'Telephone',
    'ProductName',
    'ProductCode',
    'Quantity',
    'ReasonNo',
    'IsOpened',
    'Details',
    'AgreeTerms',
  ],
};
const RUNS_PER_ROUTE = 1000;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  t.app.wipayFetch = injectFetch(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/register',
    payload: {
      CustomerName: 'Fuzz',
      Address: '',
      Mobile1: '7654000',
      EmailID: '',
      NewPassword: 'sorrel-2025',
      ConfirmPassword: 'sorrel-2025',
      ConfirmMobile: true,
    },
  });
  token = res.json().jwt;
});
afterAll(async () => t?.close());

function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    const res = await app.inject({ method: 'POST', url: target.pathname + target.search, headers: init.headers, payload: init.body });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
}

const nested = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

/** A request body as the text sent: random JSON, deep nesting, wrong shapes, or plain malformed text. */
function bodies(fields: string[]): fc.Arbitrary<string> {
  const value = fc.jsonValue({ maxDepth: 4 });
  const fieldValue = fc.oneof(value, fc.string(), fc.integer(), fc.constantFrom('7123456', '', ' ', '0', '-1', '1e309', 'null'));
  const shaped = fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: fields.length }).map((o) => JSON.stringify(o));
  const deep = fc.tuple(fc.integer({ min: 1, max: 6000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'])).map(([d, [o, c]]) => nested(d, o, c));
  const deepField = fc.tuple(fc.constantFrom(...fields), fc.integer({ min: 10, max: 6000 })).map(([f, d]) => `{"${f}":${nested(d, '[', ']')}}`);
  const wide = fc.integer({ min: 900, max: 30_000 }).map((n) => `{"${fields[0]}":[${Array(n).fill(0).join(',')}]}`);
  const text = fc.string({ maxLength: 200 });
  return fc.oneof(
    { arbitrary: shaped, weight: 5 },
    { arbitrary: value.map((v) => JSON.stringify(v) ?? 'null'), weight: 2 },
    { arbitrary: deep, weight: 1 },
    { arbitrary: deepField, weight: 1 },
    { arbitrary: wide, weight: 1 },
    { arbitrary: text, weight: 1 },
  );
}

describe('random bodies on every POST route', () => {
  for (const [url, fields] of Object.entries(POST_ROUTES)) {
    it(`${url}: ${RUNS_PER_ROUTE} random bodies, no 5xx, always { success: false, msg } when refused`, { timeout: 240_000 }, async () => {
      let seq = 0;
      await fc.assert(
        fc.asyncProperty(bodies(fields), fc.boolean(), async (payload, signedIn) => {
          seq++;
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload,
            // A new address per body, so the per-address limits do not turn the rest of the run into 429s.
            remoteAddress: `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
            headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
          });
          expect(res.statusCode, `${url} ${payload.slice(0, 120)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toMatchObject({ success: false, msg: expect.any(String) });
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 + url.length },
      );
    });
  }
});

describe('bounded input', () => {
  it('answers a body nested 5,000 deep with a 400 that says so, on every POST route', async () => {
    for (const url of Object.keys(POST_ROUTES)) {
      for (const payload of [nested(5000, '[', ']'), `{"${POST_ROUTES[url][0]}":${nested(5000, '[', ']')}}`]) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: { success: false, msg: BODY_TOO_DEEP } });
      }
    }
  });
});
