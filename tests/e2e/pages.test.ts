// Every path of the route table (docs/screens.md#routes) at 375px and 1280px: the right status, no console or page
// errors, a title and a meta description; product pages with OpenGraph and JSON-LD Product data;
// robots.txt and sitemap.xml. With SCREENSHOTS=1, a full-page screenshot of each goes to screenshots/ to be looked at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, startHost, VIEWPORTS, type RunningHost } from '../helpers/e2e.js';
import { apiProduct, apiRegister, visit, WAIT } from '../helpers/e2e-shop.js';
import { buildCart, lineFromProduct } from '../../widgets/domain/index.js';
import { buildOrderPayload, emptyForm } from '../../widgets/ui/checkout/order-payload.js';
import { pageAtRest } from '../helpers/page-at-rest.js';

const SCREENSHOTS = join(process.cwd(), 'screenshots');
/** Encoding about a hundred full-page pictures is a good part of this file's time: only when asked. */
const shoot = process.env.SCREENSHOTS === '1';
const CUSTOMER = { mobile: '7080001', name: 'Jillian Mohammed', email: 'jillian@example.tt', password: 'hibiscus-77' };

interface Visit {
  /** A function when the path needs data made in beforeAll (the order number, the declined return). */
  path: string | (() => string);
  label?: string;
  status?: number; // 200 unless said
  /** Log the customer in (localStorage cjwt) before this page. */
  login?: boolean;
  /** The page sends the shopper on to another path (checked instead of staying put). */
  endsAt?: string;
  product?: boolean;
}

let host: RunningHost;
let browser: Browser;
let token = '';
let orderNo = 0;
let failedReturn = '';

/** The paths in the order a shopper's tab visits them: the cart fills before /checkout, login before the account pages. */
function visits(): Visit[] {
  return [
    { path: '/' },
    { path: '/home' },
    { path: '/productdetails/18', product: true },
    { path: '/productdetails/48', product: true }, // has a video
    { path: '/search' },
    { path: '/search/' },
    { path: '/search/coconut' },
    { path: '/search?b=11' },
    { path: '/csearch' },
    { path: '/csearch/Hair%20Oil' },
    { path: '/category' },
    { path: '/category/5' },
    { path: '/category/501' },
    { path: '/deliverypolicy' },
    { path: '/termsandcondition' },
    { path: '/aboutus' },
    { path: '/ourservices' },
    { path: '/privacypolicy' },
    { path: '/wishlist' },
    { path: '/wishlist/19' },
    { path: '/cart' },
    { path: '/cart/19' },
    { path: '/checkout' },
    { path: '/placeorder' },
    { path: '/placeorder/19' },
    { path: '/fborder/19' },
    { path: '/fborder/19/21' },
    { path: () => failedReturn, label: '/wipay?status=failed&… (a declined card)' },
    { path: '/wipay' },
    { path: '/success' },
    { path: '/login' },
    { path: '/register' },
    { path: '/account', login: true },
    { path: '/editaccountinfo' },
    { path: '/changepassword' },
    { path: '/orderhistory' },
    { path: '/orderdetail' },
    { path: () => `/orderdetail?OrderNo=${orderNo}`, label: '/orderdetail?OrderNo={n}' },
    { path: () => `/productreturn?OrderNo=${orderNo}`, label: '/productreturn?OrderNo={n}' },
    { path: '/productreturn' },
    { path: '/ordertrack' },
    { path: () => `/ordertrack?OrderNo=${orderNo}`, label: '/ordertrack?OrderNo={n}' },
    { path: '/store' },
    { path: '/store/1' },
    { path: '/storelist' },
    { path: '/usewipay', endsAt: '/home' },
    { path: '/no-such-page', status: 404 },
    { path: '/productdetails/99999', status: 404 },
    { path: '/productdetails', status: 404 },
  ];
}

beforeAll(async () => {
  if (shoot) mkdirSync(SCREENSHOTS, { recursive: true });
  host = await startHost();
  browser = await launchBrowser();
  // A customer with one order, so the account pages show real content.
  token = await apiRegister(host, CUSTOMER);
  const perfume = await apiProduct(host, 62);
  const cart = buildCart([lineFromProduct(perfume, 2)]);
  const payload = buildOrderPayload(
    { ...emptyForm, mobile: CUSTOMER.mobile, name: CUSTOMER.name, email: CUSTOMER.email, address: '5 Queen Street', cityNo: 1 },
    cart,
    {
      source: 1,
      shopNo: 16,
      fromSocialAd: false,
      today: new Date(),
    },
  );
  const saved = await fetch(`${host.url}/api/shop/SaveOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': 'pages-test-order' },
    body: JSON.stringify(payload),
  });
  const body = (await saved.json()) as { success: boolean; OrderNo?: number; msg?: string };
  if (!body.success || !body.OrderNo) throw new Error(`SaveOrder: ${saved.status} ${body.msg}`);
  orderNo = body.OrderNo;
  // A card payment the bank declined: the gateway sends the shopper back to /wipay with status=failed.
  const wipay = await fetch(`${host.url}/api/shop/GetWipayUrl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'pages-test-wipay' },
    body: JSON.stringify({ ...payload, PMNo: 1, IsWipayPayment: 1, IsWipayPaymentPending: 1, CustomerMobile: '7080002' }),
  });
  const wipayBody = (await wipay.json()) as { success: boolean; url?: string; msg?: string };
  if (!wipayBody.success || !wipayBody.url) throw new Error(`GetWipayUrl: ${wipay.status} ${wipayBody.msg}`);
  const declined = await fetch(wipayBody.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card_number=4111111111113333&expiry=12%2F30&cvv=123',
    redirect: 'manual',
  });
  const location = new URL(declined.headers.get('location') ?? '');
  failedReturn = location.pathname + location.search;
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

