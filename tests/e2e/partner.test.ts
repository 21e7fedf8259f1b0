// Embedding on pages we do not control (docs/architecture.md#overview, docs/architecture.md#widgets, docs/architecture.md#host; README "Embedding"), in Chromium:
// - the partner page (demo/partner-server.ts) on a second origin adds to the cart and places a quick
//   order credited to the partner's ShopNo 21, through the store's CORS policy;
// - the hostile page (/demo/hostile: `* { all: unset }`, huge fonts, loader included twice) renders the
//   widgets exactly as the preview page (/demo) does, and they work;
// - the preview page shows every tag, its controls change the attributes and the snippet, events are logged;
// - a page on an origin the store does not list cannot use the API, and its widgets say what to register; once the
//   shop's origins are saved in the back office it loads products and orders, with no restart;
// - a page with one buy button receives at most 65 KB of JavaScript (React and ky included), counted as Chromium receives it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { fillCustomer, visibleOrderButton, waitForOrders, watchBadResponses, WAIT } from '../helpers/e2e-shop.js';
import { partnerCsp, startPartnerServer, type PartnerServer } from '../../demo/partner-server.js';
import { watchCspViolations } from '../helpers/e2e-csp.js';
import { addStaff } from '../../host/admin/staff.js';
// @ts-expect-error plain JavaScript served to the browser as is (no declarations)
import { PRESETS } from '../../demo/presets.js';
import { freePort } from '../../scripts/host-process.js';
import { networkQuiet } from '../helpers/page-at-rest.js';

let host: RunningHost;
let partner: PartnerServer;
let stranger: PartnerServer; // the same page, served from an origin the store does not list
let browser: Browser;

