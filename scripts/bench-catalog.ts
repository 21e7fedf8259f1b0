// npm run bench:catalog [-- --seconds 5 --connections 32 --path /api/... --port N --baseline 0 --cookie 0
//                          --extra-products 10000 --runs 3 --encoding br]
// --cookie 0: a cookie-less client (partner pages, crawlers); --extra-products N: N generated products on top of
// the seed's 86 (host/db/seed/extra-products.ts); --encoding: the Accept-Encoding sent; --runs: host and
// yardsticks measured in turn that many times, then medians. The yardsticks: a bare node:http server and, when
// installed (/usr/sbin/nginx), nginx serving the same bytes from a file on 127.0.0.1.
// Starts the host on 127.0.0.1 on a free port over a fresh in-memory seeded database and measures one
// catalogue call with N keep-alive connections (docs/architecture.md#performance). The load generator is a small node:http loop in a
// worker thread (its own event loop, so it does not share the server's), bounded in time and in requests.
// Then, as a yardstick for this machine at this moment, the same bytes from a bare node:http server
// (--baseline 0 skips it): on a busy machine both drop, and their ratio is what to compare.
import http, { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../host/app.js';
import { testConfig } from '../host/config.js';
import { openPglite } from '../host/db/pglite.js';
import { migrate } from '../host/db/migrate.js';
import { seedDatabase } from '../host/db/seed/seed.js';
import { addExtraProducts } from '../host/db/seed/extra-products.js';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XSRF_COOKIE } from '../widgets/domain/anti-forgery.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const seconds = Math.min(60, Math.max(1, Number(args.get('seconds') ?? 5)));
const connections = Math.min(256, Math.max(1, Number(args.get('connections') ?? 32)));
const path = args.get('path') ?? '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15';
const withCookie = args.get('cookie') !== '0';
const extraProducts = Math.max(0, Number(args.get('extra-products') ?? 0));
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 1)));
const encoding = args.get('encoding') ?? '';
const NGINX = '/usr/sbin/nginx';
const MAX_REQUESTS = 5_000_000;

// Plain JavaScript for the worker: keep-alive connections, each sending its next request when the last answers.
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, path, connections, warmupMs, durationMs, maxRequests, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = new Float64Array(maxRequests);
let count = 0, all = 0, errors = 0, non200 = 0, bytes = 0, measuring = false, stopped = false;
const once = () => new Promise((resolve) => {
  const start = process.hrtime.bigint();
  const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
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

function requestHeaders(): Record<string, string> {
  const h: Record<string, string> = {};
  if (withCookie) h.cookie = `${XSRF_COOKIE}=bench`;
  if (encoding) h['accept-encoding'] = encoding;
  return h;
}

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
  if (extraProducts > 0) await addExtraProducts(db, extraProducts);
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
      workerData: { port, path, connections, warmupMs: 1000, durationMs: seconds * 1000, maxRequests: MAX_REQUESTS, headers: requestHeaders() },
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
let bareEncoding: string | undefined;

async function baseline(body: Buffer): Promise<Result> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(bareEncoding ? { 'content-encoding': bareEncoding } : {}) });
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

/** nginx on 127.0.0.1 serving `body` (with `encodingName`'s Content-Encoding when set) from a temp folder. */
async function startNginx(body: Buffer, encodingName: string | undefined): Promise<{ port: number; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'trini-nginx-'));
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  await writeFile(join(dir, 'answer.json'), body);
  const encodingHeader = encodingName ? `add_header Content-Encoding ${encodingName};` : '';
  await writeFile(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  keepalive_requests 1000000;
  server { listen 127.0.0.1:${port}; location / { default_type application/json; ${encodingHeader} etag on; try_files /answer.json =404; root ${dir}; } } }`,
  );
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const { port, close } = await startHost();
  try {
    // The bytes exactly as sent (fetch would decompress them), so the yardsticks serve the same ones.
    const probe = await new Promise<{ status: number; body: Buffer; encoding?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: requestHeaders() }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
        })
        .on('error', reject);
    });
    if (probe.status !== 200) throw new Error(`GET ${path} answered ${probe.status}`);
    const body = probe.body;
    const sentEncoding = probe.encoding;
    bareEncoding = sentEncoding;
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `GET ${path}: ${body.length} bytes${sentEncoding ? ` (${sentEncoding})` : ''}; ${86 + extraProducts} products; ${withCookie ? 'with' : 'without'} a cookie; ` +
        `${connections} connections, ${seconds} s each after 1 s warm-up, ${runs} interleaved run(s); ${availableParallelism()} CPUs, load average ${load}`,
    );
    const rates: Record<string, number[]> = { host: [], bare: [], nginx: [] };
    const p99s: Record<string, number[]> = { host: [], bare: [], nginx: [] };
    const useNginx = args.get('baseline') !== '0' && existsSync(NGINX);
    for (let run = 0; run < runs; run++) {
      const h = await measure(port);
      rates.host.push(report(`host (catalogue fast path before Fastify, snapshot, pre-serialised answer) run ${run + 1}`, h));
      p99s.host.push(h.p99);
      if (args.get('baseline') === '0') continue;
      const bare = await baseline(body);
      rates.bare.push(report(`bare node:http, same bytes, run ${run + 1}`, bare));
      p99s.bare.push(bare.p99);
      if (useNginx) {
        const nginx = await startNginx(body, sentEncoding);
        try {
          const n = await measure(nginx.port);
          rates.nginx.push(report(`nginx, same bytes, run ${run + 1}`, n));
          p99s.nginx.push(n.p99);
        } finally {
          await nginx.close();
        }
      }
    }
    const summary = (name: string) => (rates[name].length ? `${name} ${median(rates[name])} req/s (p99 ${median(p99s[name]).toFixed(2)} ms)` : '');
    console.log(`medians: ${['host', 'bare', 'nginx'].map(summary).filter(Boolean).join('; ')}`);
    if (rates.bare.length) console.log(`host / bare node:http: ${(median(rates.host) / median(rates.bare)).toFixed(2)}x`);
    if (rates.nginx.length) {
      console.log(
        `host / nginx: ${(median(rates.host) / median(rates.nginx)).toFixed(2)}x req/s; p99 ${(median(p99s.host) / median(p99s.nginx)).toFixed(2)}x nginx's`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
