// npm run bench:pages [-- --runs 3 --only /home --compare ../other-checkout[,../third] --docs 1]
// Lighthouse 13 (its default mobile preset: a mid-range phone, simulated slow 4G, 4x CPU slowdown) on the
// storefront's own pages and on the partner demo page, with Debian's Chromium. Starts the host on 127.0.0.1 on a
// free port over a fresh in-memory seeded database (the same buildApp as `npm start`) and the partner page
// server on 127.0.0.2, runs each page N times (one Chromium per run, so no cache carries over) and prints the
// median of each figure. The bundle must be built first (`npx rollup -c`).
// Lighthouse's scores vary from run to run, and more on a busy machine (TBT above all): the median of several
// runs is the figure to quote, with the machine's load average printed beside it. --compare runs the same four
// pages on the production hosts of this tree and the others, interleaved (scripts/bench/pages-compare.ts).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startBenchShop } from './bench/bench-shop.js';
import { comparePages } from './bench/pages-compare.js';
import { audit, CHROMIUM, median, meetsTarget, TARGET, type RunFigures } from './bench/lighthouse-audit.js';
import { wantsDocs, writeResultsTable } from './bench/results-table.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 3)));
const only = args.get('only');
async function main(): Promise<void> {
  const compare = (args.get('compare') ?? '').split(',').filter(Boolean);
  if (compare.length) return comparePages([resolve('.'), ...compare.map((t) => resolve(t))], runs, only, wantsDocs());
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
        meetsTarget({ performance: m('performance'), cls: m('cls'), accessibility: m('accessibility') }) ? 'yes' : 'NO',
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
        notes: [`Lighthouse ${runs} runs per page (mobile preset), medians. ${TARGET}.`],
      });
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
