// The one-tag buy button on a partner's page on a second origin (docs/embedding.md#the-one-tag-buy-button), in Chromium,
// on demo/partner/one-tag.html (one pasted snippet; the partner's origin saved with its shop, ShopNo 21):
// - a product with scents is chosen in the card's own dialog: Escape closes it and the focus comes back, the price
//   follows the quantity, and nothing navigates away;
// - the cart panel and the checkout dialog come with the one tag, their code only once the cart is first opened;
// - the card payment goes through the WiPay emulator on the store and comes back to the partner's page, which confirms
//   the order and empties its cart; the order is ShopNo 21's, Source 1, paid, and in the back office's shop report;
// - the page receives at most 65 KB of JavaScript before the shopper opens the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { fillCustomer, orderLines, visibleOrderButton, waitForOrders, watchBadResponses, WAIT } from '../helpers/e2e-shop.js';
import { startPartnerServer, type PartnerServer } from '../../demo/partner-server.js';
import { watchCspViolations } from '../helpers/e2e-csp.js';
import { addStaff } from '../../host/admin/staff.js';
import { freePort } from '../../scripts/host-process.js';
import { APPROVE } from '../helpers/card-flow.js';

const PARTNER_SHOP = 21;
let host: RunningHost;
let partner: PartnerServer;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  const partnerPort = await freePort('127.0.0.2');
  host = await startHost({ host: '127.0.0.1' });
  partner = await startPartnerServer({ host: '127.0.0.2', port: partnerPort, storeUrl: host.url });
  staffToken = await staffLogin();
  // The partner page's origin is the shop's own (back office, Shops screen): CORS, and where card payments come back to.
  const saved = await host.app.inject({
    method: 'POST',
    url: '/api/admin/SaveShop',
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { ShopNo: PARTNER_SHOP, ShopName: 'Island Glow Boutique', Origins: [partner.url] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await host?.close();
});

async function staffLogin(): Promise<string> {
  const staff = { mobile: '7000941', name: 'Partner Desk', password: 'hibiscus-2025' };
  await addStaff(host.db, staff, new Date());
  const login = await host.app.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: staff.mobile, Password: staff.password } });
  return login.json<{ Token: string }>().Token;
}

/** The store's scripts the page has asked for, by file name without the hash. */
function storeScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'script' && url.origin === host.url) files.push(url.pathname.replace(/^\/widgets\//, '').replace(/-[\w-]{8}\.js$/, '.js'));
  });
  return files;
}

const focusedPart = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('part') ?? el?.localName ?? null;
  });

