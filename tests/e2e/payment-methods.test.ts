// Bank transfer and pickup orders, and the TT$500 delivery minimum (docs/screens.md#checkout, docs/domain.md#constants; docs/domain.md#delivery-minimum):
// below it Delivery is disabled with the message, Pickup is chosen, and the server stores freight 0.
import { pickupBelowMinimum } from '../../widgets/ui/cart/PriceSummary.js';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { apiProduct, expectNoErrors, fillCustomer, money, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { deliveryMinimumMessage, formatTT, freightFor, lineTotal } from '../../widgets/domain/index.js';
import { DEMO_SHOP_SETTINGS as SHOP } from '../../host/db/seed/shop-settings.js';

const PERFUME = 62; // Frangipani & Vanilla Eau de Toilette, TT$385: two make a delivery order
const CLEANSER = 1; // Sea Moss & Aloe Facial Cleanser, TT$89.99: far below the minimum

let host: RunningHost;
let browser: Browser;
const allErrors: string[] = [];

withShop((h, b) => ((host = h), (browser = b)));

/** A fresh shopper (own tab, own session cart) with `quantity` of one product, on /checkout. */
async function shopperAtCheckout(productNo: number, quantity: number, viewport: { width: number; height: number } = VIEWPORTS.wide): Promise<Page> {
  const { page, errors } = await openPage(browser, viewport);
  page.on('close', () => allErrors.push(...errors));
  expect(await visit(page, `${host.url}/cart/${productNo}`)).toBe(200);
  const line = page.locator('trini-cart li.cart-line');
  await line.first().waitFor({ timeout: WAIT });
  for (let q = 1; q < quantity; q++) {
    await line.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
    await expect.poll(() => line.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe(String(q + 1));
  }
  await visit(page, `${host.url}/checkout`);
  await page.locator('trini-checkout form').waitFor({ timeout: WAIT });
  return page;
}

const radio = (page: Page, name: string) => page.locator('trini-checkout').getByRole('radio', { name, exact: true });

describe('payment methods and delivery or pickup', () => {
  it('bank transfer: the bank details show on the checkout and the order is stored with PMNo 2', async () => {
    const page = await shopperAtCheckout(PERFUME, 2);
    const checkout = page.locator('trini-checkout');
    await fillCustomer(checkout, { mobile: '7020001', name: 'Brian Ramdass', address: '4 Gordon Street', city: 'San Fernando' });
    await radio(page, 'Bank Transfer').check({ timeout: WAIT });
    const bank = checkout.locator('[part="bank-details"]');
    await bank.waitFor({ timeout: WAIT });
    const text = await bank.innerText();
    for (const value of [SHOP.bank.accountName, SHOP.bank.bank, SHOP.bank.accountNumber, SHOP.bank.swift]) {
      expect(text).toContain(value);
    }
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await page.waitForURL('**/success', { timeout: WAIT });
    const [order] = await waitForOrders(host, '7020001');
    const perfume = await apiProduct(host, PERFUME);
    const items = lineTotal(perfume, 2);
    expect(order).toMatchObject({ pm_no: 2, is_pickup: 0, source: 1, shop_no: 16 });
    expect(money(order.item_total)).toBe(items);
    expect(money(order.freight)).toBe(freightFor(1, false));
    expect(money(order.total_amount)).toBe(items + freightFor(1, false));
    await page.close();
  });

  it('pickup chosen by the shopper: the pickup address shows and no freight is charged', async () => {
    const page = await shopperAtCheckout(PERFUME, 2, VIEWPORTS.narrow);
    const checkout = page.locator('trini-checkout');
    await fillCustomer(checkout, { mobile: '7020002', name: 'Chantal Baptiste' });
    expect(await radio(page, 'Delivery').isDisabled()).toBe(false);
    await radio(page, 'Pickup').check({ timeout: WAIT });
    const pickup = checkout.locator('[part="pickup"]');
    await pickup.waitFor({ timeout: WAIT });
    expect(await pickup.innerText()).toContain(SHOP.pickups[0].address);
    const perfume = await apiProduct(host, PERFUME);
    await expect.poll(() => checkout.locator('[part="total"]').first().textContent(), { timeout: WAIT }).toBe(formatTT(lineTotal(perfume, 2)));
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await page.waitForURL('**/success', { timeout: WAIT });
    const [order] = await waitForOrders(host, '7020002');
    expect(order).toMatchObject({ pm_no: 3, is_pickup: 1 });
    expect(money(order.freight)).toBe(0);
    expect(money(order.total_amount)).toBe(lineTotal(perfume, 2));
    await page.close();
  });

  it('below TT$500 delivery is disabled with the message, pickup is chosen, and the order is stored as pickup', async () => {
    const page = await shopperAtCheckout(CLEANSER, 1);
    const checkout = page.locator('trini-checkout');
    await expect.poll(() => radio(page, 'Delivery').isDisabled(), { timeout: WAIT }).toBe(true);
    await expect.poll(() => radio(page, 'Pickup').isChecked(), { timeout: WAIT }).toBe(true);
    expect(await checkout.locator('[part="delivery-minimum"]').textContent()).toBe(deliveryMinimumMessage);
    await checkout.locator('[part="pickup"]').waitFor({ timeout: WAIT });
    await fillCustomer(checkout, { mobile: '7020003', name: 'Devika Persad', address: '9 Main Road', city: 'Chaguanas' });
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await page.waitForURL('**/success', { timeout: WAIT });
    const [order] = await waitForOrders(host, '7020003');
    const cleanser = await apiProduct(host, CLEANSER);
    expect(order).toMatchObject({ is_pickup: 1, pm_no: 3 });
    expect(money(order.freight)).toBe(0);
    expect(money(order.item_total)).toBe(lineTotal(cleanser, 1));
    expect(money(order.total_amount)).toBe(lineTotal(cleanser, 1));
    await page.close();
  });

  it('the cart page says so before checkout, too', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.wide);
    page.on('close', () => allErrors.push(...errors));
    await visit(page, `${host.url}/cart/${CLEANSER}`);
    const note = page.locator('trini-cart [part="delivery-note"]');
    await note.waitFor({ timeout: WAIT });
    expect(await note.innerText()).toContain(pickupBelowMinimum(SHOP.delivery.minimum));
    // The cart already shows what the checkout will charge: a pickup, no freight.
    expect(await page.locator('trini-cart [part="freight"]').textContent()).toBe('TT$0.00');
    expect(await page.locator('trini-cart [part="to-pay"]').textContent()).toBe(await page.locator('trini-cart [part="order-total"]').textContent());
    await page.close();
  });

  it('raised no console or page errors', () => {
    expectNoErrors(allErrors, 'the payment-method flows');
  });
});
