// Checkout paths in a real browser against the real host: card payment offered on a fresh start; a declined card
// shows the gateway's reason and leads back to a checkout that still holds the shopper's details, on the
// origin that holds the cart; the floating chat and back-to-top buttons cover no checkout field, no product
// card button and no page end, on a phone (390 px) and a desktop (1366 px).
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, withShop } from '../helpers/e2e.js';
import { expectNoErrors, fillCustomer, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { animationsDone, pageAtRest } from '../helpers/page-at-rest.js';

const PERFUME = 62; // TT$385: two make a delivery order
const DECLINE = '4111111111113333';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let host: RunningHost;
let browser: Browser;
const allErrors: string[] = [];

withShop((h, b) => ((host = h), (browser = b)));

async function shopper(viewport = DESKTOP): Promise<Page> {
  const { page, errors } = await openPage(browser, viewport);
  page.on('close', () => allErrors.push(...errors));
  return page;
}

async function twoBottlesAtCheckout(page: Page) {
  await visit(page, `${host.url}/cart/${PERFUME}`);
  const line = page.locator('trini-cart li.cart-line');
  await line.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
  await expect.poll(() => line.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');
  await visit(page, `${host.url}/checkout`);
  return page.locator('trini-checkout');
}

describe('card payment on a fresh start, and a declined card', () => {
  it('offers the card without /usewipay; a decline shows the reason and the checkout still holds the details', async () => {
    const page = await shopper();
    const checkout = await twoBottlesAtCheckout(page);
    expect(await page.evaluate(() => localStorage.getItem('ew'))).toBeNull();
    const mobile = '7160001';
    await fillCustomer(checkout, { mobile, name: 'Esther Charles', email: `${mobile}@example.tt`, address: '3 Wrightson Road', city: 'Port of Spain' });
    await checkout.getByRole('radio', { name: 'Pay by card (WiPay)' }).check({ timeout: WAIT });
    await visibleOrderButton(checkout).click({ timeout: WAIT });

    await page.waitForURL('**/wipay-sandbox/pay/**', { timeout: WAIT });
    await page.locator('#card_number').fill(DECLINE, { timeout: WAIT });
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvv').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click({ timeout: WAIT });
    await page.waitForURL((url) => url.pathname === '/wipay', { timeout: WAIT });
    expect(new URL(page.url()).origin).toBe(host.url); // the origin that holds the cart

    const result = page.locator('trini-payment-return');
    await result.locator('.message.failed').waitFor({ timeout: WAIT });
    // The gateway's own words, code and all, folded away until asked for.
    const details = result.locator('details[part="reason"]');
    expect(await details.locator('p').isVisible()).toBe(false);
    await details.locator('summary').click({ timeout: WAIT });
    const reason = await details.locator('p').textContent({ timeout: WAIT });
    expect(reason).toMatch(/^\[\d-[A-Z]\d+\]: \S/);
    const [order] = await waitForOrders(host, mobile);
    const [attempt] = await host.db.query<{ message: string }>('SELECT message FROM wipay_attempts WHERE order_no = $1', [order.order_no]);
    expect(reason).toBe(attempt.message);
    expect(await page.locator('trini-cart-button .badge').textContent({ timeout: WAIT })).toBe('2'); // units

    await result.getByRole('link', { name: 'Back to Checkout' }).click({ timeout: WAIT });
    await page.waitForURL('**/checkout', { timeout: WAIT });
    const box = (name: string) => checkout.getByRole('textbox', { name, exact: true });
    await expect.poll(() => box('Mobile').inputValue(), { timeout: WAIT }).toBe(mobile);
    expect(await box('Name').inputValue()).toBe('Esther Charles');
    expect(await box('Address').inputValue()).toBe('3 Wrightson Road');
    const city = checkout.getByRole('combobox', { name: 'City', exact: true });
    await expect.poll(() => city.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), { timeout: WAIT }).toBe('Port of Spain');
    // Ready to pick another method and order.
    await checkout.getByRole('radio', { name: 'Cash on Delivery' }).check({ timeout: WAIT });
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await page.waitForURL('**/success', { timeout: WAIT });
    const orders = await waitForOrders(host, mobile, 2);
    expect(orders[1]).toMatchObject({ pm_no: 3, customer_address: '3 Wrightson Road' });
    expect(await page.evaluate(() => sessionStorage.getItem('checkoutForm'))).toBeNull();
    await page.close();
  });
});

/** Elements (light DOM and open shadow roots) that a visible floating button overlaps, described. */
function coveredElements(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const all = (root: Document | ShadowRoot): Element[] => {
      const out: Element[] = [];
      for (const el of root.querySelectorAll('*')) {
        out.push(el);
        if (el.shadowRoot) out.push(...all(el.shadowRoot));
      }
      return out;
    };
    const elements = all(document);
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility === 'visible' && Number(style.opacity) > 0.5 && r.width > 0 && r.height > 0;
    };
    const floating = [document.querySelector('.chat-link'), document.querySelector('trini-back-to-top')?.shadowRoot?.querySelector('button')].filter(
      (el): el is Element => !!el && shown(el),
    );
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    for (const el of elements.filter((e) => e.matches(sel))) {
      if (!shown(el) || floating.some((f) => f === el || f.contains(el))) continue;
      const r = el.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= innerHeight) continue;
      for (const f of floating) {
        if (overlaps(r, f.getBoundingClientRect()))
          covered.push(`${el.tagName.toLowerCase()} "${(el.textContent || (el as HTMLInputElement).name || el.id).trim().slice(0, 30)}" under ${f.className}`);
      }
    }
    return covered;
  }, selector);
}

const FIELDS = 'input:not([type=radio]):not([type=checkbox]), select, textarea';

describe('the floating buttons leave content uncovered', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: every checkout field while it has focus, and the end of each page`, async () => {
      const page = await shopper(viewport);
      const checkout = await twoBottlesAtCheckout(page);
      await checkout.locator('form').waitFor({ timeout: WAIT });
      await page.evaluate(() => scrollTo(0, 400)); // back-to-top shows
      const fields = checkout.locator(FIELDS);
      const count = await fields.count();
      expect(count).toBeGreaterThanOrEqual(6);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        // The field at the very bottom of the screen, where the floating buttons sit, and focused.
        await field.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        await field.focus();
        await animationsDone(page); // the buttons' fade
        expect(await coveredElements(page, FIELDS), `field ${i}`).toEqual([]);
      }
      await page.locator('body').click({ position: { x: 2, y: 2 } }); // no field focused: the buttons return

      for (const path of ['/checkout', '/home', `/productdetails/${PERFUME}`, '/cart']) {
        await visit(page, `${host.url}${path}`);
        await page.waitForLoadState('load');
        await pageAtRest(page, WAIT);
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        await animationsDone(page);
        const covered = await coveredElements(page, 'a, button, input, select, textarea, p, h1, h2, h3, dd, dt, li, label');
        expect(covered, `${name} ${path} scrolled to the end`).toEqual([]);
      }
      await page.close();
    });
  }

  it('raised no console or page errors', () => {
    expectNoErrors(allErrors, 'the checkout path');
  });
});
