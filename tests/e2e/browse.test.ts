// Browse -> product -> variant -> cart -> quantities -> guest cash-on-delivery checkout -> /success -> its tracking in
// one tap, and the stored order carries the server's own totals (docs/screens.md, docs/domain.md#cart, docs/domain.md#constants).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { apiProduct, expectNoErrors, fillCustomer, money, orderLines, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { formatTT, lineTotal, isFreeDelivery, priceSummary, type Product } from '../../widgets/domain/index.js';

const SHEA = 18; // Whipped Shea & Cocoa Butter: three colour/size variants, no bundle prices
const LOTION = 19; // Coconut & Sea Moss Body Lotion: bundle prices for 2/3/5, free delivery from 3
const VARIANT = 'Vanilla Coconut - 250 g';
const GUEST = { mobile: '7012345', name: 'Aaliyah Mohammed', email: 'aaliyah@example.tt', address: '12 Pembroke Street', city: 'Port of Spain' };

let host: RunningHost;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let shea: Product;
let lotion: Product;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
  ({ context, page, errors } = await openPage(browser, VIEWPORTS.wide));
  [shea, lotion] = await Promise.all([apiProduct(host, SHEA), apiProduct(host, LOTION)]);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.close();
});

/** What the cart must show for these quantities, by the domain's rules (docs/domain.md#constants), delivered in Trinidad. */
function expected(qShea: number, qLotion: number) {
  const lines = [
    { FreeDelivery: shea.FreeDelivery, FreeDeliveryQuantity: shea.FreeDeliveryQuantity, Quantity: qShea },
    { FreeDelivery: lotion.FreeDelivery, FreeDeliveryQuantity: lotion.FreeDeliveryQuantity, Quantity: qLotion },
  ];
  const sheaTotal = lineTotal(shea, qShea);
  const lotionTotal = lineTotal(lotion, qLotion);
  const itemTotal = Math.round((sheaTotal + lotionTotal) * 100) / 100;
  // The one price summary: below TT$500 a pickup with no freight, as the checkout charges it.
  const { freight, toPay } = priceSummary({ ItemTotal: itemTotal, FreeDelivery: isFreeDelivery(lines), DeliverCountryNo: 1, IsPickup: 0 });
  return { sheaTotal, lotionTotal, itemTotal, freight, toPay };
}

