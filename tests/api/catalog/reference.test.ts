import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City } from '../../../widgets/domain/types.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { get } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/Trini/GetCityList', () => {
  it('lists the cities of Trinidad, then of Tobago, each alphabetically', async () => {
    const res = await get(t.app, '/api/Trini/GetCityList');
    expect(res.status).toBe(200);
    const cities = res.body as City[];
    for (const c of cities) expect(c).toEqual({ ODeliverCityNo: expect.any(Number), ODeliverCityName: expect.any(String), CountryNo: expect.any(Number) });
    const trinidad = cities.filter((c) => c.CountryNo === 1);
    const tobago = cities.filter((c) => c.CountryNo === 2);
    expect(trinidad.length).toBeGreaterThan(0);
    expect(tobago.length).toBeGreaterThan(0);
    expect(cities).toEqual([...trinidad, ...tobago]);
    for (const island of [trinidad, tobago]) {
      const names = island.map((c) => c.ODeliverCityName);
      expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    }
    expect(tobago.map((c) => c.ODeliverCityName)).toContain('Scarborough');
  });

  it('answers 304 when the client has the list already', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/Trini/GetCityList' });
    const again = await t.app.inject({ method: 'GET', url: '/api/Trini/GetCityList', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/Shop/GetShop', () => {
  it.each([16, 21, 22, 23])('gives shop %i its name', async (shopNo) => {
    const res = await get(t.app, `/api/Shop/GetShop?ShopNo=${shopNo}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ShopNo: shopNo, ShopName: expect.stringMatching(/\S/) });
  });

  it('accepts the parameter name in any casing', async () => {
    expect((await get(t.app, '/api/Shop/GetShop?shopno=16')).status).toBe(200);
  });

  it('answers 404 for an unknown shop, so the widget falls back to shop 16', async () => {
    const res = await get(t.app, '/api/Shop/GetShop?ShopNo=987');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, msg: 'Shop not found.' });
  });

  it.each([
    ['', 'ShopNo is required.'],
    ['ShopNo=abc', "ShopNo must be a whole number (got 'abc')."],
  ])('answers 400 for %s', async (query, msg) => {
    const res = await get(t.app, `/api/Shop/GetShop?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, msg });
  });
});
