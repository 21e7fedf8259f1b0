// The cart follows the shopper (docs/architecture.md#widgets), in Chromium against the real host: a product added in
// one tab is in the cart of a second tab at once, without a reload; the cart panel's stepper changes the quantity
// and the total there, and the first tab follows; a new page the next day (the browser's storage kept) still has it.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, visit, WAIT } from '../helpers/e2e-shop.js';

const PERFUME = 62; // TT$385.00
const DAY = 24 * 60 * 60 * 1000;

let host: RunningHost;
let browser: Browser;
withShop((h, b) => ((host = h), (browser = b)));

describe('a cart in localStorage', () => {
  it('shows in every tab at once, changes from the panel, and is there the next day', async () => {
    const { context, page: first, errors } = await openPage(browser, VIEWPORTS.narrow);
    const second = await context.newPage();
    second.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await visit(second, `${host.url}/`);
    const badge = second.locator('trini-cart-button [part="badge"]');
    await expect.poll(() => badge.textContent(), { timeout: WAIT }).toBe('0');

    await visit(first, `${host.url}/cart/${PERFUME}`);
    await first.locator('trini-cart li.cart-line').waitFor({ timeout: WAIT });
    // The other tab hears it through the storage event: no reload.
    await expect.poll(() => badge.textContent(), { timeout: WAIT }).toBe('1');

    await second.locator('trini-cart-button [part="button"]').click();
    const panel = second.locator('trini-cart-panel');
    const line = panel.locator('[part="line"]').first();
    await line.waitFor({ timeout: WAIT });
    expect(await line.locator('[part="quantity"]').textContent()).toBe('1');
    await line.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
    await expect.poll(() => line.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');
    expect(await line.locator('[part="line-price"]').textContent()).toBe('TT$770.00');
    expect(await panel.locator('[part="total"] .price').textContent()).toBe('TT$770.00');
    await expect.poll(() => badge.textContent(), { timeout: WAIT }).toBe('2');
    // ...and the cart page in the first tab follows.
    await expect.poll(() => first.locator('trini-cart [part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');

    const stored = await context.storageState();
    await context.close();
    expectNoErrors(errors, 'two tabs');

    // The next day: a new browser window with the same storage.
    const tomorrow = await browser.newContext({ viewport: VIEWPORTS.wide, storageState: stored });
    await tomorrow.clock.install({ time: Date.now() + DAY });
    const page = await tomorrow.newPage();
    await visit(page, `${host.url}/cart`);
    await expect.poll(() => page.locator('trini-cart [part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');
    expect(await page.locator('trini-cart-button [part="badge"]').textContent()).toBe('2');
    await tomorrow.close();
  });

  it('keeps a cart the browser held in sessionStorage before', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.wide);
    await visit(page, `${host.url}/`);
    await page.evaluate(
      (no) => sessionStorage.setItem('c', JSON.stringify({ ItemList: [{ ProductNo: no, ProductName: 'Perfume', SalesPrice: 385, Quantity: 1 }] })),
      PERFUME,
    );
    await visit(page, `${host.url}/cart`);
    await expect.poll(() => page.locator('trini-cart [part="quantity"]').textContent(), { timeout: WAIT }).toBe('1');
    expect(await page.evaluate(() => sessionStorage.getItem('c'))).toBeNull();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('trini-cart')!).cart.ItemList.length)).toBe(1);
    expectNoErrors(errors, 'legacy cart');
    await context.close();
  });
});
