// The host's Prometheus metrics (docs/deployment.md#monitoring): one registry per app, so that several apps in one
// process (the tests) never share counts. Everything here is cheap to update on the request path; what costs a
// query (the outbox) is read only when Prometheus scrapes.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Request durations: from a catalogue answer served from memory (the lowest bucket) to a slow order under load. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database statements: PGlite answers in a fraction of a millisecond, a busy pool in tens. */
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export type RefusalReason = 'stock' | 'price' | 'validation';

export interface Metrics {
  registry: Registry;
  http: Histogram<'method' | 'route' | 'status'>;
  ordersStored: Counter;
  ordersRefused: Counter<'reason'>;
  ordersShed: Counter;
  paymentReturns: Counter<'outcome'>;
  dbQuery: Histogram<'database' | 'op'>;
  /** Set from outside: gauges whose value is read at scrape time. */
  gauges: {
    outboxDepth: Gauge<'outbox'>;
    outboxOldest: Gauge<'outbox'>;
    sseConnections: Gauge;
    dbWaiting: Gauge<'database'>;
    dbThreadMemory: Gauge<'part'>;
    ordersInProgress: Gauge;
    shedding: Gauge;
  };
  /** The rendered pages kept (host/pages/page-cache.ts), read at scrape time; the counters are its own, copied. */
  pages: {
    bytes: Gauge;
    kept: Gauge;
    renders: Counter;
    hits: Counter;
  };
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    http: new Histogram({
      name: 'trini_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    ordersStored: new Counter({ name: 'trini_orders_stored_total', help: 'Orders committed to the database', registers }),
    ordersRefused: new Counter({
      name: 'trini_orders_refused_total',
      help: 'Orders refused, by reason: stock (sold out or short), price (changed since the cart), validation (a bad field)',
      labelNames: ['reason'],
      registers,
    }),
    ordersShed: new Counter({ name: 'trini_orders_shed_total', help: 'Orders answered 503 + Retry-After past capacity', registers }),
    paymentReturns: new Counter({
      name: 'trini_payment_returns_total',
      help: 'Card payment returns from the gateway, by outcome (success, failed, error, refund_due, unverified, unknown, conflict)',
      labelNames: ['outcome'],
      registers,
    }),
    dbQuery: new Histogram({
      name: 'trini_db_query_duration_seconds',
      help: 'Database statements and transactions, waiting for the database included',
      labelNames: ['database', 'op'],
      buckets: DB_BUCKETS,
      registers,
    }),
    gauges: {
      outboxDepth: new Gauge({ name: 'trini_outbox_depth', help: 'Messages waiting to be sent, by outbox', labelNames: ['outbox'], registers }),
      outboxOldest: new Gauge({
        name: 'trini_outbox_oldest_age_seconds',
        help: 'Age of the oldest message waiting to be sent, by outbox (0 when none waits)',
        labelNames: ['outbox'],
        registers,
      }),
      sseConnections: new Gauge({ name: 'trini_sse_connections', help: "Open live streams of the staff's order board", registers }),
      dbWaiting: new Gauge({
        name: 'trini_db_waiting',
        help: "Statements waiting for a pool connection (PostgreSQL) or for the embedded database's thread",
        labelNames: ['database'],
        registers,
      }),
      dbThreadMemory: new Gauge({
        name: 'trini_db_thread_memory_bytes',
        help: "The embedded database's thread: its JavaScript heap (part heap) and PostgreSQL's WebAssembly memory (part wasm)",
        labelNames: ['part'],
        registers,
      }),
      ordersInProgress: new Gauge({ name: 'trini_orders_in_progress', help: 'Order-creating requests admitted and not yet answered', registers }),
      shedding: new Gauge({ name: 'trini_load_shedding_active', help: '1 while orders are being shed (one shed in the last 10 s), else 0', registers }),
    },
    pages: {
      bytes: new Gauge({
        name: 'trini_page_cache_bytes',
        help: 'Bytes of the rendered pages kept, their compressed copies included (at most PAGE_CACHE_MB)',
        registers,
      }),
      kept: new Gauge({ name: 'trini_page_cache_pages', help: 'Rendered pages kept for the current catalogue version', registers }),
      renders: new Counter({
        name: 'trini_page_renders_total',
        help: 'Pages rendered (each a request that found its page neither kept nor being rendered)',
        registers,
      }),
      hits: new Counter({
        name: 'trini_page_cache_hits_total',
        help: 'Page requests answered from a kept page or by waiting for a render under way',
        registers,
      }),
    },
  };
}
