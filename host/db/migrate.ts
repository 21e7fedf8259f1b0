import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';
import { splitStatements } from './split-statements.js';

// Beside this module in the source (host/db/migrations/); `npm run build` copies the folder beside the bundled
// host (dist/host/migrations/), which is where this URL points from there.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * The key of the advisory lock every host takes to migrate: any fixed bigint no other code uses. Hosts starting
 * together on one PostgreSQL queue on it, so the schema is migrated once and the others find it up to date.
 */
export const MIGRATION_LOCK_KEY = 7_415_260_315;

interface Migration {
  name: string;
  statements: string[];
}

/** Every migrations/NNN_*.sql in name order, split into statements (read before any lock is taken). */
async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, statements: splitStatements(await readFile(join(dir, name), 'utf8')) })));
}

/**
 * Applies every migration not yet applied and returns their names. One transaction under a transaction-level
 * advisory lock: a second host waits, then sees them applied; a failing migration leaves the schema as it was.
 * dir: another folder of migrations (tests).
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const done: string[] = [];
    for (const { name, statements } of migrations) {
      if (applied.has(name)) continue;
      for (const statement of statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      done.push(name);
    }
    return done;
  });
}
