// Vitest global setup of the api and e2e projects: one migrated and seeded database for the whole run, which each
// test file copies instead of creating, migrating and seeding its own (creating one is most of a file's set-up).
// Embedded: a dump of PGlite's data folder that each test database is loaded from. On PostgreSQL
// (TEST_DATABASE_URL): a template database that each test database is created from.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteInProcess } from '../../host/db/pglite-in-process.js';
import { openPostgres } from '../../host/db/postgres.js';
import { migrate } from '../../host/db/migrate.js';
import { seedDatabase } from '../../host/db/seed/seed.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data folder as a tar file (no TEST_DATABASE_URL). */
    seededDump: string;
    /** The seeded template database's name (TEST_DATABASE_URL). */
    seededTemplate: string;
  }
}

export default async function seedOnce(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `trini_template_${randomBytes(5).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const db = await openPostgres(databaseUrl(serverUrl, name));
    try {
      await migrate(db);
      await seedDatabase(db);
    } finally {
      await db.close();
    }
    project.provide('seededTemplate', name);
    project.provide('seededDump', '');
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'trini-seeded-'));
  const db = await openPgliteInProcess();
  const dump = join(dir, 'pgdata.tar');
  try {
    await migrate(db);
    await seedDatabase(db);
    await writeFile(dump, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('seededDump', dump);
  project.provide('seededTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
