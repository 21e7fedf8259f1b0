// A bank transfer paid with a receipt photo by WhatsApp, end to end through the message emulator
// (docs/notifications.md#receipt-photos): a guest orders by bank transfer with WhatsApp chosen, the phone gets the
// shop's bank details and the request for the receipt, the phone sends a photo, the back office shows it on the
// order, and staff mark the transfer received. RECEIPT_SHOTS=/some/dir also saves screenshots at 375px and 1280px.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, fillCustomer, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { addStaff } from '../../host/admin/staff.js';

const STAFF = { mobile: '7000012', name: 'Ann Baptiste', password: 'hibiscus-2025' };
const SHOPPER = { mobile: '7090002', name: 'Marcus Joseph' };
const PHONE = '+18687090002';
const PERFUME = 62;

let host: RunningHost;
let browser: Browser;
withShop((h, b) => ((host = h), (browser = b)));

const shots = process.env.RECEIPT_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** A photo of a paper receipt, as a phone would send it. */
async function receiptPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="520"><rect width="360" height="520" fill="#fbf8ef"/>
<text x="30" y="60" font-size="26" font-family="sans-serif">Republic Bank</text><text x="30" y="120" font-size="20" font-family="sans-serif">Transfer receipt</text>
<text x="30" y="180" font-size="18" font-family="sans-serif">To: Trini Naturals Limited</text><text x="30" y="220" font-size="18" font-family="sans-serif">Amount: paid</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe('a bank transfer paid with a receipt photo by WhatsApp', () => {
  it('asks for the receipt, shows the photo the phone sent on the order in the back office, and staff mark it paid', { timeout: 240_000 }, async () => {
    // --- The guest checks out by bank transfer on a phone, WhatsApp preselected.
    const { page, errors } = await openPage(browser, VIEWPORTS.narrow);
    expect(await visit(page, `${host.url}/cart/${PERFUME}`)).toBe(200);
    await page.locator('trini-cart li.cart-line').first().waitFor({ timeout: WAIT });
    await visit(page, `${host.url}/checkout`);
    const checkout = page.locator('trini-checkout');
    await fillCustomer(checkout, { ...SHOPPER, address: '3 Harris Promenade', city: 'San Fernando' });
    await checkout.getByRole('radio', { name: 'Bank Transfer', exact: true }).check({ timeout: WAIT });
    expect(await checkout.getByRole('combobox', { name: 'Send order updates by' }).inputValue()).toBe('whatsapp');
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await page.waitForURL('**/success', { timeout: WAIT });
    const [{ order_no: orderNo }] = await waitForOrders(host, SHOPPER.mobile);
    expectNoErrors(errors, 'checkout');

    // --- The phone gets the bank details and the request for the receipt.
    await host.flushMail();
    await visit(page, `${host.url}/dev/messages?number=${encodeURIComponent(PHONE)}`);
    const phone = page.locator(`section.phone[data-number="${PHONE}"]`);
    const confirmation = (await phone.locator('li.msg .body').first().textContent({ timeout: WAIT })) ?? '';
    expect(confirmation).toContain(`Order #${orderNo}`);
    expect(confirmation).toContain('by bank transfer within 3 days to Trini Naturals Limited, Republic Bank Limited, account 180-4567-8901');
    expect(confirmation).toContain('reply with a photo of the receipt');

    // --- The phone sends a photo of the receipt.
    await phone.locator('input[type="file"][name="photo"]').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await receiptPhoto() });
    await phone.getByLabel('Caption').fill(`Order ${orderNo}`);
    await phone.getByRole('button', { name: 'Send photo' }).click();
    await page.waitForURL(`**/dev/messages?number=*`, { timeout: WAIT });
    expect(await page.locator(`section.phone[data-number="${PHONE}"] details.sent li`).first().textContent()).toContain(`photo: Order ${orderNo}`);
    // The shop's answer comes as free-form text: the phone wrote a moment ago.
    await host.flushMail();
    await visit(page, `${host.url}/dev/messages?number=${encodeURIComponent(PHONE)}`);
    const answer = phone.locator('li.msg').first();
    expect(await answer.locator('.body').textContent()).toContain(`order #${orderNo} has your receipt photo, thank you.`);
    expect(await answer.locator('.tpl').textContent()).toBe('Free-form text: the number wrote within 24 hours');
    await shot(page, 'dev-messages-photo-375');
    expectNoErrors(errors, 'the emulator');

    // --- Staff see the photo on the order and mark the transfer received.
    await addStaff(host.db, STAFF, new Date());
    for (const viewport of [VIEWPORTS.narrow, VIEWPORTS.wide]) {
      const staff = await openPage(browser, viewport);
      await visit(staff.page, `${host.url}/admin`);
      const admin = staff.page.locator('trini-admin-app');
      await admin.getByLabel('Mobile').fill(STAFF.mobile, { timeout: WAIT });
      await admin.getByLabel('Password').fill(STAFF.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin
        .locator(`.order-card[data-order-no="${orderNo}"]`)
        .getByRole('button', { name: `#${orderNo}` })
        .click({ timeout: WAIT });
      const orderPage = admin.locator('[part="order"]');
      const image = orderPage.locator('[part="receipts"] img');
      await image.waitFor({ timeout: WAIT });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: WAIT }).toBe(360);
      expect(await image.getAttribute('src')).toMatch(/^blob:/);
      expect(await orderPage.locator('[part="receipts"] figcaption').textContent()).toContain(`${PHONE} · “Order ${orderNo}”`);
      await shot(staff.page, `admin-order-receipt-${viewport.width}`);
      if (viewport === VIEWPORTS.wide) {
        await orderPage.getByRole('button', { name: 'Bank transfer received' }).click({ timeout: WAIT });
        await expect.poll(() => orderPage.locator('h1 .status').textContent(), { timeout: WAIT }).toBe('Paid');
      }
      expectNoErrors(staff.errors, `back office at ${viewport.width}px`);
      await staff.page.close();
    }
    // The photo is the staff's alone: without a staff token the address answers 401.
    const [{ receipt_no }] = await host.db.query<{ receipt_no: string }>('SELECT receipt_no FROM payment_receipts WHERE order_no = $1', [orderNo]);
    expect((await fetch(`${host.url}/api/admin/ReceiptPhoto?ReceiptNo=${receipt_no}`)).status).toBe(401);
    // The shopper hears the order is paid.
    await host.flushMail();
    await visit(page, `${host.url}/dev/messages?number=${encodeURIComponent(PHONE)}`);
    expect(await phone.locator('li.msg .body').first().textContent()).toContain(`order #${orderNo} is paid.`);
  });
});
