// WhatsApp notices end to end, through the built-in message emulator (docs/notifications.md#emulator): a guest
// orders with WhatsApp chosen at checkout, the emulator's /dev/messages shows the confirmation, its tracking link
// opens the order without anything typed, and staff marking the order shipped in the back office sends that notice.
// MESSAGE_SHOTS=/some/dir also saves screenshots at 375px and 1280px there.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, fillCustomer, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { addStaff } from '../../host/admin/staff.js';

const STAFF = { mobile: '7000011', name: 'Ann Baptiste', password: 'hibiscus-2025' };
const SHOPPER = { mobile: '7090001', name: 'Keisha Charles' };
const PHONE = '+18687090001';
const PERFUME = 62;

let host: RunningHost;
let browser: Browser;
withShop((h, b) => ((host = h), (browser = b)));

const shots = process.env.MESSAGE_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

describe('order notices on WhatsApp', () => {
  it(
    'a guest order with WhatsApp chosen is confirmed on the phone with a working tracking link; shipping it sends that notice',
    { timeout: 180_000 },
    async () => {
      // --- The guest checks out on a phone; WhatsApp is preselected once the mobile is typed.
      const { page, errors } = await openPage(browser, VIEWPORTS.narrow);
      expect(await visit(page, `${host.url}/cart/${PERFUME}`)).toBe(200);
      const line = page.locator('trini-cart li.cart-line');
      await line.first().waitFor({ timeout: WAIT });
      await line.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
      await expect.poll(() => line.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');
      await visit(page, `${host.url}/checkout`);
      const checkout = page.locator('trini-checkout');
      await fillCustomer(checkout, { ...SHOPPER, address: '7 Coffee Street', city: 'San Fernando' });
      const updates = checkout.getByRole('combobox', { name: 'Send order updates by' });
      expect(await updates.inputValue()).toBe('whatsapp');
      expect(await checkout.getByText('Reply STOP to end them.').textContent()).toBe(
        'Your confirmation and order updates go to the mobile above by WhatsApp. Reply STOP to end them.',
      );
      await updates.scrollIntoViewIfNeeded();
      await shot(page, 'checkout-updates-375');
      await visibleOrderButton(checkout).click({ timeout: WAIT });
      await page.waitForURL('**/success', { timeout: WAIT });
      const [order] = await waitForOrders(host, SHOPPER.mobile);
      const orderNo = order.order_no;
      expectNoErrors(errors, 'checkout');

      // --- The emulator's phone shows the confirmation; its link opens the order.
      await host.flushMail();
      const phone = async (p: Page) => {
        await visit(p, `${host.url}/dev/messages?number=${encodeURIComponent(PHONE)}`);
        return p.locator(`section.phone[data-number="${PHONE}"] li.msg`);
      };
      const messages = await phone(page);
      await expect.poll(() => messages.count(), { timeout: WAIT }).toBe(1);
      const confirmation = (await messages.first().locator('.body').textContent()) ?? '';
      expect(confirmation).toContain(`Order #${orderNo}, total TT$`);
      expect(confirmation).toContain('Pay TT$');
      expect(await messages.first().locator('.meta').textContent()).toContain('WhatsApp');
      await shot(page, 'dev-messages-confirmation-375');
      await messages.first().locator('.body a').click({ timeout: WAIT });
      await page.waitForURL(`**/track/${orderNo}/*`, { timeout: WAIT });
      expect(await page.locator('h1#track-title').textContent()).toBe(`Order #${orderNo}`);
      expect(await page.locator('.track-order .status').textContent()).toBe('Pending');
      await shot(page, 'track-link-375');

      // --- Staff mark it shipped in the back office.
      await addStaff(host.db, STAFF, new Date());
      const staff = await openPage(browser, VIEWPORTS.wide);
      await visit(staff.page, `${host.url}/admin`);
      const admin = staff.page.locator('trini-admin-app');
      await admin.getByLabel('Mobile').fill(STAFF.mobile, { timeout: WAIT });
      await admin.getByLabel('Password').fill(STAFF.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      const card = admin.locator(`.order-card[data-order-no="${orderNo}"]`);
      await card.getByRole('button', { name: `#${orderNo}` }).click({ timeout: WAIT });
      const orderPage = admin.locator('[part="order"]');
      await orderPage.getByRole('button', { name: 'Mark Shipped', exact: true }).click({ timeout: WAIT });
      await expect.poll(() => orderPage.locator('h1 .status').textContent(), { timeout: WAIT }).toBe('Shipped');

      // --- The phone shows the shipped notice, newest first, with the same link.
      await host.flushMail();
      const after = await phone(page);
      await expect.poll(() => after.count(), { timeout: WAIT }).toBe(2);
      expect(await after.first().locator('.body').textContent()).toContain(`order #${orderNo} has been shipped.`);
      // The back office's order page lists both notices and what became of them.
      await staff.page.reload();
      await orderPage
        .locator('h1')
        .filter({ hasText: `Order #${orderNo}` })
        .waitFor({ timeout: WAIT });
      const sent = orderPage.locator('[part="messages"] li');
      await expect.poll(() => sent.count(), { timeout: WAIT }).toBe(2);
      expect(await sent.allTextContents()).toEqual([
        expect.stringMatching(/^Order confirmation · WhatsApp · sent · delivered/),
        expect.stringMatching(/^Status: Shipped · WhatsApp · sent · delivered/),
      ]);
      await shot(staff.page, 'admin-order-messages-1280');
      const wide = await openPage(browser, VIEWPORTS.wide);
      await phone(wide.page);
      await shot(wide.page, 'dev-messages-1280');
      expectNoErrors(staff.errors, 'back office');
    },
  );
});
