// Content-Security-Policy violations seen by a page: every `securitypolicyviolation` event, on the
// document or inside shadow roots (they are composed), across navigations, plus the console's "Refused to ..."
// lines, which the openPage() error log records as well.
import type { Page } from 'playwright-core';

export async function watchCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__triniCspViolation', (_source, text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        (window as unknown as { __triniCspViolation(t: string): void }).__triniCspViolation(
          `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      true,
    );
  });
  page.on('console', (m) => m.text().includes('Content Security Policy') && seen.push(m.text()));
  return seen;
}
