// axe-core (WCAG 2.1 AA and best practices) on every route of the store, /demo included, at 1280px, and in
// the states a shopper brings about: the cart panel open, a snack bar showing, a refused checkout. The
// 375px pass over the server-rendered routes is in instant-pages.test.ts.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, VIEWPORTS, withShop, type RunningHost } from '../helpers/e2e.js';
import { allWidgetsMounted, expectNoErrors, followSignInRedirect, visit, WAIT } from '../helpers/e2e-shop.js';
import { axeViolations } from '../helpers/axe.js';
import { pageAtRest } from '../helpers/page-at-rest.js';
import { STORE_ROUTES } from '../helpers/store-routes.js';

let host: RunningHost;
let browser: Browser;
withShop((h, b) => {
  host = h;
  browser = b;
});

/** Every route of host/pages/routes.ts (one path each), the states only this walk visits, and the demo pages. */
const ROUTES = [...STORE_ROUTES, '/productdetails/19', '/cart', '/search/zzzznothing', '/orderdetail?OrderNo=1', '/wipay', '/demo', '/admin'];

/** Until every widget on the page has mounted and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await allWidgetsMounted(page);
  await pageAtRest(page, WAIT);
}

describe('axe-core: WCAG 2.1 AA and best practices', () => {
  // Each route in its own context: three at a time share the run's browser.
  for (const path of ROUTES) {
    it.concurrent(
      `${path}: no violation`,
      async ({ onTestFailed }) => {
        // A test that runs out of time says which step it was in.
        let step = 'opening a page';
        onTestFailed(() => console.error(`${path}: failed while ${step}`));
        const { context, page, errors } = await openPage(browser, VIEWPORTS.wide);
        try {
          step = 'loading';
          await visit(page, host.url + path);
          await followSignInRedirect(page, path); // an account page is checked where it sends a signed-out shopper
          step = 'waiting for the widgets and the page to settle';
          await settled(page);
          step = 'running axe';
          expect(await axeViolations(page)).toEqual([]);
          // A 404 page (unknown path, empty search) logs its own status as a console error; /wipay without a payment
          // says so. Anything else must be quiet.
          if (!['/no-such-page', '/search/zzzznothing', '/wipay'].includes(path)) expectNoErrors(errors, path);
        } finally {
          await context.close();
        }
      },
      path === '/demo' ? 120_000 : undefined,
    ); // every widget on one page: axe takes a while
  }

  it('with the cart panel open and a snack bar showing', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.wide);
    try {
      await visit(page, `${host.url}/productdetails/19`);
      await settled(page);
      await page.locator('trini-product-detail').getByRole('button', { name: 'Add to cart', exact: true }).click({ timeout: WAIT });
      await page.locator('trini-toasts .toast').first().waitFor({ timeout: WAIT });
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('trini-cart-button button').first().click({ timeout: WAIT });
      await page.locator('trini-cart-panel dialog[open]').waitFor({ timeout: WAIT });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a refused checkout: every refused field marked and described', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.wide);
    try {
      await visit(page, `${host.url}/cart/19`);
      await settled(page);
      await visit(page, `${host.url}/checkout`);
      await settled(page);
      const checkout = page.locator('trini-checkout');
      await checkout.locator('button.place-order').filter({ visible: true }).first().click({ timeout: WAIT });
      await expect.poll(() => checkout.locator('[aria-invalid="true"]').count(), { timeout: WAIT }).toBeGreaterThanOrEqual(2);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
