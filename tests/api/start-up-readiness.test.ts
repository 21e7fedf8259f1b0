// The first production start (docs/deployment.md#health): the built host listens at once, /healthz answers 200 from its
// first answer on, /readyz answers 503 ("starting") while the schema is made and the catalogue loaded, and every
// other request a 503 with Retry-After; then /readyz says 200 on the same port, which never closed in between.
// On PostgreSQL (npm run test:pg) the test holds the migration lock, so the start is held for as long as it likes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchHost, startProdCommand, type LaunchedHost } from '../../scripts/host-process.js';
import { MIGRATION_LOCK_KEY } from '../../host/db/migrate.js';
import { createDatabase } from '../helpers/postgres-admin.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { status?: string; msg?: string };
}

/** One answer; status 0 when nothing answers (not listening yet, or no more). */
async function ask(url: string): Promise<Answer> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
  } catch {
    return { status: 0, retryAfter: null, body: {} };
  }
}

function startProd(dataDir: string, port: number, env: Record<string, string> = {}): LaunchedHost {
  return launchHost(startProdCommand(), {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'readiness-secret-readiness-secret-0123',
    LOG_LEVEL: 'warn',
    DRAIN_SECONDS: '0',
    RASTER_CACHE_DIR: join(ROOT, 'node_modules', '.cache', 'trini-rasters'),
    ...env,
  });
}

interface Round {
  health: number;
  ready: Answer;
}

/** Polls both checks (each round at most 50 ms apart) until /readyz says 200, the host exits or 150 s pass. */
async function watch(url: string, host: LaunchedHost, onStarting?: (round: Round) => Promise<void>): Promise<Round[]> {
  const rounds: Round[] = [];
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && host.child.exitCode === null) {
    const [health, ready] = await Promise.all([ask(`${url}/healthz`), ask(`${url}/readyz`)]);
    const round = { health: health.status, ready };
    rounds.push(round);
    if (ready.status === 200) break;
    if (ready.status === 503) await onStarting?.(round);
    await sleep(20);
  }
  return rounds;
}

/** From the first answer on: health always 200; ready 503 "starting" for a while, then 200 for good. */
function expectStartedInOrder(rounds: Round[], output: string): void {
  const first = rounds.findIndex((r) => r.health === 200);
  expect(first, output).toBeGreaterThanOrEqual(0);
  const answered = rounds.slice(first);
  const seen = `${JSON.stringify(answered.map((r) => [r.health, r.ready.status, r.ready.body.status]))}\n${output}`;
  expect(
    answered.map((r) => r.health).every((s) => s === 200),
    seen,
  ).toBe(true);
  expect(answered.at(-1)!.ready.status, seen).toBe(200);
  const starting = answered.slice(0, -1);
  expect(starting.length).toBeGreaterThan(0);
  expect(
    starting.map((r) => [r.ready.status, r.ready.body.status]).every(([s, what]) => s === 503 && what === 'starting'),
    seen,
  ).toBe(true);
}

describe('the first start of a new shop', () => {
  let dataDir: string;
  let host: LaunchedHost | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trini-ready-'));
  });
  afterAll(async () => {
    host?.child.kill('SIGTERM');
    await host?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz at once and /readyz 503 until the schema and catalogue are ready; others get 503 with Retry-After', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    host = startProd(dataDir, port);
    const refused: Answer[] = [];
    const rounds = await watch(url, host, async () => {
      if (refused.length) return;
      const shop = await ask(`${url}/api/Trini/GetCityList`);
      // Still starting after it: the starting host answered it.
      if ((await ask(`${url}/readyz`)).status === 503) refused.push(shop);
    });
    expectStartedInOrder(rounds, host.output());
    expect(refused).toEqual([{ status: 503, retryAfter: '5', body: { success: false, msg: 'The shop is starting. Please try again in a moment.' } }]);
    expect(host.output()).toContain(`Starting on ${url}: /healthz answers, /readyz says 503 until the shop is ready.`);
    await expect.poll(() => host!.output(), { timeout: 10_000 }).toContain(`listening on ${url}`);
    // The app took over the same listener: the shop answers there now.
    expect((await ask(`${url}/api/Trini/GetCityList`)).status).toBe(200);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('the first start on PostgreSQL, held at the migration', () => {
  it('stays live and not ready while another host migrates, and is ready once it may go on', { timeout: 180_000 }, async () => {
    const made = await createDatabase(serverUrl!, 'trini_ready');
    const dataDir = await mkdtemp(join(tmpdir(), 'trini-ready-pg-'));
    const holder = new pg.Client({ connectionString: made.url });
    await holder.connect();
    let host: LaunchedHost | undefined;
    try {
      await holder.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      host = startProd(dataDir, port, { DATABASE_URL: made.url });
      let held = 0;
      const rounds = await watch(url, host, async () => {
        // Held for 40 rounds of both checks (a second or more), then let go.
        if (++held === 40) await holder.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
      });
      expect(held).toBeGreaterThanOrEqual(40);
      expectStartedInOrder(rounds, host.output());
    } finally {
      host?.child.kill('SIGTERM');
      await host?.exited;
      await holder.end();
      await made.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