describe('one pasted buy button on a partner page', () => {
  it('sells a product with scents by card and ends on the partner page, with the order under the shop', async () => {
    const { page, errors, context } = await openPage(browser, VIEWPORTS.narrow);
    const bad = watchBadResponses(page);
    const violations = await watchCspViolations(page);
    const scripts = storeScripts(page);
    const placed: unknown[] = [];
    await page.exposeFunction('orderPlaced', (detail: unknown) => placed.push(detail));
    await page.addInitScript(() =>
      document.addEventListener('trini-order-placed', (e) => (window as unknown as { orderPlaced(d: unknown): void }).orderPlaced((e as CustomEvent).detail)),
    );
    await page.goto(`${partner.url}/one-tag.html`, { waitUntil: 'domcontentloaded' });
    const button = page.locator('trini-buy-button');
    const add = button.locator('[part="add-button"]');
    await expect.poll(() => button.locator('[part="name"]').textContent(), { timeout: WAIT }).toBe('Whipped Shea & Cocoa Butter');

    // Choosing a scent: the card's own dialog, inside its shadow root. Escape closes it and the focus comes back.
    await add.click();
    const dialog = button.locator('[part="options-dialog"]');
    await dialog.waitFor({ state: 'visible', timeout: WAIT });
    expect(page.url()).toBe(`${partner.url}/one-tag.html`);
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
    expect(await focusedPart(page)).toBe('input');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: WAIT });
    expect(await focusedPart(page)).toBe('add-button');

    await add.click();
    await dialog.waitFor({ state: 'visible', timeout: WAIT });
    // No option yet: the store's message, nothing added.
    await dialog.locator('[part="options-add"]').click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please select a option before adding to cart');
    await dialog.getByText('Lemongrass - 250 g').click();
    expect(await dialog.locator('[part="options-price"]').textContent()).toBe('TT$129.99');
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => dialog.locator('[part="options-price"]').textContent()).toBe('TT$259.98');
    expect(scripts.filter((s) => /^(cart-panel|checkout|CheckoutDialog)\.js$/.test(s))).toEqual([]); // not needed yet
    await dialog.locator('[part="options-add"]').click();

    // The cart panel opens over the partner page: the line with its scent; no View Cart that would leave the page.
    const panel = button.locator('trini-cart-panel [part="panel"]');
    await panel.waitFor({ state: 'visible', timeout: WAIT });
    expect(await panel.locator('[part="line-name"]').textContent()).toContain('Whipped Shea');
    expect(await panel.locator('.line-option').textContent()).toBe('Scent: Lemongrass · Size: 250 g');
    expect(await panel.locator('[part="quantity"]').textContent()).toBe('2');
    expect(await panel.locator('[part="view-cart"]').count()).toBe(0);
    expect(scripts).toContain('cart-panel.js');

    // Checkout opens the checkout over the page.
    await panel.locator('[part="checkout"]').click();
    const checkout = button.locator('trini-checkout');
    const checkoutDialog = checkout.locator('[part="dialog"]');
    await checkoutDialog.waitFor({ state: 'visible', timeout: WAIT });
    await panel.waitFor({ state: 'hidden', timeout: WAIT });
    await checkout.locator('[part="summary"]').getByText('Whipped Shea').first().waitFor({ timeout: WAIT });
    const mobile = '7210021';
    await fillCustomer(checkout, { mobile, name: 'Renée Partner', email: `${mobile}@example.tt` });
    await checkout.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });
    await checkout.getByRole('radio', { name: 'Pay by card (WiPay)' }).check({ timeout: WAIT });
    await visibleOrderButton(checkout).click({ timeout: WAIT });

    // The store's payment page (the emulator), then back through the store's /wipay to the partner page.
    await page.waitForURL(`${host.url}/wipay-sandbox/pay/**`, { timeout: WAIT });
    await page.locator('#card_number').fill(APPROVE);
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvv').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.origin === partner.url, { timeout: WAIT });

    // Back on the partner page: the confirmation in the checkout dialog, the cart empty, the address clean.
    const [order] = await waitForOrders(host, mobile);
    const success = button.locator('trini-checkout [part="success"]');
    await success.waitFor({ state: 'visible', timeout: WAIT });
    expect(await success.locator('[part="message"]').textContent()).toBe('Your order has been successfully placed!');
    expect(await success.locator('[part="order-number"]').textContent()).toBe(`Your order number is #${order.order_no}.`);
    expect(page.url()).toBe(`${partner.url}/one-tag.html`);
    expect(await button.locator('[part="open-cart"]').count()).toBe(0);
    expect(placed).toEqual([{ orderNo: order.order_no, totalAmount: 259.98, paymentMethod: 1, source: 1 }]);
    await success.locator('[part="continue"]').click();
    await checkoutDialog.waitFor({ state: 'hidden', timeout: WAIT });

    expect(order).toMatchObject({ shop_no: PARTNER_SHOP, source: 1, pm_no: 1, status: 'Paid', shop_name: 'Island Glow Boutique' });
    expect(await orderLines(host, order.order_no)).toEqual([expect.objectContaining({ product_no: 18, color: 'Lemongrass', size: '250 g', quantity: 2 })]);
    const report = await host.app.inject({ method: 'GET', url: '/api/admin/GetShopReport', headers: { authorization: `Bearer ${staffToken}` } });
    const rows = report.json<{ Rows: Array<{ ShopNo: number; Source: number; Orders: number; Revenue: number }> }>().Rows;
    expect(rows.find((r) => r.ShopNo === PARTNER_SHOP && r.Source === 1)).toMatchObject({ Orders: 1, Revenue: 259.98 });

    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('receives at most 65 KB of JavaScript, compressed, before the cart is opened', async () => {
    const { page, errors, context } = await openPage(browser, VIEWPORTS.wide);
    const received: Array<Promise<{ file: string; body: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      received.push(request.sizes().then((sizes) => ({ file: new URL(request.url()).pathname, body: sizes.responseBodySize })));
    });
    await page.goto(`${partner.url}/one-tag.html`, { waitUntil: 'domcontentloaded' });
    await page.locator('trini-buy-button [part="add-button"]').waitFor({ timeout: WAIT });
    await page.waitForLoadState('networkidle', { timeout: WAIT });
    const scripts = await Promise.all(received);
    const total = scripts.reduce((sum, s) => sum + s.body, 0);
    console.log(`one-tag partner page: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB of JavaScript received`);
    expect(scripts.map((s) => s.file).filter((f) => /\/(cart-panel|checkout|OptionsDialog)-/.test(f))).toEqual([]);
    expect(total).toBeLessThanOrEqual(65 * 1024);
    expect(errors).toEqual([]);
    await context.close();
  });
});