describe('browse, cart and guest cash-on-delivery checkout', () => {
  it('home lists products and Load More appends the second page', async () => {
    expect(await visit(page, `${host.url}/`)).toBe(200);
    const cards = page.locator('trini-product-grid article.card');
    await expect.poll(() => cards.count(), { timeout: WAIT }).toBe(15);
    const firstPageNames = await cards.locator('.name').allTextContents();
    await page.getByRole('button', { name: 'Load More Products...' }).click({ timeout: WAIT });
    await expect.poll(() => cards.count(), { timeout: WAIT }).toBe(30);
    const allNames = await cards.locator('.name').allTextContents();
    expect(allNames.slice(0, 15)).toEqual(firstPageNames); // appended, not replaced
    expect(new Set(allNames).size).toBe(30);
  });

  it('opens a product from its card and refuses Add to cart until a variant is chosen', async () => {
    await page.locator(`trini-product-grid article.card[data-product-no="${SHEA}"] .name a`).click({ timeout: WAIT });
    await page.waitForURL(`**/productdetails/${SHEA}`, { timeout: WAIT });
    const detail = page.locator('trini-product-detail');
    await expect.poll(() => detail.locator('h1.name').textContent({ timeout: WAIT })).toBe(shea.ProductName);
    await detail.locator('button.add-to-cart').click({ timeout: WAIT });
    await expect.poll(() => detail.locator('#option-error').textContent({ timeout: WAIT })).toBe('Please select a option before adding to cart');
    await detail.getByLabel(VARIANT).check({ timeout: WAIT });
    await detail.locator('button.add-to-cart').click({ timeout: WAIT });
    await page.locator('trini-toasts .toast').filter({ hasText: 'Item Added To Cart' }).waitFor({ timeout: WAIT });
    await expect.poll(() => page.locator('trini-cart-button .badge').textContent({ timeout: WAIT })).toBe('1');
  });

  it('adds a single-variant product from its card on the home page', async () => {
    await visit(page, `${host.url}/home`);
    const card = page.locator(`trini-product-grid article.card[data-product-no="${LOTION}"]`);
    await card.locator('button.add').click({ timeout: WAIT });
    await expect.poll(() => card.locator('button.add').textContent({ timeout: WAIT })).toBe('Item Added To Cart');
    await expect.poll(() => page.locator('trini-cart-button .badge').textContent({ timeout: WAIT })).toBe('2');
  });

  it('changes quantities on /cart and shows line totals, freight and To Pay by the pricing rules', async () => {
    await visit(page, `${host.url}/cart`);
    const cart = page.locator('trini-cart');
    const line = (name: string) => cart.locator('li.cart-line').filter({ hasText: name });
    const sheaLine = line(shea.ProductName);
    const lotionLine = line(lotion.ProductName);
    await expect.poll(() => cart.locator('li.cart-line').count(), { timeout: WAIT }).toBe(2);
    expect(await sheaLine.locator('.line-option').textContent()).toContain('Vanilla Coconut');

    const check = async (qShea: number, qLotion: number) => {
      const e = expected(qShea, qLotion);
      await expect.poll(() => sheaLine.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe(String(qShea));
      await expect.poll(() => lotionLine.locator('[part="quantity"]').textContent(), { timeout: WAIT }).toBe(String(qLotion));
      expect(await sheaLine.locator('.line-total .price').textContent()).toBe(formatTT(e.sheaTotal));
      expect(await lotionLine.locator('.line-total .price').textContent()).toBe(formatTT(e.lotionTotal));
      expect(await cart.locator('[part="order-total"]').textContent()).toBe(formatTT(e.itemTotal));
      expect(await cart.locator('[part="freight"]').textContent()).toBe(formatTT(e.freight));
      expect(await cart.locator('[part="to-pay"]').textContent()).toBe(formatTT(e.toPay));
    };

    await check(1, 1);
    // minus does nothing at 1 (docs/domain.md#cart)
    expect(await sheaLine.getByRole('button', { name: /Decrease quantity/ }).isDisabled()).toBe(true);
    await sheaLine.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
    await sheaLine.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
    await check(3, 1);
    await lotionLine.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
    await lotionLine.getByRole('button', { name: /Increase quantity/ }).click({ timeout: WAIT });
    await check(3, 3); // the 3-unit bundle price, and free delivery reached at 3
    expect(expected(3, 3).freight).toBe(0);
    await lotionLine.getByRole('button', { name: /Decrease quantity/ }).click({ timeout: WAIT });
    await check(3, 2); // back to the 2-unit price and the Trinidad freight
    expect(expected(3, 2).itemTotal).toBeGreaterThanOrEqual(500); // delivery is offered
  });

  it('checks out as a guest with cash on delivery and lands on /success', async () => {
    await page.locator('trini-cart a.checkout').click({ timeout: WAIT });
    await page.waitForURL('**/checkout', { timeout: WAIT });
    const checkout = page.locator('trini-checkout');
    const e = expected(3, 2);
    await expect.poll(() => checkout.locator('[part="total"]').first().textContent({ timeout: WAIT })).toBe(formatTT(e.toPay));
    const radio = (name: string) => checkout.getByRole('radio', { name, exact: true });
    expect(await radio('Guest').isChecked()).toBe(true);
    expect(await radio('Cash on Delivery').isChecked()).toBe(true);
    expect(await radio('Delivery').isChecked()).toBe(true);
    expect(await radio('Delivery').isDisabled()).toBe(false);
    await fillCustomer(checkout, GUEST);
    await visibleOrderButton(checkout).click({ timeout: WAIT });
    await page.waitForURL('**/success', { timeout: WAIT });
    expect(await page.locator('trini-order-success .message').textContent({ timeout: WAIT })).toBe('Your order has been successfully placed!');
  });

  it('stored the order with server-computed totals, Source 1 and ShopNo 16', async () => {
    const [order] = await waitForOrders(host, GUEST.mobile, 1);
    const e = expected(3, 2);
    expect(money(order.item_total)).toBe(e.itemTotal);
    expect(money(order.freight)).toBe(e.freight);
    expect(money(order.total_amount)).toBe(e.toPay);
    expect(order).toMatchObject({ source: 1, shop_no: 16, store_no: 8, invoice_store_name: 'Online Store', pm_no: 3, is_pickup: 0, deliver_country_no: 1 });
    expect(order.customer_name).toBe(GUEST.name);
    expect(order.customer_email).toBe(GUEST.email);
    expect(order.customer_address).toBe(GUEST.address);
    expect(order.customer_city_no).not.toBeNull();
    const lines = await orderLines(host, order.order_no);
    expect(lines.map((l) => [l.product_no, l.quantity, money(l.total_amount)])).toEqual(
      expect.arrayContaining([
        [SHEA, 3, e.sheaTotal],
        [LOTION, 2, e.lotionTotal],
      ]),
    );
    expect(lines.find((l) => l.product_no === SHEA)).toMatchObject({ color: 'Vanilla Coconut', size: '250 g' });
    // the cart was emptied after the order
    await expect.poll(() => page.locator('trini-cart-button .badge').textContent({ timeout: WAIT })).toBe('0');
  });

  it('Track this order opens the order just placed in one tap, its mobile known but never in the URL', async () => {
    const [order] = await waitForOrders(host, GUEST.mobile, 1);
    await page.locator('trini-order-success a.track').click({ timeout: WAIT });
    await page.waitForURL('**/ordertrack?**', { timeout: WAIT });
    expect(page.url()).not.toContain(GUEST.mobile);
    const account = page.locator('trini-account-page');
    await expect.poll(() => account.locator('[part="track-result"] h2').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe(`Order #${order.order_no}`);
    expect(await account.getByRole('textbox', { name: 'Mobile', exact: true }).inputValue()).toBe(GUEST.mobile);
    expect(page.url()).not.toContain(GUEST.mobile);
  });

  it('raised no console or page errors along the way', () => {
    expectNoErrors(errors, 'the browse flow');
  });
});
