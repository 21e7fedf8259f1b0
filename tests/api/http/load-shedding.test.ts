// Orders past the in-progress limit are answered 503 + Retry-After at once, catalogue reads are not limited,
// and the host takes orders normally afterwards (host/http/load-shedding.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { testConfig } from '../../../host/config.js';
import { STORE_BUSY } from '../../../host/http/load-shedding.js';

describe('order load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testConfig();
    // Saturation never counts here (utilisation cannot exceed 1): these tests are about the in-progress limit, and the
    // test's own requests, made in this process, would otherwise saturate its event loop (see admission-gate.test.ts).
    t = await createTestApp({ config: { load: { ...base.load, orderQueueLimit: 2, retryAfterSeconds: 3, maxEventLoopUtilization: 1 } } });
  });
  afterAll(() => t.close());

  let mobile = 7100000;
  const order = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shop/SaveOrder',
      headers: { 'idempotency-key': key },
      payload: {
        PMNo: 3,
        IsPickup: 1,
        ODeliverCountryNo: 1,
        CustomerMobile: String(++mobile),
        CustomerName: 'Asha Ramdial',
        EmailID: 'asha@example.tt',
        CustomerAddress: '12 Cipero Street',
        CustomerCityNo: 2,
        OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
      },
    });

  const orderCount = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n);

  describe('in progress', () => {
    it('answers orders past the limit with 503, Retry-After and the JSON message, and stores exactly the others', async () => {
      const before = await orderCount();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => order(`shed-${i}`)));
      const shed = answers.filter((a) => a.statusCode === 503);
      const stored = answers.filter((a) => a.statusCode === 200);
      expect(shed.length).toBeGreaterThan(0);
      expect(stored.length).toBeGreaterThanOrEqual(2);
      expect(shed.length + stored.length).toBe(12);
      for (const a of shed) {
        expect(a.headers['retry-after']).toBe('3');
        expect(a.json()).toEqual({ success: false, msg: STORE_BUSY });
      }
      expect(await orderCount()).toBe(before + stored.length);

      // A shed order retried with its key is stored once; the stored ones replay their first answer.
      const retried = await order(`shed-${answers.indexOf(shed[0])}`);
      expect(retried.statusCode).toBe(200);
      expect(await orderCount()).toBe(before + stored.length + 1);
    });

    it('does not limit catalogue reads while orders are in progress', async () => {
      const busy = Array.from({ length: 6 }, (_, i) => order(`busy-${i}`));
      const reads = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/api/Trini/GetCityList' })));
      expect(reads.every((r) => r.statusCode === 200)).toBe(true);
      await Promise.all(busy);
    });

    it('takes orders normally once the burst has passed, and releases the slot of a refused order', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await order(`after-${i}`);
        expect(res.statusCode).toBe(200);
      }
      const bad = await t.app.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: { PMNo: 3 } });
      expect(bad.statusCode).toBe(400);
      const [x, y] = await Promise.all([order('after-x'), order('after-y')]);
      expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    });
  });

  describe('over a real connection', () => {
    it('frees the slot of an order whose client hung up, so orders are still taken', async () => {
      const base = testConfig();
      const other = await createTestApp({ config: { load: { ...base.load, orderQueueLimit: 1 } } });
      try {
        const url = await other.app.listen({ host: '127.0.0.1', port: 0 });
        const send = (signal?: AbortSignal) =>
          fetch(`${url}/api/shop/SaveOrder`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `hangup-${Math.random().toString(36).slice(2)}` },
            body: JSON.stringify({
              PMNo: 3,
              IsPickup: 1,
              ODeliverCountryNo: 1,
              CustomerMobile: '7199999',
              CustomerName: 'Hang Up',
              EmailID: 'hang@example.tt',
              CustomerAddress: '1 Main Road',
              CustomerCityNo: 2,
              OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
            }),
            signal,
          });
        for (let i = 0; i < 3; i++) await send(AbortSignal.timeout(1)).catch(() => undefined);
        // The aborted orders' slots come free as their work ends: an order is then stored.
        await expect.poll(async () => (await send()).status, { timeout: 15_000, interval: 100 }).toBe(200);
      } finally {
        await other.close();
      }
    });
  });
});
