import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPgliteInProcess } from './pglite-in-process.js';
import { openPostgres } from './postgres.js';
import { migrate } from './migrate.js';

/**
 * Opens the configured database and brings its schema up to date; onMigrated hears what this call applied. The
 * embedded one runs on a thread of its own (the host), or on the calling thread for a short-lived command
 * (`thread: false`: opens seconds faster).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; thread?: boolean; onMigrated?: (applied: string[]) => void }): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl);
  } else {
    const dir = join(opts.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    db = opts.thread === false ? await openPgliteInProcess(dir) : await openPglite(dir);
  }
  try {
    const applied = await migrate(db); // not inside `onMigrated?.(...)`: without a listener that would skip it
    opts.onMigrated?.(applied);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}
