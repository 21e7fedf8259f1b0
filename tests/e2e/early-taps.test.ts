// Taps before a widget's code has arrived (widgets/loader/early-taps.ts, docs/performance.md#taps-before-the-code),
// in Chromium on a phone on slow 4G (scripts/bench/slow-phone.ts). The widget's chunk is held back (page.route) until
// the tap has been kept, so the tap comes before the code every time: the tapped control shows as busy, and once the
// chunk is let through the tap is replayed, once. On the product page the server rendered the button; on the partner
// page the loader drew the card's placeholder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { WAIT } from '../helpers/e2e-shop.js';
import { holdChunk } from '../helpers/hold-chunk.js';
import { watchCspViolations } from '../helpers/e2e-csp.js';
import { startPartnerServer, type PartnerServer } from '../../demo/partner-server.js';
import { freePort } from '../../scripts/host-process.js';
import { slowPhone } from '../../scripts/bench/slow-phone.js';

let host: RunningHost;
let partner: PartnerServer;
let browser: Browser;

beforeAll(async () => {
  const partnerPort = await freePort('127.0.0.2');
  host = await startHost({ host: '127.0.0.1', config: { embedOrigins: [`http://127.0.0.2:${partnerPort}`] } });
  partner = await startPartnerServer({ host: '127.0.0.2', port: partnerPort, storeUrl: host.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await host?.close();
});

/** A phone (touch, 375px) on slow 4G, counting the trini-add-to-cart events its pages fire. */
async function phone() {
  const context = await browser.newContext({ viewport: VIEWPORTS.narrow, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const w = window as unknown as { adds: number };
    w.adds = 0;
    document.addEventListener('trini-add-to-cart', () => w.adds++);
  });
  await slowPhone(page);
  return { context, page, errors };
}

/** [ProductNo, Quantity] of each line of the cart this origin keeps. */
const cartLines = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('trini-cart') ?? '{}') as { cart?: { ItemList: Array<{ ProductNo: number; Quantity: number }> } };
    return (stored.cart?.ItemList ?? []).map((l) => [l.ProductNo, l.Quantity]);
  });
/** The buy box's own Add to cart (the phone's buy bar repeats it: tests/e2e/product-first-screen.test.ts). */
const addToCart = (page: Page) => page.locator('trini-product-detail [part="buy-box"] [part="add-button"]');
const adds = (page: Page) => page.evaluate(() => (window as unknown as { adds: number }).adds);

