// npm run bench:orders [-- --rate 300 --seconds 10 --runs 1 --prod 1 --json FILE]
// Open-loop order benchmark: starts the real host (host/server.ts) as a child process over a fresh database and
// offers a fixed rate of guest cash-on-delivery pickup orders, each with its own Idempotency-Key, from this
// process. Latency is measured from each order's scheduled send time, so a slow host cannot slow the offered
// load (no coordinated omission). Afterwards the host is stopped and the database is asked which acknowledged
// orders it holds. Database: embedded (a temporary DATA_DIR), or PostgreSQL with DATABASE_URL (used as is) or
// TEST_DATABASE_URL (as scripts/with-postgres.sh sets it; a fresh database on that server, dropped afterwards):
//   bash scripts/with-postgres.sh npm run bench:orders -- --rate 500
// --prod 1: the built host as `npm run start:prod` runs it (its node flags included), seeded with the demo catalogue.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir, loadavg, availableParallelism } from 'node:os';
import pg from 'pg';
import { openPglite } from '../host/db/pglite.js';
import { guestOrder } from './order-load.js';
import { RawPool, rawRequest } from './raw-http-client.js';
import { seedProdDemo, spawnHost, startProdCommand } from './host-process.js';
import { processCpu, type CpuSample } from './process-cpu.js';
import { wantsDocs, writeResultsTable } from './bench/results-table.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const rate = Math.min(5000, Math.max(1, Number(args.get('rate') ?? (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? 500 : 300))));
const seconds = Math.min(120, Math.max(1, Number(args.get('seconds') ?? 10)));
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 1)));
const prod = args.get('prod') === '1';
const TIMEOUT_MS = 15_000;
const WARM_UP = 30;
/** Keep-alive connections of the load generator, all opened before the first order is due. */
const SOCKETS = 128;

/** The bytes of one order's POST, built before it is due. */
const orderRequest = (n: number, key: string) =>
  rawRequest('POST', '/api/shop/SaveOrder', { 'content-type': 'application/json', 'idempotency-key': key }, JSON.stringify(guestOrder(n)));

interface RunResult {
  offered: number;
  ok: number;
  errors: number;
  timeouts: number;
  stored: number;
  duplicates: number;
  storedPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** The host's CPU time per stored order (whole process, and its main thread), mail sending included. */
  cpuPerOrder: CpuSample | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the host's file mailer has written `count` confirmations into DATA_DIR/outbox (at most 60 s). */
async function mailsWritten(dataDir: string, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const files = await readdir(join(dataDir, 'outbox')).catch(() => [] as string[]);
    if (files.filter((f) => f.endsWith('.eml')).length >= count) return;
    await sleep(100);
  }
}

/** Waits until the host's CPU time stops growing, at most 15 s. */
async function settledCpu(pid: number): Promise<CpuSample | null> {
  let last = processCpu(pid);
  for (let i = 0; i < 60 && last; i++) {
    await sleep(250);
    const now = processCpu(pid);
    if (!now) return last;
    const grew = now.totalMs - last.totalMs;
    last = now;
    if (grew <= 20) break;
  }
  return last;
}

async function pgAdmin(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A database for one run: its URL (undefined = embedded in dataDir) and how to count the stored keys. */
async function database(dataDir: string) {
  const direct = process.env.DATABASE_URL;
  const server = process.env.TEST_DATABASE_URL;
  let url = direct;
  let drop = async () => undefined as void;
  if (!direct && server) {
    const name = `trini_bench_${randomBytes(4).toString('hex')}`;
    await pgAdmin(server, `CREATE DATABASE ${name}`);
    const u = new URL(server);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = () => pgAdmin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const count = async (keys: string[]): Promise<{ stored: number; rows: number }> => {
    const sql = 'SELECT count(DISTINCT idempotency_key)::int AS stored, count(*)::int AS rows FROM orders WHERE idempotency_key = ANY($1::text[])';
    if (url) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(sql, [keys])).rows[0];
      } finally {
        await c.end();
      }
    }
    const db = await openPglite(join(dataDir, 'pgdata'));
    try {
      return (await db.query<{ stored: number; rows: number }>(sql, [keys]))[0];
    } finally {
      await db.close();
    }
  };
  return { url, drop, count };
}

