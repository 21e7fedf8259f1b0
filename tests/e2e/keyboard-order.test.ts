// A shopper with a keyboard only: from a product page to a stored order with Tab, Shift+Tab,
// Enter and Space, typing into the fields the Tab key reached. Every control passed shows a visible focus
// ring that goes when the focus moves on; controls that disable themselves hand the focus on; the page's
// live region reads out the cart changes; a refused order focuses the first refused field; /success stays.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, VIEWPORTS, withShop, type RunningHost } from '../helpers/e2e.js';
import { apiProduct, expectNoErrors, visit, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { FOCUS_PROBE_SCRIPT, focusStop, named, tabTo } from '../helpers/focus-probe.js';
import type { Product } from '../../widgets/domain/types.js';
import { DELIVERY_MINIMUM } from '../../widgets/domain/constants.js';

let host: RunningHost;
let browser: Browser;
withShop((h, b) => {
  host = h;
  browser = b;
});

const announcer = (page: Page) => page.locator('trini-toasts [part="announcer"]');

/** A product a card can add at once and whose one unit is below the delivery minimum (a pickup order). */
async function simpleProduct(): Promise<Product> {
  for (const no of [19, 12, 20, 21, 22, 23, 24, 25]) {
    const p = await apiProduct(host, no);
    if (p.IsSoldOut !== 1 && (p.ProductSKUList?.length ?? 0) <= 1 && p.SalesPrice * 2 < DELIVERY_MINIMUM) return p;
  }
  throw new Error('no simple product in the seed');
}

describe('placing an order with the keyboard only', () => {
  for (const viewport of [VIEWPORTS.wide, VIEWPORTS.narrow]) {
    it(`at ${viewport.width}px: every stop shows its focus ring, and the order is stored`, async () => {
      const product = await simpleProduct();
      const { context, page, errors } = await openPage(browser, viewport);
      await context.addInitScript(FOCUS_PROBE_SCRIPT);
      const mobile = `7${String(Date.now()).slice(-6)}`;
      let stops = 0;
      const go = async (...args: Parameters<typeof tabTo>) => {
        const stop = await tabTo(...args);
        stops += stop.stops;
        return stop;
      };
      try {
        await visit(page, `${host.url}/productdetails/${product.ProductNo}`);
        await page.locator('trini-product-detail button.add-to-cart').waitFor({ timeout: WAIT });

        // Add to cart: the live region tells what happened and where the cart stands.
        await go(page, named('button', 'Add to cart'));
        await page.keyboard.press('Enter');
        await expect
          .poll(() => announcer(page).textContent(), { timeout: WAIT })
          .toMatch(new RegExp(`^Added ${escape(product.ProductName)} to cart\\. Cart: 1 item, TT\\$`));

        // Buy Now goes to the cart.
        await go(page, named('button', 'Buy Now'));
        await page.keyboard.press('Space');
        await page.waitForURL(/\/cart$/, { timeout: WAIT });
        await page
          .locator('trini-cart')
          .getByRole('button', { name: `Increase quantity of ${product.ProductName}` })
          .waitFor({ timeout: WAIT });

        // + then −: the new line total is read out, and − at 1 hands the focus to +.
        await go(page, named('button', `Increase quantity of ${product.ProductName}`));
        await page.keyboard.press('Enter');
        await expect.poll(() => announcer(page).textContent(), { timeout: WAIT }).toMatch(new RegExp(`quantity 2, TT\\$[\\d.,]+\\. Cart: 2 items`));
        await go(page, named('button', `Decrease quantity of ${product.ProductName}`), { back: true });
        await page.keyboard.press('Enter');
        await expect.poll(() => announcer(page).textContent(), { timeout: WAIT }).toMatch(/quantity 1, .*Cart: 1 item/);
        const afterMinus = await focusStop(page);
        expect(afterMinus?.name).toBe(`Increase quantity of ${product.ProductName}`);

        await go(page, named('link', /^Checkout$/));
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/checkout$/, { timeout: WAIT });
        const checkout = page.locator('trini-checkout');
        await checkout.getByRole('textbox', { name: 'Mobile', exact: true }).waitFor({ timeout: WAIT });

        // Sent empty: the first refused field takes the focus, described by its message.
        await go(page, named('button', 'Place Order'));
        await page.clock.install(); // timers run as usual until runFor below jumps them ahead
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await focusStop(page))?.name, { timeout: WAIT }).toMatch(/^Mobile/);
        const mobileBox = checkout.getByRole('textbox', { name: 'Mobile', exact: true });
        expect(await mobileBox.getAttribute('aria-invalid')).toBe('true');
        const described = await mobileBox.evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => (input.getRootNode() as ShadowRoot).getElementById(id)?.textContent)
            .join(' '),
        );
        expect(described).toContain('Customer Mobile is required.');
        expect(await checkout.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid')).toBe('true');

        await page.keyboard.type(mobile);
        await go(page, (s) => s.role === 'textbox' && /^Name/.test(s.name));
        await page.keyboard.type('Keyboard Shopper');
        await go(page, named('button', 'Place Order'));
        await page.clock.install(); // timers run as usual until runFor below jumps them ahead
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/success$/, { timeout: WAIT });

        const [order] = await waitForOrders(host, mobile, 1);
        expect(order).toMatchObject({ customer_name: 'Keyboard Shopper', is_pickup: 1, pm_no: 3, source: 1 });
        expect(stops).toBeGreaterThan(10);

        // The confirmation stays (no automatic leave), with a heading and its ways on.
        await page.locator('trini-order-success .message').waitFor({ timeout: WAIT });
        const navigations: string[] = [];
        page.on('request', (r) => r.isNavigationRequest() && navigations.push(r.url()));
        await page.clock.runFor(10_000); // well past any timer a page could leave by
        expect(await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(location.pathname))))).toBe('/success');
        expect(navigations).toEqual([]);
        expect(new URL(page.url()).pathname).toBe('/success');
        expect(await page.locator('h1').count()).toBe(1);
        await go(page, named('link', 'Continue'));
        expectNoErrors(errors, 'the keyboard order');
      } finally {
        await context.close();
      }
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
