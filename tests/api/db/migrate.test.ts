import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../host/db/db.js';
import { migrate, MIGRATIONS_DIR } from '../../../host/db/migrate.js';
import { openDatabase } from '../../../host/db/open.js';
import { openPglite } from '../../../host/db/pglite.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { spawnHost } from '../../../scripts/host-process.js';

// Migrations against the database the API tests use: PGlite in memory, or with TEST_DATABASE_URL (npm run
// test:pg) a new database on that PostgreSQL server, where hosts starting together race to migrate.

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** The URL of a new, empty database on the test server (dropped after the file). */
async function newDatabaseUrl(): Promise<string> {
  const name = `trini_migrate_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function connect(url: string): Promise<Db> {
  const db = await openPostgres(url);
  cleanups.push(() => db.close());
  return db;
}

/** An empty database: embedded in memory, or new on the test server. */
async function emptyDatabase(): Promise<Db> {
  if (serverUrl) return connect(await newDatabaseUrl());
  const db = await openPglite();
  cleanups.push(() => db.close());
  return db;
}

/** A folder of migration files (name -> SQL). */
async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'trini-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

const appliedNames = async (db: Db) => (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);

// Each test opens a new embedded database: about 10 s alone, over 45 s seen on the loaded 2-core machine.
describe('migrate', { timeout: 120_000 }, () => {
  it('applies the schema once: a second run finds nothing to do', async () => {
    const db = await emptyDatabase();
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    expect(await appliedNames(db)).toEqual(files);
  });

  it('openDatabase migrates a new embedded database, with or without a listener', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'trini-open-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const db = await openDatabase({ dataDir });
    try {
      expect((await appliedNames(db)).length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    const heard: string[][] = [];
    const again = await openDatabase({ dataDir, onMigrated: (applied) => heard.push(applied) });
    await again.close();
    expect(heard).toEqual([[]]);
  });

  it('runs functions, triggers and DO blocks whose bodies hold semicolons', async () => {
    const db = await emptyDatabase();
    const dir = await migrationsDir({
      '001_counter.sql': `-- a table, a trigger function ($$ body) and its trigger
CREATE TABLE counted (n int NOT NULL DEFAULT 0, note text NOT NULL DEFAULT 'a; b');
CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.n := NEW.n + 1; -- counted once per write; see below
  RETURN NEW;
END;
$$;
CREATE TRIGGER counted_bump BEFORE INSERT OR UPDATE ON counted FOR EACH ROW EXECUTE FUNCTION bump();`,
      '002_seed.sql': `DO $seed$
BEGIN
  INSERT INTO counted (note) VALUES ('it''s; $$ here');
  UPDATE counted SET note = E'x\\';y';
END
$seed$;`,
    });
    expect(await migrate(db, dir)).toEqual(['001_counter.sql', '002_seed.sql']);
    expect(await db.query('SELECT n, note FROM counted')).toEqual([{ n: 2, note: "x';y" }]);
  });

  it('leaves the schema as it was when a migration fails', async () => {
    const db = await emptyDatabase();
    const dir = await migrationsDir({
      '001_ok.sql': 'CREATE TABLE kept (a int);',
      '002_bad.sql': 'CREATE TABLE also (a int); SELECT no_such_column FROM kept;',
    });
    await expect(migrate(db, dir)).rejects.toThrow(/no_such_column/);
    expect(await db.query("SELECT to_regclass('kept') AS t, to_regclass('schema_migrations') AS m")).toEqual([{ t: null, m: null }]);
  });
});

describe.skipIf(!serverUrl)('migrating together on one PostgreSQL', () => {
  it('four connections migrating at once: one applies each migration, the others wait and apply nothing', async () => {
    const url = await newDatabaseUrl();
    // The first migration sleeps, so all four are inside migrate() while it runs.
    const dir = await migrationsDir({
      '001_slow.sql': 'SELECT pg_sleep(0.5); CREATE TABLE once (a int);',
      '002_more.sql': 'INSERT INTO once VALUES (1);',
    });
    const dbs = await Promise.all([1, 2, 3, 4].map(() => connect(url)));
    const results = await Promise.all(dbs.map((db) => migrate(db, dir)));
    expect(results.filter((r) => r.length > 0)).toEqual([['001_slow.sql', '002_more.sql']]);
    expect(await dbs[0].query('SELECT a FROM once')).toEqual([{ a: 1 }]);
  });

  it('two hosts started together on a new database both start; the schema is migrated and seeded once', { timeout: 240_000 }, async () => {
    const url = await newDatabaseUrl();
    const dirs = await Promise.all(['a', 'b'].map((x) => mkdtemp(join(tmpdir(), `trini-migrate-${x}-`))));
    cleanups.push(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
    const started = await Promise.allSettled(dirs.map((dataDir) => spawnHost({ dataDir, databaseUrl: url })));
    for (const s of started) if (s.status === 'fulfilled') cleanups.push(() => s.value.stop());
    const hosts = started.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    });
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    // Exactly one host says it applied the migrations (server.ts prints "Schema: applied ...").
    expect(hosts.filter((h) => h.output().includes('Schema: applied')).length, hosts.map((h) => h.output()).join('\n---\n')).toBe(1);
    expect(hosts.filter((h) => h.output().includes('seed catalogue loaded')).length).toBe(1);
    const db = await connect(url);
    expect(await appliedNames(db)).toEqual(files);
    for (const host of hosts) {
      const res = await fetch(`${host.url}/api/trini/GetProducts?SearchText=&MaxRecords=100`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as unknown[]).length).toBe(86);
    }
  });
});
