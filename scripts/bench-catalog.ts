// npm run bench:catalog [-- --seconds 5 --connections 32 --path /api/... --port N --baseline 0]
// Starts the host on 127.0.0.1 on a free port over a fresh in-memory seeded database and measures one
// catalogue call with N keep-alive connections (DESIGN §4a). The load generator is a small node:http loop in a
// worker thread (its own event loop, so it does not share the server's), bounded in time and in requests.
// Then, as a yardstick for this machine at this moment, the same bytes from a bare node:http server
// (--baseline 0 skips it): on a busy machine both drop, and their ratio is what to compare.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../host/app.js';
import { testConfig } from '../host/config.js';
import { openPglite } from '../host/db/pglite.js';
import { migrate } from '../host/db/migrate.js';
import { seedDatabase } from '../host/db/seed/seed.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const seconds = Math.min(60, Math.max(1, Number(args.get('seconds') ?? 5)));
const connections = Math.min(256, Math.max(1, Number(args.get('connections') ?? 32)));
const path = args.get('path') ?? '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15';
const MAX_REQUESTS = 5_000_000;

// Plain JavaScript for the worker: keep-alive connections, each sending its next request when the last answers.
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, path, connections, warmupMs, durationMs, maxRequests } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = new Float64Array(maxRequests);
let count = 0, all = 0, errors = 0, non200 = 0, bytes = 0, measuring = false, stopped = false;
const once = () => new Promise((resolve) => {
  const start = process.hrtime.bigint();
  const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { cookie: 'XSRF-TOKEN=bench' } }, (res) => {
    res.on('data', (chunk) => { if (measuring) bytes += chunk.length; });
    res.on('end', () => {
      all++;
      if (measuring && count < maxRequests) {
        latencies[count++] = Number(process.hrtime.bigint() - start) / 1e6;
        if (res.statusCode !== 200) non200++;
      }
      resolve();
    });
  });
  req.on('error', () => { if (measuring) errors++; resolve(); });
});
const loop = async () => { while (!stopped && count < maxRequests) await once(); };
const loops = Array.from({ length: connections }, loop);
setTimeout(() => { measuring = true; const t0 = process.hrtime.bigint();
  setTimeout(async () => {
    measuring = false; stopped = true;
    const elapsed = Number(process.hrtime.bigint() - t0) / 1e9;
    await Promise.all(loops); agent.destroy();
    const sorted = latencies.slice(0, count).sort();
    const at = (q) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
    parentPort.postMessage({ count, all, errors, non200, bytes, elapsed, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN });
  }, durationMs);
}, warmupMs);
`;

interface Result {
  count: number;
  all: number; // including the warm-up
  busyMs: number; // this (the server's) event loop's active time over the whole run
  errors: number;
  non200: number;
  bytes: number;
  elapsed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Starts the host over a fresh seeded in-memory database; or, with --port, measures a server already running there. */
async function startHost(): Promise<{ port: number; close: () => Promise<void> }> {
  if (args.has('port')) return { port: Number(args.get('port')), close: async () => undefined };
  const db = await openPglite();
  await migrate(db);
  await seedDatabase(db);
  const app = await buildApp({ config: testConfig({ logLevel: 'silent' }), db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

async function measure(port: number): Promise<Result> {
  const elu = performance.eventLoopUtilization();
  const result = await new Promise<Omit<Result, 'busyMs'>>((resolve, reject) => {
    const worker = new Worker(LOAD, {
      eval: true,
      workerData: { port, path, connections, warmupMs: 1000, durationMs: seconds * 1000, maxRequests: MAX_REQUESTS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    const guard = setTimeout(() => void worker.terminate().then(() => reject(new Error('load generator timed out'))), (seconds + 30) * 1000);
    guard.unref();
  });
  return { ...result, busyMs: performance.eventLoopUtilization(elu).active };
}

function report(label: string, result: Result): number {
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  const rate = Math.round(result.count / result.elapsed);
  console.log(`${label}\n  requests: ${result.count} in ${result.elapsed.toFixed(2)} s = ${rate} req/s`);
  console.log(`  latency: p50 ${f(result.p50)}, p90 ${f(result.p90)}, p99 ${f(result.p99)}, max ${f(result.max)}`);
  console.log(`  throughput: ${(result.bytes / result.elapsed / 1e6).toFixed(1)} MB/s; errors ${result.errors}; non-200 ${result.non200}`);
  // Less sensitive to other load on the machine than req/s (though a descheduled thread still counts as busy).
  console.log(`  server event loop busy: ${((result.busyMs * 1000) / Math.max(1, result.all)).toFixed(1)} µs per request`);
  return rate;
}

/** The same bytes from a bare node:http server: the ceiling of this machine and this load generator right now. */
async function baseline(body: Buffer): Promise<Result> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measure((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main(): Promise<void> {
  const { port, close } = await startHost();
  let body: Buffer;
  let host: number;
  try {
    const probe = await fetch(`http://127.0.0.1:${port}${path}`);
    body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET ${path} answered ${probe.status}`);
    const load = loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`GET ${path}: ${body.length} bytes; ${connections} connections, ${seconds} s each after 1 s warm-up; ${availableParallelism()} CPUs, load average ${load}`);
    host = report('host (Fastify, catalogue snapshot, pre-serialised answer)', await measure(port));
  } finally {
    await close();
  }
  if (args.get('baseline') === '0') return;
  const bare = report('baseline (bare node:http, same bytes)', await baseline(body));
  console.log(`host / baseline: ${((host / bare) * 100).toFixed(0)}%`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
