import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCatalog } from '../../../host/app.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { nos, products } from './helpers.js';

// Orders move the best sellers without a catalogue rebuild: their units are counted in memory and the ranking is
// redone by one coalesced background step (flushed here instead of waited for); other answers keep their cache.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const order = (productNo: number, quantity: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shop/SaveOrder',
    headers: { 'idempotency-key': key },
    payload: {
      PMNo: 3,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      CustomerMobile: '7001234',
      CustomerName: 'Best Seller',
      OrderProductList: [{ ProductNo: productNo, Quantity: quantity }],
    },
  });

describe('best sellers after orders', () => {
  it('rank by units ordered through SaveOrder, without rebuilding the snapshot', async () => {
    const catalog = appCatalog(t.app)!;
    const curated = nos(await products(t.app, 'BestSellers=1&MaxRecords=15'));
    const home = await t.app.inject({ method: 'GET', url: '/api/trini/GetProducts?HomePageProducts=1' });
    const builtAt = catalog.data().builtAt;
    const [x, y] = catalog
      .data()
      .catalogueOrder.filter((p) => !curated.includes(p.ProductNo) && !p.IsSoldOut)
      .map((p) => p.ProductNo);

    expect((await order(x, 5, 'best-1')).statusCode).toBe(200);
    expect((await order(y, 3, 'best-2')).statusCode).toBe(200);
    expect((await order(x, 5, 'best-1')).statusCode).toBe(200); // a replay counts once
    await catalog.flushSales();

    const after = nos(await products(t.app, 'BestSellers=1&MaxRecords=15'));
    expect(after.slice(0, 2)).toEqual([x, y]);
    expect(after.slice(2)).toEqual(curated.filter((no) => no !== x && no !== y).slice(0, 13));
    expect(catalog.data().builtAt).toBe(builtAt); // no rebuild
    expect(catalog.data().units.get(x)).toBe(5);
    const homeAgain = await t.app.inject({ method: 'GET', url: '/api/trini/GetProducts?HomePageProducts=1' });
    expect(homeAgain.headers.etag).toBe(home.headers.etag);
  });

  it('a full reload agrees with the units counted in memory', async () => {
    const catalog = appCatalog(t.app)!;
    const before = nos(await products(t.app, 'BestSellers=1&MaxRecords=15'));
    await catalog.reload();
    expect(nos(await products(t.app, 'BestSellers=1&MaxRecords=15'))).toEqual(before);
  });
});
