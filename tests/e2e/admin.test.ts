// The back office in Chromium: a staff member signs in on a phone-sized screen, confirms a bank
// transfer, moves a delivery order to Delivered while the shopper's /ordertrack follows, refunds a return,
// and adds a partner shop whose /fborder order then appears in the shop report.
// ADMIN_SHOTS=/some/dir also saves screenshots of each screen at 375px and 1280px there.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, fillCustomer, visit, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { addStaff } from '../../host/admin/staff.js';
import { networkQuiet } from '../helpers/page-at-rest.js';

const STAFF = { mobile: '7000001', name: 'Ann Baptiste', password: 'hibiscus-2025' };
const SHOPPER = { mobile: '7080001', name: 'Nadia Mohammed', email: 'nadia@example.tt' };
const LOTION = 19;

let host: RunningHost;
let browser: Browser;
withShop((h, b) => {
  host = h;
  browser = b;
});

/** A JSON answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, field by field, and each read is asserted
type Json = Record<string, any>;

async function api(path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${host.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.msg}`);
  return json;
}

async function placeOrder(PMNo: number): Promise<number> {
  const r = await api('/api/shop/SaveOrder', {
    PMNo,
    IsPickup: 0,
    ODeliverCountryNo: 1,
    CustomerCityNo: 2,
    CustomerMobile: SHOPPER.mobile,
    CustomerName: SHOPPER.name,
    CustomerAddress: '4 Rosewood Drive, Chaguanas',
    EmailID: SHOPPER.email,
    OrderProductList: [
      { ProductNo: 20, Quantity: 4 },
      { ProductNo: 79, Quantity: 1 },
    ],
  });
  return r.OrderNo as number;
}

const shots = process.env.ADMIN_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

async function orderStatus(orderNo: number): Promise<string> {
  const [row] = await host.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [orderNo]);
  return row.status;
}

describe('the back office', () => {
  it(
    'signs in, confirms a bank transfer, delivers an order the shopper tracks, refunds a return, reports a new partner shop',
    { timeout: 240_000 },
    async () => {
      await addStaff(host.db, STAFF, new Date());
      const bankOrder = await placeOrder(2);
      const deliveryOrder = await placeOrder(3);

      // --- Staff on a phone
      const staff = await openPage(browser, VIEWPORTS.narrow);
      const page = staff.page;
      const res = await page.goto(`${host.url}/admin`, { waitUntil: 'domcontentloaded', timeout: WAIT });
      expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      const admin = page.locator('trini-admin-app');
      await admin.getByLabel('Mobile').fill(STAFF.mobile, { timeout: WAIT });
      await admin.getByLabel('Password').fill('wrong-password');
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => admin.locator('.message.error').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('Invalid mobile number or password.');
      await shot(page, 'signin-375');
      await admin.getByLabel('Password').fill(STAFF.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();

      const card = (no: number): Locator => admin.locator(`.order-card[data-order-no="${no}"]`);
      await card(bankOrder).waitFor({ timeout: WAIT });
      await shot(page, 'orders-375');
      // A bank transfer cannot be shipped before it is paid: the board offers only "Bank transfer received".
      expect(await card(bankOrder).locator('.quick button').allTextContents()).toEqual(['Bank transfer received']);
      await card(bankOrder).getByRole('button', { name: 'Bank transfer received' }).click();
      await expect.poll(() => orderStatus(bankOrder), { timeout: WAIT }).toBe('Paid');
      await expect.poll(() => card(bankOrder).locator('.status').textContent(), { timeout: WAIT }).toBe('Paid');

      // --- The shopper tracks the delivery order
      const shopper = await openPage(browser, VIEWPORTS.narrow);
      await visit(shopper.page, `${host.url}/ordertrack?OrderNo=${deliveryOrder}`);
      const track = shopper.page.locator('trini-account-page');
      await track.getByRole('textbox', { name: 'Mobile' }).fill(SHOPPER.mobile, { timeout: WAIT });
      const trackNow = async () => {
        await track.getByRole('button', { name: 'Track Order' }).click({ timeout: WAIT });
        await track.locator('.track-result .status').waitFor({ timeout: WAIT });
      };
      await trackNow();
      expect(await track.locator('.track-result .status').textContent()).toBe('Pending');
      expect(await track.locator('.step.done').count()).toBe(0); // nothing ticked while Pending

      // --- Staff moves it along from the order's own page; the shopper's tracking follows each step
      await card(deliveryOrder)
        .getByRole('button', { name: `#${deliveryOrder}` })
        .click();
      const orderPage = admin.locator('[part="order"]');
      await orderPage
        .locator('h1')
        .filter({ hasText: `Order #${deliveryOrder}` })
        .waitFor({ timeout: WAIT });
      for (const [status, stage] of [
        ['Shipped', 'Order Shipped'],
        ['En Route', 'Order En Route'],
        ['Delivered', 'Order Arrived'],
      ]) {
        await orderPage.getByRole('button', { name: `Mark ${status}`, exact: true }).click({ timeout: WAIT });
        await expect.poll(() => orderPage.locator('h1 .status').textContent(), { timeout: WAIT }).toBe(status);
        await trackNow();
        await expect.poll(() => track.locator('.track-result .status').textContent(), { timeout: WAIT }).toBe(status);
        expect(await track.locator('[aria-current="step"] .label').textContent()).toBe(stage);
      }
      expect(await orderPage.locator('.history li strong').allTextContents()).toEqual(['Pending', 'Shipped', 'En Route', 'Delivered']);
      expect(await orderPage.textContent()).toContain('nothing more to do');
      await shot(page, 'order-375');
      await shot(shopper.page, 'ordertrack-delivered-375');
      await host.flushMail();
      expect(host.mail.sent.filter((m) => m.subject.startsWith(`Order #${deliveryOrder}:`)).map((m) => m.subject)).toEqual([
        `Order #${deliveryOrder}: Shipped`,
        `Order #${deliveryOrder}: En Route`,
        `Order #${deliveryOrder}: Delivered`,
      ]);

      // --- The shopper returns one item of the delivered order
      const [line] = await host.db.query<{ product_name: string; barcode: string }>(
        'SELECT product_name, barcode FROM order_lines WHERE order_no = $1 AND line_no = 1',
        [deliveryOrder],
      );
      const { RMANo } = await api('/api/shop/SaveProductReturn', {
        OrderNo: deliveryOrder,
        OrderDate: '',
        FirstName: 'Nadia',
        LastName: 'Mohammed',
        EmailID: SHOPPER.email,
        Telephone: SHOPPER.mobile,
        ProductName: line.product_name,
        ProductCode: line.barcode,
        Quantity: 1,
        ReasonNo: 1,
        IsOpened: 0,
        Details: '',
        AgreeTerms: true,
      });

      // --- Returns: approve, then refund
      await admin.getByRole('link', { name: 'Returns' }).click();
      const rma = admin.locator(`.order-card[data-rma-no="${Number(String(RMANo).replace('RMA-', ''))}"]`);
      await rma.getByRole('button', { name: 'Approve' }).click({ timeout: WAIT });
      await rma.getByRole('button', { name: 'Refunded' }).click({ timeout: WAIT });
      await expect.poll(() => rma.locator('.status').textContent(), { timeout: WAIT }).toBe('Refunded');
      await shot(page, 'returns-375');
      const [ret] = await host.db.query<{ status: string }>('SELECT status FROM product_returns WHERE rma_no = $1', [
        Number(String(RMANo).replace('RMA-', '')),
      ]);
      expect(ret.status).toBe('Refunded');

      // --- A new partner shop, an order through its /fborder link, and the report
      await admin.getByRole('link', { name: 'Shops' }).click();
      await admin.getByLabel("New shop's name").fill('Chaguanas Glow', { timeout: WAIT });
      await admin.getByRole('button', { name: 'Add shop' }).click();
      await expect.poll(() => admin.locator('.message.done').textContent({ timeout: WAIT }), { timeout: WAIT }).toMatch(/^Shop \d+ added\./);
      const shopNo = Number(/^Shop (\d+)/.exec((await admin.locator('.message.done').textContent())!)![1]);

      await visit(shopper.page, `${host.url}/fborder/${LOTION}/${shopNo}`);
      const form = shopper.page.locator('trini-quick-order');
      await expect.poll(() => form.locator('[part="shop-name"]').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('Chaguanas Glow');
      await fillCustomer(form, { mobile: '7080002', name: 'Kavita Singh' });
      await form.getByRole('button', { name: 'Send Order' }).click({ timeout: WAIT });
      await form.locator('[part="confirmation"]').waitFor({ timeout: WAIT });
      const [partnerOrder] = await waitForOrders(host, '7080002');
      expect(partnerOrder).toMatchObject({ shop_no: shopNo, source: 2 });

      await admin.getByRole('button', { name: 'Show' }).click();
      const row = admin.locator(`table.report tr[data-shop-no="${shopNo}"]`);
      await row.waitFor({ timeout: WAIT });
      expect(await row.locator('td').allTextContents()).toEqual([`${shopNo} Chaguanas Glow`, 'Quick order', '1', '1', expect.stringMatching(/^TT\$/), '—']);
      expect(await admin.locator('.chart svg polyline').count()).toBeGreaterThan(0);
      await shot(page, 'shops-375');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375); // no sideways scrolling

      // --- Wide screen: the same screens for the record
      if (shots) {
        await page.setViewportSize(VIEWPORTS.wide);
        await shot(page, 'shops-1280');
        await admin.getByRole('link', { name: 'Products' }).click();
        await admin.getByLabel('Search products').fill(String(LOTION));
        await admin.getByRole('button', { name: 'Search' }).click();
        await admin.locator(`li.product-row[data-product-no="${LOTION}"] button`).click({ timeout: WAIT });
        await admin.locator('form.editor').waitFor({ timeout: WAIT });
        await shot(page, 'products-1280');
        await page.setViewportSize(VIEWPORTS.narrow);
        await shot(page, 'products-375');
        await page.setViewportSize(VIEWPORTS.wide);
        await admin.getByRole('link', { name: 'Orders' }).click();
        await card(bankOrder).waitFor({ timeout: WAIT });
        await shot(page, 'orders-1280');
      }
      // The board on a phone does not scroll sideways.
      await page.setViewportSize(VIEWPORTS.narrow);
      await admin.getByRole('link', { name: 'Orders' }).click();
      await card(bankOrder).waitFor({ timeout: WAIT });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // The one 401 is the deliberately wrong password at the start (the browser logs every failed request).
      expect(staff.errors.filter((e) => /status of 401/.test(e))).toHaveLength(1);
      expectNoErrors(
        staff.errors.filter((e) => !/status of 401/.test(e)),
        '/admin',
      );
      await staff.context.close();
      await shopper.context.close();
    },
  );

  it('no shopper page loads the back office code', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.wide);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    for (const path of ['/home', '/productdetails/19', '/checkout', '/ordertrack']) {
      await visit(page, `${host.url}${path}`);
      await networkQuiet(page, WAIT);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin-app/.test(s))).toEqual([]);
    const home = await (await fetch(`${host.url}/home`)).text();
    expect(home).not.toContain('/admin');
    await context.close();
  });
});
