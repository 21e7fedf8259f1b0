// The quick order form /fborder/{ProductNo}/{ShopNo} (docs/screens.md#quick-order, docs/orders.md#attribution): the
// partner shop's name heads the form, the order is credited to that shop with Source 2, and an unknown
// shop falls back to the default shop (16). The form offers the notice channel as the checkout does.
// QUICK_ORDER_SHOTS=/some/dir saves screenshots of the channel choice at 375px and 1280px there.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { apiProduct, expectNoErrors, fillCustomer, money, visit, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { formatTT, freightFor, lineTotal } from '../../widgets/domain/index.js';
import { DEMO_SHOP_SETTINGS as SHOP } from '../../host/db/seed/shop-settings.js';

const LOTION = 19; // bundle prices for 2/3/5 and free delivery from 3
const PARTNER = { no: 21, name: 'Island Glow Boutique' };

const shots = process.env.QUICK_ORDER_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

let host: RunningHost;
let browser: Browser;
const allErrors: string[] = [];

withShop((h, b) => ((host = h), (browser = b)));

async function openForm(path: string, errorsInto: string[] = allErrors): Promise<{ page: Page; form: Locator }> {
  const { page, errors } = await openPage(browser, VIEWPORTS.narrow);
  page.on('close', () => errorsInto.push(...errors));
  expect(await visit(page, `${host.url}${path}`)).toBe(200);
  const form = page.locator('trini-quick-order');
  await form.locator('table.cart-table').waitFor({ timeout: WAIT });
  return { page, form };
}

describe('quick order form', () => {
  it('a partner shop: its name heads the form and the order carries its ShopNo with Source 2', async () => {
    const { page, form } = await openForm(`/fborder/${LOTION}/${PARTNER.no}`);
    await expect.poll(() => form.locator('[part="shop-name"]').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe(PARTNER.name);
    expect(await form.locator('[part="title"]').textContent()).toBe('Create Order');

    const lotion = await apiProduct(host, LOTION);
    await form.getByLabel(`Quantity of ${lotion.ProductName}`).fill('7');
    const items = lineTotal(lotion, 7); // above 5: 7 x SalesPrice5 / 5, rounded
    const freight = freightFor(1, true); // 7 reaches the free-delivery quantity
    await expect.poll(() => form.locator('[part="total"]').textContent(), { timeout: WAIT }).toBe(formatTT(items + freight));
    expect(await form.getByRole('radio', { name: 'Delivery', exact: true }).isChecked()).toBe(true);

    await fillCustomer(form, { mobile: '7060001', name: 'Hema Rampersad', address: '8 Milford Road' });
    // Delivery to Tobago: the island changes the freight and the city list
    await form.getByRole('radio', { name: 'Tobago', exact: true }).check({ timeout: WAIT });
    await fillCustomer(form, { mobile: '7060001', name: 'Hema Rampersad', city: 'Scarborough' });
    const tobagoFreight = freightFor(2, true);
    await expect.poll(() => form.locator('[part="total"]').textContent(), { timeout: WAIT }).toBe(formatTT(items + tobagoFreight));

    await form.getByRole('button', { name: 'Send Order' }).click({ timeout: WAIT });
    const confirmation = form.locator('[part="confirmation"]');
    await confirmation.waitFor({ timeout: WAIT });
    expect(await confirmation.innerText()).toContain('Your order has been successfully placed!');

    const [order] = await waitForOrders(host, '7060001');
    expect(order).toMatchObject({ shop_no: PARTNER.no, source: 2, store_no: 8, invoice_store_name: 'Online Store', deliver_country_no: 2, is_pickup: 0 });
    expect(money(order.item_total)).toBe(items);
    expect(money(order.freight)).toBe(tobagoFreight);
    expect(money(order.total_amount)).toBe(items + tobagoFreight);
    expect(await confirmation.innerText()).toContain(`#${order.order_no}`);
    await page.close();
  });

  it('an unknown shop falls back to the default shop (16)', async () => {
    const errors: string[] = [];
    const { page, form } = await openForm(`/fborder/${LOTION}/9999`, errors);
    await expect.poll(() => form.locator('[part="shop-name"]').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe(SHOP.name);
    await fillCustomer(form, { mobile: '7060002', name: 'Ian Khan' });
    await form.getByRole('button', { name: 'Send Order' }).click({ timeout: WAIT });
    await form.locator('[part="confirmation"]').waitFor({ timeout: WAIT });
    const [order] = await waitForOrders(host, '7060002');
    expect(order).toMatchObject({ shop_no: 16, source: 2, is_pickup: 1 }); // one bottle: below the minimum, pickup
    expect(money(order.freight)).toBe(0);
    await page.close();
    // The shop lookup answers 404 for an unknown shop: the browser and the widget log it (docs/screens.md#messages "logged only").
    expect(
      errors.every((e) => /status of 404|shop 9999 failed to load/.test(e)),
      errors.join('\n'),
    ).toBe(true);
  });

  it('offers the notice channel as the checkout does: WhatsApp once the mobile is typed, and the phone gets the confirmation', async () => {
    const { page, form } = await openForm(`/fborder/${LOTION}/${PARTNER.no}`);
    await fillCustomer(form, { mobile: '7060003', name: 'Ria Persad' });
    const updates = form.getByRole('combobox', { name: 'Send order updates by' });
    expect(await updates.inputValue()).toBe('whatsapp');
    expect(await form.getByText('Reply STOP to end them.').textContent()).toBe(
      'Your confirmation and order updates go to the mobile above by WhatsApp. Reply STOP to end them.',
    );
    for (const viewport of [VIEWPORTS.narrow, VIEWPORTS.wide]) {
      await page.setViewportSize(viewport);
      await updates.scrollIntoViewIfNeeded();
      await shot(page, `quick-order-updates-${viewport.width}`);
    }
    await form.getByRole('button', { name: 'Send Order' }).click({ timeout: WAIT });
    await form.locator('[part="confirmation"]').waitFor({ timeout: WAIT });
    const [order] = await waitForOrders(host, '7060003');
    const [{ notify_channel }] = await host.db.query<{ notify_channel: string }>('SELECT notify_channel FROM orders WHERE order_no = $1', [order.order_no]);
    expect(notify_channel).toBe('whatsapp');
    await host.flushMail();
    const [message] = await host.db.query<{ channel: string; body: string }>("SELECT channel, body FROM emulated_messages WHERE number = '+18687060003'");
    expect(message.channel).toBe('whatsapp');
    expect(message.body).toContain(`Order #${order.order_no}`);
    await page.close();
  });

  it('raised no console or page errors for a known shop', () => {
    expectNoErrors(allErrors, 'the quick order form');
  });
});
