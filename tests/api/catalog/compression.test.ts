import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { pickEncoding } from '../../../host/catalog/response-cache.js';

// The catalogue's answers: compressed once per snapshot and picked by Accept-Encoding, with an ETag per
// representation; no anti-forgery cookie on API answers (pages still mint it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOME = '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue answers by Accept-Encoding', () => {
  it('sends the same JSON as identity, gzip and brotli, each with its own ETag and Vary: Accept-Encoding', async () => {
    const plain = await get(HOME);
    const gz = await get(HOME, { 'accept-encoding': 'gzip, deflate' });
    const br = await get(HOME, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    for (const res of [plain, gz, br]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
  });

  it('answers 304 to its own ETag and to the identity ETag', async () => {
    const br = await get(HOME, { 'accept-encoding': 'br' });
    const plain = await get(HOME);
    expect((await get(HOME, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
    expect((await get(HOME, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
    expect((await get(HOME, { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await get('/api/Shop/GetShop?ShopNo=16', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['identity', null],
    ['*', 'gzip'],
    ['BR', 'br'],
    ['', null],
  ] as const)('Accept-Encoding %j -> %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the anti-forgery cookie', () => {
  it('is not set on API answers to a cookie-less client', async () => {
    const res = await get(HOME);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is still set on pages', async () => {
    const res = await get('/');
    expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
  });
});
