// One Lighthouse run of a page as bench:pages takes it: its default mobile preset (a mid-range phone, simulated
// slow 4G, 4x CPU slowdown) in a new Debian Chromium, so no cache carries over.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-gpu'];

export interface RunFigures {
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
export async function audit(url: string): Promise<RunFigures> {
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

export const TARGET = 'Target on every page, the partner page included: performance ≥ 95, CLS ≤ 0.02, accessibility 100';

export function meetsTarget(m: Pick<RunFigures, 'performance' | 'cls' | 'accessibility'>): boolean {
  return m.performance >= 95 && m.cls <= 0.02 && m.accessibility === 100;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
