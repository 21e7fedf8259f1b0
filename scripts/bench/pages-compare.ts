// bench:pages with --compare: the store's own pages under Lighthouse on the production host of this tree and of
// other built checkouts of this project (`npm ci && npm run build` in their folders), each on a fresh data folder
// with the demo catalogue, interleaved run by run so every tree meets the same machine in the same minutes.
// Lighthouse's figures move with the machine's speed; the comparison within a run is what holds.
// The partner page is this tree's demo page (demo/partner/) on 127.0.0.2, one server per tree, each loading the
// widgets from that tree's host (which allows its origin): the same markup, each tree's widgets.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { startPartnerServer, type PartnerServer } from '../../demo/partner-server.js';
import { freePort, hostAtRest, seedProdDemo, spawnHost, startProdCommand, type HostProcess } from '../host-process.js';
import { audit, median, meetsTarget, TARGET, type RunFigures } from './lighthouse-audit.js';
import { machineLine, writeResultsTable } from './results-table.js';

const PARTNER = 'partner page';
const PAGES = ['/', '/productdetails/18', '/category/1', PARTNER];

interface TreeHost {
  label: string;
  host: HostProcess;
  partner: PartnerServer;
  figures: Map<string, RunFigures[]>;
}

async function startTree(tree: string, label: string, dir: string): Promise<TreeHost> {
  const dataDir = join(dir, label.replace(/\W+/g, '-'));
  await seedProdDemo(dataDir, tree);
  const partnerPort = await freePort('127.0.0.2');
  const env = { LOG_LEVEL: 'warn', EMBED_ORIGINS: `http://127.0.0.2:${partnerPort}` };
  const host = await spawnHost({ dataDir, env, command: startProdCommand(tree), logFile: `${dataDir}.log` });
  const partner = await startPartnerServer({ host: '127.0.0.2', port: partnerPort, storeUrl: host.url });
  return { label, host, partner, figures: new Map(PAGES.map((p) => [p, []])) };
}

const pageUrl = (t: TreeHost, page: string) => (page === PARTNER ? `${t.partner.url}/` : `${t.host.url}${page}`);
const pageLabel = (page: string) => (page === PARTNER ? page : `\`${page}\``);

function summary(t: TreeHost, page: string) {
  const runs = t.figures.get(page)!;
  const m = (k: keyof RunFigures) => median(runs.map((f) => f[k]));
  return { performance: m('performance'), tbtMs: m('tbtMs'), lcpMs: m('lcpMs'), cls: m('cls'), accessibility: m('accessibility'), bytes: m('bytes') };
}

/** `trees[0]` is this checkout; the rest are compared with it. */
export async function comparePages(trees: string[], runs: number, only: string | undefined, docs: boolean): Promise<void> {
  const pages = PAGES.filter((p) => !only || p === only);
  const dir = await mkdtemp(join(tmpdir(), 'trini-bench-pages-'));
  const hosts: TreeHost[] = [];
  try {
    for (const [i, tree] of trees.entries()) hosts.push(await startTree(tree, i === 0 ? 'this tree' : basename(tree), dir));
    for (const h of hosts) await hostAtRest(h.host);
    console.log(`Lighthouse, mobile preset; ${runs} interleaved runs per page and tree; production hosts; ${machineLine()}`);
    for (let run = 1; run <= runs; run++)
      for (const page of pages)
        for (let i = 0; i < hosts.length; i++) {
          // Each run in another order, so that no tree is always measured right after the same one.
          const t = hosts[(i + run - 1) % hosts.length];
          const f = await audit(pageUrl(t, page));
          t.figures.get(page)!.push(f);
          console.log(
            `  ${t.label.padEnd(24)} ${page.padEnd(20)} run ${run}: perf ${f.performance}, TBT ${Math.round(f.tbtMs)} ms, ` +
              `LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}`,
          );
        }
    const columns = ['page', 'tree', 'performance', 'TBT', 'LCP', 'CLS', 'accessibility', 'transfer', 'target met'];
    const rows = pages.flatMap((page) =>
      hosts.map((t) => {
        const s = summary(t, page);
        return [
          pageLabel(page),
          t.label,
          s.performance,
          `${Math.round(s.tbtMs)} ms`,
          `${(s.lcpMs / 1000).toFixed(2)} s`,
          s.cls.toFixed(3),
          s.accessibility,
          `${(s.bytes / 1024).toFixed(0)} KiB`,
          meetsTarget(s) ? 'yes' : 'NO',
        ];
      }),
    );
    console.log(`\nMedians of ${runs} runs; ${machineLine()}\n| ${columns.join(' | ')} |`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    if (docs)
      writeResultsTable({
        benchmark: 'bench:pages:compare',
        command: `npm run bench:pages -- ${process.argv.slice(2).join(' ')}`.trim(),
        columns,
        rows,
        notes: [
          `Lighthouse ${runs} interleaved runs per page and tree (mobile preset), medians; each tree's production host on the demo catalogue; the partner page is this tree's demo page, on another origin, loading each tree's widgets.`,
          `${TARGET}.`,
        ],
      });
  } finally {
    for (const h of hosts) {
      await h.partner.close();
      await h.host.stop();
    }
    await rm(dir, { recursive: true, force: true });
  }
}
