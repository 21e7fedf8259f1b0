// The CORS policy for partner pages (docs/api.md#anti-forgery, README "Embedding"): origins in EMBED_ORIGINS may call
// the API from the browser (JSON POSTs with Idempotency-Key need a preflight); other origins get no
// Access-Control-Allow-Origin, and their preflights and writes are refused with 403 {success:false,msg}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PARTNER = 'http://127.0.0.2:3001';
const STRANGER = 'http://127.0.0.3:3001';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { embedOrigins: [PARTNER], publicUrl: 'http://127.0.0.1:3000' } });
});
afterAll(() => t.close());

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/shop/SaveOrder',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key,authorization' },
  });

const post = (origin: string) =>
  t.app.inject({ method: 'POST', url: '/api/shop/SaveOrder', headers: { origin, 'content-type': 'application/json', 'idempotency-key': 'k-1' }, payload: {} });

describe('CORS for partner origins', () => {
  it('answers a partner preflight for a JSON POST with Idempotency-Key', async () => {
    const res = await preflight(PARTNER);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['content-type', 'idempotency-key', 'authorization']),
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toContain('Origin');
  });

  it('lets a partner POST through and lets it read the answer', async () => {
    const res = await post(PARTNER);
    expect(res.statusCode).toBe(400); // an empty order: validated like any other
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('gives partners catalogue reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Trini/GetCityList', headers: { origin: PARTNER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('refuses any other origin: no CORS headers, 403 for preflights and writes', async () => {
    const pre = await preflight(STRANGER);
    expect(pre.statusCode).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.json()).toEqual({ success: false, msg: 'This origin is not allowed to use the store API.' });

    const res = await post(STRANGER);
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.json()).toEqual({ success: false, msg: 'This origin is not allowed to use the store API.' });

    // A simple (no-preflight) form post from another origin is refused the same way.
    const form = await t.app.inject({ method: 'POST', url: '/api/shop/SaveOrder', headers: { origin: STRANGER, 'content-type': 'text/plain' }, payload: '{}' });
    expect(form.statusCode).toBe(403);

    const read = await t.app.inject({ method: 'GET', url: '/api/Trini/GetCityList', headers: { origin: STRANGER } });
    expect(read.statusCode).toBe(200); // the server answers, but without the header the browser keeps it from the page
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not treat an origin that merely starts like a partner as the partner', async () => {
    for (const origin of [`${PARTNER}.evil.example`, 'http://127.0.0.2:30011', 'https://127.0.0.2:3001']) {
      const res = await post(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('serves the widget bundle to every origin (module scripts need CORS)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widgets/trini-widgets.js', headers: { origin: STRANGER } });
    if (res.statusCode === 404) return; // bundle not built in this run
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('the store itself is never refused (same origin)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/SaveOrder',
      headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
