// Safe retries from the widgets (widgets/api/order-retry.ts): the host answers 503 twice, or is
// stopped right after storing the order (the answer is lost: a dropped connection) and restarted a few seconds
// later. The shopper is told what is happening and still ends with exactly one order in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Browser, Request } from 'playwright-core';
import { buildApp } from '../../host/app.js';
import { launchBrowser, openPage, startHost, type RunningHost } from '../helpers/e2e.js';
import { fillCustomer, ordersOf, visit, visibleOrderButton, WAIT } from '../helpers/e2e-shop.js';

let host: RunningHost;
let browser: Browser;
let restarted: FastifyInstance | undefined;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await restarted?.close();
  await host?.close();
});

const SAVE = '/api/shop/SaveOrder';
const keysOf = (requests: Request[]) => Promise.all(requests.map(async (r) => (await r.allHeaders())['idempotency-key']));

describe('order retries', () => {
  it('quick order: the host answers 503 twice; the shopper sees why it waits and gets exactly one order', async () => {
    const { page, context } = await openPage(browser);
    const sent: Request[] = [];
    page.on('request', (r) => r.url().endsWith(SAVE) && r.method() === 'POST' && sent.push(r));
    let refusals = 0;
    await page.route(`${host.url}${SAVE}`, async (route) => {
      if (refusals++ < 2) {
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': '1', 'content-type': 'application/json' },
          body: JSON.stringify({ success: false, msg: 'busy' }),
        });
      }
      return route.continue();
    });
    expect(await visit(page, `${host.url}/fborder/68/16`)).toBe(200);
    const form = page.locator('trini-quick-order');
    await form.locator('table.cart-table').waitFor({ timeout: WAIT });
    await fillCustomer(form, { mobile: '7110001', name: 'Retry Shopper' });
    await form.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });
    await form.getByRole('button', { name: 'Send Order' }).click({ timeout: WAIT });
    await expect
      .poll(() => form.locator('[part="notice"]').first().textContent(), { timeout: WAIT })
      .toMatch(/^The store is very busy right now\. Trying again in 1 s/);
    await form.locator('[part="confirmation"]').waitFor({ timeout: WAIT });
    const orders = await ordersOf(host, '7110001');
    expect(orders).toHaveLength(1);
    expect(sent).toHaveLength(3);
    expect(new Set(await keysOf(sent)).size).toBe(1);
    await context.close();
  });

  it('checkout: the host stores the order, the answer is lost and the host restarts; a retry gets that same order', async () => {
    const { page, context } = await openPage(browser);
    expect(await visit(page, `${host.url}/cart/12`)).toBe(200);
    await page.locator('trini-cart li.cart-line').first().waitFor({ timeout: WAIT });
    await visit(page, `${host.url}/checkout`);
    const checkout = page.locator('trini-checkout');
    await checkout.locator('form').waitFor({ timeout: WAIT });
    await fillCustomer(checkout, { mobile: '7110002', name: 'Restart Shopper' });
    await checkout.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });

    const sent: Request[] = [];
    page.on('request', (r) => r.url().endsWith(SAVE) && r.method() === 'POST' && sent.push(r));
    let first = true;
    let restart: Promise<void> | undefined;
    await page.route(`${host.url}${SAVE}`, async (route) => {
      if (!first) return route.continue();
      first = false;
      const answer = await route.fetch(); // the order reaches the host and is stored...
      expect(answer.status()).toBe(200);
      await host.app.close(); // ...then the host stops, and the shopper's connection drops before the answer
      restart = (async () => {
        // Back up once the widget has tried again and found it down.
        await expect.poll(() => sent.length, { timeout: WAIT }).toBeGreaterThanOrEqual(2);
        restarted = await buildApp({ config: host.config, db: host.db, overrides: { mailer: host.mail } });
        await restarted.listen({ host: '127.0.0.1', port: host.config.port });
      })();
      return route.abort('connectionreset');
    });
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await expect
      .poll(() => checkout.locator('[part="notice"]').first().textContent(), { timeout: WAIT })
      .toMatch(/^We could not reach the store\. Trying again/);
    await page.waitForURL('**/success', { timeout: 40_000 });
    await restart;
    const orders = await ordersOf(host, '7110002');
    expect(orders).toHaveLength(1);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(await keysOf(sent)).size).toBe(1);
    await context.close();
  });
});