beforeAll(async () => {
  const partnerPort = await freePort('127.0.0.2');
  host = await startHost({ host: '127.0.0.1', config: { embedOrigins: [`http://127.0.0.2:${partnerPort}`] } });
  partner = await startPartnerServer({ host: '127.0.0.2', port: partnerPort, storeUrl: host.url });
  stranger = await startPartnerServer({ host: '127.0.0.3', port: 0, storeUrl: host.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stranger?.close();
  await partner?.close();
  await host?.close();
});

const badge = (page: Page) => page.locator('trini-cart-button [part="badge"]');

describe('the partner page on a second origin', () => {
  it('loads the widgets from the store with one script tag; the buy button adds to the cart', async () => {
    expect(new URL(partner.url).hostname).toBe('127.0.0.2');
    const { page, errors } = await openPage(browser, VIEWPORTS.wide);
    const bad = watchBadResponses(page);
    const violations = await watchCspViolations(page);
    const added: string[] = [];
    page.on('console', (m) => m.text().startsWith('[partner] added to cart') && added.push(m.text()));
    const response = await page.goto(`${partner.url}/`, { waitUntil: 'domcontentloaded' });
    // The page runs under a strict policy: no inline code, no eval, the store allowed for scripts, API and media.
    expect(response!.headers()['content-security-policy']).toBe(partnerCsp(host.url));
    expect(partnerCsp(host.url)).not.toMatch(/unsafe/);
    const scripts = await page.$$eval('script[src]', (s) => s.map((x) => (x as HTMLScriptElement).src));
    expect(scripts).toEqual([`${host.url}/widgets/trini-widgets.js`, `${partner.url}/partner.js`]);

    const card = page.locator('trini-product-card');
    const add = card.locator('[part="add-button"]');
    await add.waitFor({ timeout: WAIT });
    // Media and links come from the store, absolutely.
    expect(await card.locator('[part="media"] img').getAttribute('src')).toMatch(new RegExp(`^${host.url}/media/`));
    expect(await card.locator('[part="image"]').getAttribute('href')).toMatch(new RegExp(`^${host.url}/productdetails/12`));
    expect(await badge(page).textContent()).toBe('0');

    await add.click({ timeout: WAIT });
    await expect.poll(() => badge(page).textContent(), { timeout: WAIT }).toBe('1');
    await expect.poll(() => added.length, { timeout: WAIT }).toBe(1);

    // The cart panel on the partner page lists it; its way on to the store is an absolute link.
    await page.locator('trini-cart-button [part="button"]').click();
    const panel = page.locator('trini-cart-panel [part="panel"]');
    await panel.waitFor({ state: 'visible', timeout: WAIT });
    expect(await page.locator('trini-cart-panel [part="line-name"]').first().textContent()).toContain('Rosehip');
    expect(await page.locator('trini-cart-panel [part="view-cart"]').getAttribute('href')).toMatch(new RegExp(`^${host.url}/cart`));
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);

    // Checkout hands the cart over to the store's origin, with the partner's attribution.
    const checkout = page.locator('trini-cart-panel [part="checkout"]');
    expect(await checkout.getAttribute('href')).toBe(`${host.url}/checkout?shop=21&items=12*1`);
    await checkout.click();
    await page.waitForURL(`${host.url}/checkout?shop=21`, { timeout: WAIT });
    await expect.poll(() => page.locator('trini-cart-button [part="badge"]').textContent(), { timeout: WAIT }).toBe('1');
    expect(await page.evaluate(() => sessionStorage.getItem('shop'))).toBe('21');
    await page.locator('trini-checkout [part="summary"]').getByText('Rosehip').first().waitFor({ timeout: WAIT });
    await page.context().close();
  });

  it('places a quick order from the partner page, credited to ShopNo 21 with source 2', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.narrow);
    const bad = watchBadResponses(page);
    const violations = await watchCspViolations(page);
    const saves: Array<{ origin?: string; key?: string }> = [];
    page.on('request', async (r) => {
      if (!r.url().endsWith('/api/shop/SaveOrder') || r.method() !== 'POST') return;
      const headers = await r.allHeaders(); // as sent, Origin included
      saves.push({ origin: headers.origin, key: headers['idempotency-key'] });
    });
    await page.goto(`${partner.url}/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('trini-quick-order');
    await expect.poll(() => form.locator('[part="shop-name"]').textContent(), { timeout: WAIT }).toBe('Island Glow Boutique');
    await form.locator('.cart-table, [part="table"]').first().waitFor({ timeout: WAIT });
    await fillCustomer(form, { mobile: '7021021', name: 'Keisha Partner' });
    await form.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });
    await visibleOrderButton(form).click({ timeout: WAIT });

    const [order] = await waitForOrders(host, '7021021');
    expect(order).toMatchObject({ shop_no: 21, source: 2, is_pickup: 1, customer_name: 'Keisha Partner' });
    expect(order.shop_name).toBe('Island Glow Boutique');
    // The partner's own script heard trini-order-placed.
    await expect.poll(() => page.locator('#thanks').textContent(), { timeout: WAIT }).toBe(`Thank you! Your order number is ${order.order_no}.`);
    expect(saves).toHaveLength(1);
    expect(saves[0].origin).toBe(partner.url);
    expect(saves[0].key).toMatch(/\S{8,}/);
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("orders from the quick order snippet's page (demo/partner/quick-order.html), credited to ShopNo 21", async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.wide);
    const violations = await watchCspViolations(page);
    await page.goto(`${partner.url}/quick-order.html`, { waitUntil: 'domcontentloaded' });
    const scripts = await page.$$eval('script[src]', (s) => s.map((x) => (x as HTMLScriptElement).src));
    expect(scripts).toEqual([`${host.url}/widgets/trini-widgets.js`]);
    const form = page.locator('trini-quick-order');
    await expect.poll(() => form.locator('[part="shop-name"]').textContent(), { timeout: WAIT }).toBe('Island Glow Boutique');
    await form.locator('.cart-table, [part="table"]').first().waitFor({ timeout: WAIT });
    await fillCustomer(form, { mobile: '7021022', name: 'Snippet Shopper' });
    await form.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });
    await visibleOrderButton(form).click({ timeout: WAIT });
    const [order] = await waitForOrders(host, '7021022');
    expect(order).toMatchObject({ shop_no: 21, source: 2, is_pickup: 1 });
    await form.locator('[part="confirmation"]').waitFor({ timeout: WAIT });
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('a partner page with one product card', () => {
  it('receives at most 65 KB of JavaScript, compressed, from the store (demo/partner/card.html)', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.narrow);
    const received: Array<Promise<{ file: string; encoding: string; body: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      received.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          file: new URL(request.url()).pathname,
          encoding: response?.headers()['content-encoding'] ?? 'none',
          body: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(`${partner.url}/card.html`, { waitUntil: 'domcontentloaded' });
    await page.locator('trini-product-card [part="add-button"]').waitFor({ timeout: WAIT });
    await page.waitForLoadState('networkidle', { timeout: WAIT });
    const scripts = await Promise.all(received);
    const total = scripts.reduce((sum, s) => sum + s.body, 0);
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    console.log(`one-card partner page: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB of JavaScript received (${encodings})`);
    expect(scripts.map((s) => s.file)).toContain('/widgets/trini-widgets.js');
    expect(scripts.filter((s) => s.encoding === 'none')).toEqual([]); // every chunk arrives compressed
    expect(total).toBeLessThanOrEqual(65 * 1024);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the partner page does not jump', () => {
  it('keeps the product card and the cart button in the same boxes before their code runs, as skeletons and rendered', async () => {
    const boxes = async (blockWidgets: boolean) => {
      const { context, page } = await openPage(browser, VIEWPORTS.narrow);
      try {
        if (blockWidgets) await page.route('**/widgets/**', (route) => route.abort());
        await page.goto(`${partner.url}/`, { waitUntil: 'load' });
        if (!blockWidgets) await expect.poll(() => page.locator('trini-product-card [part="price"]').count(), { timeout: WAIT }).toBe(1);
        return await page.evaluate(() =>
          ['trini-product-card', 'trini-cart-button'].map((tag) => {
            const r = document.querySelector(tag)!.getBoundingClientRect();
            return { tag, width: r.width, height: r.height, top: r.top };
          }),
        );
      } finally {
        await context.close();
      }
    };
    const before = await boxes(true);
    expect(before[0]).toMatchObject({ width: 300, height: 457 });
    const after = await boxes(false);
    // Within a pixel: the empty box and the rendered one may round their baseline differently.
    for (const [i, box] of after.entries()) {
      expect(box.tag).toBe(before[i].tag);
      for (const side of ['width', 'height', 'top'] as const) expect(Math.abs(box[side] - before[i][side]), `${box.tag} ${side}`).toBeLessThanOrEqual(1);
    }
  });
});

describe('an origin the store does not list', () => {
  it('cannot call the store API; its widgets show the site owner the one step, then work once the shop saves the origin', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.narrow);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('[trini]') && warnings.push(m.text()));
    await page.goto(`${stranger.url}/`, { waitUntil: 'domcontentloaded' });
    expect(new URL(stranger.url).hostname).toBe('127.0.0.3');
    const result = await page.evaluate(async (store) => {
      try {
        const res = await fetch(`${store}/api/shop/SaveOrder`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'stranger-1' },
          body: JSON.stringify({ CustomerMobile: '7029999', CustomerName: 'Stranger' }),
        });
        return `answered ${res.status}`;
      } catch (error) {
        return `refused ${(error as Error).name}`;
      }
    }, host.url);
    expect(result).toBe('refused TypeError');
    expect(await host.db.query('SELECT order_no FROM orders WHERE customer_mobile = $1', ['7029999'])).toEqual([]);
    errors.length = 0; // the refused call above is the browser's CORS error, on purpose

    // The widgets load (the bundle is public) and tell the site owner what to register, and where.
    for (const tag of ['trini-product-card', 'trini-quick-order']) {
      const notice = page.locator(`${tag} [part="embed-notice"]`);
      await notice.waitFor({ timeout: WAIT });
      expect(await notice.textContent()).toContain(`add ${stranger.url} to your shop's site origins (back office, Shops screen)`);
    }
    expect(await page.locator('trini-quick-order button, trini-product-card button').count()).toBe(0);
    expect(warnings).toHaveLength(1);

    // The store's staff save the origin with the shop: the page works on its next load, with no restart.
    // On the first load after the save: a cached refusal would show the notice again and no button.
    await saveShopOrigins(21, 'Island Glow Boutique', [stranger.url]);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('trini-product-card [part="add-button"]').waitFor({ timeout: WAIT });
    expect(await page.locator('[part="embed-notice"]').count()).toBe(0);
    const form = page.locator('trini-quick-order');
    await expect.poll(() => form.locator('[part="shop-name"]').textContent(), { timeout: WAIT }).toBe('Island Glow Boutique');
    await form.locator('.cart-table, [part="table"]').first().waitFor({ timeout: WAIT });
    await fillCustomer(form, { mobile: '7029998', name: 'Newly Registered' });
    await form.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });
    await visibleOrderButton(form).click({ timeout: WAIT });
    const [order] = await waitForOrders(host, '7029998');
    expect(order).toMatchObject({ shop_no: 21, source: 2 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** SaveShop as the back office's Shops screen sends it, by a signed-in staff member. */
async function saveShopOrigins(shopNo: number, shopName: string, origins: string[]): Promise<void> {
  const staff = { mobile: '7000921', name: 'Partner Desk', password: 'hibiscus-2025' };
  await addStaff(host.db, staff, new Date());
  const login = await host.app.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: staff.mobile, Password: staff.password } });
  const token = login.json<{ Token: string }>().Token;
  const r = await host.app.inject({
    method: 'POST',
    url: '/api/admin/SaveShop',
    headers: { authorization: `Bearer ${token}` },
    payload: { ShopNo: shopNo, ShopName: shopName, Origins: origins },
  });
  expect(r.statusCode, r.body).toBe(200);
}

