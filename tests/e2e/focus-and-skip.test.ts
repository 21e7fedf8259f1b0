// Keyboard and focus on a phone and a desktop, in Chromium against the real host:
// - a submitted return's RMA number comes into view and takes the focus (on a phone the form was far taller);
// - a desktop category page has "Skip to products": a few Tabs reach it, and it moves the focus past the category
//   tree and every filter to the first product; search pages have it among the page's first links.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { allWidgetsMounted, apiRegister, expectNoErrors, visit, WAIT } from '../helpers/e2e-shop.js';

let host: RunningHost;
let browser: Browser;
withShop((h, b) => ((host = h), (browser = b)));

/** The focused element, through open shadow roots: its tag, text and the widget it is in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    let widget = '';
    while (el?.shadowRoot?.activeElement) {
      widget = el.localName;
      el = el.shadowRoot.activeElement;
    }
    return { tag: el?.localName ?? '', text: (el?.textContent ?? '').trim().slice(0, 60), widget, href: el?.getAttribute('href') ?? '' };
  });

/** Presses Tab until `match` holds for the focused element, at most `max` times; the number of presses, or -1. */
async function tabUntil(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max: number): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return n;
  }
  return -1;
}

describe('after a form is submitted', () => {
  it('the return form: the RMA number is in view on a phone and has the focus', async () => {
    const { page, errors, context } = await openPage(browser, VIEWPORTS.narrow);
    // The store's answer is not what is under test here (tests/api cover it): only where the shopper lands.
    await page.route('**/api/shop/SaveProductReturn', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, msg: 'Saved.', RMANo: 'RMA-000777' }) }),
    );
    const token = await apiRegister(host, { mobile: '7654321', name: 'Asha Ramdial', email: 'asha@example.tt', password: 'sorrel-2025' });
    await page.addInitScript((jwt) => localStorage.setItem('cjwt', jwt), token);
    await visit(page, `${host.url}/productreturn`);
    const form = page.locator('trini-account-page');
    const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
    await field('First Name').fill('Asha', { timeout: WAIT });
    await field('Last Name').fill('Ramdial');
    await field('Order ID').fill('1');
    await field('Product Name').fill('Rosehip Oil');
    await field('Product Code').fill('RSH-12');
    await form.getByRole('radio', { name: 'Dead On Arrival' }).check();
    await form.getByRole('checkbox').check();
    const submit = form.getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();

    const done = form.locator('[part="return-done"]');
    await done.waitFor({ timeout: WAIT });
    await expect.poll(() => focused(page).then((f) => f.tag), { timeout: WAIT }).toBe('section');
    expect((await focused(page)).text).toMatch(/^Thank you/);
    expect(await done.locator('.rma').textContent()).toContain('RMA-000777');
    const box = await done.locator('.rma').boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expectNoErrors(errors, 'return form');
    await context.close();
  });
});

describe('Skip to products', () => {
  it('on a desktop category page: reached in a few Tabs, it takes the focus to the first product', async () => {
    const { page, errors, context } = await openPage(browser, VIEWPORTS.wide);
    await visit(page, `${host.url}/category`);
    await allWidgetsMounted(page);
    // "Skip to content", then into the page: the category page's own skip link is the first stop there.
    expect(await tabUntil(page, (f) => f.text === 'Skip to content', 4)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    expect(await tabUntil(page, (f) => f.text === 'Skip to products', 3)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const first = await focused(page);
    expect(first).toMatchObject({ tag: 'a', widget: 'trini-category-page' });
    expect(first.href).toMatch(/^\/productdetails\/\d+$/);
    // The product is on screen, and the next Tab stays among the products.
    const inView = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      const r = el!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    expect(inView).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).widget).toBe('trini-category-page');
    expectNoErrors(errors, 'category skip link');
    await context.close();
  });

  it('on a search page: the link after "Skip to content", it lands on the results', async () => {
    const { page, errors, context } = await openPage(browser, VIEWPORTS.wide);
    await visit(page, `${host.url}/search/oil`);
    await allWidgetsMounted(page);
    expect(await tabUntil(page, (f) => f.text === 'Skip to content', 4)).toBeGreaterThan(0);
    expect(await tabUntil(page, (f) => f.text === 'Skip to products', 1)).toBe(1);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const first = await focused(page);
    expect(first).toMatchObject({ widget: 'trini-product-grid' });
    expect(first.href).toMatch(/^\/productdetails\/\d+$/);
    expectNoErrors(errors, 'search skip link');
    await context.close();
  });
});
