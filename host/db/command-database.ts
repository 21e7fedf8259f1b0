// The configured database for a short-lived operator command (`seed`, `staff`, `secret`): PostgreSQL at
// DATABASE_URL, or the embedded one in DATA_DIR under its lock, so it never runs beside a host on that folder.
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import type { Db } from './db.js';
import { lockEmbeddedDatabase } from './lock.js';
import { openDatabase } from './open.js';

export function describeCommandDatabase(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${resolve(config.dataDir, 'pgdata')}`;
}

/** Runs `work` on the opened database, then closes it and releases the lock, whatever happens. */
export async function withCommandDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const unlock = config.databaseUrl ? async () => undefined : await lockEmbeddedDatabase(config.dataDir);
  process.once('exit', () => void unlock());
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, thread: false });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  } finally {
    await unlock();
  }
}
