// npm run bench:overload [-- --rate 3000 --seconds 3 --sockets 128 --runs 1 --yardstick 1 --trace 0 --json FILE]
// Offers orders faster than the database can store them and checks that the host sheds them:
// - the host runs in its own process (host/server.ts) on 127.0.0.1 with the embedded database, freshly seeded in a
//   temporary DATA_DIR; this process is the load generator;
// - open loop: order i is due at start + i/rate, whatever happened to the earlier ones, over a bounded pool of
//   keep-alive sockets (opened, with one read each, before the first order is due; scripts/raw-http-client.ts);
//   each latency is measured from the due time, so queueing in the generator counts too;
// - during the burst a catalogue read every 20 ms on its own connection, a catalogue read right after the last
//   order is due, then (once every order is answered) orders one at a time, which must be stored.
// Every request is bounded by a 60 s timeout, which counts as "hung".
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, hostTree } from './host-process.js';
import { processCpu } from './process-cpu.js';
import { RawPool, rawRequest, type RawAnswer } from './raw-http-client.js';
import { median } from './bench/autocannon-load.js';
import { wantsDocs, writeResultsTable } from './bench/results-table.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const rate = Math.min(20_000, Math.max(1, Number(args.get('rate') ?? 3000)));
const seconds = Math.min(30, Math.max(0.1, Number(args.get('seconds') ?? 3)));
const sockets = Math.min(1024, Math.max(1, Number(args.get('sockets') ?? 128)));
const runs = Math.min(5, Math.max(1, Number(args.get('runs') ?? 1)));
const HANG_MS = 60_000;
const CATALOG_PATH = '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15';

type Answer = RawAnswer; // status 0: network error, -1: hung (timeout)

/** Resolves once the host's output includes `text`, or after `ms`. */
function outputOrTimeout(child: ChildProcess, text: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve();
    }
    function check(chunk: Buffer) {
      if (chunk.toString().includes(text)) done();
    }
    child.stdout!.on('data', check);
  });
}

async function startHost(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(process.env.HOST_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.HOST_PROF] : []), '--import', 'tsx', 'host/server.ts'],
    {
      cwd: hostTree(),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the host did not start within 180 s')), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the host exited with code ${code}`)));
  });
  child.stdout!.resume();
  return child;
}

let sequence = 0;
function orderBody(): string {
  sequence++;
  return JSON.stringify({
    PMNo: 3,
    IsPickup: 1,
    ODeliverCountryNo: 1,
    CustomerMobile: String(7_000_000 + (sequence % 3_000_000)),
    CustomerName: 'Bench Shopper',
    EmailID: 'bench@example.tt',
    CustomerAddress: '1 Frederick Street',
    CustomerCityNo: 1,
    OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
  });
}

