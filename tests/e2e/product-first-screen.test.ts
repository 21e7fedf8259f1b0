// The product page on a phone (375 x 667): the price and Add to cart are on the first screen, in the viewport as it
// first renders, and nothing moves once it has (cumulative layout shift 0, measured by the browser's own
// layout-shift entries from the first paint through hydration). The Add to cart there adds, or asks for the option.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, withShop } from '../helpers/e2e.js';
import { apiProduct, expectNoErrors, visit, WAIT } from '../helpers/e2e-shop.js';
import { formatTT, shownPrice } from '../../widgets/domain/index.js';
import { SELECT_OPTION } from '../../widgets/domain/messages.js';

const PHONE = { width: 375, height: 667 };
const PRODUCTS = [
  [18, 'three variants, a struck price'],
  [40, 'four options and multi-buy prices'],
  [62, 'a single item'],
] as const;

let host: RunningHost;
let browser: Browser;
withShop((h, b) => ((host = h), (browser = b)));

/** Records layout shifts from the first paint on (before any script of the page runs). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The visible elements (light DOM and open shadow roots) matching `test`, with their boxes. */
function visibleBoxes(page: Page, kind: 'price' | 'add', price: string) {
  return page.evaluate(
    ([what, text]) => {
      const all = (root: Document | ShadowRoot): Element[] =>
        [...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el]));
      return all(document)
        .filter((el) => {
          const style = getComputedStyle(el);
          if (style.visibility !== 'visible' || Number(style.opacity) < 0.5) return false;
          if (what === 'add') return el.localName === 'button' && el.textContent?.trim() === 'Add to cart';
          return el.children.length === 0 && el.textContent?.trim() === text;
        })
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        })
        .filter((r) => r.bottom > r.top && r.right > r.left);
    },
    [kind, price] as const,
  );
}

const onScreen = (r: { top: number; bottom: number; left: number; right: number }) =>
  r.top >= 0 && r.left >= 0 && r.bottom <= PHONE.height && r.right <= PHONE.width;

describe('the product page on a 375 x 667 phone', () => {
  for (const [productNo, what] of PRODUCTS) {
    it(`product ${productNo} (${what}): price and Add to cart on the first screen, no layout shift`, async () => {
      const product = await apiProduct(host, productNo);
      const price = formatTT(shownPrice(product).now);
      const { page, errors, context } = await openPage(browser, PHONE);
      await recordLayoutShifts(page);
      await visit(page, `${host.url}/productdetails/${productNo}`);
      await page.waitForLoadState('load');
      await page.waitForFunction(() => document.querySelector('trini-product-detail')?.matches(':state(mounted)'), undefined, { timeout: WAIT });
      await page.waitForTimeout(1000); // late shifts (fonts, images, hydration) would show by now

      const prices = await visibleBoxes(page, 'price', price);
      expect(prices.filter(onScreen), `${price} on the first screen: ${JSON.stringify(prices)}`).not.toHaveLength(0);
      const adds = await visibleBoxes(page, 'add', price);
      expect(adds.filter(onScreen), `Add to cart on the first screen: ${JSON.stringify(adds)}`).not.toHaveLength(0);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      expectNoErrors(errors, `product ${productNo} at 375 px`);
      await context.close();
    });
  }

  it('the Add to cart on the first screen adds a single item, and asks for the option of one with options', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    const detail = page.locator('trini-product-detail');
    /** The Add to cart button inside the first screen (not the buy box's own, further down). */
    const firstScreenAdd = async () => {
      const buttons = detail.getByRole('button', { name: 'Add to cart' });
      for (let i = 0; i < (await buttons.count()); i++) {
        const box = await buttons.nth(i).boundingBox();
        if (box && (await buttons.nth(i).isVisible()) && box.y >= 0 && box.y + box.height <= PHONE.height) return buttons.nth(i);
      }
      throw new Error('no Add to cart on the first screen');
    };
    await visit(page, `${host.url}/productdetails/62`);
    await (await firstScreenAdd()).click({ timeout: WAIT });
    await expect.poll(() => page.locator('trini-cart-button .badge').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('1');

    await visit(page, `${host.url}/productdetails/40`);
    await (await firstScreenAdd()).click({ timeout: WAIT });
    const optionError = detail.locator('[part="buy-box"] .field-error');
    await expect.poll(() => optionError.textContent({ timeout: WAIT }), { timeout: WAIT }).toBe(SELECT_OPTION);
    // The options are brought into view, the message beside them.
    await expect
      .poll(
        async () => {
          const box = await optionError.boundingBox();
          return !!box && box.y >= 0 && box.y + box.height <= PHONE.height;
        },
        { timeout: WAIT },
      )
      .toBe(true);
    expect(await page.locator('trini-cart-button .badge').textContent()).toBe('1');
    expectNoErrors(errors, 'Add to cart on the first screen');
    await context.close();
  });
});
