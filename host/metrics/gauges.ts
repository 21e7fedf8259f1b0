// The gauges read when Prometheus scrapes: the outbox from the database (one bounded query), the embedded database's
// memory from its thread, the rest from memory.
import type { Db } from '../db/db.js';
import type { Metrics } from './metrics.js';

/** A scrape must not hang on a database that does not answer: the outbox gauges are then left as they were. */
const OUTBOX_QUERY_MS = 2_000;
/** The load-shedding gauge stays 1 this long after the last shed order. */
const SHEDDING_WINDOW_MS = 10_000;

export interface GaugeSources {
  db: Db;
  sseConnections: () => number;
  ordersInProgress: () => number;
  lastShedAt: () => number;
  /** The page cache's figures (host/pages/page-cache.ts). */
  pages: () => { pages: number; bytes: number; renders: number; hits: number };
}

export function gaugeRefresher(metrics: Metrics, sources: GaugeSources): () => Promise<void> {
  const { gauges } = metrics;
  return async () => {
    gauges.sseConnections.set(sources.sseConnections());
    gauges.dbWaiting.set({ database: sources.db.kind }, sources.db.waiting?.() ?? 0);
    gauges.ordersInProgress.set(sources.ordersInProgress());
    gauges.shedding.set(Date.now() - sources.lastShedAt() < SHEDDING_WINDOW_MS ? 1 : 0);
    const memory = sources.db.memory && (await withTimeout(sources.db.memory()));
    if (memory) {
      gauges.dbThreadMemory.set({ part: 'heap' }, memory.heapBytes);
      gauges.dbThreadMemory.set({ part: 'wasm' }, memory.wasmBytes);
    }
    const pages = sources.pages();
    metrics.pages.bytes.set(pages.bytes);
    metrics.pages.kept.set(pages.pages);
    // The cache counts; a counter here only mirrors it, so it is set by reset-and-add.
    metrics.pages.renders.reset();
    metrics.pages.renders.inc(pages.renders);
    metrics.pages.hits.reset();
    metrics.pages.hits.inc(pages.hits);
    const outbox = await withTimeout(
      sources.db.query<{ depth: number; oldest: number | null }>(
        `SELECT count(*)::int AS depth, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest
           FROM mail_outbox WHERE state IN ('pending', 'sending')`,
      ),
    );
    if (!outbox) return;
    gauges.outboxDepth.set({ outbox: 'mail' }, Number(outbox[0].depth));
    gauges.outboxOldest.set({ outbox: 'mail' }, Math.max(0, Number(outbox[0].oldest ?? 0)));
  };
}

async function withTimeout<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((done) => (timer = setTimeout(() => done(undefined), OUTBOX_QUERY_MS)));
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
