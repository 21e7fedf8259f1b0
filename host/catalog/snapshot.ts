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

/**
 * Loads the whole catalogue into memory (a handful of queries, not one per product). reload() builds a new
 * snapshot off to the side and swaps it in when complete, so a request always sees one consistent snapshot;
 * reloads asked for while one runs are coalesced into one more run after it.
 */
export async function createCatalog(db: Db): Promise<SnapshotCatalog> {
  const instanceId = randomUUID();
  const memo = new NormaliseMemo();
  const build = async (): Promise<Snapshot> => ({
    data: buildCatalogData(await loadCatalogRows(db), Date.now(), memo),
    cache: new ResponseCache(),
    bestCache: new ResponseCache(200),
  });
  let current = await build();
  let version = 0;
  const swapIn = (next: Snapshot) => {
    current = next;
    version++;
  };
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  // Orders change the best sellers only: units are added in memory (this host's orders) and the ranking is
  // redone by one coalesced timer; other hosts hear one NOTIFY per SALES_RERANK_MS at most and re-read the
  // units ordered (one aggregate query), never the whole catalogue.
  /** This host's ordered units not yet in the ranking. */
  let pendingUnits: Map<number, number> | null = null;
  let rerankTimer: NodeJS.Timeout | undefined;
  let resyncTimer: NodeJS.Timeout | undefined;
  let salesDuringBuild = false;
  let closed = false;

  const swapUnits = (units: Map<number, number>) => {
    const data = current.data;
    swapIn({
      data: { ...data, units, bestSellers: rankByUnits(units, data.curatedBestSellers, data.cards) },
      cache: current.cache,
      bestCache: new ResponseCache(200),
    });
  };
  const rerank = async (): Promise<void> => {
    clearTimeout(rerankTimer);
    rerankTimer = undefined;
    if (!pendingUnits) return;
    const sold = [...pendingUnits].map(([ProductNo, Quantity]) => ({ ProductNo, Quantity }));
    pendingUnits = null;
    swapUnits(addUnits(current.data.units, sold));
    // Tell the other hosts (one NOTIFY per re-rank, not one per order). A failed NOTIFY only delays them.
    if (db.kind === 'postgres') await db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, SALES_PREFIX + instanceId]).catch(() => undefined);
  };
  const resyncSales = async (): Promise<void> => {
    clearTimeout(resyncTimer);
    resyncTimer = undefined;
    // Orders are recorded after their commit, so the ones recorded so far are all in the query's answer.
    const recorded = pendingUnits;
    pendingUnits = null;
    try {
      const rows = await db.query<{ product_no: number; units: string }>(SALES_SQL);
      swapUnits(new Map(rows.map((r) => [Number(r.product_no), Number(r.units)])));
    } catch (err) {
      if (recorded)
        pendingUnits = addUnits(
          pendingUnits ?? new Map(),
          [...recorded].map(([ProductNo, Quantity]) => ({ ProductNo, Quantity })),
        );
      throw err;
    }
  };
  const scheduleResync = (log?: { warn(obj: unknown, msg: string): void }) => {
    if (resyncTimer || closed) return;
    resyncTimer = setTimeout(() => {
      resyncSales().catch((err: unknown) => log?.warn({ err }, 'best-seller resync failed'));
    }, SALES_RESYNC_MS);
    resyncTimer.unref();
  };

  // Stock levels: written into the current snapshot, its answers dropped (see stock-levels.ts). A rebuild under way
  // may have read the rows before the order: its snapshot gets the levels too once it is swapped in.
  let stockDuringBuild: Map<number, StockLevel> | null = null;
  const applyStock = (levels: ReadonlyMap<number, StockLevel>) => {
    if (running) for (const [no, level] of levels) (stockDuringBuild ??= new Map()).set(no, level);
    if (!applyStockLevels(current.data, levels)) return;
    swapIn({ data: current.data, cache: new ResponseCache(), bestCache: new ResponseCache(200) });
  };
  const rereadStock = async (productNos: readonly number[]) => {
    if (productNos.length) applyStock(await readStockLevels(db, productNos));
  };

  const tellStock = (productNos: readonly number[]) => {
    if (db.kind !== 'postgres') return;
    for (const payload of stockPayload(instanceId, productNos)) {
      // A failed NOTIFY only leaves the other hosts showing more than is left until their next change; the
      // database still refuses an order for more.
      db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, payload]).catch(() => undefined);
    }
  };

  const refresh = (): Promise<void> => {
    if (!running) {
      salesDuringBuild = false;
      running = build()
        .then((next) => {
          swapIn(next);
          const late = stockDuringBuild;
          stockDuringBuild = null;
          // Re-read rather than reapply: the rebuild may hold newer levels than the ones recorded meanwhile.
          if (late) void rereadStock([...late.keys()]).catch(() => undefined);
          collectDroppedSnapshot();
          // An order recorded while the tables were being read may or may not be in the new snapshot: re-read.
          if (salesDuringBuild) scheduleResync();
          else pendingUnits = null; // read by the rebuild already
        })
        .finally(() => {
          running = null;
        });
      return running;
    }
    // A reload is under way but may have read the tables before this caller's change: run once more after it.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return refresh();
      });
    return queued;
  };

  return {
    async reload() {
      await refresh();
      // Tell the other host processes. Our own snapshot is already fresh, so a failed NOTIFY must not turn a
      // saved review or order into an error; the others catch up at their next change or restart.
      await notifyCatalogChanged(db, instanceId).catch(() => undefined);
    },
    refresh,
    recordSale(lines) {
      if (running) salesDuringBuild = true;
      pendingUnits = addUnits(pendingUnits ?? new Map(), lines);
      if (rerankTimer || closed) return;
      rerankTimer = setTimeout(() => void rerank(), SALES_RERANK_MS);
      rerankTimer.unref();
    },
    stockTaken(levels) {
      if (levels.size === 0) return;
      applyStock(new Map([...levels].map(([no, stock]) => [no, { stock }])));
      tellStock([...levels.keys()]);
    },
    async stockChanged(productNos) {
      if (productNos.length === 0) return;
      await rereadStock(productNos);
      tellStock(productNos);
    },
    async flushSales() {
      if (resyncTimer) await resyncSales();
      await rerank();
    },
    close() {
      closed = true;
      clearTimeout(rerankTimer);
      clearTimeout(resyncTimer);
    },
    data: () => current.data,
    version: () => version,
    answer(key, make, url) {
      const snap = current;
      const cache = isBestSellerKey(key) ? snap.bestCache : snap.cache;
      return cache.answer(key, () => make(snap.data), url);
    },
    byUrl: (url) => current.cache.byUrl(url) ?? current.bestCache.byUrl(url),
    listen(connectionString, log) {
      return listenForCatalogChanges(
        connectionString,
        (origin) => {
          const stock = stockNotice(origin, instanceId);
          if (stock) {
            rereadStock(stock).catch((err: unknown) => log?.warn({ err }, 'stock levels re-read after NOTIFY failed'));
            return;
          }
          if (origin.startsWith(SALES_PREFIX)) {
            if (origin !== SALES_PREFIX + instanceId) scheduleResync(log);
            return;
          }
          if (origin === instanceId) return;
          refresh().catch((err: unknown) => log?.warn({ err }, 'catalogue reload after NOTIFY failed'));
        },
        log,
      );
    },
    product: (productNo) => current.data.byNo.get(productNo),
    products: () => current.data.products,
    categories: () => current.data.categories,
    cities: () => current.data.cities,
    shop: (shopNo) => current.data.shops.get(shopNo),
    partnerOrigins: () => current.data.partnerOrigins,
    shopOrigins: (shopNo) => current.data.shopOrigins.get(shopNo) ?? [],
    sections: (pageNo) => current.data.sections.get(pageNo) ?? [],
    settings: () => current.data.settings,
  };
}
