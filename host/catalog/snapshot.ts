import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import type { Catalog } from './catalog.js';
import type { CatalogData } from './data.js';
import { buildCatalogData } from './build.js';
import { NormaliseMemo } from './text-memo.js';
import { loadCatalogRows } from './load.js';
import { CATALOG_CHANNEL, listenForCatalogChanges, notifyCatalogChanged, type CatalogListener } from './listen.js';
import { addUnits, rankByUnits } from './best-sellers.js';
import { ResponseCache, type Answer } from './response-cache.js';
import { collectDroppedSnapshot } from './collect-garbage.js';
import { applyStockLevels, readStockLevels, stockNotice, stockPayload, type StockLevel } from './stock-levels.js';

export { notifyCatalogChanged } from './listen.js';

/** What the catalogue routes use beyond Catalog: the snapshot itself and its pre-serialised answers. */
export interface CatalogQueries {
  /** The current snapshot; hold on to it for the whole of one request. */
  data(): CatalogData;
  /**
   * Moves whenever what a reader sees may have changed: a rebuild (a local edit, another host's NOTIFY, the shop's
   * settings, which live in the snapshot), new stock levels, a re-rank of the best sellers.
   */
  version(): number;
  /**
   * The answer for a canonical request key, built from the current snapshot once and then served from memory.
   * With `url`, that exact request URL is remembered, so byUrl can answer it again without parsing it.
   */
  answer(key: string, build: (data: CatalogData) => unknown, url?: string): Answer;
  /** The cached answer to this exact request URL, if the current snapshot has answered it already. */
  byUrl(url: string): Answer | undefined;
  /** Rebuilds from the database without telling other processes (what a NOTIFY from another process triggers). */
  refresh(): Promise<void>;
  /** Follows other processes' catalogue changes (PostgreSQL only). */
  listen(connectionString: string, log?: { warn(obj: unknown, msg: string): void }): Promise<CatalogListener>;
  /** Applies pending best-seller changes now (tests; otherwise a timer does it within SALES_RERANK_MS). */
  flushSales(): Promise<void>;
  /** Stops the best-seller timers. */
  close(): void;
}

/** Best sellers are re-ranked at most this often after orders (never awaited by an order). */
export const SALES_RERANK_MS = 1_000;
/** A NOTIFY from another host's orders makes this one re-read the units ordered at most this often. */
export const SALES_RESYNC_MS = 3_000;
const SALES_PREFIX = 'sales:';
const SALES_SQL = 'SELECT product_no, sum(quantity) AS units FROM order_lines GROUP BY product_no';

export type SnapshotCatalog = Catalog & CatalogQueries;

interface Snapshot {
  data: CatalogData;
  cache: ResponseCache;
  /** Best-seller answers apart, so a re-rank after orders drops only those. */
  bestCache: ResponseCache;
}

const isBestSellerKey = (key: string) => key.startsWith(`list:{"mode":"best"`);

export function isSnapshotCatalog(catalog: Catalog): catalog is SnapshotCatalog {
  const c = catalog as Partial<SnapshotCatalog>;
  return typeof c.data === 'function' && typeof c.answer === 'function';
}

type Log = { warn(obj: unknown, msg: string): void };

const emptyCaches = () => ({ cache: new ResponseCache(), bestCache: new ResponseCache(200) });

async function buildSnapshot(db: Db, memo: NormaliseMemo): Promise<Snapshot> {
  return { data: buildCatalogData(await loadCatalogRows(db), Date.now(), memo), ...emptyCaches() };
}

/**
 * The catalogue's snapshots and what moves them: rebuilds, best sellers after orders, stock levels, other hosts'
 * NOTIFYs. A rebuild makes a new snapshot off to the side and swaps it in when complete, so a request always sees
 * one consistent snapshot; rebuilds asked for while one runs are coalesced into one more run after it.
 */
