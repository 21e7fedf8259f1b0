// The product page's review form (docs/screens.md#product-detail, docs/domain.md#review-checks, docs/screens.md#messages; docs/architecture.md#decisions): each docs/domain.md#review-checks message in
// order, then a saved review shows the thank-you and appears in the list, and the cart is left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { expectNoErrors, visit, WAIT } from '../helpers/e2e-shop.js';

const PRODUCT = 2; // Neem & Tea Tree Clarifying Face Wash: no variants, no reviews yet

let host: RunningHost;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
  ({ context, page, errors } = await openPage(browser, VIEWPORTS.narrow));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.close();
});

describe('product reviews', () => {
  let form: Locator;
  const field = (name: string) => form.locator(`[name="${name}"]`);
  const submit = async () => form.getByRole('button', { name: 'Submit Review' }).click({ timeout: WAIT });
  const shows = async (message: string) => {
    await expect.poll(() => form.locator('#review-error').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe(message);
  };

  it('puts the product in the cart first', async () => {
    expect(await visit(page, `${host.url}/productdetails/${PRODUCT}`)).toBe(200);
    const detail = page.locator('trini-product-detail');
    await detail.locator('button.add-to-cart').click({ timeout: WAIT });
    await expect.poll(() => page.locator('trini-cart-button .badge').textContent({ timeout: WAIT })).toBe('1');
    expect(await detail.locator('[role="tab"]').filter({ hasText: 'Product Reviews (0)' }).count()).toBe(1);
    form = detail.locator('form.review-form');
    await form.waitFor({ timeout: WAIT });
  });

  it('shows each docs/domain.md#review-checks message in order', async () => {
    await submit();
    await shows('Customer Mobile is required.'); // the empty form: the first failing field is the mobile
    await field('mobile').fill('12345');
    await submit();
    await shows('Phone Number is invalid. Please enter 7 digits.');
    await field('mobile').fill('');
    await submit();
    await shows('Customer Mobile is required.');
    await field('mobile').fill('7050001');
    await submit();
    await shows('Customer Name is required.');
    await field('name').fill('   ');
    await submit();
    await shows('Customer Name is required.'); // blank after trimming counts as missing
    await field('name').fill('Giselle Joseph');
    await submit();
    await shows('Title is required.');
    await field('title').fill('Clears my skin');
    await submit();
    await shows('Review is required.');
    await field('comments').fill('   ');
    await submit();
    await shows('Review is required.');
    expect(await host.db.query('SELECT 1 FROM reviews WHERE product_no = $1', [PRODUCT])).toEqual([]);
  });

  it('saves a valid review: thank-you, the review in the list, the cart untouched', async () => {
    await form.locator('label.rating-star').filter({ hasText: '4 stars' }).click({ timeout: WAIT }); // the fourth star
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await field('comments').fill('No more breakouts after two weeks, and it does not dry out my face.');
    await submit();
    const thanks = page.locator('trini-product-detail .review-thanks');
    await expect.poll(() => thanks.textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('Thank you! Your review has been saved.');
    expect(await thanks.isVisible()).toBe(true);
    const review = page.locator('trini-product-detail .review-list .review').filter({ hasText: 'Clears my skin' });
    await review.waitFor({ timeout: WAIT });
    const text = await review.innerText();
    expect(text).toContain('Giselle Joseph');
    expect(text).toContain('No more breakouts');
    expect(await page.locator('trini-product-detail [role="tab"]').filter({ hasText: 'Product Reviews (1)' }).count()).toBe(1);

    const rows = await host.db.query<{ customer_mobile: string; review_title: string; rating: number }>(
      'SELECT customer_mobile, review_title, rating FROM reviews WHERE product_no = $1',
      [PRODUCT],
    );
    expect(rows).toEqual([{ customer_mobile: '7050001', review_title: 'Clears my skin', rating: 4 }]);
    // docs/architecture.md#decisions: saving a review neither clears the cart nor leaves the page
    expect(new URL(page.url()).pathname).toBe(`/productdetails/${PRODUCT}`);
    expect(await page.locator('trini-cart-button .badge').textContent()).toBe('1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('trini-cart') ?? '{}') as { cart?: { ItemList?: Array<{ ProductNo: number }> } });
    expect(stored.cart?.ItemList?.map((l) => l.ProductNo)).toEqual([PRODUCT]);
  });

  it('the review is still there after a reload', async () => {
    await visit(page, `${host.url}/productdetails/${PRODUCT}`);
    await page.locator('trini-product-detail [role="tab"]').filter({ hasText: 'Product Reviews (1)' }).click({ timeout: WAIT });
    await page.locator('trini-product-detail .review-list .review').filter({ hasText: 'Clears my skin' }).waitFor({ timeout: WAIT });
  });

  it('raised no console or page errors', () => {
    expectNoErrors(errors, 'the review flow');
  });
});