function fileName(viewport: string, label: string): string {
  const slug = label
    .replace(/\(.*\)/, '')
    .replace(/(.)\/$/, '$1/empty')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '');
  return join(SCREENSHOTS, `${viewport}-${slug || 'root'}.png`);
}

async function meta(page: Page, selector: string): Promise<string | null> {
  const el = page.locator(selector);
  return (await el.count()) ? el.first().getAttribute('content') : null;
}

interface Tab {
  name: string;
  viewport: { width: number; height: number };
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** One route in one tab: what is wrong with it (nothing, when all is well). */
async function routeProblems(tab: Tab, v: Visit, path: string): Promise<string[]> {
  const { page, errors, viewport } = tab;
  const problems: string[] = [];
  errors.length = 0;
  if (v.login) await page.evaluate((t) => localStorage.setItem('cjwt', t), token);
  const status = await visit(page, `${host.url}${path}`);
  if (v.endsAt) await page.waitForURL(`**${v.endsAt}`, { timeout: WAIT });
  await pageAtRest(page, WAIT);
  const wanted = v.status ?? 200;
  if (status !== wanted) problems.push(`HTTP status ${status}`);
  if (!v.endsAt && new URL(page.url()).pathname !== path.split('?')[0]) problems.push(`ended on ${page.url()}`);
  // The document's own 404 is reported by Chromium as a console error; nothing else may be.
  const real = errors.filter((e) => !(wanted === 404 && /status of 404/.test(e)));
  if (real.length) problems.push(`console/page errors:\n    ${real.join('\n    ')}`);
  if (!(await page.title()).trim()) problems.push('empty <title>');
  if (!(await meta(page, 'meta[name="description"]'))?.trim()) problems.push('no meta description');
  if (v.product) {
    if (!(await meta(page, 'meta[property="og:title"]'))) problems.push('no og:title');
    const ogImage = await meta(page, 'meta[property="og:image"]');
    if (!ogImage?.startsWith('http')) problems.push('no absolute og:image');
    else if ((await fetch(ogImage.replace(/^https?:\/\/[^/]+/, host.url))).status !== 200) problems.push('og:image does not load');
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    type Offer = { priceCurrency?: string; price?: string };
    const data = JSON.parse(ld ?? '{}') as { '@type'?: string; name?: string; offers?: Offer; hasVariant?: Array<{ offers?: Offer }> };
    const offer = data['@type'] === 'ProductGroup' ? data.hasVariant?.[0]?.offers : data.offers;
    if (!['Product', 'ProductGroup'].includes(data['@type'] ?? '') || !data.name || offer?.priceCurrency !== 'TTD' || !offer.price) {
      problems.push(`JSON-LD Product incomplete: ${ld}`);
    }
  }
  if (wanted === 404) {
    const heading = await page.locator('main h1').first().textContent();
    if (heading !== 'Page not found') problems.push(`404 page heading is ${heading}`);
    if ((await page.locator('header.site-header').count()) !== 1) problems.push('404 page without the shell');
  }
  // Nothing may make the page wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > viewport.width) problems.push(`page is ${width}px wide (horizontal scroll)`);
  if (shoot) await page.screenshot({ path: fileName(tab.name, v.label ?? (v.path as string)), fullPage: true, timeout: WAIT });
  return problems.map((p) => `${viewport.width}px: ${p}`);
}

describe(`every route at ${Object.values(VIEWPORTS)
  .map((v) => `${v.width}px`)
  .join(' and ')}`, () => {
  // One tab per width walks the whole table in order (the cart fills on the way, the login stays); the two
  // tabs walk side by side.
  const tabs: Tab[] = [];
  beforeAll(async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) tabs.push({ name, viewport, ...(await openPage(browser, viewport)) });
  });
  afterAll(async () => {
    for (const tab of tabs) await tab.context.close();
  });

  for (const v of visits()) {
    it(`${v.label ?? (v.path as string)} -> ${v.status ?? 200}`, async () => {
      const path = typeof v.path === 'function' ? v.path() : v.path;
      const problems = (await Promise.all(tabs.map((tab) => routeProblems(tab, v, path)))).flat();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt names the sitemap and keeps crawlers out of the API and the checkout', async () => {
    const res = await fetch(`${host.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${host.url}/sitemap.xml`);
  });

  it('sitemap.xml lists the home page, the static pages and every product', async () => {
    const res = await fetch(`${host.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml /);
    expect(xml).toContain(`<loc>${host.url}/home</loc>`);
    expect(xml).toContain(`<loc>${host.url}/aboutus</loc>`);
    expect(xml).toContain(`<loc>${host.url}/productdetails/18</loc>`);
    const [{ count }] = await host.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    expect((xml.match(/\/productdetails\/\d+<\/loc>/g) ?? []).length).toBe(count);
  });
});
