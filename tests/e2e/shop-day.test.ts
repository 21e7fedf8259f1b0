// A shop's day in the back office, in Chromium (docs/back-office.md): staff signed in once work in two tabs; a new
// order reaches the open board within 2 s and is counted unread in the other tab; a tab whose event stream dropped
// counts the orders placed meanwhile once it is back, and so does a tab opened later; a card declined twice and then
// approved is one Paid order; Mark Paid on a declined order asks first; the products list edits stock; the packing
// slip prints alone on A4 and on 80 mm paper. DOCS_SHOTS=1 saves the screenshots docs/back-office.md shows.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, WAIT } from '../helpers/e2e-shop.js';
import { addStaff } from '../../host/admin/staff.js';
import { appOrderEvents } from '../../host/app.js';

const STAFF = { mobile: '7000005', name: 'Ann Baptiste', password: 'hibiscus-2025', email: 'ann@shop.tt' };
const DECLINE = '4111111111113333';
const APPROVE = '4111111111111111';

let host: RunningHost;
let browser: Browser;
withShop((h, b) => {
  host = h;
  browser = b;
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, field by field, and each read is asserted
type Json = Record<string, any>;

async function post(path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${host.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as Json) };
}

let mobileSeq = 7590000;
function order(PMNo: number, extra: Json = {}): Json {
  return {
    PMNo,
    IsPickup: 0,
    ODeliverCountryNo: 1,
    CustomerCityNo: 2,
    CustomerMobile: String(++mobileSeq),
    CustomerName: 'Nadia Mohammed',
    CustomerAddress: '4 Rosewood Drive, Chaguanas',
    EmailID: 'nadia@example.tt',
    OrderProductList: [
      { ProductNo: 20, Quantity: 4 },
      { ProductNo: 79, Quantity: 1 },
    ],
    ...extra,
  };
}

/** Pays on the emulator's card page with `card` and posts the return, as the browser and the return page would. */
async function payWith(url: string, card: string): Promise<Json> {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `card_number=${card}&expiry=12%2F30&cvv=123`,
  });
  const back = new URL(String(res.headers.get('location')));
  return post(`/api/shop/WipayReceive${back.search}`, {});
}

const shoot = process.env.DOCS_SHOTS === '1';
async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  if (!shoot) return;
  const path = join('docs', 'images', `${name}.png`);
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path });
}

