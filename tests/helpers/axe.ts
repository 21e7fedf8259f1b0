// axe-core (WCAG 2.1 AA and best practices) in the real browser, inside shadow roots too. Answers one line per
// violation.
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Longer than axe takes on the largest page (/demo, every widget) on a busy machine. */
const AXE_TIMEOUT = 90_000;

export async function axeViolations(page: Page): Promise<string[]> {
  const { AxeBuilder } = await import('@axe-core/playwright');
  // Legacy mode runs axe.run in the page itself. The default mode finishes each run in a second, blank page of the
  // context, and in a browser shared by concurrent tests that step has hung for minutes. The store's pages have no
  // frames, which is what the default mode is for.
  // Only violations are read: leaving out the passes spares axe building a selector and a copy of every node that
  // passed, most of its time on a large page.
  const analysis = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe-core did not finish on ${page.url()} within ${AXE_TIMEOUT} ms`)), AXE_TIMEOUT);
  });
  try {
    const result = await Promise.race([analysis, timeout]);
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