// ---- the hostile page renders like the preview page ------------------------------------------------

const PROPS = [
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-indent',
  'text-shadow',
  'white-space',
  'font-variant-caps',
  'color',
  'background-color',
  'border-top-width',
  'border-top-style',
  'padding-top',
  'display',
  'text-align',
  'direction',
  'box-sizing',
];
const TARGETS: Record<string, string[]> = {
  'trini-product-card': ['[part=card]', '[part=name]', '[part=price]', '[part=add-button]', '[part=media] img', '[part=rating]'],
  'trini-cart-button': ['[part=button]', '[part=badge]', 'svg'],
  'trini-quick-order': ['[part=title]', '[part=shop-name]', '[part=form]', 'input[type=tel]', 'button.place-order', 'select', 'textarea', 'legend', 'label'],
  'trini-site-search': ['form', 'input', 'button'],
  'trini-product-grid': ['[part=heading]', '[part=card]', '[part=add-button]'],
  'trini-product-detail': ['[part=name]', '.top', '.media', '.info', '[part=recommendations]'],
};
/** Widgets whose width the page decides are put in a 600px box on both pages; the others size themselves. */
const BOXED = new Set(['trini-quick-order', 'trini-site-search', 'trini-product-grid', 'trini-product-detail']);

async function widgetStyles(page: Page): Promise<Record<string, unknown>> {
  // The host page's font is inherited on purpose; --trini-font sets one on both pages (and shows that
  // custom properties get through `all: unset`).
  await page.evaluate(() => document.documentElement.style.setProperty('--trini-font', 'Arial, sans-serif'));
  for (const tag of Object.keys(TARGETS)) {
    const first = TARGETS[tag][TARGETS[tag].length - 1];
    await page.locator(`${tag} ${first}`).first().waitFor({ state: 'attached', timeout: WAIT });
  }
  // Lists inside widgets (the detail's recommendations) are still loading until the network is quiet.
  await networkQuiet(page, WAIT);
  return page.evaluate(
    ({ TARGETS, PROPS, BOXED }) => {
      const out: Record<string, unknown> = {};
      for (const [tag, selectors] of Object.entries(TARGETS)) {
        const host = document.querySelector<HTMLElement>(tag)!;
        if (BOXED.includes(tag)) {
          host.style.cssText =
            'display:block !important; width:600px !important; max-width:none !important; margin:0 !important; padding:0 !important; border:0 !important; box-sizing:content-box !important';
        }
        for (const sel of selectors) {
          const el = host.shadowRoot!.querySelector(sel);
          if (!el) {
            out[`${tag} ${sel}`] = 'missing';
            continue;
          }
          const cs = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          out[`${tag} ${sel}`] = {
            width: Math.round(box.width),
            height: Math.round(box.height),
            ...Object.fromEntries(PROPS.map((p) => [p, cs.getPropertyValue(p)])),
          };
        }
      }
      return out;
    },
    { TARGETS, PROPS, BOXED: [...BOXED] },
  );
}

