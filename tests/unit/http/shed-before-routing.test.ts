// The refusal before routing (host/http/load-shedding.ts): a refused order is answered by the bare server with
// what the Fastify refusal carries, and everything else passes through to the app.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdmissionGate, shedBeforeRouting, STORE_BUSY } from '../../../host/http/load-shedding.js';
import { testConfig } from '../../../host/config.js';

const PARTNER = 'http://127.0.0.2:4100';
let server: Server;
let base: string;
let admitAll = false;
const passedThrough: string[] = [];

beforeAll(async () => {
  const config = testConfig({ embedOrigins: [PARTNER], publicUrl: 'https://shop.example.tt' });
  // Limit 0 refuses every order; limit 10 admits them.
  const refusing = new AdmissionGate(0, 1000);
  const admitting = new AdmissionGate(10, 1000);
  const shedRefusing = shedBeforeRouting(refusing, config);
  const shedAdmitting = shedBeforeRouting(admitting, config);
  server = createServer((req, res) => {
    if ((admitAll ? shedAdmitting : shedRefusing)(req, res)) return;
    passedThrough.push(`${req.method} ${req.url}`);
    res.end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('shedBeforeRouting', () => {
  it('answers a refused order 503 with the JSON message, Retry-After, no-store, nosniff, HSTS and CORS for a partner', async () => {
    const res = await fetch(`${base}/api/shop/SaveOrder?x=1`, {
      method: 'POST',
      headers: { origin: PARTNER, 'content-type': 'application/json' },
      body: '{"PMNo":3}',
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, msg: STORE_BUSY });
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('gives no CORS grant to an origin that is not a partner', async () => {
    const res = await fetch(`${base}/api/shop/GetWipayUrl`, { method: 'POST', headers: { origin: 'http://127.0.0.3:9' }, body: '{}' });
    expect(res.status).toBe(503);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('passes reads, other writes and admitted orders through to the app', async () => {
    passedThrough.length = 0;
    expect(await (await fetch(`${base}/api/trini/GetProducts?HomePageProducts=1`)).text()).toBe('app');
    expect(await (await fetch(`${base}/api/shop/SaveOrder`)).text()).toBe('app'); // a GET creates nothing
    expect(await (await fetch(`${base}/api/customer/CLogin`, { method: 'POST', body: '{}' })).text()).toBe('app');
    admitAll = true;
    expect(await (await fetch(`${base}/api/shop/SaveOrder`, { method: 'POST', body: '{}' })).text()).toBe('app');
    admitAll = false;
    expect(passedThrough).toEqual([
      'GET /api/trini/GetProducts?HomePageProducts=1',
      'GET /api/shop/SaveOrder',
      'POST /api/customer/CLogin',
      'POST /api/shop/SaveOrder',
    ]);
  });
});
