// npm run bench:pages-serve [-- --runs 3 --seconds 5 --connections 8 --only /productdetails/18 --log-level warn
//                              --cookie 0 --docs 1]
// The store's pages as a burst of shoppers from a social-media post asks for them: the production host as
// `npm run start:prod` runs it (dist/host/server.js after `npm run build`, a fresh seeded DATA_DIR on 127.0.0.1) and
// nginx serving the very bytes the host sent for the page (its brotli answer, as a static file, one worker), both
// under autocannon (closed loop, keep-alive connections) with `Accept-Encoding: br`, interleaved run by run.
// Per page: the first (cold) answer's time after the host is at rest, beside the first answer of a second host that
// keeps no pages (PAGE_CACHE_MB=0: each page rendered per request), every page's taken before any load with the host
// asked first taking turns; then medians over the runs of requests per second and p99 for both, and each run's ratio
// to nginx, medianed.
// --cookie 0 (default): shoppers arriving from a post carry no cookie yet, so each answer sets its anti-forgery cookie.
// --log-level: LOG_LEVEL of the host (default warn: no line per request); its log goes to a file.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XSRF_COOKIE } from '../widgets/domain/anti-forgery.js';
import { hostAtRest, seedProdDemo, spawnHost, startProdCommand } from './host-process.js';
import { nginxInstalled, startNginx } from './bench/nginx.js';
import { machineLine, wantsDocs, writeResultsTable } from './bench/results-table.js';
import { f2, interleavedRuns, medianCpuUs, medianP99, medianRate, p99Ratio, probeAnswer, rateRatio, type Measured } from './bench/served-load.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const seconds = Math.min(60, Math.max(1, Number(args.get('seconds') ?? 5)));
const connections = Math.min(256, Math.max(1, Number(args.get('connections') ?? 8)));
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 3)));
const logLevel = args.get('log-level') ?? 'warn';
const only = args.get('only');
const withCookie = args.get('cookie') === '1';
const SERVER = 'dist/host/server.js';
const PAGES = ['/productdetails/18', '/', '/category/1'];
/** Each page: at least half nginx's requests per second on the same bytes, a p99 at most twice nginx's, 1,000 pages/s. */
const TARGET = { rate: 0.5, p99: 2, pagesPerSecond: 1000 };

const headers: Record<string, string> = { 'accept-encoding': 'br' };
if (withCookie) headers.cookie = `${XSRF_COOKIE}=bench`;

interface PageResult {
  path: string;
  bytes: number;
  coldMs: number;
  uncachedColdMs: number;
  host: Measured;
  nginx: Measured;
}

