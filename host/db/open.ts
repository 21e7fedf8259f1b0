import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPgliteInProcess } from './pglite-in-process.js';
import { openPostgres } from './postgres.js';
import { migrate } from './migrate.js';

/**
 * Opens the configured database and brings its schema up to date. The embedded one runs on a thread of its own
 * (the host), or on the calling thread for a short-lived command (`thread: false`: opens seconds faster).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; thread?: boolean }): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl);
  } else {
    const dir = join(opts.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    db = opts.thread === false ? await openPgliteInProcess(dir) : await openPglite(dir);
  }
  await migrate(db);
  return db;
}