async function run(index: number): Promise<RunResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trini-bench-orders-'));
  const db = await database(dataDir);
  if (prod) await seedProdDemo(dataDir, undefined, db.url ? { DATABASE_URL: db.url } : {});
  const host = await spawnHost({ dataDir, databaseUrl: db.url, command: prod ? startProdCommand() : undefined });
  const runId = randomBytes(4).toString('hex');
  let pool = await RawPool.open(host.port, 1, TIMEOUT_MS, true);
  try {
    // Warm-up: a few orders one at a time (JIT, connections, first mails).
    for (let i = 0; i < WARM_UP; i++) await pool.send(orderRequest(i, `warm-${runId}-${i}`), performance.now());
    pool.close();

    const total = rate * seconds;
    const pid = host.child.pid!;
    await mailsWritten(dataDir, WARM_UP);
    const cpuBefore = await settledCpu(pid);
    const latencies: number[] = [];
    const acked: string[] = [];
    let errors = 0;
    const errorStatuses = new Map<number, number>();
    let timeouts = 0;
    let lastAnswer = 0;
    const pending: Promise<void>[] = [];
    const keys = Array.from({ length: total }, (_, i) => `bench-${runId}-${i}`);
    const requests = keys.map((key, i) => orderRequest(i + 1000, key));
    // Opened and set up (one request each) right before the run: the host closes connections idle for a while.
    pool = await RawPool.open(host.port, SOCKETS, TIMEOUT_MS, true);
    await pool.warm(rawRequest('GET', '/api/Trini/GetCityList', {}));
    const t0 = performance.now() + 50;
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (sent < total && t0 + (sent * 1000) / rate <= now) {
          const i = sent++;
          const scheduled = t0 + (i * 1000) / rate;
          const key = keys[i];
          pending.push(
            pool.send(requests[i], scheduled).then((res) => {
              if (res.status === -1) timeouts++;
              else if (res.status === 200 && res.body?.includes('"success":true')) {
                acked.push(key);
                latencies.push(res.ms);
                lastAnswer = Math.max(lastAnswer, scheduled + res.ms);
              } else {
                errors++;
                errorStatuses.set(res.status, (errorStatuses.get(res.status) ?? 0) + 1);
              }
            }),
          );
        }
        if (sent < total) setTimeout(tick, 1);
        else resolve();
      };
      setTimeout(tick, 50);
    });
    await Promise.all(pending);
    // The host's work for an order ends with its confirmation mail (sent in the background).
    await mailsWritten(dataDir, WARM_UP + acked.length);
    const cpuAfter = await settledCpu(pid);
    await host.stop();
    const { stored, rows } = await db.count(acked);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN);
    const window = (Math.max(lastAnswer, t0 + seconds * 1000) - t0) / 1000;
    const r: RunResult = {
      offered: total,
      ok: acked.length,
      errors,
      timeouts,
      stored,
      duplicates: rows - stored,
      storedPerSecond: stored / window,
      p50: at(0.5),
      p99: at(0.99),
      max: latencies.at(-1) ?? NaN,
      cpuPerOrder:
        cpuBefore && cpuAfter ? { totalMs: (cpuAfter.totalMs - cpuBefore.totalMs) / stored, mainMs: (cpuAfter.mainMs - cpuBefore.mainMs) / stored } : null,
    };
    const cpu = r.cpuPerOrder ? `; host CPU per stored order ${r.cpuPerOrder.totalMs.toFixed(2)} ms (main thread ${r.cpuPerOrder.mainMs.toFixed(2)} ms)` : '';
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(
      `run ${index + 1}: offered ${total} (${rate}/s for ${seconds} s); acknowledged ${r.ok}, stored ${r.stored} (duplicates ${r.duplicates}), ` +
        `${r.storedPerSecond.toFixed(0)} orders/s stored; errors ${errors}${errors ? ` (${[...errorStatuses].map(([st, n]) => `${n}x ${st || 'no answer'}`).join(', ')})` : ''}, timeouts ${timeouts}; latency p50 ${f(r.p50)}, p99 ${f(r.p99)}, max ${f(r.max)}${cpu}`,
    );
    return r;
  } finally {
    pool.close();
    await host.stop();
    await db.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const where = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : process.env.TEST_DATABASE_URL
      ? 'PostgreSQL (a fresh database on TEST_DATABASE_URL)'
      : 'embedded PGlite';
  console.log(
    `bench:orders: ${where}; open loop ${rate} orders/s for ${seconds} s; ${availableParallelism()} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await run(i));
  const med = (pick: (r: RunResult) => number) => {
    const v = results.map(pick).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)];
  };
  if (runs > 1) {
    console.log(
      `median of ${runs}: ${med((r) => r.storedPerSecond).toFixed(0)} orders/s stored, p50 ${med((r) => r.p50).toFixed(1)} ms, p99 ${med((r) => r.p99).toFixed(1)} ms, max ${med((r) => r.max).toFixed(1)} ms, ` +
        `host CPU per stored order ${med((r) => r.cpuPerOrder?.totalMs ?? NaN).toFixed(2)} ms (main thread ${med((r) => r.cpuPerOrder?.mainMs ?? NaN).toFixed(2)} ms); ` +
        `all stored in every run: ${results.every((r) => r.stored === r.offered && r.duplicates === 0) ? 'yes' : 'NO'}`,
    );
  }
  if (wantsDocs()) writeTable(where, results, med);
  // --json FILE: the medians and whether every order was stored, for `npm run bench:shedding`.
  const json = args.get('json');
  if (json)
    writeFileSync(
      json,
      JSON.stringify({
        runs,
        allStored: results.every((r) => r.stored === r.offered && r.duplicates === 0),
        refused: results.reduce((n, r) => n + r.errors, 0),
        storedPerSecond: med((r) => r.storedPerSecond),
        p99: med((r) => r.p99),
      }),
    );
}

/** The results table in docs/benchmarks.md: one per database (its own block in the bench:orders section). */
function writeTable(where: string, results: RunResult[], med: (pick: (r: RunResult) => number) => number): void {
  const allStored = results.every((r) => r.stored === r.offered && r.duplicates === 0);
  const p99 = med((r) => r.p99);
  const embedded = where.startsWith('embedded');
  const row = [
    rate,
    med((r) => r.storedPerSecond).toFixed(0),
    allStored ? 'yes' : 'NO',
    med((r) => r.p50).toFixed(1),
    p99.toFixed(1),
    med((r) => r.max).toFixed(1),
    med((r) => r.cpuPerOrder?.totalMs ?? NaN).toFixed(2),
    allStored && p99 <= 50 ? 'yes' : 'NO',
  ];
  const args = process.argv.slice(2).join(' ');
  writeResultsTable({
    benchmark: embedded ? 'bench:orders:embedded' : 'bench:orders:postgres',
    command: `${embedded ? '' : 'bash scripts/with-postgres.sh '}npm run bench:orders -- ${args}`.trim(),
    columns: [
      'offered (orders/s)',
      'stored (orders/s)',
      'every order stored once',
      'p50 (ms)',
      'p99 (ms)',
      'max (ms)',
      'host CPU per order (ms)',
      'target met',
    ],
    rows: [row],
    notes: [
      `${where}; open loop for ${seconds} s per run, ${runs} runs, medians.`,
      `Target: every order stored exactly once and p99 ≤ 50 ms at ${embedded ? '300 orders/s on the embedded database' : '500 orders/s on PostgreSQL'}.`,
    ],
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
