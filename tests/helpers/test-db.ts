import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../host/db/db.js';
import { openPglite } from '../../host/db/pglite.js';
import { openPostgres } from '../../host/db/postgres.js';
import { migrate } from '../../host/db/migrate.js';
import { seedDatabase } from '../../host/db/seed/seed.js';

/**
 * A fresh migrated and seeded database for one test file.
 * TEST_DATABASE_URL set: a new database on that PostgreSQL server, dropped afterwards.
 * Otherwise: embedded PGlite in memory.
 */
export async function openTestDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    await migrate(db);
    await seedDatabase(db);
    return { db, drop: async () => undefined };
  }
  const name = `trini_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  await seedDatabase(db);
  return { db, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