class Snapshots {
  readonly instanceId = randomUUID();
  current: Snapshot;
  version = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  // Orders change the best sellers only: units are added in memory (this host's orders) and the ranking is
  // redone by one coalesced timer; other hosts hear one NOTIFY per SALES_RERANK_MS at most and re-read the
  // units ordered (one aggregate query), never the whole catalogue.
  /** This host's ordered units not yet in the ranking. */
  private pendingUnits: Map<number, number> | null = null;
  private rerankTimer: NodeJS.Timeout | undefined;
  private resyncTimer: NodeJS.Timeout | undefined;
  private salesDuringBuild = false;
  private closed = false;
  // Stock levels: written into the current snapshot, its answers dropped (see stock-levels.ts). A rebuild under way
  // may have read the rows before the order: its snapshot gets the levels too once it is swapped in.
  private stockDuringBuild: Map<number, StockLevel> | null = null;

  constructor(
    private readonly db: Db,
    private readonly memo: NormaliseMemo,
    first: Snapshot,
  ) {
    this.current = first;
  }

  private swapIn(next: Snapshot): void {
    this.current = next;
    this.version++;
  }

  private swapUnits(units: Map<number, number>): void {
    const data = this.current.data;
    this.swapIn({
      data: { ...data, units, bestSellers: rankByUnits(units, data.curatedBestSellers, data.cards) },
      cache: this.current.cache,
      bestCache: new ResponseCache(200),
    });
  }

  refresh(): Promise<void> {
    if (!this.running) {
      this.salesDuringBuild = false;
      this.running = buildSnapshot(this.db, this.memo)
        .then((next) => this.afterBuild(next))
        .finally(() => {
          this.running = null;
        });
      return this.running;
    }
    // A reload is under way but may have read the tables before this caller's change: run once more after it.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.refresh();
      });
    return this.queued;
  }

  private afterBuild(next: Snapshot): void {
    this.swapIn(next);
    const late = this.stockDuringBuild;
    this.stockDuringBuild = null;
    // Re-read rather than reapply: the rebuild may hold newer levels than the ones recorded meanwhile.
    if (late) void this.rereadStock([...late.keys()]).catch(() => undefined);
    collectDroppedSnapshot();
    // An order recorded while the tables were being read may or may not be in the new snapshot: re-read.
    if (this.salesDuringBuild) this.scheduleResync();
    else this.pendingUnits = null; // read by the rebuild already
  }

  recordSale(lines: Parameters<typeof addUnits>[1]): void {
    if (this.running) this.salesDuringBuild = true;
    this.pendingUnits = addUnits(this.pendingUnits ?? new Map(), lines);
    if (this.rerankTimer || this.closed) return;
    this.rerankTimer = setTimeout(() => void this.rerank(), SALES_RERANK_MS);
    this.rerankTimer.unref();
  }

  async rerank(): Promise<void> {
    clearTimeout(this.rerankTimer);
    this.rerankTimer = undefined;
    if (!this.pendingUnits) return;
    const sold = [...this.pendingUnits].map(([ProductNo, Quantity]) => ({ ProductNo, Quantity }));
    this.pendingUnits = null;
    this.swapUnits(addUnits(this.current.data.units, sold));
    // Tell the other hosts (one NOTIFY per re-rank, not one per order). A failed NOTIFY only delays them.
    if (this.db.kind === 'postgres') await this.db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, SALES_PREFIX + this.instanceId]).catch(() => undefined);
  }

  private async resyncSales(): Promise<void> {
    clearTimeout(this.resyncTimer);
    this.resyncTimer = undefined;
    // Orders are recorded after their commit, so the ones recorded so far are all in the query's answer.
    const recorded = this.pendingUnits;
    this.pendingUnits = null;
    try {
      const rows = await this.db.query<{ product_no: number; units: string }>(SALES_SQL);
      this.swapUnits(new Map(rows.map((r) => [Number(r.product_no), Number(r.units)])));
    } catch (err) {
      if (recorded)
        this.pendingUnits = addUnits(
          this.pendingUnits ?? new Map(),
          [...recorded].map(([ProductNo, Quantity]) => ({ ProductNo, Quantity })),
        );
      throw err;
    }
  }

  private scheduleResync(log?: Log): void {
    if (this.resyncTimer || this.closed) return;
    this.resyncTimer = setTimeout(() => {
      this.resyncSales().catch((err: unknown) => log?.warn({ err }, 'best-seller resync failed'));
    }, SALES_RESYNC_MS);
    this.resyncTimer.unref();
  }

  async flushSales(): Promise<void> {
    if (this.resyncTimer) await this.resyncSales();
    await this.rerank();
  }

  applyStock(levels: ReadonlyMap<number, StockLevel>): void {
    if (this.running) for (const [no, level] of levels) (this.stockDuringBuild ??= new Map()).set(no, level);
    if (!applyStockLevels(this.current.data, levels)) return;
    this.swapIn({ data: this.current.data, ...emptyCaches() });
  }

  async rereadStock(productNos: readonly number[]): Promise<void> {
    if (productNos.length) this.applyStock(await readStockLevels(this.db, productNos));
  }

  tellStock(productNos: readonly number[]): void {
    if (this.db.kind !== 'postgres') return;
    for (const payload of stockPayload(this.instanceId, productNos)) {
      // A failed NOTIFY only leaves the other hosts showing more than is left until their next change; the
      // database still refuses an order for more.
      this.db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, payload]).catch(() => undefined);
    }
  }

  /** Another process's NOTIFY: its stock levels, its best sellers, or a whole rebuild. */
  heard(origin: string, log?: Log): void {
    const stock = stockNotice(origin, this.instanceId);
    if (stock) {
      this.rereadStock(stock).catch((err: unknown) => log?.warn({ err }, 'stock levels re-read after NOTIFY failed'));
      return;
    }
    if (origin.startsWith(SALES_PREFIX)) {
      if (origin !== SALES_PREFIX + this.instanceId) this.scheduleResync(log);
      return;
    }
    if (origin === this.instanceId) return;
    this.refresh().catch((err: unknown) => log?.warn({ err }, 'catalogue reload after NOTIFY failed'));
  }

  answer(key: string, make: (data: CatalogData) => unknown, url?: string): Answer {
    const snap = this.current;
    const cache = isBestSellerKey(key) ? snap.bestCache : snap.cache;
    return cache.answer(key, () => make(snap.data), url);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.rerankTimer);
    clearTimeout(this.resyncTimer);
  }
}

