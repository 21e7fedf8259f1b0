// Partner apps on React 19, Vue 3 and Svelte 5 (tests/types/frameworks/, shown in docs/frameworks.md), bundled with
// esbuild and served from a second origin, in Chromium: each mounts its widgets before the loader has arrived and
// waits with whenReady, follows its own state into the card's product-no, hears trini-add-to-cart through its own
// handlers and trini-cart-change on document, places a quick order and hears trini-order-placed, closes and reopens
// its shop twenty times without leaving a listener behind, and hears trini-error for an unknown product number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { apiProduct, fillCustomer, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { FRAMEWORKS, serveApps, type AppServer, type Framework } from '../helpers/framework-apps.js';
import { freePort } from '../../scripts/host-process.js';

let host: RunningHost;
let apps: AppServer;
let browser: Browser;
const names = new Map<number, string>();

beforeAll(async () => {
  const port = await freePort('127.0.0.2');
  host = await startHost({ host: '127.0.0.1', config: { embedOrigins: [`http://127.0.0.2:${port}`] } });
  [apps, browser] = await Promise.all([serveApps({ host: '127.0.0.2', port, storeUrl: host.url }), launchBrowser()]);
  for (const no of [12, 14]) names.set(no, (await apiProduct(host, no)).ProductName);
});

afterAll(async () => {
  await browser?.close();
  await apps?.close();
  await host?.close();
});

const text = (page: Page, selector: string) => page.locator(selector).textContent();

/** Listeners on document for an event, as the browser's debugger counts them. */
async function documentListeners(page: Page, type: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.detach();
  return listeners.filter((l) => l.type === type).length;
}

/** Holds the loader's download until released, so that the app surely mounts first. */
async function holdLoader(page: Page): Promise<() => Promise<void>> {
  let held: Route | undefined;
  let released = false;
  await page.route(`${host.url}/widgets/trini-widgets.js`, (route) => (released ? route.continue() : void (held = route)));
  return async () => {
    await expect.poll(() => held !== undefined, { timeout: WAIT }).toBe(true);
    released = true;
    await held!.continue();
  };
}

describe.each(FRAMEWORKS.map((f) => [f] as [Framework]))('a %s partner app on a second origin', (framework) => {
  it('mounts before the loader, follows its state, hears add to cart, a placed order and an unknown product, remounts', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.wide);
    try {
      const releaseLoader = await holdLoader(page);
      // (No waiting for DOMContentLoaded: it waits for the held loader, as a module script.)
      await page.goto(`${apps.url}/${framework}/`, { waitUntil: 'commit' });
      const card = page.locator('trini-product-card');
      // Mounted by the app with no loader yet: no ready on the element, and nothing thrown.
      await expect.poll(() => text(page, '#status'), { timeout: WAIT }).toBe('loading');
      expect(await card.evaluate((el) => ({ defined: !!customElements.get(el.localName), ready: 'ready' in el }))).toEqual({ defined: false, ready: false });
      await releaseLoader();
      await expect.poll(() => text(page, '#status'), { timeout: WAIT }).toBe('ready');

      // The card renders the product the app's state names, and follows it.
      await expect.poll(() => card.locator('[part="name"]').textContent(), { timeout: WAIT }).toBe(names.get(12));
      expect(await card.getAttribute('compact')).not.toBeNull();
      await card.locator('[part="add-button"]').click({ timeout: WAIT });
      await expect.poll(() => text(page, '#added'), { timeout: WAIT }).toBe(`1 x ${names.get(12)}`);
      await expect.poll(() => text(page, '#units'), { timeout: WAIT }).toBe('1');
      await page.getByRole('button', { name: 'Next product' }).click();
      expect(await card.getAttribute('product-no')).toBe('14');
      await expect.poll(() => card.locator('[part="name"]').textContent(), { timeout: WAIT }).toBe(names.get(14));

      // A quick order, placed in the widget, heard by the app.
      const form = page.locator('trini-quick-order');
      const mobile = `70${FRAMEWORKS.indexOf(framework) + 3}1001`;
      await fillCustomer(form, { mobile, name: `Partner ${framework}` });
      await form.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });
      await visibleOrderButton(form).click({ timeout: WAIT });
      const [order] = await waitForOrders(host, mobile);
      expect(order).toMatchObject({ shop_no: 21, source: 2 });
      await expect.poll(() => text(page, '#order'), { timeout: WAIT }).toBe(String(order.order_no));
      expect(errors).toEqual([]);

      // Closing and reopening the shop: its document listener goes with it, the widgets mount again.
      const listening = await documentListeners(page, 'trini-cart-change');
      expect(listening).toBeGreaterThanOrEqual(1);
      const toggle = page.locator('#toggle');
      for (let i = 0; i < 20; i++) {
        await toggle.click();
        await expect.poll(() => card.count(), { timeout: WAIT }).toBe(i % 2 === 0 ? 0 : 1);
      }
      expect(await documentListeners(page, 'trini-cart-change')).toBe(listening);
      await expect.poll(() => text(page, '#status'), { timeout: WAIT }).toBe('ready');
      await expect.poll(() => card.locator('[part="name"]').textContent(), { timeout: WAIT }).toBe(names.get(12));
      await page.getByRole('button', { name: 'Next product' }).click();
      await expect.poll(() => card.locator('[part="name"]').textContent(), { timeout: WAIT }).toBe(names.get(14));
      await card.locator('[part="add-button"]').click({ timeout: WAIT });
      await expect.poll(() => text(page, '#added'), { timeout: WAIT }).toBe(`1 x ${names.get(14)}`);
      await expect.poll(() => text(page, '#units'), { timeout: WAIT }).toBe('2');
      expect(errors).toEqual([]);

      // A product number the store does not know: the card says so and the app hears why (trini-error).
      await page.getByRole('button', { name: 'Next product' }).click();
      await expect.poll(() => text(page, '#status'), { timeout: WAIT }).toBe('gone');
      expect(await card.locator('[part="status"]').textContent()).toBe('This product is no longer available.');
      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    } finally {
      await context.close();
    }
  });
});