/** The first answer of a page nobody has asked for since the start: a render and its compression. */
async function coldAnswerMs(port: number, path: string): Promise<number> {
  const started = process.hrtime.bigint();
  await probeAnswer(port, path, headers);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

interface ColdAnswers {
  kept: number;
  notKept: number;
}

/**
 * Every page's cold answer on both hosts, before any load: after a first request to each (this process's client
 * warmed), page by page, the host asked first taking turns, so neither is always the one to meet a cold client or
 * the other's leftover work.
 */
async function coldAnswers(port: number, uncachedPort: number, paths: readonly string[]): Promise<Map<string, ColdAnswers>> {
  for (const p of [port, uncachedPort]) await probeAnswer(p, '/healthz', headers);
  const out = new Map<string, ColdAnswers>();
  for (const [i, path] of paths.entries()) {
    if (i % 2 === 0) {
      const kept = await coldAnswerMs(port, path);
      out.set(path, { kept, notKept: await coldAnswerMs(uncachedPort, path) });
    } else {
      const notKept = await coldAnswerMs(uncachedPort, path);
      out.set(path, { kept: await coldAnswerMs(port, path), notKept });
    }
  }
  return out;
}

async function measurePage(port: number, pid: number | undefined, cold: ColdAnswers, path: string): Promise<PageResult> {
  const { kept: coldMs, notKept: uncachedColdMs } = cold;
  const sent = await probeAnswer(port, path, headers);
  if (sent.encoding !== 'br') throw new Error(`GET ${path} was not sent brotli-compressed`);
  const nginx = await startNginx(sent.body, sent.encoding, 'text/html; charset=utf-8');
  console.log(`GET ${path}: ${sent.body.length} bytes (br); first (cold) answer ${coldMs.toFixed(1)} ms, without the cache ${uncachedColdMs.toFixed(1)} ms`);
  const measured: Measured[] = [
    { label: `host (start:prod) ${path}`, port, pid, results: [], cpuUs: [] },
    { label: `nginx, same bytes`, port: nginx.port, pid: nginx.pid, results: [], cpuUs: [] },
  ];
  try {
    await interleavedRuns(measured, runs, { connections, seconds, headers, paths: [path], warmupSeconds: 1 });
  } finally {
    await nginx.close();
  }
  return { path, bytes: sent.body.length, coldMs, uncachedColdMs, host: measured[0], nginx: measured[1] };
}

function summarise(results: readonly PageResult[]): void {
  const columns = [
    'page',
    'br bytes',
    'cold answer, kept / not kept (ms)',
    'host req/s',
    'host p99 (ms)',
    'nginx req/s',
    'nginx p99 (ms)',
    'req/s ÷ nginx',
    'p99 ÷ nginx',
    'server CPU per answer, host / nginx (µs)',
    'target met',
  ];
  const rows = results.map(({ path, bytes, coldMs, uncachedColdMs, host, nginx }) => {
    const rate = rateRatio(host, nginx);
    const p99 = p99Ratio(host, nginx);
    const meets = rate >= TARGET.rate && p99 <= TARGET.p99 && medianRate(host) >= TARGET.pagesPerSecond;
    return [
      `\`${path}\``,
      bytes,
      `${coldMs.toFixed(1)} / ${uncachedColdMs.toFixed(1)}`,
      Math.round(medianRate(host)),
      f2(medianP99(host)),
      Math.round(medianRate(nginx)),
      f2(medianP99(nginx)),
      rate.toFixed(3),
      p99.toFixed(3),
      `${Math.round(medianCpuUs(host))} / ${Math.round(medianCpuUs(nginx))}`,
      meets ? 'yes' : 'NO',
    ];
  });
  console.log(`\nMedians of ${runs} run(s); ${machineLine()}\n`);
  console.log(`| ${columns.join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (!wantsDocs()) return;
  writeResultsTable({
    benchmark: 'bench:pages-serve',
    command: `npm run bench:pages-serve -- ${process.argv.slice(2).join(' ')}`.trim(),
    columns,
    rows,
    notes: [
      `Accept-Encoding: br, ${withCookie ? 'with' : 'without'} a cookie, ${connections} connections, ${seconds} s per run after a 1 s warm-up, ${runs} interleaved runs; medians; LOG_LEVEL=${logLevel}.`,
      `Target: req/s ≥ ${TARGET.rate} × nginx's and ≥ ${TARGET.pagesPerSecond}, p99 ≤ ${TARGET.p99} × nginx's (each ratio taken within a run, then the median).`,
      'Cold answer: the first request for the page after start-up; "not kept" is a second host started with PAGE_CACHE_MB=0, which renders every page per request.',
      'Where both servers use well under a core at the rates measured, the load generator (one autocannon process on the same two cores) sets the pace, and the ratio of CPU per answer says more about what each could serve than the ratio of requests per second.',
    ],
  });
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
  if (!nginxInstalled()) throw new Error('nginx is not installed (/usr/sbin/nginx): bash scripts/system-packages.sh nginx');
  const dir = await mkdtemp(join(tmpdir(), 'trini-bench-pages-serve-'));
  try {
    const dataDir = join(dir, 'host');
    const uncachedDataDir = join(dir, 'uncached');
    await seedProdDemo(dataDir);
    await seedProdDemo(uncachedDataDir);
    const host = await spawnHost({ dataDir, env: { LOG_LEVEL: logLevel }, command: startProdCommand(), logFile: join(dir, 'host.log') });
    const uncached = await spawnHost({
      dataDir: uncachedDataDir,
      env: { LOG_LEVEL: logLevel, PAGE_CACHE_MB: '0' },
      command: startProdCommand(),
      logFile: join(dir, 'uncached.log'),
    });
    try {
      await hostAtRest(host);
      await hostAtRest(uncached);
      console.log(`autocannon, ${connections} connections, ${seconds} s after a 1 s warm-up, ${runs} interleaved runs; LOG_LEVEL=${logLevel}`);
      console.log(machineLine());
      const paths = PAGES.filter((path) => !only || only === path);
      const cold = await coldAnswers(host.port, uncached.port, paths);
      const results: PageResult[] = [];
      for (const path of paths) results.push(await measurePage(host.port, host.child.pid, cold.get(path)!, path));
      summarise(results);
    } finally {
      await host.stop();
      await uncached.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