/** Loads the whole catalogue into memory (a handful of queries, not one per product); see Snapshots. */
export async function createCatalog(db: Db): Promise<SnapshotCatalog> {
  const memo = new NormaliseMemo();
  const s = new Snapshots(db, memo, await buildSnapshot(db, memo));
  const data = () => s.current.data;
  return {
    async reload() {
      await s.refresh();
      // Tell the other host processes. Our own snapshot is already fresh, so a failed NOTIFY must not turn a
      // saved review or order into an error; the others catch up at their next change or restart.
      await notifyCatalogChanged(db, s.instanceId).catch(() => undefined);
    },
    refresh: () => s.refresh(),
    recordSale: (lines) => s.recordSale(lines),
    stockTaken(levels) {
      if (levels.size === 0) return;
      s.applyStock(new Map([...levels].map(([no, stock]) => [no, { stock }])));
      s.tellStock([...levels.keys()]);
    },
    async stockChanged(productNos) {
      if (productNos.length === 0) return;
      await s.rereadStock(productNos);
      s.tellStock(productNos);
    },
    flushSales: () => s.flushSales(),
    close: () => s.close(),
    data,
    version: () => s.version,
    answer: (key, make, url) => s.answer(key, make, url),
    byUrl: (url) => s.current.cache.byUrl(url) ?? s.current.bestCache.byUrl(url),
    listen: (connectionString, log) => listenForCatalogChanges(connectionString, (origin) => s.heard(origin, log), log),
    product: (productNo) => data().byNo.get(productNo),
    products: () => data().products,
    categories: () => data().categories,
    cities: () => data().cities,
    shop: (shopNo) => data().shops.get(shopNo),
    partnerOrigins: () => data().partnerOrigins,
    shopOrigins: (shopNo) => data().shopOrigins.get(shopNo) ?? [],
    sections: (pageNo) => data().sections.get(pageNo) ?? [],
    settings: () => data().settings,
  };
}
