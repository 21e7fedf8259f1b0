// npm run bench:big-catalog [-- --extra-products 10000 --data-dir DIR --seconds 10 --connections 32 --encoding br --prod 1 --runs 1]
// The big-catalogue figures on the real host (`host/server.ts` as a child process, embedded database):
// start-up time (spawn to listening, snapshot built), RSS of the host process (database thread included), the
// time of a catalogue refresh (POST /api/admin/SaveProduct, which rebuilds the snapshot before answering), and
// the latency of FRESH search and category calls at N keep-alive connections: every request of the mix is a
// different canonical request (search words, prefixes and pairs from the catalogue, category names and numbers,
// pages, page sizes), so none is answered from the answer cache. Then 1,000 of them over and over, from the cache,
// and, as the yardstick in the same run, a bare node:http server sending the host's bytes for those 1,000. Last,
// product and category pages (brotli, as browsers ask), more than the page cache holds, so it fills up to
// PAGE_CACHE_MB and keeps replacing pages: the peak RSS includes the pages kept.
// The load is autocannon's (closed loop: each connection sends its next request when the last is answered).
// --data-dir: a data folder seeded by `npm run seed -- --extra-products N --share-cards` (its share cards drawn), copied so it
// is left as it is; without it a fresh one is seeded here, and the host then draws its start-up share cards (home,
// categories, the first products) in the background (CPU and memory the figures then include; the report says so).
// --prod 1: the built host as `npm run start:prod` runs it (after `npm run build`) instead of tsx over the sources.
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../host/db/open.js';
import { seedDatabase } from '../host/db/seed/seed.js';
import { addExtraProducts } from '../host/db/seed/extra-products.js';
import { addStaff } from '../host/admin/staff.js';
import { normalise, queryWords } from '../host/catalog/search.js';
import { spawnHost, startProdCommand } from './host-process.js';
import { processCpu } from './process-cpu.js';
import { closedLoad, median, type LoadResult } from './bench/autocannon-load.js';
import { recordAnswers, startRecordedAnswersServer } from './recorded-answers-server.js';
import { wantsDocs, writeResultsTable } from './bench/results-table.js';
import { hostMemory, memoryParts } from './bench/host-memory.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const extraProducts = Math.max(0, Number(args.get('extra-products') ?? 10_000));
const seconds = Math.min(60, Math.max(1, Number(args.get('seconds') ?? 10)));
const connections = Math.min(256, Math.max(1, Number(args.get('connections') ?? 32)));
const encoding = args.get('encoding') ?? '';
const prod = args.get('prod') === '1';
const refreshes = Math.max(1, Number(args.get('refreshes') ?? 5));
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 1)));
const STAFF = { mobile: '7999999', name: 'Bench', password: 'bench-password-1' };
/** The host's /metrics, read after each phase for where its memory goes. */
const METRICS_TOKEN = 'bench-big-catalog-metrics';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? NaN);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
/** Starts the host's peak RSS (VmHWM) afresh, so each phase reports its own; false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
// HOST_PROF=DIR: a CPU profile of the host in DIR (spawnHost does the same for the tsx host). HOST_GC=FILE: the
// host's garbage collections (--trace-gc) and everything else it printed, written to FILE at the end.
const profileArgs = () => [
  ...(process.env.HOST_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HOST_PROF}`] : []),
  ...(process.env.HOST_GC ? ['--trace-gc'] : []),
];

interface Catalogue {
  names: string[];
  productNos: number[];
  categoryNames: string[];
  categoryNos: number[];
  productNo: number;
  salesPrice: number;
}

/** A data folder for the host: a copy of --data-dir, or a fresh seeded one. Adds a staff member; reads what the mix needs. */
async function prepare(dir: string): Promise<Catalogue> {
  const given = args.get('data-dir');
  if (given) {
    await cp(join(resolve(given), 'pgdata'), join(dir, 'pgdata'), { recursive: true });
    await symlink(join(resolve(given), 'media'), join(dir, 'media'));
  }
  const db = await openDatabase({ dataDir: dir, thread: false });
  try {
    if (!given) {
      await seedDatabase(db, { mediaDir: join(dir, 'media'), rasterCacheDir: join(process.cwd(), 'node_modules', '.cache', 'trini-rasters') });
      if (extraProducts > 0) await addExtraProducts(db, extraProducts);
    }
    await addStaff(db, STAFF, new Date()).catch(() => undefined); // already there in a reused folder
    const products = await db.query<{ name: string; product_no: number }>('SELECT name, product_no FROM products ORDER BY product_no');
    const categories = await db.query<{ category_no: number; name: string }>('SELECT category_no, name FROM categories ORDER BY category_no');
    const homes = (await db.query<{ home_category: string }>("SELECT DISTINCT home_category FROM products WHERE home_category <> ''")).map(
      (r) => r.home_category,
    );
    const [last] = await db.query<{ product_no: number; sales_price: string }>('SELECT product_no, sales_price FROM products ORDER BY product_no DESC LIMIT 1');
    return {
      names: products.map((r) => r.name),
      productNos: products.map((r) => Number(r.product_no)),
      categoryNames: [...new Set([...categories.map((c) => c.name), ...homes])],
      categoryNos: categories.map((c) => Number(c.category_no)),
      productNo: Number(last.product_no),
      salesPrice: Number(last.sales_price),
    };
  } finally {
    await db.close();
  }
}

