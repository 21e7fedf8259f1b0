// The shop's settings from the back office in Chromium (docs/back-office.md#settings): an owner signs in on a
// phone-sized screen, is refused a malformed SWIFT code with the server's message beside the form, saves a new bank
// account, and a shopper's checkout shows it under bank transfer on the next page load.
// ADMIN_SHOTS=/some/dir also saves screenshots of the Settings screen at 375px and 1280px there.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, visit, WAIT } from '../helpers/e2e-shop.js';
import { addStaff } from '../../host/admin/staff.js';

const OWNER = { mobile: '7000011', name: 'Ria Owner', password: 'frangipani-2025' };
const PERFUME = 62; // TT$385: two make a delivery order
const BANK = { accountName: 'Cedar Soap Co.', bank: 'First Island Bank', accountNumber: '700-800-900', swift: 'FIBKTTPX' };

let host: RunningHost;
let browser: Browser;
withShop((h, b) => ((host = h), (browser = b)));

const shots = process.env.ADMIN_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

describe('shop settings in the back office', () => {
  it('an owner saves a bank account, and the checkout shows it under bank transfer', { timeout: 180_000 }, async () => {
    await addStaff(host.db, OWNER, new Date());
    const { page, errors } = await openPage(browser, VIEWPORTS.narrow);
    await page.goto(`${host.url}/admin`, { waitUntil: 'domcontentloaded', timeout: WAIT });
    const admin = page.locator('trini-admin-app');
    await admin.getByLabel('Mobile').fill(OWNER.mobile, { timeout: WAIT });
    await admin.getByLabel('Password').fill(OWNER.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: 'Settings' }).click({ timeout: WAIT });
    const form = admin.locator('[part="settings"] form');
    await form.waitFor({ timeout: WAIT });

    for (const [label, value] of [
      ['Account name', BANK.accountName],
      ['Bank', BANK.bank],
      ['Account number', BANK.accountNumber],
      ['SWIFT code', 'FIB'],
    ]) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => form.locator('.message.error').textContent({ timeout: WAIT }), { timeout: WAIT })
      .toBe('Bank details: the SWIFT code must be 8 or 11 letters and digits (such as ABCDTTPX).');

    await form.getByLabel('SWIFT code', { exact: true }).fill(BANK.swift.toLowerCase());
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => form.locator('.message.done').textContent({ timeout: WAIT }), { timeout: WAIT }).toContain('Shop settings saved.');
    expect(await form.getByLabel('SWIFT code', { exact: true }).inputValue()).toBe(BANK.swift);
    await shot(page, 'settings-375');
    await page.setViewportSize(VIEWPORTS.wide);
    await shot(page, 'settings-1280');
    // The refused save is the one failed request the browser reports.
    expectNoErrors(
      errors.filter((e) => !e.includes('status of 400')),
      'the Settings screen',
    );
    await page.close();

    const shopper = await openPage(browser, VIEWPORTS.wide);
    expect(await visit(shopper.page, `${host.url}/cart/${PERFUME}`)).toBe(200);
    await shopper.page.locator('trini-cart li.cart-line').first().waitFor({ timeout: WAIT });
    await visit(shopper.page, `${host.url}/checkout`);
    const checkout = shopper.page.locator('trini-checkout');
    await checkout.locator('form').waitFor({ timeout: WAIT });
    await checkout.getByRole('radio', { name: 'Bank Transfer', exact: true }).check({ timeout: WAIT });
    const details = checkout.locator('[part="bank-details"]');
    await details.waitFor({ timeout: WAIT });
    const text = await details.innerText();
    for (const value of Object.values(BANK)) expect(text).toContain(value);
    expectNoErrors(shopper.errors, 'the checkout');
    await shopper.page.close();
  });
});
