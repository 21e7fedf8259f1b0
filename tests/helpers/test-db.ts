import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import type { Db } from '../../host/db/db.js';
import { openPglite } from '../../host/db/pglite.js';
import { openPgliteInProcess } from '../../host/db/pglite-in-process.js';
import { openPostgres } from '../../host/db/postgres.js';
import { createDatabase } from './postgres-admin.js';

let compiled: Promise<WebAssembly.Module> | undefined;
let seeded: Promise<Blob | undefined> | undefined;

/**
 * PGlite's WebAssembly, compiled once per test worker and handed to each database it opens: a database thread
 * compiling its own copy of the 9 MB module spent about a fifth of an opening's CPU on it.
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  compiled ??= readFile(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

/** The run's seeded dump, read once per test worker; none on a PostgreSQL run, whose seeded database is a template. */
function seededDump(): Promise<Blob | undefined> {
  const dump = inject('seededDump');
  seeded ??= dump ? readFile(dump).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return seeded;
}

/**
 * A fresh migrated and seeded database for one test file: a copy of the run's seeded database
 * (tests/helpers/seeded-database-setup.ts). TEST_DATABASE_URL set: a new database on that PostgreSQL server made
 * from the seeded template, dropped afterwards. Otherwise: embedded PGlite in memory, loaded from the seeded dump, on
 * the test's own thread: a database thread (the host's, host/db/pglite.ts) starts a new isolate whose PGlite code
 * runs cold, about twice the CPU of an opening here, where it stays warm from file to file. The host processes the
 * tests start, the tests of the thread itself (tests/api/db) and those that ask for it (`thread`) run the database on
 * its thread.
 */
export async function openTestDatabase(opts: { thread?: boolean } = {}): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const wasmModule = await pgliteWasm();
    const db = opts.thread
      ? await openPglite(undefined, { loadFrom: inject('seededDump'), wasmModule })
      : await openPgliteInProcess(undefined, { loadFrom: await seededDump(), wasmModule });
    return { db, drop: async () => undefined };
  }
  const { url, drop } = await createDatabase(serverUrl, 'trini_test', inject('seededTemplate'));
  const db = await openPostgres(url);
  return { db, drop };
}

/**
 * The run's seeded database as an embedded data folder, `dataDir/pgdata` (which must not exist yet), as a host's
 * first start leaves it: a host process started on `dataDir` then opens it instead of creating, migrating and
 * seeding its own. For the tests whose host process is about something else than a first start.
 */
export async function writeSeededDatabase(dataDir: string): Promise<void> {
  const db = await openPgliteInProcess(join(dataDir, 'pgdata'), { loadFrom: await seededDump(), wasmModule: await pgliteWasm() });
  await db.close();
}