/**
 * Distinct catalogue requests, shuffled: searches (a word of a product name, its first 3 to 5 letters, two words of
 * one name), category text lists and category pages, each at several pages and page sizes. Distinct parameters
 * make distinct canonical keys, so each is answered fresh once.
 */
function freshMix(c: Catalogue, count: number): string[] {
  let seed = 12345;
  const rnd = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
  const words = [...new Set(c.names.flatMap((n) => normalise(n).split(' ')).filter((w) => w.length >= 3))];
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let tries = 0; paths.length < count && tries < count * 20; tries++) {
    const page = 1 + rnd(3);
    const max = 10 + rnd(21);
    const kind = rnd(10);
    let path: string;
    if (kind < 3) path = `/api/trini/GetProducts?SearchText=${encodeURIComponent(words[rnd(words.length)])}&PageNo=${page}&MaxRecords=${max}`;
    else if (kind < 4) {
      const w = words[rnd(words.length)];
      path = `/api/trini/GetProducts?SearchText=${encodeURIComponent(w.slice(0, 3 + rnd(3)))}&PageNo=${page}&MaxRecords=${max}`;
    } else if (kind < 6) {
      const name = normalise(c.names[rnd(c.names.length)]).split(' ');
      const i = rnd(Math.max(1, name.length - 1));
      path = `/api/trini/GetProducts?SearchText=${encodeURIComponent(name.slice(i, i + 2).join(' '))}&PageNo=${page}&MaxRecords=${max}`;
    } else if (kind < 8) {
      path = `/api/trini/GetProducts?CategorySearchText=${encodeURIComponent(c.categoryNames[rnd(c.categoryNames.length)])}&PageNo=${1 + rnd(20)}&MaxRecords=${max}`;
    } else path = `/api/Product/GetProducts?CategoryNo=${c.categoryNos[rnd(c.categoryNos.length)]}&PageNo=${1 + rnd(20)}&MaxRecords=${max}`;
    if (seen.has(path)) continue;
    seen.add(path);
    paths.push(path);
  }
  return paths;
}

/** The distinct searches among requests (normalised words and category filter), as the host keys its rankings. */
function distinctSearches(paths: string[]): number {
  const searches = new Set<string>();
  for (const path of paths) {
    const query = new URLSearchParams(path.split('?')[1]);
    const words = queryWords(query.get('SearchText') ?? '');
    if (words.length) searches.add(JSON.stringify([normalise(query.get('CategorySearchText') ?? ''), words]));
  }
  return searches.size;
}

/** Product pages asked for in the pages phase (with every category page): more than PAGE_CACHE_MB (16) holds. */
const PAGE_COUNT = 2000;

