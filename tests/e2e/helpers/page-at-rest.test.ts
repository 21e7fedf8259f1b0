// pageAtRest waits for the pictures the shopper sees, and only those: a lazy picture clipped by a scroll box never
// loads, so waiting for it would hold a route walk until its cap.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../../helpers/e2e.js';
import { pageAtRest } from '../../helpers/page-at-rest.js';

// A 1x1 PNG, served for every picture of the page.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ORIGIN = 'http://127.0.0.1:9'; // never reached: every request is answered by the route below

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('decodes the pictures in view and does not wait for a lazy one clipped by a scroll box', async () => {
  const { context, page } = await openPage(browser);
  try {
    const requested: string[] = [];
    await page.route(`${ORIGIN}/**`, (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'image/png', body: PNG });
    });
    await page.route(`${ORIGIN}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html>
          <div style="height: 100px; overflow: auto"><div style="height: 4000px"></div>
            <img id="clipped" src="/clipped.png" loading="lazy" width="100" height="100" alt=""></div>
          <div style="height: 5000px"></div>
          <img id="seen" src="/seen.png" width="100" height="100" alt="" style="position: fixed; top: 0; right: 0">`,
      }),
    );
    await page.goto(`${ORIGIN}/`);
    // The window scrolled so that the picture is inside its height: only the scroll box hides it.
    await page.evaluate(() => scrollTo(0, 3800));
    expect(await page.locator('#clipped').evaluate((img) => img.getBoundingClientRect().top)).toBeLessThan(600);
    const started = Date.now();
    await pageAtRest(page, 10_000);
    expect(Date.now() - started).toBeLessThan(10_000); // far under the helper's 30 s cap on pictures
    expect(await page.locator('#seen').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(requested).toEqual(['/seen.png']);
  } finally {
    await context.close();
  }
});