describe('the hostile page', () => {
  it('renders the widgets with the same computed styles and sizes as the preview page', async () => {
    const demo = await openPage(browser, VIEWPORTS.wide);
    await demo.page.goto(`${host.url}/demo`, { waitUntil: 'domcontentloaded' });
    const expected = await widgetStyles(demo.page);
    const hostile = await openPage(browser, VIEWPORTS.wide);
    await hostile.page.goto(`${host.url}/demo/hostile`, { waitUntil: 'domcontentloaded' });
    // The page really is hostile: its own text is huge, uppercase and centred.
    const h1 = await hostile.page.$eval('h1', (e) => [getComputedStyle(e).fontSize, getComputedStyle(e).textTransform]);
    expect(h1).toEqual(['120px', 'uppercase']);
    const actual = await widgetStyles(hostile.page);
    expect(Object.values(expected)).not.toContain('missing');
    expect(actual).toEqual(expected);
    expect((expected['trini-product-card [part=card]'] as { width: number }).width).toBe(300);
    expect((expected['trini-product-card [part=name]'] as Record<string, string>)['font-size']).not.toBe('40px');
    expect(demo.errors).toEqual([]);
    expect(hostile.errors).toEqual([]);
    await demo.context.close();
    await hostile.context.close();
  });

  it('works there too, with the loader included twice', async () => {
    const { page, errors, context } = await openPage(browser, VIEWPORTS.wide);
    await page.goto(`${host.url}/demo/hostile`, { waitUntil: 'domcontentloaded' });
    const loaders = await page.$$eval('script[src*="trini-widgets.js"]', (s) => s.map((x) => (x as HTMLScriptElement).getAttribute('src')));
    expect(loaders).toEqual(['/widgets/trini-widgets.js', '/widgets/trini-widgets.js?copy=2']);
    await page.locator('trini-product-card [part="add-button"]').click({ timeout: WAIT });
    await expect.poll(() => badge(page).textContent(), { timeout: WAIT }).toBe('1');
    await page.locator('trini-cart-button [part="button"]').click();
    const panel = page.locator('trini-cart-panel [part="panel"]');
    await panel.waitFor({ state: 'visible', timeout: WAIT });
    // The panel slides in over 0.25 s: measure it once it has come to rest.
    const rounded = async () => {
      const box = await panel.boundingBox();
      return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
    };
    await expect.poll(rounded, { timeout: WAIT }).toEqual({ x: VIEWPORTS.wide.width - 350, y: 0, width: 350 });
    expect(await page.evaluate(() => window.TriniWidgets?.version)).toMatch(/\d+\.\d+\.\d+|dev/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the preview page', () => {
  it('shows every widget; controls change the attribute and the snippet; events are logged', async () => {
    const { page, errors, context } = await openPage(browser, VIEWPORTS.wide);
    await page.goto(`${host.url}/demo`, { waitUntil: 'domcontentloaded' });
    // Every tag of the manifest the build wrote has its section (the page builds them from that manifest).
    const manifest = JSON.parse(readFileSync(new URL('../../dist/custom-elements.json', import.meta.url), 'utf8')) as {
      modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
    };
    const tags = manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : []));
    expect(tags.length).toBe(23);
    const onDemand = new Set((PRESETS as Array<{ tag: string; onDemand?: string }>).filter((p) => p.onDemand).map((p) => p.tag));
    for (const tag of tags) {
      const section = page.locator(`section#${tag}`);
      await section.waitFor({ timeout: WAIT });
      if (onDemand.has(tag) || tag === 'trini-config') continue;
      await expect
        .poll(() => section.locator(`.preview > ${tag}`).evaluate((el) => (el as HTMLElement & { ready: Promise<void> }).ready.then(() => !!el.shadowRoot)), {
          timeout: WAIT,
        })
        .toBe(true);
    }
    // A select offers the values the manifest lists; the help under a control is the attribute's description.
    const modes = await page.locator('section#trini-product-grid select[name="mode"] option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(modes).toEqual(['', 'home', 'search', 'category-text', 'best-sellers', 'new', 'similar', 'banner']);
    expect(await page.locator('[id="trini-product-card--shop-no-help"]').textContent()).toMatch(/ShopNo/);
    expect(await page.locator('section#trini-config code').last().textContent()).toBe('<trini-config></trini-config>');

    const section = page.locator('section#trini-product-card');
    const card = section.locator('trini-product-card');
    await card.locator('[part="name"]').waitFor({ timeout: WAIT });
    await section.getByLabel('product-no').fill('14');
    await expect.poll(() => card.getAttribute('product-no')).toBe('14');
    await section.getByLabel('compact').check();
    expect(await card.getAttribute('compact')).toBe('');
    expect(await section.locator('pre code').textContent()).toBe('<trini-product-card product-no="14" shop-no="21" compact></trini-product-card>');
    await section.getByLabel('shop-no').fill('');
    expect(await card.getAttribute('shop-no')).toBeNull();
    await expect.poll(() => card.locator('[part="card"]').getAttribute('data-product-no'), { timeout: WAIT }).toBe('14');

    await card.locator('[part="add-button"]').click();
    const log = page.locator('#log');
    // The add fires trini-cart-change (from the runtime, on document) and trini-add-to-cart (from the card).
    await expect
      .poll(() => log.locator('li').evaluateAll((li) => li.map((l) => `${l.getAttribute('data-event')} ${l.getAttribute('data-source')}`)), { timeout: WAIT })
      .toEqual(expect.arrayContaining(['trini-add-to-cart trini-product-card', 'trini-cart-change document']));
    expect(await log.locator('li[data-event="trini-add-to-cart"]').textContent()).toContain('"productNo":14');
    expect(await section.locator('.log--widget li').count()).toBe(1);
    expect(Number(await page.locator('#log-count').textContent())).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