function request(port: number, agent: http.Agent, method: string, path: string, due: number, body?: string): Promise<Answer> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (a: Omit<Answer, 'ms'>) => {
      if (done) return;
      done = true;
      resolve({ ...a, ms: performance.now() - due });
    };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${sequence}` });
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers, timeout: HANG_MS }, (res) => {
      res.resume();
      res.on('end', () => finish({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }));
      res.on('error', () => finish({ status: 0 }));
    });
    req.on('timeout', () => {
      req.destroy();
      finish({ status: -1 });
    });
    req.on('error', () => finish({ status: 0 }));
    req.end(body);
  });
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');

/** One burst against 127.0.0.1:`port`; `pid`: the server's process, whose CPU time per offered order is reported. */
async function burst(port: number, pid: number | undefined, ordersAfter = true) {
  const total = Math.round(rate * seconds);
  // Every order's bytes are built, and every connection opened, before the first is due: the generator's clock
  // then measures the server, not the generator's own set-up.
  const bodies = Array.from({ length: total }, () => {
    const body = orderBody();
    const key = `bench-${process.pid}-${sequence}`;
    return rawRequest('POST', '/api/shop/SaveOrder', { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': key }, body);
  });
  const pool = await RawPool.open(port, sockets, HANG_MS);
  await pool.warm(rawRequest('GET', CATALOG_PATH, { accept: 'application/json' }));
  const catalogAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Promise<Answer>[] = [];
  const reads: Promise<Answer>[] = [];
  const cpuBefore = pid === undefined ? null : processCpu(pid);
  const start = performance.now() + 50;
  let next = 0;
  let nextRead = start;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) {
        answers.push(pool.send(bodies[next], start + (next * 1000) / rate));
        next++;
      }
      if (nextRead <= now && next < total) {
        reads.push(request(port, catalogAgent, 'GET', CATALOG_PATH, nextRead));
        nextRead += 20;
      }
      if (next >= total) return resolve();
      setTimeout(tick, 1); // not setImmediate: a busy loop would take CPU from the host on a small machine
    };
    tick();
  });
  const rightAfter = await request(port, new http.Agent({ keepAlive: false }), 'GET', CATALOG_PATH, performance.now());
  const all = await Promise.all(answers);
  const lastAnswerS = (performance.now() - start) / 1000;
  const cpuAfter = pid === undefined ? null : processCpu(pid);
  const during = await Promise.all(reads);
  pool.close();
  catalogAgent.destroy();

  // Afterwards: orders one at a time must be stored again, once the Retry-After the 503s gave (1 s) has passed,
  // as a shopper's widget waits it before retrying.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const calm = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const after: Answer[] = [];
  for (let i = 0; i < (ordersAfter ? 20 : 0); i++) after.push(await request(port, calm, 'POST', '/api/shop/SaveOrder', performance.now(), orderBody()));
  calm.destroy();

  if (args.get('trace') === '1') {
    // --trace 1: the slowest answer per 250 ms of due times, to see whether the tail is the burst's start or all of it.
    const buckets = new Map<number, number>();
    all.forEach((a, i) => {
      const b = Math.floor((i * 1000) / rate / 250) * 250;
      buckets.set(b, Math.max(buckets.get(b) ?? 0, a.ms));
    });
    console.log([...buckets].map(([b, m]) => `${b}:${m.toFixed(0)}`).join(' '));
  }
  const stored = all.filter((a) => a.status === 200);
  const shed = all.filter((a) => a.status === 503);
  const shedMs = shed.map((a) => a.ms);
  const storedMs = stored.map((a) => a.ms);
  return {
    offered: total,
    /** The server's CPU time (all threads) per offered order, over the burst: less disturbed by a busy machine than latency. */
    cpuUsPerOrder: cpuBefore && cpuAfter ? ((cpuAfter.totalMs - cpuBefore.totalMs) * 1000) / total : NaN,
    stored: stored.length,
    shed: shed.length,
    shedWithRetryAfter: shed.filter((a) => a.retryAfter && /^\d+$/.test(a.retryAfter)).length,
    other: all.filter((a) => a.status !== 200 && a.status !== 503 && a.status > 0).map((a) => a.status),
    networkErrors: all.filter((a) => a.status === 0).length,
    hung: all.filter((a) => a.status === -1).length,
    shedP50: quantile(shedMs, 0.5),
    shedP99: quantile(shedMs, 0.99),
    shedMax: quantile(shedMs, 1),
    storedP50: quantile(storedMs, 0.5),
    storedP99: quantile(storedMs, 0.99),
    lastAnswerS,
    catalogDuring: during.length,
    catalogDuringP50: quantile(
      during.map((a) => a.ms),
      0.5,
    ),
    catalogDuringP99: quantile(
      during.map((a) => a.ms),
      0.99,
    ),
    catalogDuringOk: during.every((a) => a.status === 200),
    catalogRightAfter: rightAfter,
    afterStored: after.filter((a) => a.status === 200).length,
    afterP50: quantile(
      after.map((a) => a.ms),
      0.5,
    ),
  };
}

// The yardstick: a bare node:http server in its own process that sheds every order at once (503 + Retry-After)
// and answers reads with a small JSON body. The same generator against it shows what this machine and this
// generator can do at this moment; on a busy machine both figures grow, and their ratio is what to compare.
const YARDSTICK = `
const http = require('node:http');
const body = Buffer.from(JSON.stringify({ success: false, msg: 'busy' }));
const list = Buffer.from(JSON.stringify(Array.from({ length: 15 }, (_, i) => ({ ProductNo: i }))));
http.createServer((req, res) => {
  req.resume();
  if (req.method === 'POST') { res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }); res.end(body); }
  else { res.writeHead(200, { 'content-type': 'application/json' }); res.end(list); }
}).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('listening on'));
`;

async function startYardstick(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', YARDSTICK, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  child.stdout!.resume();
  return child;
}

type Burst = Awaited<ReturnType<typeof burst>>;

const passes = (r: Burst) =>
  r.hung === 0 &&
  r.networkErrors === 0 &&
  r.other.length === 0 &&
  r.shedWithRetryAfter === r.shed &&
  !(r.shedP99 > 50) &&
  r.catalogRightAfter.status === 200 &&
  r.catalogRightAfter.ms < 100 &&
  r.afterStored === 20;

function report(label: string, run: number, r: Burst, load: string): void {
  console.log(
    `\n${label}, run ${run}/${runs}: offered ${r.offered} orders at ${rate}/s for ${seconds} s (open loop, ${sockets} sockets; load average ${load})`,
  );
  console.log(`  stored (200)              ${r.stored}   p50 ${ms(r.storedP50)}  p99 ${ms(r.storedP99)}`);
  console.log(
    `  shed (503)                ${r.shed}   with Retry-After ${r.shedWithRetryAfter}   p50 ${ms(r.shedP50)}  p99 ${ms(r.shedP99)}  max ${ms(r.shedMax)}`,
  );
  console.log(
    `  other statuses            ${r.other.length ? r.other.join(',') : 'none'}   network errors ${r.networkErrors}   hung (> ${HANG_MS / 1000} s) ${r.hung}`,
  );
  console.log(
    `  every answer in           ${r.lastAnswerS.toFixed(2)} s after the first order was due; host CPU ${r.cpuUsPerOrder.toFixed(0)} µs per offered order`,
  );
  console.log(
    `  catalogue during burst    ${r.catalogDuring} reads, p50 ${ms(r.catalogDuringP50)}  p99 ${ms(r.catalogDuringP99)}${r.catalogDuringOk ? '' : '  (some failed)'}`,
  );
  console.log(`  catalogue right after     ${r.catalogRightAfter.status} in ${ms(r.catalogRightAfter.ms)}`);
  console.log(`  orders afterwards         ${r.afterStored}/20 stored, p50 ${ms(r.afterP50)}`);
  console.log(
    `  ${passes(r) ? 'PASS' : 'FAIL'}: every request answered, 503 p99 <= 50 ms with Retry-After, catalogue right after < 100 ms, orders taken afterwards`,
  );
}

/** Warms a host up as a shop that has been open a while: 200 orders (4 at a time) and 200 catalogue reads. */
async function warmUp(port: number): Promise<void> {
  const warm = new http.Agent({ keepAlive: true, maxSockets: 4 });
  for (let i = 0; i < 50; i++) {
    const now = performance.now();
    await Promise.all([
      ...Array.from({ length: 4 }, () => request(port, warm, 'POST', '/api/shop/SaveOrder', now, orderBody())),
      ...Array.from({ length: 4 }, () => request(port, warm, 'GET', CATALOG_PATH, now)),
    ]);
  }
  warm.destroy();
}

interface Measured {
  label: string;
  port: number;
  pid: number | undefined;
  results: Burst[];
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trini-overload-'));
  const hosts: ChildProcess[] = [];
  const measured: Measured[] = [];
  const yardstick: Burst[] = [];
  try {
    {
      const port = await freePort();
      console.log(`Starting the host on 127.0.0.1:${port} with a fresh embedded database ...`);
      const host = await startHost(port, join(dataDir, 'host'));
      hosts.push(host);
      measured.push({ label: 'host', port, pid: host.pid, results: [] });
      // A new DATA_DIR has no share cards yet: the host draws them in the background after start-up (image work on
      // both cores). A shop that has been open a while has them, so the bursts wait until they are drawn.
      await outputOrTimeout(host, 'share cards.', 180_000);
    }
    // The first burst measures shedding, not the host's start-up work (its code compiled, its first pages read).
    for (const m of measured) await warmUp(m.port);
    for (let run = 1; run <= runs; run++) {
      if (args.get('yardstick') !== '0') {
        const port = await freePort();
        const bare = await startYardstick(port);
        try {
          const r = await burst(port, bare.pid, false);
          yardstick.push(r);
          console.log(`\nYardstick (bare node:http shedding every order, same generator; load average ${loadavg()[0].toFixed(2)}), run ${run}/${runs}:`);
          console.log(
            `  503s ${r.shed}/${r.offered}   p50 ${ms(r.shedP50)}  p99 ${ms(r.shedP99)}  max ${ms(r.shedMax)}   reads during burst p99 ${ms(r.catalogDuringP99)}   read right after ${ms(r.catalogRightAfter.ms)}   CPU ${r.cpuUsPerOrder.toFixed(0)} µs per order`,
          );
        } finally {
          bare.kill('SIGTERM');
        }
      }
      for (const m of measured) {
        const load = loadavg()[0].toFixed(2);
        const r = await burst(m.port, m.pid);
        m.results.push(r);
        report(m.label, run, r, load);
      }
    }
  } finally {
    for (const host of hosts) {
      host.kill('SIGTERM');
      await new Promise((resolve) => host.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  summarise(measured, yardstick);
  process.exit(measured.every((m) => m.results.every(passes)) ? 0 : 1);
}

/** The median, or NaN (printed n/a) when a run had none. */
const med = (values: number[]) => (values.length ? median(values) : NaN);

/** --json FILE: the host's runs passed and medians, for `npm run bench:shedding`. */
function writeJson(measured: Measured[]): void {
  const file = args.get('json');
  if (!file) return;
  const summary = measured.map((m) => ({
    controller: m.label,
    runs: m.results.length,
    passed: m.results.filter(passes).length,
    shedP99: med(m.results.map((r) => r.shedP99)),
    stored: med(m.results.map((r) => r.stored)),
    cpuUsPerOrder: med(m.results.map((r) => r.cpuUsPerOrder)),
  }));
  writeFileSync(file, JSON.stringify(summary));
}

function summarise(measured: Measured[], yardstick: Burst[]): void {
  const cell = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
  const rows = measured.map((m) => [
    m.label,
    `${m.results.filter(passes).length}/${m.results.length}`,
    cell(med(m.results.map((r) => r.stored))),
    cell(med(m.results.map((r) => r.shed))),
    cell(med(m.results.map((r) => r.shedP50))),
    cell(med(m.results.map((r) => r.shedP99))),
    m.results.reduce((n, r) => n + r.hung + r.networkErrors + r.other.length, 0),
    cell(med(m.results.map((r) => r.catalogRightAfter.ms))),
    cell(med(m.results.map((r) => r.afterStored))),
    cell(med(m.results.map((r) => r.cpuUsPerOrder))),
  ]);
  if (yardstick.length)
    rows.push([
      'bare node:http (sheds every order)',
      '',
      '0',
      cell(med(yardstick.map((r) => r.shed))),
      cell(med(yardstick.map((r) => r.shedP50))),
      cell(med(yardstick.map((r) => r.shedP99))),
      '',
      cell(med(yardstick.map((r) => r.catalogRightAfter.ms))),
      '',
      cell(med(yardstick.map((r) => r.cpuUsPerOrder))),
    ]);
  console.log('\nmedians:');
  for (const row of rows) console.log(`  ${row.join('  ')}`);
  writeJson(measured);
  if (!wantsDocs()) return;
  writeResultsTable({
    benchmark: 'bench:overload',
    command: `npm run bench:overload -- ${process.argv.slice(2).join(' ')}`.trim(),
    columns: [
      'server',
      'runs passed',
      'stored',
      'shed (503)',
      '503 p50 (ms)',
      '503 p99 (ms)',
      'unanswered or other',
      'read right after (ms)',
      'orders after (of 20)',
      'server CPU per offered order (µs)',
    ],
    rows,
    notes: [
      `${Math.round(rate * seconds)} orders offered at ${rate}/s for ${seconds} s per run (open loop, ${sockets} sockets), ${runs} interleaved runs; medians.`,
      'Target (a run passes): every request answered, none hung, every 503 with Retry-After, 503 p99 ≤ 50 ms, the catalogue read right after the burst < 100 ms, 20 of 20 orders stored afterwards.',
    ],
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
