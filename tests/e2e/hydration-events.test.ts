// Hover while a server-rendered widget hydrates (widgets/runtime/replayable-events.ts). React holds such events
// until the tree has hydrated and then dispatches a copy on the held event's target; inside a shadow root the
// browser clears that target once the event has been dispatched. The widget's chunk is held back, and the
// processor slowed, so the pointer comes onto the product's name while React is hydrating.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { expectNoErrors, WAIT } from '../helpers/e2e-shop.js';
import { holdChunk } from '../helpers/hold-chunk.js';

let host: RunningHost;
let browser: Browser;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** Whether React has hydrated the product's name (its node carries React's fiber). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const name = document.querySelector('trini-product-detail')?.shadowRoot?.querySelector('h1[part="name"]');
    return !!name && Object.keys(name).some((key) => key.startsWith('__reactFiber'));
  });

/**
 * Opens the product page with its chunk held back, brings the pointer onto the product's name just as React begins
 * to hydrate, and returns the copies React dispatched of the events it held (untrusted, unlike the browser's own).
 */
async function hoverWhileHydrating(page: Page, slow: CDPSession): Promise<string[]> {
  const chunk = await holdChunk(page, /\/widgets\/product-detail-[\w-]+\.js$/);
  try {
    await page.goto(`${host.url}/productdetails/2`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    await chunk.asked;
    await page.evaluate(() => {
      const replays: string[] = [];
      (window as unknown as { replays: string[] }).replays = replays;
      const root = document.querySelector('trini-product-detail')!.shadowRoot!;
      for (const kind of ['mouseover', 'pointerover']) {
        const see = (event: Event) => !event.isTrusted && replays.push(kind);
        root.addEventListener(kind, see, true); // capture: React stops the events it holds
      }
    });
    const name = (await page.locator('trini-product-detail h1[part="name"]').boundingBox())!;
    await page.mouse.move(name.x + 5, name.y + name.height + 30);
    // A slow phone's processor: hydration takes long enough for the pointer to arrive while it runs.
    await slow.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    chunk.release();
    await page.evaluate(() => document.querySelector<HTMLElement & { ready: Promise<void> }>('trini-product-detail')!.ready);
    await page.mouse.move(name.x + 5, name.y + 3);
    await expect.poll(() => hydrated(page), { timeout: WAIT }).toBe(true);
    await slow.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(500); // React replays in a task after hydrating
    return await page.evaluate(() => (window as unknown as { replays: string[] }).replays);
  } finally {
    chunk.release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
}

describe('a server-rendered product page hovered while it hydrates', () => {
  it('raises no error, and React replays the hover it held', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.narrow);
    try {
      const slow = await context.newCDPSession(page);
      // The pointer may arrive only once hydration is over, and then React holds nothing: tried up to three times.
      let replays: string[] = [];
      for (let attempt = 1; attempt <= 3 && !replays.length; attempt++) {
        replays = await hoverWhileHydrating(page, slow);
        expectNoErrors(errors, 'the product page hovered while it hydrated');
      }
      expect(new Set(replays)).toEqual(new Set(['mouseover', 'pointerover']));
    } finally {
      await context.close();
    }
  });
});
