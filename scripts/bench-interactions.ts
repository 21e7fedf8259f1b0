// npm run bench:interactions [-- --runs 5 --docs 1]
// How long the shopper waits for the page to answer a tap (docs/benchmarks.md#benchinteractions): the Event Timing
// duration of each interaction, the measure of Interaction to Next Paint, in Debian's Chromium on a phone (Lighthouse's
// mobile screen, touch input, the CPU 4x slower, slow 4G). Starts the host on 127.0.0.1 on a free port over a fresh
// in-memory seeded database (the same buildApp as `npm start`) and the partner page server on 127.0.0.2; each run is a
// new browser context on each page. Before each tap the page is settled (its code loaded, its requests done, the main
// thread idle) and the control in view, so the figure is the interaction's own work. Prints the median and the worst
// of the runs for each interaction on each page. The bundle must be built first (`npx rollup -c`).
import { startBenchShop } from './bench/bench-shop.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { machineLine, renderResultsTable, wantsDocs, writeResultsTable, type ResultsTable } from './bench/results-table.js';
import { CPU_SLOWDOWN, slowPhone } from './bench/slow-phone.js';
import { interactionSince, timingMark, watchEventTiming, type Interaction } from './bench/event-timing.js';
import { PARTNER_FLOWS, STEP_WAIT_MS, STORE_FLOWS, type Flow, type Step } from './bench/interaction-flows.js';
import { summarise, TARGET, type Sample } from './bench/interaction-summary.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const runs = Math.min(20, Math.max(1, Number(args.get('runs') ?? 5) || 5));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-background-networking'];
/** Lighthouse's mobile screen (a moto g power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Until the page has nothing left to do: the tapped control's widget mounted, no requests, the main thread idle. */
async function settle(page: Page, step: Step): Promise<void> {
  const target = step.target(page);
  // Playwright's checks (in view, stable, enabled, nothing over it such as a snack bar), without the tap.
  await target.tap({ trial: true, timeout: STEP_WAIT_MS });
  await target.evaluate((el) => (el as unknown as { getRootNode(): { host?: { ready?: Promise<void> } } }).getRootNode().host?.ready, undefined, {
    timeout: STEP_WAIT_MS,
  });
  await page.waitForLoadState('networkidle', { timeout: STEP_WAIT_MS }).catch(() => undefined);
  await page.evaluate(() => {
    const w = globalThis as unknown as { requestIdleCallback(callback: () => void, options: { timeout: number }): number };
    return new Promise<void>((resolve) => w.requestIdleCallback(() => resolve(), { timeout: 5_000 }));
  });
}

/** One pass over a site's flows in a fresh context: the duration of each interaction, in order. */
type Measured = Sample & { readonly timing: Interaction };

async function runFlows(browser: Browser, base: string, flows: readonly Flow[]): Promise<Measured[]> {
  const context = await browser.newContext(PHONE);
  const out: Measured[] = [];
  try {
    const page = await context.newPage();
    await watchEventTiming(page);
    await slowPhone(page, { cpu: CPU_SLOWDOWN });
    for (const flow of flows) {
      await page.goto(base + flow.path, { waitUntil: 'load', timeout: 60_000 });
      for (const step of flow.steps) {
        await settle(page, step);
        const before = await timingMark(page);
        // force: settle() has checked the control; Playwright's own check of what the tap hits would run a listener
        // of its own in the page, inside the measured interaction.
        await step.target(page).tap({ force: true, timeout: STEP_WAIT_MS });
        await step.done(page);
        const timing = await interactionSince(page, before);
        out.push({ page: flow.page, interaction: step.interaction, ms: timing.ms, timing });
      }
    }
  } finally {
    await context.close();
  }
  return out;
}

async function main(): Promise<void> {
  const { storeUrl, partnerUrl, close } = await startBenchShop('bench-interactions');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const samples: Measured[] = [];
  try {
    console.log(`bench:interactions: ${runs} run(s), ${CHROMIUM}, CPU ${CPU_SLOWDOWN}x slower, slow 4G; ${machineLine()}`);
    for (let run = 1; run <= runs; run++) {
      const got = [...(await runFlows(browser, storeUrl, STORE_FLOWS)), ...(await runFlows(browser, partnerUrl, PARTNER_FLOWS))];
      console.log(`  run ${run}:`);
      // Where the time went: the longest event's input delay, handlers and the frame after them.
      for (const { page, interaction, timing: t } of got)
        console.log(`    ${page} / ${interaction}: ${t.ms} ms${t.event ? ` (${t.event}: ${t.inputDelay} + ${t.processing} + ${t.presentation})` : ''}`);
      samples.push(...got);
    }
  } finally {
    await browser.close();
    await close();
  }
  const rows = summarise(samples);
  const table: ResultsTable = {
    benchmark: 'bench:interactions',
    command: `npm run bench:interactions -- --runs ${runs}`,
    columns: ['interaction', 'page', 'median', 'worst', 'target'],
    rows: rows.map((r) => [r.interaction, r.page, `${r.median} ms`, `${r.worst} ms`, r.met ? 'met' : 'MISSED']),
    notes: [
      `Target: every interaction ≤ ${TARGET.medianMs} ms at the median and ≤ ${TARGET.worstMs} ms at worst; ${rows.every((r) => r.met) ? 'all met' : `missed: ${rows.filter((r) => !r.met).length}`}.`,
      `Event Timing reports nothing under 16 ms: an interaction shown as 16 ms took at most that.`,
    ],
  };
  console.log(`\n${renderResultsTable(table)}\n`);
  if (wantsDocs()) writeResultsTable(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
