// npm run bench:pages [-- --runs 3 --only /home]
// Lighthouse 13 (its default mobile preset: a mid-range phone, simulated slow 4G, 4x CPU slowdown) on the
// storefront's own pages and on the partner demo page, with Debian's Chromium. Starts the host on 127.0.0.1 on a
// free port over a fresh in-memory seeded database (the same buildApp as `npm start`) and the partner page
// server on 127.0.0.2, runs each page N times (one Chromium per run, so no cache carries over) and prints the
// median of each figure. The bundle must be built first (`npx rollup -c`).
// Lighthouse's scores vary from run to run, and more on a busy machine (TBT above all): the median of several
// runs is the figure to quote, with the machine's load average printed beside it.
import { loadavg } from 'node:os';
import { startBenchShop } from './bench/bench-shop.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { wantsDocs, writeResultsTable } from './bench/results-table.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 3)));
const only = args.get('only');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-gpu'];

interface RunFigures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  bytes: number;
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is repeated, at most
// twice, and never counted.
async function audit(url: string): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('NO_NAVSTART')) throw err;
    }
  }
}

async function auditOnce(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    // LH_DEBUG=1 prints where the main thread's time went; LH_DEBUG=layout-shifts,target-size those audits' items.
    if (process.env.LH_DEBUG) {
      const ids = process.env.LH_DEBUG === '1' ? ['long-tasks', 'bootup-time', 'mainthread-work-breakdown'] : process.env.LH_DEBUG.split(',');
      for (const id of ids) console.log(id, JSON.stringify((audits[id]?.details as { items?: unknown[] })?.items?.slice(0, 12)));
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      cls: value('cumulative-layout-shift'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      fcpMs: value('first-contentful-paint'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<void> {
  const { storeUrl, partnerUrl, close } = await startBenchShop('bench-pages');

  const pages: Array<[label: string, url: string]> = [
    ['/', `${storeUrl}/`],
    ['/productdetails/18', `${storeUrl}/productdetails/18`],
    ['/category/1', `${storeUrl}/category/1`],
    ['partner page', `${partnerUrl}/`],
  ];
  const rows: (string | number)[][] = [];
  try {
    console.log(
      `Lighthouse ${runs} run(s) per page, mobile preset, ${CHROMIUM}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const [label, url] of pages) {
      if (only && label !== only) continue;
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const f = await audit(url);
        figures.push(f);
        console.log(
          `  ${label} run ${i + 1}: perf ${f.performance}, CLS ${f.cls.toFixed(3)}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, ${(f.bytes / 1024).toFixed(0)} KiB`,
        );
      }
      const m = (k: keyof RunFigures) => median(figures.map((f) => f[k]));
      const own = label.startsWith('/');
      rows.push([
        `\`${label}\``,
        m('performance'),
        m('cls').toFixed(3),
        `${(m('lcpMs') / 1000).toFixed(2)} s`,
        `${Math.round(m('tbtMs'))} ms`,
        `${(m('fcpMs') / 1000).toFixed(2)} s`,
        `${(m('bytes') / 1024).toFixed(0)} KiB`,
        m('accessibility'),
        m('seo'),
        m('bestPractices'),
        own ? (m('performance') >= 95 && m('cls') <= 0.02 ? 'yes' : 'NO') : '',
      ]);
    }
    console.log(
      `\nMedians of ${runs} run(s); load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    const columns = ['page', 'performance', 'CLS', 'LCP', 'TBT', 'FCP', 'transfer', 'accessibility', 'SEO', 'best practices', 'target met'];
    console.log(`| ${columns.join(' | ')} |`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    if (wantsDocs())
      writeResultsTable({
        benchmark: 'bench:pages',
        command: `npm run bench:pages -- ${process.argv.slice(2).join(' ')}`.trim(),
        columns,
        rows,
        notes: [`Lighthouse ${runs} runs per page (mobile preset), medians. Target on the store's own pages: performance ≥ 95 and CLS ≤ 0.02.`],
      });
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
