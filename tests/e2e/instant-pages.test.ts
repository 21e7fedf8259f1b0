// Instant pages: the host's pages arrive with their widgets rendered (declarative shadow DOM) and
// the custom elements hydrate them: no hydration errors or warnings in the console, no fetch of what the
// page carries; with JavaScript off, home, category and product pages still show products, prices and images
// and the product page's JSON-LD is right; at 375px nothing is wider than the screen.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, VIEWPORTS, withShop, type RunningHost } from '../helpers/e2e.js';
import { allWidgetsMounted, apiProduct, visit, WAIT } from '../helpers/e2e-shop.js';
import { formatTT } from '../../widgets/domain/money.js';
import { axeViolations } from '../helpers/axe.js';
import { pageAtRest } from '../helpers/page-at-rest.js';

let host: RunningHost;
let browser: Browser;
withShop((h, b) => {
  host = h;
  browser = b;
});

/** Routes with server-rendered widgets, and what each must show. */
const ROUTES = ['/', '/productdetails/18', '/category/1', '/category', '/csearch/Hair%20Care', '/search/oil', '/cart', '/checkout', '/ordertrack', '/aboutus'];

const HYDRATION = /hydrat|did not match|server-rendered|Minified React error #(?:418|419|421|422|423|425)/i;

describe('server-rendered widgets hydrate', () => {
  for (const path of ROUTES) {
    it.concurrent(`${path}: no console errors and no hydration warnings`, async () => {
      const { context, page, errors } = await openPage(browser, VIEWPORTS.narrow);
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && HYDRATION.test(m.text()) && warnings.push(m.text()));
      try {
        await visit(page, host.url + path);
        await allWidgetsMounted(page);
        await pageAtRest(page, WAIT);
        expect(errors, 'console errors').toEqual([]);
        expect(warnings, 'hydration warnings').toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a widget whose server markup differs from its render is reported: the check above can fail', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.narrow);
    let broken = false;
    try {
      // The product's name, as the server wrote it into the product detail's shadow root, gets words React will not render.
      await page.route(`${host.url}/productdetails/18`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const NAME = 'part="name">';
        const name = html.indexOf(NAME, html.indexOf('<trini-product-detail'));
        broken = name > 0;
        const at = name + NAME.length;
        await route.fulfill({ response, body: broken ? `${html.slice(0, at)}Not as rendered: ${html.slice(at)}` : html });
      });
      await visit(page, `${host.url}/productdetails/18`);
      await allWidgetsMounted(page);
      expect(broken, 'the product name found in the product detail markup').toBe(true);
      await expect.poll(() => errors.filter((e) => HYDRATION.test(e)).length, { timeout: WAIT }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('the home page renders its product list on the server and fetches none of it again', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.wide);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(r.url()));
    try {
      const response = await page.request.get(`${host.url}/home`);
      const html = await response.text();
      expect(html).toContain('<trini-product-grid mode="home"><template shadowrootmode="open">');
      expect(html).toMatch(/<script type="application\/json" id="trini-data">\{"api\/trini\/GetProducts\?/);
      await visit(page, `${host.url}/home`);
      await allWidgetsMounted(page);
      const names = page.locator('trini-product-grid .card .name');
      await expect.poll(() => names.count(), { timeout: WAIT }).toBe(15);
      // Interactive after hydration: Load More fetches the second page.
      await page.locator('trini-product-grid').getByRole('button', { name: 'Load More Products...' }).click();
      await expect.poll(() => names.count(), { timeout: WAIT }).toBeGreaterThan(15);
      expect(calls.filter((u) => u.includes('PageNo=1'))).toEqual([]);
      expect(calls.some((u) => u.includes('PageNo=2'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a cart from this browser shows on the hydrated badge without a mismatch', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.wide);
    try {
      await visit(page, `${host.url}/cart/19`); // the cart page adds product 19 once
      await allWidgetsMounted(page);
      await expect.poll(() => page.locator('trini-cart-button button').getAttribute('aria-label'), { timeout: WAIT }).toBe('Cart, 1 item');
      await visit(page, `${host.url}/aboutus`);
      const html = await (await page.request.get(`${host.url}/aboutus`)).text();
      expect(html).toContain('aria-label="Cart, 0 items"'); // the server knows no shopper
      await allWidgetsMounted(page);
      await expect.poll(() => page.locator('trini-cart-button button').getAttribute('aria-label'), { timeout: WAIT }).toBe('Cart, 1 item');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('with JavaScript disabled', () => {
  async function noScriptPage(path: string) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.narrow });
    const page = await context.newPage();
    await page.goto(host.url + path, { waitUntil: 'load', timeout: WAIT });
    return { context, page };
  }

  it('the home page shows products with prices and loaded images', async () => {
    const { context, page } = await noScriptPage('/');
    try {
      const cards = page.locator('trini-product-grid .card');
      expect(await cards.count()).toBe(15);
      await expect.poll(() => cards.first().locator('.price').textContent()).toMatch(/^TT\$\d/);
      await cards.nth(0).locator('img').scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            cards
              .nth(0)
              .locator('img')
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          { timeout: WAIT },
        )
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the category page shows its products and prices', async () => {
    const { context, page } = await noScriptPage('/category/1');
    try {
      expect(await page.locator('trini-category-page h1').textContent()).not.toMatch(/^\s*$/);
      const prices = page.locator('trini-category-page .price');
      expect(await prices.count()).toBeGreaterThan(0);
      expect(await prices.first().textContent()).toMatch(/^TT\$\d/);
      expect(await page.locator('trini-category-page img').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('the product page shows the product, its price and image, and correct JSON-LD', async () => {
    const product = await apiProduct(host, 18);
    const { context, page } = await noScriptPage('/productdetails/18');
    try {
      expect((await page.locator('trini-product-detail h1').textContent())?.trim()).toBe(product.ProductName);
      expect(await page.locator('trini-product-detail .info').innerText()).toContain(formatTT(product.SalesPrice));
      const img = page.locator('trini-product-detail img').first();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: WAIT }).toBe(true);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
        '@type': string;
        name: string;
        hasVariant: Array<{ offers: { price: string; priceCurrency: string } }>;
      };
      expect(ld['@type']).toBe('ProductGroup'); // product 18 comes in three scents: one Product per variant
      expect(ld.name).toBe(product.ProductName);
      expect(ld.hasVariant[0].offers).toMatchObject({ price: product.SalesPrice.toFixed(2), priceCurrency: 'TTD' });
    } finally {
      await context.close();
    }
  });
});

describe('phones and accessibility', () => {
  it('the product page\'s "select an option" snack bar sits below the header on a 390px phone', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await visit(page, `${host.url}/productdetails/18`); // three scents to choose from
      await allWidgetsMounted(page);
      await page
        .locator('trini-product-detail')
        .getByRole('button', { name: /add to cart/i })
        .first()
        .click({ timeout: WAIT });
      const toast = page.locator('trini-toasts .toast').first();
      await toast.waitFor({ timeout: WAIT });
      expect(await toast.innerText()).toMatch(/select a.* option/i);
      const headerBottom = await page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().bottom);
      const toastTop = await toast.evaluate((t) => t.getBoundingClientRect().top);
      expect(toastTop).toBeGreaterThanOrEqual(headerBottom);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const path of ROUTES) {
    it.concurrent(`${path}: nothing wider than a 375px screen, and axe-core finds no WCAG 2.1 AA or best-practice violation`, async () => {
      const { context, page, errors } = await openPage(browser, VIEWPORTS.narrow);
      try {
        await visit(page, host.url + path);
        await allWidgetsMounted(page);
        await pageAtRest(page, WAIT);
        // Every element, inside shadow roots too, ends within the viewport (hidden and clipped ones aside).
        const wide = await page.evaluate((limit) => {
          const out: string[] = [];
          const visit = (root: Document | ShadowRoot) => {
            for (const el of root.querySelectorAll('*')) {
              if (el.shadowRoot) visit(el.shadowRoot);
              const r = el.getBoundingClientRect();
              if (r.width === 0 || r.height === 0) continue;
              if (el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
              let clipped = false;
              // Up the flat tree: a slotted element's box is clipped by its slot's ancestors (a carousel's track).
              const up = (e: Element): Element | null => e.assignedSlot ?? e.parentElement ?? ((e.getRootNode() as ShadowRoot).host || null);
              for (let a = up(el); a; a = up(a)) {
                const o = getComputedStyle(a);
                if (/(hidden|clip|auto|scroll)/.test(o.overflowX) && a.getBoundingClientRect().right <= limit + 0.5) {
                  clipped = true;
                  break;
                }
                if (o.position === 'fixed') break;
              }
              // (An element parked off-screen to the left on purpose, like the skip link, makes no scroll.)
              if (!clipped && (r.right > limit + 0.5 || (r.left < -0.5 && r.right > 0)))
                out.push(`${el.localName}.${el.className || ''} ${Math.round(r.left)}..${Math.round(r.right)}`);
            }
          };
          visit(document);
          return out.slice(0, 10);
        }, VIEWPORTS.narrow.width);
        expect(wide, 'elements wider than the viewport').toEqual([]);
        // WCAG 2.1 AA and the best practices (heading order, landmarks ...); every route at 1280px is in
        // accessibility.test.ts.
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
