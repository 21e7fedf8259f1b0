// Shopper steps shared by the end-to-end flows (tests/e2e): reading the seeded catalogue, filling the
// checkout, finding the visible order button, reading orders back from the database.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Product } from '../../widgets/domain/types.js';
import type { RunningHost } from './e2e.js';
import { TO_LOGIN_SIGNED_OUT } from './store-routes.js';

/** Every wait in the flows is bounded by this (ms) unless a step says otherwise. */
export const WAIT = 15_000;

/** A product as the store API serves it (the same data the widgets price with). */
export async function apiProduct(host: RunningHost, productNo: number): Promise<Product> {
  const res = await fetch(`${host.url}/api/Product/loadproduct?ProductNo=${productNo}&LoadReviews=true`);
  if (!res.ok) throw new Error(`loadproduct ${productNo}: HTTP ${res.status}`);
  return (await res.json()) as Product;
}

/** Registers a customer straight through the API (no browser) and answers the token. */
export async function apiRegister(host: RunningHost, c: { mobile: string; name: string; email?: string; password: string }): Promise<string> {
  const res = await fetch(`${host.url}/api/customer/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      CustomerName: c.name,
      Address: '',
      Mobile1: c.mobile,
      EmailID: c.email ?? '',
      NewPassword: c.password,
      ConfirmPassword: c.password,
      ConfirmMobile: true,
    }),
  });
  const body = (await res.json()) as { success: boolean; jwt?: string; msg?: string };
  if (!body.success || !body.jwt) throw new Error(`register failed: ${res.status} ${body.msg}`);
  return body.jwt;
}

/** After visiting a store route: an account page sends a signed-out shopper to /login, and this waits until it has. */
export async function followSignInRedirect(page: Page, path: string): Promise<void> {
  if (!TO_LOGIN_SIGNED_OUT.has(path)) return;
  await page.waitForURL('**/login', { timeout: WAIT });
  await page.waitForLoadState('domcontentloaded');
}

/**
 * Navigates and waits until the shopper can use what is on screen: every widget mounted, except server-rendered
 * ones away from the viewport (those hydrate when scrolled near or reached for, widgets/loader/when-needed.ts).
 * Answers the main response's status. A widget that never mounts (a test that blocks its code) costs a wait,
 * not a failure here: the test's own checks say what is wrong.
 */
export async function visit(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: WAIT });
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('*')]
          .filter((el) => el.localName.startsWith('trini-') && el.localName !== 'trini-config' && el.localName !== 'trini-toasts')
          .every((el) => {
            if (el.matches(':state(mounted)')) return true;
            const serverRendered = !!el.shadowRoot && [...el.shadowRoot.children].some((c) => c.hasAttribute('data-ssr'));
            if (!serverRendered) return false;
            const r = el.getBoundingClientRect();
            const near = r.width + r.height > 0 && r.bottom > -400 && r.top < innerHeight + 400;
            return !near;
          }),
      undefined,
      { timeout: WAIT },
    )
    .catch(() => undefined);
  return response?.status() ?? 0;
}

/** The checkout and the quick order form render the order button twice (form and narrow-screen summary). */
export function visibleOrderButton(root: Locator): Locator {
  return root.locator('button.place-order').filter({ visible: true }).first();
}

export interface CustomerDetails {
  mobile: string;
  name: string;
  email?: string;
  address?: string;
  city?: string; // a city name of the chosen island
}

/** Fills Customer Information and Billing Details of <trini-checkout> / <trini-quick-order>. */
export async function fillCustomer(root: Locator, c: CustomerDetails): Promise<void> {
  const box = (name: string) => root.getByRole('textbox', { name, exact: true });
  await box('Mobile').fill(c.mobile, { timeout: WAIT });
  await box('Name').fill(c.name, { timeout: WAIT });
  if (c.email !== undefined) await box('Email').fill(c.email, { timeout: WAIT });
  if (c.address !== undefined) await box('Address').fill(c.address, { timeout: WAIT });
  if (c.city !== undefined) {
    const select = root.getByRole('combobox', { name: 'City', exact: true });
    await expect.poll(() => select.locator('option').count(), { timeout: WAIT }).toBeGreaterThan(1);
    await select.selectOption({ label: c.city }, { timeout: WAIT });
  }
}

export type OrderRow = {
  order_no: number;
  customer_no: number | null;
  customer_mobile: string;
  customer_name: string;
  customer_email: string;
  customer_address: string;
  customer_city_no: number | null;
  deliver_country_no: number;
  is_pickup: number;
  pm_no: number;
  item_total: string;
  freight: string;
  total_amount: string;
  store_no: number;
  invoice_store_name: string;
  shop_no: number;
  shop_name: string;
  source: number;
  status: string;
  is_wipay_payment: number;
  is_wipay_payment_pending: number;
  paid_at: string | null;
  wipay_transaction_id: string | null;
};

export type OrderLineRow = {
  line_no: number;
  product_no: number;
  color: string;
  size: string;
  quantity: number;
  rate: string;
  discount: string;
  total_amount: string;
};

export async function ordersOf(host: RunningHost, mobile: string): Promise<OrderRow[]> {
  return host.db.query<OrderRow>('SELECT * FROM orders WHERE customer_mobile = $1 ORDER BY order_no', [mobile]);
}

export async function orderLines(host: RunningHost, orderNo: number): Promise<OrderLineRow[]> {
  return host.db.query<OrderLineRow>(
    'SELECT line_no, product_no, color, size, quantity, rate::text, discount::text, total_amount::text FROM order_lines WHERE order_no = $1 ORDER BY line_no',
    [orderNo],
  );
}

/** Waits until exactly `count` orders of this mobile are stored, and answers them. */
export async function waitForOrders(host: RunningHost, mobile: string, count = 1): Promise<OrderRow[]> {
  await expect.poll(async () => (await ordersOf(host, mobile)).length, { timeout: WAIT }).toBe(count);
  return ordersOf(host, mobile);
}

/** Numeric columns come back as text; money is compared in TT$ numbers. */
export const money = (value: string | number | null): number => Number(value);

/** Records every answer of 400 or more the page received (console errors name no URL). */
export function watchBadResponses(page: Page): string[] {
  const bad: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) bad.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return bad;
}

/** The console and page errors a page recorded: none are expected in a healthy storefront. */
export function expectNoErrors(errors: string[], where: string): void {
  expect(errors, `console or page errors on ${where}`).toEqual([]);
}

/**
 * Until every widget on the page, nested ones included, is mounted (its `ready` promise). A server-rendered
 * widget hydrates when it comes near the viewport, so each is brought into view in turn; the page is scrolled
 * back to the top afterwards.
 */
export async function allWidgetsMounted(page: Page): Promise<void> {
  // A page that sends the shopper elsewhere (sign-in first) is measured where it lands.
  for (let attempt = 1; ; attempt++) {
    try {
      return await mountEveryWidget(page);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('domcontentloaded', { timeout: WAIT });
    }
  }
}

async function mountEveryWidget(page: Page): Promise<void> {
  await page.evaluate(async (wait) => {
    type Widget = HTMLElement & { ready?: Promise<void> };
    const collect = (root: Document | ShadowRoot, widgets: Widget[] = []): Widget[] => {
      for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
        if (el.localName.startsWith('trini-') && el.localName !== 'trini-config' && el.localName !== 'trini-toasts') widgets.push(el);
        if (el.shadowRoot) collect(el.shadowRoot, widgets);
      }
      return widgets;
    };
    const deadline = Date.now() + wait;
    // A widget rendered again by the one around it (as after a hydration mismatch) is a new element: the one it
    // replaced never mounts, so each pass waits for the widgets still on the page and looks again for new ones.
    const mounted = new Set<Widget>();
    let settled = false;
    const removed = (el: Widget) =>
      new Promise<void>((resolve) => {
        const check = () => (settled || !el.isConnected || Date.now() > deadline ? resolve() : setTimeout(check, 50));
        check();
      });
    for (let pass = 0; pass < 5; pass++) {
      const waiting = collect(document).filter((el) => !mounted.has(el));
      if (!waiting.length) break;
      for (const el of waiting) {
        if (!el.isConnected) continue;
        el.scrollIntoView({ block: 'center' });
        settled = false;
        await Promise.race([el.ready, removed(el)]);
        settled = true;
        if (el.isConnected && Date.now() > deadline) throw new Error(`${el.localName} not mounted`);
        if (el.isConnected) mounted.add(el);
      }
    }
    window.scrollTo(0, 0);
  }, WAIT);
}

/** A delivery cart (two TT$385 bottles) paid with the sandbox's decline card: ends on /wipay's failed state. */
export async function declinedCardPayment(page: Page, host: RunningHost, mobile: string): Promise<void> {
  await visit(page, `${host.url}/cart/62`);
  const line = page.locator('trini-cart li.cart-line');
  await line.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
  await expect.poll(() => line.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');
  await visit(page, `${host.url}/checkout`);
  const checkout = page.locator('trini-checkout');
  await fillCustomer(checkout, { mobile, name: 'Esther Charles', email: `${mobile}@example.tt`, address: '3 Wrightson Road', city: 'Port of Spain' });
  await checkout.getByRole('radio', { name: 'Pay by card (WiPay)' }).check({ timeout: WAIT });
  await visibleOrderButton(checkout).click({ timeout: WAIT });
  await page.waitForURL('**/wipay-sandbox/pay/**', { timeout: WAIT });
  await page.locator('#card_number').fill('4111111111113333', { timeout: WAIT });
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvv').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click({ timeout: WAIT });
  await page.waitForURL((url) => url.pathname === '/wipay', { timeout: WAIT });
  await page.locator('trini-payment-return [data-phase="failed"]').waitFor({ timeout: WAIT });
}
