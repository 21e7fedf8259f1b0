// Register, log out, log in from the header (docs/screens.md#page-shell, docs/screens.md#account-dialogs, docs/domain.md#session); the checkout is
// pre-filled from the session; the order shows in order history, order detail and order track (docs/screens.md#account-pages).
// A guest requests a return on /productreturn with the order number and the mobile, without signing in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { expectNoErrors, money, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { formatTT } from '../../widgets/domain/index.js';

const CUSTOMER = { mobile: '7040001', name: 'Farah Ali', email: 'farah.ali@example.tt', password: 'sorrel-2024' };
const PRODUCT = 62; // TT$385

let host: RunningHost;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let orderNo = 0;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
  ({ context, page, errors } = await openPage(browser, VIEWPORTS.wide));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.close();
});

const headerMenu = () => page.locator('header trini-account-menu');
const dialog = (): Locator => page.locator('dialog.auth-dialog[open]');

async function loggedInAs(name: string): Promise<void> {
  await expect.poll(() => headerMenu().locator('[part="name"]').textContent({ timeout: WAIT }), { timeout: WAIT }).toContain(name.split(' ')[0]);
}

describe('customer account', () => {
  it('registers from the header dialog', async () => {
    await visit(page, `${host.url}/home`);
    await headerMenu().getByRole('button', { name: 'Register' }).click({ timeout: WAIT });
    const form = dialog();
    await form.waitFor({ timeout: WAIT });
    // docs/domain.md#validation: the first missing field is named
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => form.locator('.form-error').textContent(), { timeout: WAIT }).toBe('Mobile is required.');
    await form.getByLabel('Mobile', { exact: true }).fill(CUSTOMER.mobile);
    await form.getByLabel('Name', { exact: true }).fill(CUSTOMER.name);
    await form.getByLabel('Email (optional)').fill(CUSTOMER.email);
    await form.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await form.getByLabel('Confirm Password').fill(CUSTOMER.password);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => form.locator('.form-error').textContent(), { timeout: WAIT }).toMatch(/^You need to confirm that this is your mobile number/);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Continue' }).click();
    await loggedInAs(CUSTOMER.name);
    expect(await page.locator('dialog.auth-dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cjwt'))).toBeTruthy();
    const [row] = await host.db.query<{ name: string; email: string }>('SELECT name, email FROM customers WHERE mobile = $1', [CUSTOMER.mobile]);
    expect(row).toEqual({ name: CUSTOMER.name, email: CUSTOMER.email });
  });

  it('logs out and back in from the header', async () => {
    await headerMenu().locator('[part="account-button"]').click({ timeout: WAIT });
    await headerMenu().getByRole('button', { name: 'Logout' }).click({ timeout: WAIT });
    await headerMenu().getByRole('button', { name: 'Login' }).waitFor({ timeout: WAIT });
    expect(await page.evaluate(() => localStorage.getItem('cjwt'))).toBeNull();

    await headerMenu().getByRole('button', { name: 'Login' }).click();
    const form = dialog();
    await form.getByLabel('Mobile', { exact: true }).fill(CUSTOMER.mobile, { timeout: WAIT });
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => form.locator('.form-error').textContent(), { timeout: WAIT }).not.toBe('');
    expect(await page.locator('dialog.auth-dialog[open]').count()).toBe(1); // stays open on failure
    await form.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await form.getByRole('button', { name: 'Continue' }).click();
    await loggedInAs(CUSTOMER.name);
    // the session survives a reload
    await visit(page, `${host.url}/home`);
    await loggedInAs(CUSTOMER.name);
  });

  it('the checkout is pre-filled with mobile, name and email, and the order is placed', async () => {
    await visit(page, `${host.url}/cart/${PRODUCT}`);
    const line = page.locator('trini-cart li.cart-line');
    await line.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
    await expect.poll(() => line.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');
    await visit(page, `${host.url}/checkout`);
    const checkout = page.locator('trini-checkout');
    const account = checkout.locator('[part="account-details"]');
    await account.waitFor({ timeout: WAIT });
    const shown = await account.innerText();
    // Shown once: the account line names the customer; mobile and email are the fields below.
    expect(shown).toContain(CUSTOMER.name);
    expect(shown).not.toContain(CUSTOMER.mobile);
    expect(shown).not.toContain(CUSTOMER.email);
    await expect.poll(() => checkout.getByLabel('Mobile').first().inputValue(), { timeout: WAIT }).toBe(CUSTOMER.mobile);
    expect(await checkout.getByLabel('Name').first().inputValue()).toBe(CUSTOMER.name);
    expect(await checkout.getByLabel('Email').inputValue()).toBe(CUSTOMER.email);
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('22 Frederick Street'); // label 'Address *'
    const city = checkout.getByRole('combobox', { name: 'City', exact: true });
    await expect.poll(() => city.locator('option').count(), { timeout: WAIT }).toBeGreaterThan(1);
    await city.selectOption({ label: 'Port of Spain' }, { timeout: WAIT });
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await page.waitForURL('**/success', { timeout: WAIT });
    const [order] = await waitForOrders(host, CUSTOMER.mobile);
    const [customer] = await host.db.query<{ customer_no: number }>('SELECT customer_no FROM customers WHERE mobile = $1', [CUSTOMER.mobile]);
    expect(order.customer_no).toBe(customer.customer_no);
    expect(order.customer_email).toBe(CUSTOMER.email);
    orderNo = order.order_no;
  });

  it('the order shows in order history and its detail page', async () => {
    expect(orderNo).toBeGreaterThan(0);
    const [order] = await waitForOrders(host, CUSTOMER.mobile);
    await visit(page, `${host.url}/orderhistory`);
    const row = page.locator('trini-account-page tr[part="row"]');
    await row.first().waitFor({ timeout: WAIT });
    expect(await row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain(`#${orderNo}`);
    expect(text).toContain(formatTT(money(order.total_amount)));
    expect(text).toContain('Pending');
    await row.getByRole('link', { name: `View order ${orderNo}` }).click();
    await page.waitForURL(`**/orderdetail?OrderNo=${orderNo}`, { timeout: WAIT });
    const detail = page.locator('trini-account-page [part="order"]');
    await detail.waitFor({ timeout: WAIT });
    const detailText = await detail.innerText();
    expect(detailText).toContain(`#${orderNo}`);
    expect(detailText).toContain('22 Frederick Street');
    expect(detailText).toContain(formatTT(money(order.total_amount)));
  });

  it('/ordertrack shows the order status', async () => {
    await visit(page, `${host.url}/ordertrack?OrderNo=${orderNo}`);
    const result = page.locator('trini-account-page [part="track-result"]');
    await result.waitFor({ timeout: WAIT });
    expect(await result.locator('.status').textContent()).toBe('Pending');
    // Nothing is ticked while the order is Pending; the page says why.
    expect(await result.locator('.step.done').count()).toBe(0);
    expect(await result.locator('.not-started').textContent()).toBe('We have your order. The steps are ticked as the shop processes it.');

    // a status change in the store shows on the next look
    await host.db.query(`UPDATE orders SET status = 'Shipped' WHERE order_no = $1`, [orderNo]);
    await visit(page, `${host.url}/ordertrack?OrderNo=${orderNo}`);
    await expect.poll(() => result.locator('.status').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('Shipped');
    expect(await result.locator('[aria-current="step"] .label').textContent()).toBe('Order Shipped');
  });

  it('raised no console or page errors (the wrong password is an expected 401)', () => {
    expectNoErrors(
      errors.filter((e) => !/status of 401/.test(e)),
      'the account flow',
    );
    expect(errors.filter((e) => /status of 401/.test(e)).length).toBeLessThanOrEqual(1);
  });
});

describe('a guest return', () => {
  const GUEST = { mobile: '7040099', name: 'Kezia Joseph' };

  /** A guest's collected pickup order of one line, placed through the store's API. */
  async function collectedGuestOrder(): Promise<number> {
    const res = await host.app.inject({
      method: 'POST',
      url: '/api/shop/SaveOrder',
      payload: {
        PMNo: 3,
        IsPickup: 1,
        ODeliverCountryNo: 1,
        CustomerMobile: GUEST.mobile,
        CustomerName: GUEST.name,
        OrderProductList: [{ ProductNo: 20, Quantity: 3 }],
      },
    });
    expect(res.statusCode).toBe(200);
    const no = Number(res.json().OrderNo);
    await host.db.query(`UPDATE orders SET status = 'Collected' WHERE order_no = $1`, [no]);
    return no;
  }

  it('finds the order by its number and mobile, with no sign-in, and gets an RMA number', async () => {
    const guestOrderNo = await collectedGuestOrder();
    const { page: guest, errors: guestErrors, context: guestContext } = await openPage(browser, VIEWPORTS.narrow);
    await visit(guest, `${host.url}/productreturn`);
    const form = guest.locator('trini-account-page');
    const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
    await field('Order ID').fill(String(guestOrderNo), { timeout: WAIT });
    await field('Mobile').fill(GUEST.mobile);
    expect(new URL(guest.url()).pathname).toBe('/productreturn'); // not sent to the sign-in page
    expect(await form.getByRole('textbox', { name: /^Password/ }).count()).toBe(0);
    await form.getByRole('button', { name: 'Find order' }).click();

    // The return form, its order and product filled in from the order found.
    await expect.poll(() => field('Product Name').inputValue({ timeout: WAIT }), { timeout: WAIT }).toBe('Tobago Cocoa Body Butter');
    expect(await field('Order ID').inputValue()).toBe(String(guestOrderNo));
    expect(await field('Telephone').inputValue()).toBe(GUEST.mobile);
    await field('First Name').fill('Kezia');
    await field('Last Name').fill('Joseph');
    await field('E-Mail').fill('kezia@example.tt');
    await field('Quantity').fill('1');
    await form.getByRole('radio', { name: 'Dead On Arrival' }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit' }).click();

    const done = form.locator('[part="return-done"]');
    await done.waitFor({ timeout: WAIT });
    expect(await done.locator('.rma').textContent()).toMatch(/RMA-\d{6}/);
    const rows = await host.db.query<{ order_no: number; telephone: string; customer_no: number | null }>(
      'SELECT order_no, telephone, customer_no FROM product_returns WHERE order_no = $1',
      [guestOrderNo],
    );
    expect(rows).toEqual([{ order_no: guestOrderNo, telephone: GUEST.mobile, customer_no: null }]);
    expectNoErrors(guestErrors, 'the guest return');
    await guestContext.close();
  });

  it('a wrong mobile finds nothing, and says so beside the form', async () => {
    const guestOrderNo = await collectedGuestOrder();
    const { page: guest, context: guestContext } = await openPage(browser, VIEWPORTS.narrow);
    await visit(guest, `${host.url}/productreturn`);
    const form = guest.locator('trini-account-page');
    await form.getByLabel(/^Order ID/).fill(String(guestOrderNo), { timeout: WAIT });
    await form.getByLabel(/^Mobile/).fill('7040098');
    await form.getByRole('button', { name: 'Find order' }).click();
    await expect
      .poll(() => form.locator('[role="alert"]').textContent({ timeout: WAIT }), { timeout: WAIT })
      .toBe('No order found for that Order ID and telephone number.');
    expect(await form.getByLabel(/^Product Name/).count()).toBe(0);
    await guestContext.close();
  });
});
