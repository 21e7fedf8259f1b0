// npm run bench:render [-- --compare ../other-tree[,../third] --runs 3 --seconds 6 --connections 8 --docs 1]
// Server rendering of the storefront's pages: the production host of this tree (`npm run start:prod`, a fresh seeded
// DATA_DIR, LOG_LEVEL=warn) against the production hosts of other built trees of this project (another commit's
// checkout after `npm ci && npm run build`), interleaved run by run on the same machine, with autocannon (closed
// loop, keep-alive, identity encoding) on `/` and `/productdetails/18`. Every page is rendered afresh per request
// (PAGE_CACHE_MB=0: no rendered page is kept), so pages/s and the CPU time per page are the renderer's cost.
// Medians over the runs and each tree's ratio to this one, taken within each run.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { hostAtRest, seedProdDemo, spawnHost, startProdCommand, type HostProcess } from './host-process.js';
import { closedLoad, median, type LoadResult } from './bench/autocannon-load.js';
import { processCpu } from './process-cpu.js';
import { machineLine, wantsDocs, writeResultsTable } from './bench/results-table.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const seconds = Math.min(60, Math.max(1, Number(args.get('seconds') ?? 6)));
const connections = Math.min(64, Math.max(1, Number(args.get('connections') ?? 8)));
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 3)));
const PAGES = ['/', '/productdetails/18'];
const ROOT = resolve('.');
const trees = [
  ROOT,
  ...(args.get('compare') ?? '')
    .split(',')
    .filter(Boolean)
    .map((t) => resolve(t)),
];

interface Tree {
  label: string;
  host: HostProcess;
  /** Per page: each run's result and the host's CPU time per page (µs). */
  results: Map<string, Array<{ load: LoadResult; cpuUs: number }>>;
}

async function measure(tree: Tree, page: string, run: number): Promise<void> {
  const pid = tree.host.child.pid!;
  let before = processCpu(pid);
  const load = await closedLoad(tree.host.port, { connections, seconds, headers: {}, paths: [page], warmupSeconds: 1 }, () => {
    before = processCpu(pid);
  });
  const after = processCpu(pid);
  const cpuUs = before && after ? ((after.totalMs - before.totalMs) * 1000) / Math.max(1, load.count + load.non2xx) : NaN;
  tree.results.get(page)!.push({ load, cpuUs });
  console.log(
    `  ${tree.label.padEnd(28)} ${page.padEnd(20)} run ${run}: ${Math.round(load.rate)} pages/s, p99 ${load.p99.toFixed(1)} ms, ` +
      `CPU ${cpuUs.toFixed(0)} µs per page${load.non2xx || load.errors ? `; non-2xx ${load.non2xx}, errors ${load.errors}` : ''}`,
  );
}

async function main(): Promise<void> {
  for (const tree of trees)
    if (!existsSync(join(tree, 'dist/host/server.js'))) throw new Error(`${tree}: no dist/host/server.js (npm ci && npm run build there)`);
  const dir = await mkdtemp(join(tmpdir(), 'trini-bench-render-'));
  const started: Tree[] = [];
  try {
    for (const [i, tree] of trees.entries()) {
      await seedProdDemo(join(dir, `data-${i}`), tree);
      const host = await spawnHost({
        dataDir: join(dir, `data-${i}`),
        // Trees older than the page cache ignore PAGE_CACHE_MB; this one must not answer from it.
        env: { LOG_LEVEL: 'warn', PAGE_CACHE_MB: '0' },
        command: startProdCommand(tree),
        logFile: join(dir, `host-${i}.log`),
      });
      started.push({ label: i === 0 ? 'this tree' : basename(tree), host, results: new Map(PAGES.map((p) => [p, []])) });
    }
    for (const t of started) await hostAtRest(t.host);
    console.log(`autocannon, ${connections} connections, ${seconds} s per run after a 1 s warm-up, ${runs} interleaved runs; identity encoding`);
    console.log(machineLine());
    for (let run = 1; run <= runs; run++)
      for (const page of PAGES)
        // Each run in another order, so that no tree is always measured right after the same one.
        for (let i = 0; i < started.length; i++) await measure(started[(i + run - 1) % started.length], page, run);
    summarise(started);
  } finally {
    for (const t of started) await t.host.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

function summarise(measured: Tree[]): void {
  const base = measured[0];
  const rows: string[][] = [];
  for (const page of PAGES)
    for (const t of measured) {
      const own = t.results.get(page)!;
      const ratio = median(own.map((r, i) => r.load.rate / base.results.get(page)![i].load.rate));
      rows.push([
        `\`${page}\``,
        t.label,
        String(Math.round(median(own.map((r) => r.load.rate)))),
        median(own.map((r) => r.load.p99)).toFixed(1),
        median(own.map((r) => r.cpuUs)).toFixed(0),
        t === base ? '1' : ratio.toFixed(2),
      ]);
    }
  console.log('medians:');
  for (const row of rows)
    console.log(`  ${row[0].padEnd(22)} ${row[1].padEnd(28)} ${row[2]} pages/s, p99 ${row[3]} ms, CPU ${row[4]} µs per page; pages/s ÷ this tree ${row[5]}`);
  if (!wantsDocs()) return;
  writeResultsTable({
    benchmark: 'bench:render',
    command: `npm run bench:render -- ${process.argv.slice(2).join(' ')}`.trim(),
    columns: ['page', 'tree', 'pages/s', 'p99 (ms)', 'host CPU per page (µs)', 'pages/s ÷ this tree'],
    rows,
    notes: [`${connections} connections, ${seconds} s per run, ${runs} interleaved runs; medians; each ratio taken within a run, then the median.`],
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