/** Every category page and `count` product pages spread over the catalogue, shuffled. */
function pagePaths(c: Catalogue, count: number): string[] {
  const step = Math.max(1, Math.floor(c.productNos.length / count));
  const products = c.productNos.filter((_, i) => i % step === 0).slice(0, count);
  const paths = [...c.categoryNos.map((n) => `/category/${n}`), ...products.map((n) => `/productdetails/${n}`)];
  let seed = 54321;
  for (let i = paths.length - 1; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
}

const requestHeaders: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};

const run = (port: number, paths: string[], headers = requestHeaders) => closedLoad(port, { connections, seconds, headers, paths, warmupSeconds: 1 });

function report(label: string, r: LoadResult, listLength: number): void {
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`${label}: ${r.count} requests in ${r.seconds.toFixed(1)} s = ${Math.round(r.rate)} req/s`);
  console.log(`  latency p50 ${f(r.p50)}, p90 ${f(r.p90)}, p99 ${f(r.p99)}, max ${f(r.max)}`);
  console.log(`  errors ${r.errors}, non-2xx ${r.non2xx}, paths sent again ${Math.max(0, r.pathsUsed - listLength)} (of ${r.pathsUsed} sent)`);
}

/** What one run of the host measured, for the table. */
interface RunFigures {
  products: number;
  startMs: number;
  refreshMs: number;
  peakKb: number;
  fresh: LoadResult;
  cached: LoadResult;
  bare: LoadResult;
  pages: LoadResult;
  memoryByPhase: string[];
}

