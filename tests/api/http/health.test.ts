// /healthz and /readyz: cheap, uncached, unlimited; /readyz is 503 while draining and while the database does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHealth } from '../../../host/app.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health endpoints', () => {
  it('/healthz and /readyz answer 200, never cached, and take no rate limit over many calls', async () => {
    for (let i = 0; i < 200; i++) {
      const [health, ready] = await Promise.all([get('/healthz'), get('/readyz')]);
      expect([health.statusCode, ready.statusCode]).toEqual([200, 200]);
      if (i === 0) {
        expect(health.json()).toEqual({ success: true, status: 'ok' });
        expect(ready.json()).toEqual({ success: true, status: 'ready' });
        expect(ready.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('/readyz is 503 while the database does not answer, and ready again when it does', async () => {
    const query = t.db.query.bind(t.db);
    t.db.query = (async () => {
      throw new Error('connection lost');
    }) as typeof t.db.query;
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ success: false, status: 'database not answering' });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      t.db.query = query;
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('/readyz is 503 once draining for a stop, while /healthz and the store still answer', async () => {
    appHealth(t.app)!.drain();
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, status: 'draining' });
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/api/Trini/GetCityList')).statusCode).toBe(200);
  });
});
