import pg from 'pg';
import type { Db } from '../db/db.js';

// Catalogue changes across host processes (docs/architecture.md#performance): with several hosts on one PostgreSQL, the one that
// changed the catalogue sends NOTIFY catalog_changed and the others rebuild their snapshots.
// PGlite is one process's private database, so there is nobody to tell.

export const CATALOG_CHANNEL = 'catalog_changed';

/** NOTIFY catalog_changed on PostgreSQL (payload: who sent it, so a sender can skip its own); no-op on PGlite. */
export async function notifyCatalogChanged(db: Pick<Db, 'kind' | 'query'>, origin = ''): Promise<void> {
  if (db.kind !== 'postgres') return;
  await db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANNEL, origin]);
}

export interface CatalogListener {
  close(): Promise<void>;
}

interface Log {
  warn(obj: unknown, msg: string): void;
}

/**
 * LISTENs on its own connection (a pooled one would be handed to other queries) and calls onChange with the
 * payload of each NOTIFY. A lost connection is reopened with backoff; after reopening, onChange('') runs once,
 * since notifications sent meanwhile were missed.
 */
export async function listenForCatalogChanges(
  connectionString: string,
  onChange: (origin: string) => void,
  log: Log = { warn: () => undefined },
): Promise<CatalogListener> {
  return listenOnChannel(connectionString, CATALOG_CHANNEL, onChange, log);
}

/** The same for any channel (the back office's order events use their own: host/admin/order-events.ts). */
export async function listenOnChannel(
  connectionString: string,
  channel: string,
  onChange: (payload: string) => void,
  log: Log = { warn: () => undefined },
): Promise<CatalogListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 1000;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onChange(msg.payload ?? '');
    });
    next.on('error', (err) => {
      log.warn({ err, channel }, 'change listener lost its connection');
      scheduleReconnect();
    });
    next.on('end', scheduleReconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      retryMs = 1000;
      if (isReconnect) onChange('');
    } catch (err) {
      log.warn({ err, channel }, 'change listener could not connect; retrying');
      scheduleReconnect();
    }
  };

  function scheduleReconnect(): void {
    if (closed || timer) return;
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    old?.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) void connect(true);
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  await connect(false);
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
