import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { migrate } from './migrate.js';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl);
  } else {
    const dir = join(opts.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    db = await openPglite(dir);
  }
  await migrate(db);
  return db;
}
