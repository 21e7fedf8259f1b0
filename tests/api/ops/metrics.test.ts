// GET /metrics: absent without METRICS_TOKEN, 401 without its bearer token, and with it Prometheus' text with the
// families an operator graphs: requests by route pattern, orders stored, refused by reason and shed, payment
// returns, the outbox, the live board, the database's timings and waits, load shedding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCatalog } from '../../../host/app.js';
import { guestOrder } from '../../../scripts/order-load.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const TOKEN = 'metrics-token-for-the-tests';
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  // The embedded database on its thread, as a host runs it: its memory is one of the gauges.
  t = await createTestApp({ config: { metricsToken: TOKEN }, databaseThread: true });
  plain = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

const scrape = (auth?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: auth ? { authorization: auth } : {} });
const saveOrder = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: body as Record<string, unknown> });

/** The value of one series in the exposition text, e.g. `trini_orders_refused_total{reason="stock"}`. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without the bearer token, or with another one', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.body).not.toContain('trini_');
    }
  });

  it('counts orders stored and refused by reason, requests by route pattern, and reads the gauges', async () => {
    for (let i = 0; i < 5; i++) expect((await saveOrder(guestOrder(900 + i))).statusCode).toBe(200);
    expect((await saveOrder({ ...guestOrder(1), TotalAmount: 0.01 })).statusCode).toBe(409);
    expect((await saveOrder({ ...guestOrder(2), CustomerMobile: '12' })).statusCode).toBe(400);
    const [soldOut] = await t.db.query<{ product_no: number }>('SELECT product_no FROM products WHERE is_sold_out LIMIT 1');
    expect((await saveOrder(guestOrder(3, Number(soldOut.product_no)))).statusCode).toBe(409);
    await t.app.inject({ method: 'GET', url: '/api/Product/loadproduct?ProductNo=12' });
    await t.app.inject({ method: 'GET', url: '/api/Product/loadproduct?ProductNo=13' });
    await t.app.inject({ method: 'POST', url: '/api/shop/WipayReceive?order_id=nope' });
    // The orders' re-rank of the best sellers moves the catalogue version: done now, so the page stays kept.
    await appCatalog(t.app)!.flushSales();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/aboutus' });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(value(text, 'trini_orders_stored_total')).toBe(5);
    expect(value(text, 'trini_orders_refused_total{reason="price"}')).toBe(1);
    expect(value(text, 'trini_orders_refused_total{reason="validation"}')).toBe(1);
    expect(value(text, 'trini_orders_refused_total{reason="stock"}')).toBe(1);
    expect(value(text, 'trini_payment_returns_total{outcome="unknown"}')).toBe(1);
    // Route patterns, never the raw URL with its query.
    expect(value(text, 'trini_http_request_duration_seconds_count{method="GET",route="/api/Product/loadproduct",status="200"}')).toBe(2);
    expect(text).not.toContain('ProductNo=12');
    // The five confirmations are waiting, or already sent by the outbox once the orders paused (200 ms).
    const waiting = value(text, 'trini_outbox_depth{outbox="mail"}');
    expect(waiting).toBeLessThanOrEqual(5);
    expect(waiting + t.mail.sent.length).toBeGreaterThanOrEqual(5);
    expect(value(text, 'trini_outbox_oldest_age_seconds{outbox="mail"}')).toBeGreaterThanOrEqual(0);
    // Counted since the start (earlier tests asked for pages too): at least this test's render and its two hits.
    expect(value(text, 'trini_page_renders_total')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'trini_page_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(value(text, 'trini_page_cache_pages')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'trini_page_cache_bytes')).toBeGreaterThan(10_000);
    for (const family of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'trini_orders_shed_total',
      'trini_sse_connections',
      'trini_orders_in_progress',
      'trini_load_shedding_active',
      `trini_db_waiting{database="${t.db.kind}"}`,
    ]) {
      expect(value(text, family), family).not.toBeNaN();
    }
    expect(value(text, `trini_db_query_duration_seconds_count{database="${t.db.kind}",op="query"}`)).toBeGreaterThan(0);
    expect(value(text, `trini_db_query_duration_seconds_count{database="${t.db.kind}",op="transaction"}`)).toBeGreaterThan(0);
    // The embedded database's thread: PostgreSQL's WebAssembly memory holds its 8 MB of shared buffers at least.
    if (t.db.kind === 'pglite') {
      expect(value(text, 'trini_db_thread_memory_bytes{part="wasm"}')).toBeGreaterThan(8 * 1024 * 1024);
      expect(value(text, 'trini_db_thread_memory_bytes{part="heap"}')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('trini_db_thread_memory_bytes{');
    }
  });

  it('shows the outbox emptied once the mails are sent', async () => {
    await t.flushMail();
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'trini_outbox_depth{outbox="mail"}')).toBe(0);
    expect(value(text, 'trini_outbox_oldest_age_seconds{outbox="mail"}')).toBe(0);
  });
});
