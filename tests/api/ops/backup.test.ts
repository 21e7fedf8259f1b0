// `npm run backup` while a host takes orders, and `npm run restore` of that copy into an empty data folder (or an
// empty database): every order acknowledged before the backup began is in the copy, and a host started on it
// serves. Also runs the other commands of docs/deployment.md's Monitoring and Backups sections. Embedded database;
// PostgreSQL too when TEST_DATABASE_URL is set.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteInProcess } from '../../../host/db/pglite-in-process.js';
import { spawnHost } from '../../../scripts/host-process.js';
import { createDatabase } from '../../helpers/postgres-admin.js';
import { orderStream } from '../../helpers/order-stream.js';
import { fillSeededDataFolder } from '../../helpers/seeded-data-folder.js';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const TOKEN = 'metrics-token-for-the-backup-test';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 20 }));
  return dir;
}

async function emptyDatabase(): Promise<string> {
  const created = await createDatabase(serverUrl!, 'trini_backup');
  cleanups.push(created.drop);
  return created.url;
}

/** An npm script with the operator's environment: the database and nothing of the test's own. */
function npm(args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }, cwd = process.cwd()) {
  const base = { ...(process.env as Record<string, string>) };
  delete base.DATABASE_URL;
  delete base.TEST_DATABASE_URL;
  return run('npm', ['run', '--silent', ...args], { cwd, env: { ...base, ...env, LOG_LEVEL: 'warn' }, timeout: 120_000 });
}

/** The idempotency keys of the stored orders in a data folder's embedded database or a PostgreSQL database. */
async function storedKeys(target: { dataDir: string; databaseUrl?: string }): Promise<Set<string>> {
  const sql = 'SELECT idempotency_key FROM orders WHERE idempotency_key IS NOT NULL';
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return new Set((await client.query<{ idempotency_key: string }>(sql)).rows.map((r) => r.idempotency_key));
    } finally {
      await client.end();
    }
  }
  const db = await openPgliteInProcess(join(target.dataDir, 'pgdata'));
  try {
    return new Set((await db.query<{ idempotency_key: string }>(sql)).map((r) => r.idempotency_key));
  } finally {
    await db.close();
  }
}

const databases = serverUrl ? [false, true] : [false];

describe.each(databases)('backup and restore (PostgreSQL: %s)', (onPostgres) => {
  it('copies every acknowledged order while orders come in, and the restored shop serves', async () => {
    const dataDir = await tempDir('trini-backup-');
    const work = await tempDir('trini-backups-');
    const databaseUrl = onPostgres ? await emptyDatabase() : undefined;
    if (!databaseUrl) await fillSeededDataFolder(dataDir); // the backup is under test, not the first start's seeding
    const host = await spawnHost({ dataDir, databaseUrl, env: { METRICS_TOKEN: TOKEN } });
    cleanups.push(() => host.stop());
    const load = orderStream(host.url, 4);
    await expect.poll(() => load.acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);

    const before = load.acked.map((a) => a.key);
    const file = join(work, onPostgres ? 'shop.dump' : 'shop.tar.gz');
    // The settings from an .env file, as the cron line of the Backups section reads them.
    const envFile = join(work, '.env');
    await writeFile(envFile, `DATA_DIR=${dataDir}\n${databaseUrl ? `DATABASE_URL=${databaseUrl}\n` : ''}`);
    const { stdout } = await npm(['backup', '--', '--out', file, `--env-file=${envFile}`], {});
    expect(stdout).toContain(onPostgres ? 'by pg_dump' : 'from the running host');
    const ackedDuring = load.acked.length - before.length;

    // The Monitoring section's curl line, while orders still come in.
    const curl = (auth: boolean) =>
      run('sh', ['-c', `curl -s -w '\\n%{http_code}' ${auth ? '-H "Authorization: Bearer $METRICS_TOKEN" ' : ''}${host.url}/metrics`], {
        env: { ...process.env, METRICS_TOKEN: TOKEN },
      });
    const scraped = (await curl(true)).stdout;
    expect(scraped.trim().split('\n').at(-1)).toBe('200');
    for (const family of ['trini_orders_stored_total', 'trini_http_request_duration_seconds_bucket', 'trini_outbox_depth', 'trini_db_query_duration_seconds']) {
      expect(scraped).toContain(family);
    }
    expect((await curl(false)).stdout.trim().split('\n').at(-1)).toBe('401');

    await load.stop();
    expect(ackedDuring).toBeGreaterThan(0); // the shop kept taking orders while the copy was made
    await host.stop();
    expect((await stat(file)).mode & 0o077).toBe(0);

    const restoredDir = await tempDir('trini-restored-');
    const restoredUrl = onPostgres ? await emptyDatabase() : undefined;
    await npm(['restore', '--', file], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
    const keys = await storedKeys({ dataDir: restoredDir, databaseUrl: restoredUrl });
    expect(before.filter((k) => !keys.has(k))).toEqual([]);

    // A restore never overwrites a shop.
    await expect(npm(['restore', '--', file], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl })).rejects.toMatchObject({
      stderr: expect.stringMatching(/Restore failed: .*(holds a database already|has tables already)/),
    });

    const restored = await spawnHost({ dataDir: restoredDir, databaseUrl: restoredUrl });
    cleanups.push(() => restored.stop());
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200);
    const more = orderStream(restored.url, 1, 3);
    await expect.poll(() => more.acked.length, { timeout: 20_000 }).toBe(3);
    await more.stop();
    await restored.stop();
  }, 240_000);
});

describe('the Backups section', () => {
  it("keeps 30 days of copies: the cron line's clean-up deletes older ones only", async () => {
    const dir = await tempDir('trini-retention-');
    await mkdir(join(dir, 'backups'));
    const old = join(dir, 'backups', 'trini-old.tar.gz');
    const recent = join(dir, 'backups', 'trini-recent.tar.gz');
    await writeFile(old, 'x');
    await writeFile(recent, 'x');
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await utimes(old, longAgo, longAgo);
    await run('sh', ['-c', "find backups -name 'trini-*' -mtime +30 -delete"], { cwd: dir });
    expect(await readdir(join(dir, 'backups'))).toEqual(['trini-recent.tar.gz']);
  });
});
