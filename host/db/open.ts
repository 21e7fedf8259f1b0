import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { migrate } from './migrate.js';

/** Opens the configured database and brings its schema up to date; onMigrated hears what this call applied. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; onMigrated?: (applied: string[]) => void }): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl);
  } else {
    const dir = join(opts.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    db = await openPglite(dir);
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
