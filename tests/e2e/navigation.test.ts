// Finding things (docs/screens.md#page-shell, docs/screens.md#search, docs/screens.md#category-page, docs/screens.md#panels): the header search, the side menu's search at
// 375px, the category bar at 1280px, the category page's sort, and the cart panel's open/close rules.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, visit, WAIT } from '../helpers/e2e-shop.js';
import { nextFrames } from '../helpers/page-at-rest.js';

let host: RunningHost;
let browser: Browser;
const allErrors: string[] = [];

withShop((h, b) => ((host = h), (browser = b)));

async function shopper(viewport: { width: number; height: number }): Promise<Page> {
  const { page, errors } = await openPage(browser, viewport);
  page.on('close', () => allErrors.push(...errors));
  return page;
}

const cardNames = (page: Page, scope: string) => page.locator(`${scope} article.card .name`).allTextContents();
const parseTT = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('search, categories and panels', () => {
  it('header search: type and Enter goes to /search/{term} with results', async () => {
    const page = await shopper(VIEWPORTS.wide);
    await visit(page, `${host.url}/home`);
    const input = page.locator('header trini-site-search form.inline input[type="search"]');
    expect(await input.getAttribute('placeholder')).toBe('Search here...');
    await input.fill('coconut', { timeout: WAIT });
    await input.press('Enter');
    await page.waitForURL('**/search/coconut', { timeout: WAIT });
    expect(await page.locator('main h1').textContent()).toBe('Searched Products');
    const cards = page.locator('trini-product-grid article.card');
    await cards.first().waitFor({ timeout: WAIT });
    const names = await cardNames(page, 'trini-product-grid');
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => /coconut/i.test(n))).toBe(true);
    // the box keeps the term on the results page
    expect(await page.locator('header trini-site-search form.inline input[type="search"]').inputValue()).toBe('coconut');
    await page.close();
  });

  it('side menu at 375px: opens, closes by its close button and Escape, and a search closes it', async () => {
    const page = await shopper(VIEWPORTS.narrow);
    await visit(page, `${host.url}/home`);
    const button = page.locator('trini-side-menu button.menu-button');
    const panel = page.locator('trini-side-menu dialog.panel');
    const isOpen = () => panel.evaluate((d) => (d as HTMLDialogElement).open);
    expect(await page.locator('nav.category-bar').isVisible()).toBe(false); // hidden at 992px or less

    await button.click({ timeout: WAIT });
    await expect.poll(isOpen, { timeout: WAIT }).toBe(true);
    await panel.getByRole('button', { name: 'Close menu' }).click({ timeout: WAIT });
    await expect.poll(isOpen, { timeout: WAIT }).toBe(false);

    // full width under 752px (no overlay to click): Escape closes it too
    await button.click({ timeout: WAIT });
    await expect.poll(isOpen, { timeout: WAIT }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(isOpen, { timeout: WAIT }).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click({ timeout: WAIT });
    await expect.poll(isOpen, { timeout: WAIT }).toBe(true);
    const search = panel.getByRole('searchbox', { name: 'Search products' });
    await search.fill('Hair', { timeout: WAIT });
    await search.press('Enter');
    await page.waitForURL('**/search/Hair', { timeout: WAIT });
    await page.locator('trini-product-grid article.card').first().waitFor({ timeout: WAIT });
    expect(await page.locator('trini-side-menu dialog.panel').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await page.close();
  });

  it('side menu at 900px: a 350px panel that the overlay closes', async () => {
    const page = await shopper({ width: 900, height: 800 }); // the menu button shows at 992px or less
    await visit(page, `${host.url}/home`);
    const panel = page.locator('trini-side-menu dialog.panel');
    await page.locator('trini-side-menu button.menu-button').click({ timeout: WAIT });
    await expect.poll(() => panel.evaluate((d) => (d as HTMLDialogElement).open), { timeout: WAIT }).toBe(true);
    const box = await panel.boundingBox();
    expect(Math.round(box!.width)).toBe(350);
    await page.mouse.click(700, 400); // on the overlay, right of the panel
    await expect.poll(() => panel.evaluate((d) => (d as HTMLDialogElement).open), { timeout: WAIT }).toBe(false);
    await page.close();
  });

  it('category bar at 1280px: a subcategory link goes to /csearch/{name}', async () => {
    const page = await shopper(VIEWPORTS.wide);
    await visit(page, `${host.url}/home`);
    const hair = page.locator('nav.category-bar li.category-bar__item').filter({ has: page.locator('> a', { hasText: /^Hair$/ }) });
    const shampoo = hair.getByRole('link', { name: 'Shampoo', exact: true });
    expect(await shampoo.isVisible()).toBe(false); // shown on hover
    await hair.locator('> a').hover({ timeout: WAIT });
    await expect.poll(() => shampoo.isVisible(), { timeout: WAIT }).toBe(true);
    await shampoo.click({ timeout: WAIT });
    await page.waitForURL('**/csearch/Shampoo', { timeout: WAIT });
    expect(await page.locator('main h1').textContent()).toBe('Shampoo');
    await page.locator('trini-product-grid article.card').first().waitFor({ timeout: WAIT });
    // and a top-level entry
    await page.locator('nav.category-bar li.category-bar__item > a', { hasText: /^Beard$/ }).click({ timeout: WAIT });
    await page.waitForURL('**/csearch/Beard', { timeout: WAIT });
    await page.locator('trini-product-grid article.card').first().waitFor({ timeout: WAIT });
    await page.close();
  });

  it('/category/{no}: the sort changes the order of the products', async () => {
    const page = await shopper(VIEWPORTS.wide);
    expect(await visit(page, `${host.url}/category/5`)).toBe(200); // Body
    const category = page.locator('trini-category-page');
    await expect.poll(() => category.locator('h1').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('Body');
    const products = category.locator('ul[part="products"] article.card'); // the category's own list, not the sections below
    await products.first().waitFor({ timeout: WAIT });
    const prices = async () => (await products.locator('.price').allTextContents()).map(parseTT);
    const names = async () => products.locator('.name').allTextContents();
    const sort = category.getByLabel('Sort By');

    await sort.selectOption({ label: 'Price(Low>High)' });
    await expect
      .poll(
        async () => {
          const p = await prices();
          return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1] <= v);
        },
        { timeout: WAIT },
      )
      .toBe(true);
    const ascending = await prices();
    await sort.selectOption({ label: 'Price(High>Low)' });
    await expect
      .poll(
        async () => {
          const p = await prices();
          return p.every((v, i) => i === 0 || p[i - 1] >= v);
        },
        { timeout: WAIT },
      )
      .toBe(true);
    expect(await prices()).not.toEqual(ascending);
    await sort.selectOption({ label: 'Name(A-Z)' });
    await expect
      .poll(
        async () => {
          const n = await names();
          return n.every((v, i) => i === 0 || n[i - 1].localeCompare(v) <= 0);
        },
        { timeout: WAIT },
      )
      .toBe(true);
    await sort.selectOption({ label: 'Name(Z-A)' });
    await expect
      .poll(
        async () => {
          const n = await names();
          return n.every((v, i) => i === 0 || n[i - 1].localeCompare(v) >= 0);
        },
        { timeout: WAIT },
      )
      .toBe(true);
    // and Show limits the page
    await category.getByLabel('Show', { exact: true }).selectOption('5');
    await expect.poll(() => products.count(), { timeout: WAIT }).toBe(5);
    await page.close();
  });

  it('cart panel: the header button opens it; close button, overlay, Escape and View Cart close it; on /cart it stays closed', async () => {
    const page = await shopper(VIEWPORTS.wide);
    await visit(page, `${host.url}/cart/19`);
    await page.locator('trini-cart li.cart-line').first().waitFor({ timeout: WAIT });
    await visit(page, `${host.url}/home`);
    const button = page.locator('header trini-cart-button button');
    const panel = page.locator('trini-cart-panel dialog.panel');
    const isOpen = () => panel.evaluate((d) => (d as HTMLDialogElement).open);
    const open = async () => {
      await button.click({ timeout: WAIT });
      await expect.poll(isOpen, { timeout: WAIT }).toBe(true);
    };

    await open();
    expect(await panel.locator('[part="list"] li').count()).toBe(1);
    await panel.getByRole('button', { name: 'Close cart' }).click();
    await expect.poll(isOpen, { timeout: WAIT }).toBe(false);

    await open();
    await page.mouse.click(200, 450); // the overlay, left of the 350px panel
    await expect.poll(isOpen, { timeout: WAIT }).toBe(false);

    await open();
    await page.keyboard.press('Escape');
    await expect.poll(isOpen, { timeout: WAIT }).toBe(false);

    await open();
    await panel.getByRole('link', { name: 'View Cart' }).click({ timeout: WAIT });
    await page.waitForURL('**/cart', { timeout: WAIT });
    expect(await page.locator('trini-cart-panel dialog.panel').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);

    // docs/screens.md#panels: on /cart the header button closes the panel instead of flipping it
    await page.locator('header trini-cart-button button').click({ timeout: WAIT });
    await nextFrames(page);
    expect(await page.locator('trini-cart-panel dialog.panel').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await page.close();
  });

  it('raised no console or page errors', () => {
    expectNoErrors(allErrors, 'the navigation flows');
  });
});
