// A returning guest sees past orders by proof: the confirmation mail's claim link brings a guest order into an
// account. Nobody gets the order by typing its mobile, not even in the browser that placed it (it may be shared).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { apiRegister, expectNoErrors, fillCustomer, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { networkQuiet } from '../helpers/page-at-rest.js';

const GUEST = { mobile: '7050001', name: 'Keisha Joseph', email: 'keisha@example.tt', password: 'sorrel-2024' };
const PRODUCT = 62;

let host: RunningHost;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await host?.close();
});

async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, VIEWPORTS.wide);
  contexts.push(opened.context);
  return opened;
}

async function placeGuestOrder(page: Page, mobile: string): Promise<number> {
  await visit(page, `${host.url}/cart/${PRODUCT}`);
  await page.locator('trini-cart li.cart-line').first().waitFor({ timeout: WAIT });
  await visit(page, `${host.url}/checkout`);
  const checkout = page.locator('trini-checkout');
  await fillCustomer(checkout, { mobile, name: GUEST.name, email: GUEST.email, address: '9 Pembroke Street' });
  await visibleOrderButton(checkout).click({ timeout: WAIT });
  await page.waitForURL('**/success', { timeout: WAIT });
  const orders = await waitForOrders(host, mobile);
  return orders.at(-1)!.order_no;
}

async function historyRows(page: Page): Promise<string[]> {
  await visit(page, `${host.url}/orderhistory`);
  const table = page.locator('trini-account-page [part="page"]');
  await table.waitFor({ timeout: WAIT });
  await networkQuiet(page, WAIT);
  return page.locator('trini-account-page tr[part="row"]').allInnerTexts();
}

async function signIn(page: Page, mobile: string, password: string): Promise<void> {
  await visit(page, `${host.url}/login`);
  const form = page.locator('trini-account-menu');
  await form.getByLabel('Mobile', { exact: true }).fill(mobile, { timeout: WAIT });
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cjwt')), { timeout: WAIT }).toBeTruthy();
  // Signing in takes the shopper on from /login: a visit started before that would be cut short by it.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: WAIT });
}

describe('a returning guest sees past orders by proof', () => {
  it('a stranger who registers the guest’s mobile sees nothing, in another browser or in the one that placed the order', async () => {
    const { page, errors } = await freshPage();
    const orderNo = await placeGuestOrder(page, GUEST.mobile);
    expect((await host.db.query('SELECT customer_no FROM orders WHERE order_no = $1', [orderNo]))[0]).toEqual({ customer_no: null });

    await apiRegister(host, { mobile: GUEST.mobile, name: 'Not Keisha', password: GUEST.password });
    const stranger = await freshPage();
    await signIn(stranger.page, GUEST.mobile, GUEST.password);
    expect(await historyRows(stranger.page)).toEqual([]);

    // The placing browser, shared: signing in there with the order's mobile is no proof either.
    await signIn(page, GUEST.mobile, GUEST.password);
    expect(await historyRows(page)).toEqual([]);
    expect((await host.db.query('SELECT customer_no FROM orders WHERE order_no = $1', [orderNo]))[0]).toEqual({ customer_no: null });
    expectNoErrors(errors, 'the guest checkout and order history');
  });

  it('the claim link in the confirmation mail brings a guest order into an account from any browser', async () => {
    const placing = await freshPage();
    const orderNo = await placeGuestOrder(placing.page, '7050002');
    await host.flushMail();
    const mail = host.mail.sent
      .slice()
      .reverse()
      .find((m) => m.subject.includes(`#${orderNo}`));
    const link = /(https?:\/\/\S+\/claimorder\?\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    const phone = await freshPage(); // the guest, later, on another device, with an account of another number
    await apiRegister(host, { mobile: '7050003', name: 'Keisha J', password: GUEST.password });
    await visit(phone.page, link!);
    // The link lands on the order history, which sends a shopper who is not signed in to the sign-in page.
    await phone.page.waitForURL('**/login**', { timeout: WAIT });
    await signIn(phone.page, '7050003', GUEST.password);
    const rows = await historyRows(phone.page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`#${orderNo}`);
  });
});