describe('a day in the back office', () => {
  it('runs the day: live board, one order per card purchase, stock, packing slip', { timeout: 240_000 }, async () => {
    await addStaff(host.db, STAFF, new Date());

    // --- A card declined twice, then approved: one order, Paid, three attempts.
    const card = order(1, { IsPickup: 1 });
    const first = await post('/api/shop/GetWipayUrl', card);
    expect(first.status).toBe(200);
    expect((await payWith(first.url, DECLINE)).status).toBe('failed');
    const again = await post('/api/shop/GetWipayUrl', { OrderNo: first.OrderNo, CustomerMobile: card.CustomerMobile });
    expect((await payWith(again.url, DECLINE)).status).toBe('failed');
    const last = await post('/api/shop/GetWipayUrl', { OrderNo: first.OrderNo, CustomerMobile: card.CustomerMobile });
    expect((await payWith(last.url, APPROVE)).status).toBe('success');
    const cardOrders = await host.db.query<{ order_no: number; status: string }>('SELECT order_no, status FROM orders WHERE customer_mobile = $1', [
      card.CustomerMobile,
    ]);
    expect(cardOrders).toEqual([{ order_no: first.OrderNo, status: 'Paid' }]);

    // A declined order for Mark Paid to ask about.
    const declined = await post('/api/shop/GetWipayUrl', order(1));
    expect((await payWith(declined.url, DECLINE)).status).toBe('failed');
    const bank = (await post('/api/shop/SaveOrder', order(2))).OrderNo as number;

    // --- Staff sign in once, on a wide screen
    const staff = await openPage(browser, VIEWPORTS.wide);
    const page = staff.page;
    await page.goto(`${host.url}/admin`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    const admin = page.locator('trini-admin-app');
    await admin.getByLabel('Mobile').fill(STAFF.mobile, { timeout: WAIT });
    await admin.getByLabel('Password').fill(STAFF.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    const cardOf = (no: number): Locator => admin.locator(`.order-card[data-order-no="${no}"]`);
    await cardOf(bank).waitFor({ timeout: WAIT });
    expect(await cardOf(bank).locator('.order-items').textContent()).toMatch(/^4 × .+, 1 × .+$/);

    // --- A second tab of the same browser is signed in already: it works on the products.
    const other = await staff.context.newPage();
    await other.goto(`${host.url}/admin#products`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    const otherAdmin = other.locator('trini-admin-app');
    await otherAdmin.locator('li.product-row').first().waitFor({ timeout: WAIT });
    // Both tabs' event streams are open and caught up before the order is placed.
    for (const app of [admin, otherAdmin]) await app.locator('.admin[data-events="live"]').waitFor({ timeout: WAIT });

    // --- A new order: on the open board within 2 s, counted unread in the other tab; one staff mail.
    await host.flushMail();
    const mailsBefore = host.mail.sent.length;
    const placedAt = Date.now();
    const fresh = (await post('/api/shop/SaveOrder', order(3, { CustomerName: 'Live Order' }))).OrderNo as number;
    await expect.poll(() => cardOf(fresh).count(), { timeout: 2000, interval: 50 }).toBe(1);
    expect(Date.now() - placedAt).toBeLessThan(2000);
    await expect.poll(() => otherAdmin.locator('[part="unread"]').textContent(), { timeout: 2000, interval: 50 }).toBe('1');
    await expect.poll(() => other.title(), { timeout: WAIT }).toMatch(/^\(1\) Back office/);
    await host.flushMail();
    const staffMails = host.mail.sent.slice(mailsBefore).filter((m) => m.subject.startsWith(`New order #${fresh}:`));
    expect(staffMails).toEqual([expect.objectContaining({ to: STAFF.email })]);
    await shot(page, 'back-office-board-1280');

    // --- Mark Paid on the declined card order asks first and shows the decline.
    await admin.getByLabel('Show').first().selectOption('all');
    await cardOf(declined.OrderNo).waitFor({ timeout: WAIT });
    await cardOf(declined.OrderNo).getByRole('button', { name: 'Mark Paid' }).click();
    const confirm = cardOf(declined.OrderNo).locator('[part="confirm-paid"]');
    await confirm.waitFor({ timeout: WAIT });
    expect(await confirm.textContent()).toMatch(/was declined:.*declined/i);
    await shot(page, 'back-office-mark-paid', cardOf(declined.OrderNo));
    await confirm.getByRole('button', { name: 'Keep unpaid' }).click();
    const [still] = await host.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [declined.OrderNo]);
    expect(still.status).toBe('Payment failed');

    // --- The products list and stock, in the other tab.
    await otherAdmin.getByLabel('Search products').fill('19');
    await otherAdmin.getByRole('button', { name: 'Search' }).click();
    await otherAdmin.locator('li.product-row[data-product-no="19"] button').click({ timeout: WAIT });
    await otherAdmin.getByLabel('Stock (empty: not tracked)').fill('3', { timeout: WAIT });
    await otherAdmin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => otherAdmin.locator('.message.done').textContent(), { timeout: WAIT }).toMatch(/saved/);
    await shot(other, 'back-office-product-1280');
    await otherAdmin.getByRole('button', { name: '← Products' }).click();
    await expect.poll(() => otherAdmin.locator('li.product-row[data-product-no="19"] .stock').textContent(), { timeout: WAIT }).toBe('3 left');
    await other.setViewportSize(VIEWPORTS.narrow);
    await shot(other, 'back-office-products-375');
    const product = (await (await fetch(`${host.url}/api/Product/loadproduct?ProductNo=19`)).json()) as Json;
    expect(product.Stock).toBe(3);

    // --- The packing slip: prints alone, on A4 and on 80 mm paper.
    await page.goto(`${host.url}/admin#slip/${bank}`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    const slip = admin.locator('[part="slip"]');
    await slip.waitFor({ timeout: WAIT });
    expect(await slip.locator('.slip-lines tbody tr').count()).toBe(2);
    expect(await slip.textContent()).not.toMatch(/TT\$/); // no prices unless the shop asks
    await page.emulateMedia({ media: 'print' });
    expect(await admin.locator('.tabs').isVisible()).toBe(false);
    expect(await admin.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await slip.isVisible()).toBe(true);
    await shot(page, 'back-office-slip-a4', slip);
    await page.setViewportSize({ width: 302, height: 700 }); // 80 mm at 96 dpi
    expect(await slip.evaluate((el) => getComputedStyle(el).fontSize)).toBe('12px'); // 9pt
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(302);
    await shot(page, 'back-office-slip-80mm', slip);
    await page.emulateMedia({ media: 'screen' });

    // --- The board on a phone
    await page.setViewportSize(VIEWPORTS.narrow);
    await page.goto(`${host.url}/admin#orders`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    await cardOf(fresh).waitFor({ timeout: WAIT });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'back-office-board-375');

    expectNoErrors(staff.errors, '/admin');
    await staff.context.close();
  });

  it('counts the orders placed while a tab’s stream was down, and a tab opened before anyone looked', { timeout: 120_000 }, async () => {
    const nightShift = { mobile: '7000006', name: 'Kerry Ann', password: 'hibiscus-2026' };
    await addStaff(host.db, nightShift, new Date());
    const staff = await openPage(browser, VIEWPORTS.wide);
    const page = staff.page;
    await page.goto(`${host.url}/admin`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    const admin = page.locator('trini-admin-app');
    await admin.getByLabel('Mobile').fill(nightShift.mobile, { timeout: WAIT });
    await admin.getByLabel('Password').fill(nightShift.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    const live = (app: Locator) => app.locator('.admin[data-events="live"]');
    const unread = (app: Locator) => app.locator('[part="unread"]');
    await live(admin).waitFor({ timeout: WAIT });
    await admin.getByRole('link', { name: 'Products' }).click();
    await admin.locator('li.product-row').first().waitFor({ timeout: WAIT });

    // The host ends the stream and the browser cannot reach it again until both orders are placed.
    const stream = /\/api\/admin\/OrderEvents\?/;
    await page.route(stream, (route) => route.abort());
    appOrderEvents(host.app)!.streams.endAll();
    await expect.poll(() => admin.locator('.admin').getAttribute('data-events'), { timeout: WAIT }).toBe('connecting');
    const placed = [await post('/api/shop/SaveOrder', order(3)), await post('/api/shop/SaveOrder', order(2))];
    expect(placed.map((p) => p.status)).toEqual([200, 200]);
    expect(await unread(admin).count()).toBe(0);
    await page.unroute(stream);
    await live(admin).waitFor({ timeout: WAIT });
    await expect.poll(() => unread(admin).textContent(), { timeout: WAIT }).toBe('2');
    await expect.poll(() => page.title(), { timeout: WAIT }).toMatch(/^\(2\) Back office/);

    // A tab opened now, before anyone looked at the board, counts them too.
    const later = await staff.context.newPage();
    await later.goto(`${host.url}/admin#products`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    const laterAdmin = later.locator('trini-admin-app');
    await live(laterAdmin).waitFor({ timeout: WAIT });
    await expect.poll(() => unread(laterAdmin).textContent(), { timeout: WAIT }).toBe('2');

    // Once the board has been looked at, a new tab has nothing unread.
    await admin.getByRole('link', { name: 'Orders' }).click();
    await admin.locator(`.order-card[data-order-no="${placed[1].OrderNo}"]`).waitFor({ timeout: WAIT });
    expect(await unread(admin).count()).toBe(0);
    const next = await staff.context.newPage();
    await next.goto(`${host.url}/admin#products`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    const nextAdmin = next.locator('trini-admin-app');
    await live(nextAdmin).waitFor({ timeout: WAIT });
    expect(await unread(nextAdmin).count()).toBe(0);
    await staff.context.close();
  });
});