describe('a server-rendered product page before its code has arrived', () => {
  it('keeps a tap on Add to cart, shows it as busy, and adds exactly one unit once the code runs', async () => {
    const { context, page, errors } = await phone();
    const chunk = await holdChunk(page, /\/widgets\/product-detail-[\w-]+\.js$/);
    try {
      await page.goto(`${host.url}/productdetails/12`, { waitUntil: 'domcontentloaded', timeout: WAIT });
      await chunk.asked;
      const add = addToCart(page);
      await add.tap({ timeout: WAIT });
      expect(await add.getAttribute('aria-busy')).toBe('true');
      expect(await add.evaluate((b) => getComputedStyle(b).cursor)).toBe('progress');
      expect(await cartLines(page)).toEqual([]);

      chunk.release();
      await expect.poll(() => cartLines(page), { timeout: WAIT }).toEqual([[12, 1]]);
      expect(await add.getAttribute('aria-busy')).toBeNull();
      await expect.poll(() => page.locator('trini-cart-button [part="badge"]').textContent(), { timeout: WAIT }).toBe('1');
      expect(await adds(page)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      chunk.release();
      await context.close();
    }
  });

  it('replays keys and taps in the order they came: + twice by keyboard, then Add to cart, adds three', async () => {
    const { context, page, errors } = await phone();
    const chunk = await holdChunk(page, /\/widgets\/product-detail-[\w-]+\.js$/);
    try {
      await page.goto(`${host.url}/productdetails/12`, { waitUntil: 'domcontentloaded', timeout: WAIT });
      await chunk.asked;
      const plus = page.locator('trini-product-detail').getByRole('button', { name: 'Increase quantity' });
      await plus.focus({ timeout: WAIT });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await addToCart(page).tap({ timeout: WAIT });
      expect(await plus.getAttribute('aria-busy')).toBe('true');

      chunk.release();
      await expect.poll(() => cartLines(page), { timeout: WAIT }).toEqual([[12, 3]]);
      expect(await page.locator('trini-product-detail input[aria-label="Quantity"]').inputValue()).toBe('3');
      expect(await adds(page)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      chunk.release();
      await context.close();
    }
  });
});

describe("the partner page's card before its code has arrived", () => {
  const cardChunk = /\/widgets\/product-card-[\w-]+\.js$/;

  it('shows its placeholder with Add To Cart; a tap there is kept, busy, and adds exactly one unit once the card runs', async () => {
    const { context, page, errors } = await phone();
    const violations = await watchCspViolations(page);
    const chunk = await holdChunk(page, cardChunk);
    try {
      await page.goto(`${partner.url}/`, { waitUntil: 'domcontentloaded', timeout: WAIT });
      await chunk.asked;
      const standIn = page.locator('trini-product-card [data-stands-for="add-button"]');
      await standIn.tap({ timeout: WAIT });
      expect(await standIn.getAttribute('aria-busy')).toBe('true');
      expect(await cartLines(page)).toEqual([]);

      chunk.release();
      await expect.poll(() => cartLines(page), { timeout: WAIT }).toEqual([[12, 1]]);
      const add = page.locator('trini-product-card [part="add-button"]');
      expect(await add.textContent()).toBe('Item Added To Cart');
      expect(await page.locator('trini-product-card [aria-busy], trini-product-card [data-stands-for]').count()).toBe(0);
      await expect.poll(() => page.locator('trini-cart-button [part="badge"]').textContent(), { timeout: WAIT }).toBe('1');
      expect(await adds(page)).toBe(1);
      expect(errors).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      chunk.release();
      await context.close();
    }
  });

  it('takes the very box the page reserved for the card, and the card then takes it as well', async () => {
    const box = async (stage: 'no code' | 'placeholder' | 'rendered') => {
      const context = await browser.newContext({ viewport: VIEWPORTS.narrow });
      const page = await context.newPage();
      const chunk = stage === 'placeholder' ? await holdChunk(page, cardChunk) : undefined;
      try {
        if (stage === 'no code') await page.route('**/widgets/**', (route) => route.abort());
        await page.goto(`${partner.url}/`, { waitUntil: 'load', timeout: WAIT });
        if (stage === 'placeholder') await page.locator('trini-product-card [data-placeholder]').waitFor({ timeout: WAIT });
        if (stage === 'rendered') await page.locator('trini-product-card [part="price"]').waitFor({ timeout: WAIT });
        return await page.locator('trini-product-card').evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { width: r.width, height: r.height, top: r.top };
        });
      } finally {
        chunk?.release();
        await context.close();
      }
    };
    const reserved = await box('no code');
    expect(reserved).toMatchObject({ width: 300, height: 457 });
    // Within a pixel: the boxes may round their baselines differently.
    for (const stage of ['placeholder', 'rendered'] as const) {
      const got = await box(stage);
      for (const side of ['width', 'height', 'top'] as const) expect(Math.abs(got[side] - reserved[side]), `${stage} ${side}`).toBeLessThanOrEqual(1);
    }
  });

  it('shows no button that cannot work when the code does not arrive: the box the page reserved again', async () => {
    const { context, page } = await phone();
    await page.route(cardChunk, (route) => route.abort());
    try {
      await page.goto(`${partner.url}/`, { waitUntil: 'domcontentloaded', timeout: WAIT });
      const card = page.locator('trini-product-card');
      await expect
        .poll(() => card.evaluate((el) => !el.shadowRoot?.querySelector('[data-placeholder]') && el.matches(':not(:state(mounted))')), { timeout: WAIT })
        .toBe(true);
      expect(await card.evaluate((el) => el.getBoundingClientRect().height)).toBe(457);
    } finally {
      await context.close();
    }
  });
});
