// Card payment through the WiPay sandbox emulator (docs/screens.md#checkout, docs/screens.md#payment-return, docs/payments.md#return):
// /usewipay turns the option on, the checkout sends the shopper to the hosted card page, the approve card
// ends on /success with the order paid exactly once, the decline card ends on the page that says the card was not
// charged and the order is kept.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { apiProduct, expectNoErrors, watchBadResponses, fillCustomer, money, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { freightFor, lineTotal } from '../../widgets/domain/index.js';
import { PAYMENT_NOT_COMPLETED } from '../../widgets/ui/payment-return/PaymentReturn.js';

const PERFUME = 62; // TT$385: two make a delivery order
const APPROVE = '4111111111111111';
const DECLINE = '4111111111113333';

let host: RunningHost;
let browser: Browser;
const allErrors: string[] = [];

withShop((h, b) => ((host = h), (browser = b)));

/** A fresh shopper turns the gateway on, puts two bottles in the cart and pays on the sandbox card page. */
async function payByCard(mobile: string, card: string): Promise<{ page: Page; returnUrl: string }> {
  const { page, errors } = await openPage(browser, VIEWPORTS.wide);
  const bad = watchBadResponses(page);
  page.on('close', () => allErrors.push(...errors, ...bad));
  await visit(page, `${host.url}/usewipay`);
  await page.waitForURL('**/home', { timeout: WAIT });
  expect(Number(await page.evaluate(() => localStorage.getItem('ew')))).toBeGreaterThan(0);

  await visit(page, `${host.url}/cart/${PERFUME}`);
  const line = page.locator('trini-cart li.cart-line');
  await line.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
  await expect.poll(() => line.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe('2');

  await visit(page, `${host.url}/checkout`);
  const checkout = page.locator('trini-checkout');
  await fillCustomer(checkout, { mobile, name: 'Esther Charles', email: `${mobile}@example.tt`, address: '3 Wrightson Road', city: 'Port of Spain' });
  await checkout.getByRole('radio', { name: 'Pay by card (WiPay)' }).check({ timeout: WAIT });
  await checkout.locator('[part="wipay"]').getByText('You will be redirected to Wipay Payment Page').waitFor({ timeout: WAIT });
  const button = visibleOrderButton(checkout);
  expect(await button.textContent()).toBe('Place Order Using Wipay');
  await button.click({ timeout: WAIT });

  await page.waitForURL('**/wipay-sandbox/pay/**', { timeout: WAIT });
  await page.locator('#card_number').fill(card, { timeout: WAIT });
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvv').fill('123');
  const returned = page.waitForURL((url) => url.pathname === '/wipay', { timeout: WAIT });
  await page.getByRole('button', { name: /^Pay / }).click({ timeout: WAIT });
  await returned;
  return { page, returnUrl: page.url() };
}

describe('WiPay card payments', () => {
  it('the approve card: /wipay -> /success and the order is paid exactly once', async () => {
    const mobile = '7030001';
    const { page, returnUrl } = await payByCard(mobile, APPROVE);
    await page.waitForURL('**/success', { timeout: WAIT });
    expect(await page.locator('trini-order-success .message').textContent({ timeout: WAIT })).toBe('Your order has been successfully placed!');

    const [order] = await waitForOrders(host, mobile);
    const perfume = await apiProduct(host, PERFUME);
    const total = lineTotal(perfume, 2) + freightFor(1, false);
    expect(money(order.total_amount)).toBe(total);
    expect(order).toMatchObject({ pm_no: 1, is_wipay_payment: 1, is_wipay_payment_pending: 0, status: 'Paid' });
    expect(order.paid_at).not.toBeNull();
    const attempts = await host.db.query<{ status: string; total: string }>('SELECT status, total::text FROM wipay_attempts WHERE order_no = $1', [
      order.order_no,
    ]);
    expect(attempts).toEqual([{ status: 'success', total: total.toFixed(2) }]);
    const mails = () => host.mail.sent.filter((m) => m.to === `${mobile}@example.tt`).length;
    await host.flushMail();
    expect(mails()).toBe(1);
    // the cart was cleared on the way to /success
    expect(await page.locator('trini-cart-button .badge').textContent({ timeout: WAIT })).toBe('0');

    // The same return again (back button, refresh, a replayed link) changes nothing.
    // The server answers 'already recorded' for the genuine transaction, so the shopper sees /success again.
    await visit(page, returnUrl);
    await page.waitForURL('**/success', { timeout: WAIT });
    const [again] = await waitForOrders(host, mobile);
    expect(again.paid_at).toEqual(order.paid_at);
    expect(again.status).toBe('Paid');
    await host.flushMail();
    expect(mails()).toBe(1);
    await page.close();
  });

  it('the decline card: "Your card was not charged" and the order stays unpaid', async () => {
    const mobile = '7030002';
    const { page } = await payByCard(mobile, DECLINE);
    const failed = page.locator('trini-payment-return .message.failed');
    await failed.waitFor({ timeout: WAIT });
    expect(await failed.textContent()).toBe(PAYMENT_NOT_COMPLETED);
    expect(new URL(page.url()).pathname).toBe('/wipay');

    const [order] = await waitForOrders(host, mobile);
    expect(order.paid_at).toBeNull();
    expect(order.status).not.toBe('Paid');
    expect(order.wipay_transaction_id).toBeNull();
    const attempts = await host.db.query<{ status: string }>('SELECT status FROM wipay_attempts WHERE order_no = $1', [order.order_no]);
    expect(attempts).toEqual([{ status: 'failed' }]);
    // the cart (two bottles: the badge counts units) is kept so the shopper can try again
    expect(await page.locator('trini-cart-button .badge').textContent({ timeout: WAIT })).toBe('2');
    await page.close();
  });

  it('raised no console or page errors', () => {
    expectNoErrors(allErrors, 'the WiPay flows');
  });
});
