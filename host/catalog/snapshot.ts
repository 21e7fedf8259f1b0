import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import type { Catalog } from './catalog.js';
import type { CatalogData } from './data.js';
import { buildCatalogData } from './build.js';
import { loadCatalogRows } from './load.js';
import { listenForCatalogChanges, notifyCatalogChanged, type CatalogListener } from './listen.js';
import { ResponseCache, type Answer } from './response-cache.js';

export { notifyCatalogChanged } from './listen.js';

/** What the catalogue routes use beyond Catalog: the snapshot itself and its pre-serialised answers. */
export interface CatalogQueries {
  /** The current snapshot; hold on to it for the whole of one request. */
  data(): CatalogData;
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
}

export type SnapshotCatalog = Catalog & CatalogQueries;

interface Snapshot {
  data: CatalogData;
  cache: ResponseCache;
}

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
  const build = async (): Promise<Snapshot> => ({ data: buildCatalogData(await loadCatalogRows(db)), cache: new ResponseCache() });
  let current = await build();
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    if (!running) {
      running = build()
        .then((next) => {
          current = next;
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
    data: () => current.data,
    answer(key, make, url) {
      const snap = current;
      return snap.cache.answer(key, () => make(snap.data), url);
    },
    byUrl: (url) => current.cache.byUrl(url),
    listen(connectionString, log) {
      return listenForCatalogChanges(
        connectionString,
        (origin) => {
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
    sections: (pageNo) => current.data.sections.get(pageNo) ?? [],
  };
}
