// The core shopper flow and the partner buy button, in one engine (engines.ts), against the real host behind the
// probing proxy (probe-proxy.ts): home, a category, a product with a variant, add to cart, the cart panel and its
// stepper, a guest checkout to /success and the order in the database; then the product card of a partner page on a
// second origin (saved with its shop), its cart panel and the hand-off to the store's checkout; then the one-tag buy
// button of a partner page (demo/partner/one-tag.html): a scent chosen in the card, the cart panel and the checkout
// dialog on the partner page, a card payment through the WiPay emulator, and back on the partner page with the order
// confirmed and stored under the shop. Any console error,
// uncaught error, CSP violation, hydration mismatch (React reports it with console.error) or failed answer fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type RunningHost } from '../helpers/e2e.js';
import { startPartnerServer, type PartnerServer } from '../../demo/partner-server.js';
import { addStaff } from '../../host/admin/staff.js';
import type { Engine } from './engines.js';
import { freePort } from '../../scripts/host-process.js';
import { startProbeProxy, type ProbeProxy } from './probe-proxy.js';

const WAIT = 20_000;
const SHEA = 18; // Whipped Shea & Cocoa Butter: three scents
const PARTNER_SHOP = 21;

/** Polls `read` until `ok` holds for its value, for at most WAIT ms; the last value otherwise fails the test. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + WAIT;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${WAIT} ms`);
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

export function describeEngine(name: string, available: () => boolean, launch: () => Promise<Engine>): void {
  // Skipped on a machine without the engine's packages, but never on CI, which installs them (.ci/run).
  describe.skipIf(!available() && !process.env.CI)(name, () => {
    let host: RunningHost;
    let store: ProbeProxy;
    let partner: PartnerServer;
    let partnerPage: ProbeProxy;
    let engine: Engine;
    const errors: string[] = [];

    /** Errors the page recorded since the last look, and what the engine reported; none are expected. */
    const noErrors = async (where: string) => {
      const found = await engine.agent<string[] | null>('errors');
      expect(found, `the probe runs in the page (${where})`).not.toBeNull();
      errors.push(...found!.map((e) => `${where}: ${e}`));
      expect([...errors, ...engine.reported(), ...store.failures, ...partnerPage.failures], where).toEqual([]);
    };
    const visit = async (url: string) => {
      await engine.goto(url);
      await until(
        () => engine.agent<string[]>('mounted'),
        (waiting) => waiting.length === 0,
        `widgets mounted on ${url}`,
      );
    };
    const text = (path: string) => engine.agent<string | null>('text', path);
    const count = (path: string) => engine.agent<number>('count', path);
    const click = async (path: string) => expect(await engine.agent<boolean>('click', path), `click ${path}`).toBe(true);

    beforeAll(async () => {
      // The store's public address is the proxy's: pages, links and CORS all see that origin.
      const storePort = await freePort();
      host = await startHost({ config: { publicUrl: `http://127.0.0.1:${storePort}` } });
      store = await startProbeProxy('127.0.0.1', storePort, host.url);
      partner = await startPartnerServer({ host: '127.0.0.2', port: 0, storeUrl: store.url });
      partnerPage = await startProbeProxy('127.0.0.2', 0, partner.url);
      await saveShopOrigin(host, PARTNER_SHOP, partnerPage.url);
      engine = await launch();
    });
    afterAll(async () => {
      await engine?.close();
      await partnerPage?.close();
      await partner?.close();
      await store?.close();
      await host?.close();
    });

    it('home, a category and a product with a scent; add to cart; the panel changes the quantity', async () => {
      await visit(`${store.url}/`);
      await until(
        () => count('trini-product-grid >>> article.card'),
        (n) => n > 0,
        'home products',
      );
      await noErrors('home');

      await visit(`${store.url}/category`);
      await until(
        () => count('trini-category-page >>> [part="products"] article.card'),
        (n) => n > 0,
        'category products',
      );
      await noErrors('category');

      await visit(`${store.url}/productdetails/${SHEA}`);
      expect(await text('trini-product-detail >>> h1.name')).toBe('Whipped Shea & Cocoa Butter');
      expect(await engine.agent('label-click', 'trini-product-detail', 'Vanilla Coconut - 250 g')).toBe(true);
      await click('trini-product-detail >>> button.add-to-cart');
      await until(
        () => text('trini-cart-button >>> .badge'),
        (t) => t === '1',
        'cart badge',
      );

      await click('trini-cart-button >>> button[part="button"]');
      await until(
        () => count('trini-cart-panel >>> [part="line"]'),
        (n) => n === 1,
        'cart panel line',
      );
      expect(await text('trini-cart-panel >>> .line-option')).toBe('Scent: Vanilla Coconut · Size: 250 g');
      await click('trini-cart-panel >>> [part="plus"]');
      await until(
        () => text('trini-cart-panel >>> [part="quantity"]'),
        (t) => t === '2',
        'panel quantity',
      );
      await until(
        () => text('trini-cart-button >>> .badge'),
        (t) => t === '2',
        'cart badge after the stepper',
      );
      expect(await text('trini-cart-panel >>> [part="line-price"]')).toBe('TT$259.98');
      await noErrors('product and cart panel');
    });

    it('checks out as a guest to /success; the order is stored', async () => {
      await click('trini-cart-panel >>> [part="checkout"]');
      await until(
        () => engine.url(),
        (u) => new URL(u).pathname === '/checkout',
        'on /checkout',
      );
      await until(
        () => engine.agent<string[]>('mounted'),
        (w) => w.length === 0,
        'checkout mounted',
      );
      const mobile = name === 'WebKitGTK' ? '7100002' : '7100001';
      expect(await engine.agent('label-fill', 'trini-checkout', `Mobile\u0000${mobile}`)).toBe(true);
      expect(await engine.agent('label-fill', 'trini-checkout', `Name\u0000${name} Shopper`)).toBe(true);
      await engine.agent('label-click', 'trini-checkout', 'Pickup');
      await click('trini-checkout >>> button.place-order');
      await until(
        () => engine.url(),
        (u) => new URL(u).pathname === '/success',
        'on /success',
      );
      const number = await until(
        () => text('trini-order-success >>> [part="order-number"]'),
        (t) => !!t && /#\d+/.test(t),
        'order number',
      );
      const orderNo = Number(/#(\d+)/.exec(number!)![1]);
      const [order] = await host.db.query<{ customer_mobile: string; shop_no: number; source: number }>(
        'SELECT customer_mobile, shop_no, source FROM orders WHERE order_no = $1',
        [orderNo],
      );
      expect(order).toMatchObject({ shop_no: 16, source: 1 });
      expect(order.customer_mobile).toContain(mobile);
      await noErrors('checkout and success');
    });

    it("a partner page's buy button on a second origin adds to its cart and hands it to the store's checkout", async () => {
      await visit(`${partnerPage.url}/`);
      await until(
        () => count('trini-product-card >>> [part="add-button"]'),
        (n) => n === 1,
        'partner buy button',
      );
      await click('trini-product-card >>> [part="add-button"]');
      await until(
        () => text('trini-cart-button >>> [part="badge"]'),
        (t) => t === '1',
        'partner cart badge',
      );
      await click('trini-cart-button >>> [part="button"]');
      await until(
        () => count('trini-cart-panel >>> [part="line"]'),
        (n) => n === 1,
        'partner cart panel',
      );
      const href = await engine.agent<string>('attr', 'trini-cart-panel >>> [part="checkout"]', 'href');
      expect(href).toBe(`${store.url}/checkout?shop=${PARTNER_SHOP}&items=12*1`);
      await noErrors('partner page');
      await click('trini-cart-panel >>> [part="checkout"]');
      await until(
        () => engine.url(),
        (u) => u.startsWith(`${store.url}/checkout`),
        'handed over to the store',
      );
      await until(
        () => engine.agent<string[]>('mounted'),
        (w) => w.length === 0,
        'store checkout mounted',
      );
      await until(
        () => text('trini-checkout >>> [part="summary"]'),
        (t) => !!t && t.includes('Rosehip'),
        'handed-over line',
      );
      await noErrors('hand-off');
    });

    it("a partner page's one-tag buy button sells a product with scents by card and ends on the partner page", async () => {
      await visit(`${partnerPage.url}/one-tag.html`);
      const button = 'trini-buy-button';
      await until(
        () => text(`${button} >>> [part="name"]`),
        (t) => t === 'Whipped Shea & Cocoa Butter',
        'buy button card',
      );
      await click(`${button} >>> [part="add-button"]`);
      await until(
        () => count(`${button} >>> [part="options-dialog"]`),
        (n) => n === 1,
        'option dialog',
      );
      expect(await engine.agent('label-click', button, 'Lemongrass - 250 g')).toBe(true);
      await until(
        () => text(`${button} >>> [part="options-price"]`),
        (t) => t === 'TT$129.99',
        'option price',
      );
      await click(`${button} >>> [part="options-add"]`);
      const panel = `${button} >>> trini-cart-panel`;
      await until(
        () => count(`${panel} >>> [part="line"]`),
        (n) => n >= 1,
        'cart panel on the partner page',
      );
      expect(await count(`${panel} >>> [part="view-cart"]`)).toBe(0);
      await click(`${panel} >>> [part="checkout"]`);
      const checkout = `${button} >>> trini-checkout`;
      await until(
        () => count(`${checkout} >>> [part="dialog"] [part="form"]`),
        (n) => n === 1,
        'checkout dialog',
      );
      expect(new URL(await engine.url()).origin).toBe(partnerPage.url);
      const mobile = name === 'WebKitGTK' ? '7100012' : '7100011';
      expect(await engine.agent('label-fill', checkout, `Mobile\u0000${mobile}`)).toBe(true);
      expect(await engine.agent('label-fill', checkout, `Name\u0000${name} Partner`)).toBe(true);
      expect(await engine.agent('label-click', checkout, 'Pickup')).toBe(true);
      // Offered once the store has said it takes cards.
      await until(
        () => engine.agent<boolean>('label-click', checkout, 'Pay by card (WiPay)'),
        (clicked) => clicked,
        'card payment chosen',
      );
      await noErrors('partner checkout dialog');
      await click(`${checkout} >>> button.place-order`);

      await until(
        () => engine.url(),
        (u) => new URL(u).pathname.startsWith('/wipay-sandbox/pay/'),
        'on the WiPay page',
      );
      expect(await engine.agent('fill', '#card_number', '4111111111111111')).toBe(true);
      expect(await engine.agent('fill', '#expiry', '12/30')).toBe(true);
      expect(await engine.agent('fill', '#cvv', '123')).toBe(true);
      await click('button[type="submit"]');
      await until(
        () => engine.url(),
        (u) => new URL(u).origin === partnerPage.url,
        'back on the partner page',
      );
      const number = await until(
        () => text(`${checkout} >>> [part="order-number"]`),
        (t) => !!t && /#\d+/.test(t),
        'order confirmed on the partner page',
      );
      expect(await engine.url()).toBe(`${partnerPage.url}/one-tag.html`);
      const orderNo = Number(/#(\d+)/.exec(number!)![1]);
      const [order] = await host.db.query<{ customer_mobile: string; shop_no: number; source: number; status: string }>(
        'SELECT customer_mobile, shop_no, source, status FROM orders WHERE order_no = $1',
        [orderNo],
      );
      expect(order).toMatchObject({ shop_no: PARTNER_SHOP, source: 1, status: 'Paid' });
      expect(order.customer_mobile).toContain(mobile);
      const lines = await host.db.query<{ product_no: number; color: string }>('SELECT product_no, color FROM order_lines WHERE order_no = $1', [orderNo]);
      expect(lines).toContainEqual({ product_no: SHEA, color: 'Lemongrass' });
      expect(await count(`${button} >>> [part="open-cart"]`)).toBe(0);
      await noErrors('back on the partner page');
    });
  });
}

/** SaveShop with the partner page's origin, as the back office's Shops screen sends it. */
async function saveShopOrigin(host: RunningHost, shopNo: number, origin: string): Promise<void> {
  const staff = { mobile: '7000931', name: 'Engines Desk', password: 'hibiscus-2025' };
  await addStaff(host.db, staff, new Date());
  const login = await host.app.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: staff.mobile, Password: staff.password } });
  const token = login.json<{ Token: string }>().Token;
  const [shop] = await host.db.query<{ shop_name: string }>('SELECT shop_name FROM shops WHERE shop_no = $1', [shopNo]);
  const saved = await host.app.inject({
    method: 'POST',
    url: '/api/admin/SaveShop',
    headers: { authorization: `Bearer ${token}` },
    payload: { ShopNo: shopNo, ShopName: shop.shop_name, Origins: [origin] },
  });
  if (saved.statusCode !== 200) throw new Error(`SaveShop: ${saved.body}`);
}