/** One host from spawn to stop over a fresh copy of the data folder: every phase, printed as it goes. */
async function runOnce(): Promise<RunFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'trini-big-'));
  let host: Awaited<ReturnType<typeof spawnHost>> | undefined;
  try {
    console.log(`Preparing ${args.get('data-dir') ? `a copy of ${args.get('data-dir')}` : `a fresh database with ${extraProducts} extra products`}...`);
    const catalogue = await prepare(dir);
    const drawsCards = !args.get('data-dir') || !existsSync(join(resolve(args.get('data-dir')!), 'media', 'share', 'product'));
    console.log(
      `${catalogue.names.length} products; ${availableParallelism()} CPUs, load average ${load()}; host: ${prod ? 'npm run start:prod (dist/host/server.js)' : 'tsx host/server.ts'}` +
        `${drawsCards ? '; the host draws its start-up share cards in the background meanwhile' : ''}`,
    );
    const started = performance.now();
    host = await spawnHost({
      dataDir: dir,
      env: { LOG_LEVEL: 'warn', METRICS_TOKEN },
      command: prod ? startProdCommand(undefined, profileArgs()) : undefined,
    });
    const startMs = performance.now() - started;
    const pid = host.child.pid!;
    const atStart = memory(pid);
    const cpu = () => processCpu(pid) ?? { totalMs: NaN, mainMs: NaN };
    const startCpu = cpu();
    let peakSince = 'start';
    // The highest peak of the phases measured (the login's apart).
    let peakKb = atStart.peak;
    const memoryByPhase: string[] = [];
    const memoryLine = async (phase: string) => {
      const line = `${phase}: ${memoryParts(await hostMemory(host!.url, METRICS_TOKEN, pid))}`;
      memoryByPhase.push(line);
      console.log(`  memory after ${line}`);
    };
    const rssLine = () => {
      const m = memory(pid);
      if (peakSince !== 'the login') peakKb = Math.max(peakKb, m.peak);
      return `RSS ${mb(m.rss)} (peak since ${peakSince} ${mb(m.peak)})`;
    };
    console.log(
      `start-up: ${(startMs / 1000).toFixed(2)} s to listening (catalogue snapshot built), host CPU ${(startCpu.totalMs / 1000).toFixed(2)} s ` +
        `(main thread ${(startCpu.mainMs / 1000).toFixed(2)} s); RSS ${mb(atStart.rss)} (peak ${mb(atStart.peak)})`,
    );

    await memoryLine('start-up');

    const login = await fetch(`${host.url}/api/admin/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Mobile: STAFF.mobile, Password: STAFF.password }),
    });
    const { Token } = (await login.json()) as { Token: string };
    // A staff login hashes the password with scrypt (host/auth/passwords.ts), whose memory is the login's, not the
    // catalogue's: it is reported apart, and the refreshes' peak starts after it.
    console.log(`staff login: ${rssLine()}`);
    if (resetPeak(pid)) peakSince = 'the login';
    const times: number[] = [];
    const beforeRefresh = cpu();
    for (let i = 0; i < refreshes; i++) {
      const t = performance.now();
      const res = await fetch(`${host.url}/api/admin/SaveProduct`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
        body: JSON.stringify({ ProductNo: catalogue.productNo, SalesPrice: catalogue.salesPrice + (i % 2 === 0 ? 1 : 0) }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`SaveProduct answered ${res.status}`);
      times.push(performance.now() - t);
    }
    const f = (ms: number) => `${ms.toFixed(0)} ms`;
    const refreshCpu = cpu();
    console.log(
      `refresh (a product edit: update, snapshot rebuilt, answer): median ${f(median(times))}, max ${f(Math.max(...times))} (${times.map(f).join(', ')}); ` +
        `host CPU ${f((refreshCpu.totalMs - beforeRefresh.totalMs) / refreshes)} per edit (main thread ${f((refreshCpu.mainMs - beforeRefresh.mainMs) / refreshes)}); ${rssLine()}`,
    );

    await memoryLine('the edits');
    if (resetPeak(pid)) peakSince = 'the refreshes';
    const paths = freshMix(catalogue, 200_000);
    console.log(
      `fresh mix: ${paths.length} distinct requests (30% one word, 10% a prefix, 20% two words, 20% category text, 20% category number; ` +
        `pages and page sizes varied), ${connections} connections, ${seconds} s after 1 s warm-up, Accept-Encoding: ${encoding || '(none)'}`,
    );
    const measured = async (label: string, list: string[], headers = requestHeaders) => {
      const before = cpu();
      const result = await run(host!.port, list, headers);
      const after = cpu();
      report(label, result, list.length);
      const perRequest = (ms: number) => `${((ms * 1000) / Math.max(1, result.pathsUsed)).toFixed(0)} µs`;
      console.log(
        `  host CPU per request ${perRequest(after.totalMs - before.totalMs)} (main thread ${perRequest(after.mainMs - before.mainMs)}); ${rssLine()}`,
      );
      return result;
    };
    const fresh = await measured('fresh (uncached) search and category calls', paths);
    await memoryLine('the fresh calls');
    const sent = paths.slice(0, fresh.pathsUsed);
    console.log(
      `  of the ${sent.length} sent, ${sent.filter((p) => /[?&]SearchText=/.test(p)).length} searched, for ${distinctSearches(sent)} distinct searches ` +
        '(each ranked once; its other pages and page sizes reuse the ranking)',
    );
    const repeated = paths.slice(0, 1000);
    const cached = await measured('1,000 of them over and over (from the answer cache after their first round)', repeated);
    await memoryLine('the cached calls');
    const yardstick = await startRecordedAnswersServer(await recordAnswers(host.port, repeated, requestHeaders));
    let bare: LoadResult;
    try {
      bare = await run(yardstick.port, repeated);
      report("yardstick: a bare node:http server (own thread) sending the host's bytes for those 1,000", bare, repeated.length);
    } finally {
      await yardstick.close();
    }
    rssLine();
    const pages = pagePaths(catalogue, PAGE_COUNT);
    console.log(`pages: ${pages.length} distinct product and category pages, ${connections} connections, ${seconds} s after 1 s warm-up, Accept-Encoding: br`);
    const pageLoad = await measured('product and category pages (rendered once each, kept up to PAGE_CACHE_MB)', pages, { 'accept-encoding': 'br' });
    await memoryLine('the pages');
    if (process.env.HOST_GC) writeFileSync(process.env.HOST_GC, host.output());
    const end = memory(pid);
    console.log(`RSS of the host process: ${mb(end.rss)} now, peak since ${peakSince} ${mb(end.peak)}; load average ${load()}`);
    return {
      products: catalogue.names.length,
      startMs,
      refreshMs: median(times),
      peakKb,
      fresh,
      cached,
      bare,
      pages: pageLoad,
      memoryByPhase,
    };
  } finally {
    await host?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const results: RunFigures[] = [];
  for (let i = 0; i < runs; i++) {
    if (runs > 1) console.log(`\n== run ${i + 1} of ${runs}`);
    results.push(await runOnce());
  }
  const med = (of: (r: RunFigures) => number) => median(results.map(of));
  const each = (of: (r: RunFigures) => number, digits: number) => results.map((r) => of(r).toFixed(digits)).join(', ');
  const peakMb = med((r) => r.peakKb / 1024);
  const freshP99 = med((r) => r.fresh.p99);
  if (runs > 1) {
    console.log(
      `\nmedian of ${runs} runs: peak RSS ${peakMb.toFixed(0)} MB (${each((r) => r.peakKb / 1024, 0)}), fresh calls p99 ${freshP99.toFixed(1)} ms (${each((r) => r.fresh.p99, 1)}), ` +
        `yardstick ${each((r) => r.bare.rate, 0)} req/s`,
    );
  }
  if (!wantsDocs()) return;
  const met = (ok: boolean) => (ok ? 'yes' : 'NO');
  const pair = (of: (r: RunFigures) => LoadResult) => `${Math.round(med((r) => of(r).rate))} (${med((r) => of(r).p99).toFixed(1)})`;
  const rows: (string | number)[][] = [
    ['start-up to listening (s)', (med((r) => r.startMs) / 1000).toFixed(1), '≤ 10', met(med((r) => r.startMs) <= 10_000)],
    ['refresh, a product edit (ms, median)', med((r) => r.refreshMs).toFixed(0), '≤ 1000', met(med((r) => r.refreshMs) <= 1000)],
    ['host RSS, peak (MB)', peakMb.toFixed(0), '≤ 400', met(peakMb <= 400)],
    ['fresh search and category calls: p99 (ms)', freshP99.toFixed(1), '≤ 10', met(freshP99 <= 10)],
    ['fresh calls: req/s', Math.round(med((r) => r.fresh.rate)), '', ''],
    ['1,000 cached calls: req/s (p99 ms)', pair((r) => r.cached), '', ''],
    ['yardstick, bare node:http, same 1,000 answers: req/s (p99 ms)', pair((r) => r.bare), '', ''],
    ['product and category pages: req/s (p99 ms)', pair((r) => r.pages), '', ''],
  ];
  const last = results[results.length - 1];
  writeResultsTable({
    benchmark: 'bench:big-catalog',
    // The data folder is a path on the machine that ran it: the docs name it DIR and say how it is made.
    command: `npm run bench:big-catalog -- ${process.argv
      .slice(2)
      .map((arg, i, all) => (all[i - 1] === '--data-dir' ? 'DIR' : arg))
      .join(' ')}`.trim(),
    commandNote: args.get('data-dir') ? 'DIR seeded with `npm run seed -- --extra-products N --share-cards`' : undefined,
    columns: ['measure', 'value', 'target', 'met'],
    rows,
    notes: [
      `${last.products} products; host ${prod ? 'npm run start:prod' : 'tsx host/server.ts'}; autocannon, ${connections} connections, ${seconds} s per phase after a 1 s warm-up.`,
      ...(runs > 1
        ? [
            `Medians of ${runs} runs, each a host started afresh. Peak RSS per run (MB): ${each((r) => r.peakKb / 1024, 0)}; fresh calls' p99 per run (ms): ${each((r) => r.fresh.p99, 1)}; ` +
              `the yardstick's req/s per run (how fast the machine was then): ${each((r) => r.bare.rate, 0)}.`,
          ]
        : []),
      `Where the memory goes, in MB, from the host's /metrics after each phase${runs > 1 ? ' (the last run)' : ''}:`,
      ...last.memoryByPhase,
    ],
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
