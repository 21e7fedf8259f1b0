// Structured data: every JSON-LD block of the home, product, category and static pages has what
// schema.org and Google's documentation require and recommend (tests/helpers/structured-data.ts holds the
// table); the product's merchant fields follow the store's own rules; BreadcrumbList matches the breadcrumb
// the page shows; the WebSite's SearchAction points at a search page that works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_MINIMUM,
  TOBAGO_FREE_DELIVERY_FREIGHT,
  TOBAGO_FREIGHT,
  TRINIDAD_FREE_DELIVERY_FREIGHT,
  TRINIDAD_FREIGHT,
} from '../../../widgets/domain/constants.js';
import { RETURN_TERMS } from '../../../widgets/domain/delivery-terms.js';
import type { Product } from '../../../widgets/domain/types.js';
import { SEED_FACTS } from '../../../host/db/seed/facts.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { ldBlocks, structuredDataProblems } from '../../helpers/structured-data.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NOW = new Date('2026-11-20T12:00:00Z');
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  base = t.config.publicUrl;
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.payload;
};
const blocksOf = async (url: string) => ldBlocks(await page(url));
const ofType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type);
const product = async (no: number) =>
  JSON.parse((await t.app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${no}&LoadReviews=true` })).payload) as Product;

/** The first <nav class="breadcrumb"> of the page (host-rendered or the widget's server-rendered one) as name/path pairs. */
function visibleBreadcrumb(html: string): Array<{ name: string; path?: string }> {
  const nav = /<nav\b[^>]*\bclass="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (!nav) throw new Error('no breadcrumb on the page');
  const text = (s: string) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&#8962;|⌂/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .trim();
  const crumbs: Array<{ name: string; path?: string }> = [];
  for (const m of nav.matchAll(/<a href="([^"]+)"([^>]*)>([\s\S]*?)<\/a>|<span aria-current="page">([\s\S]*?)<\/span>/g)) {
    if (m[1]) crumbs.push({ name: /aria-label="([^"]+)"/.exec(m[2])?.[1] ?? text(m[3]), path: m[1].replace(/^https?:\/\/[^/]+/, '') });
    else crumbs.push({ name: text(m[4]) });
  }
  // Host-rendered trails end in plain text after the last link ("... / Product name").
  const tail = text(nav.slice(nav.lastIndexOf('</a>') + 4)).replace(/^\/\s*/, '');
  if (!nav.includes('aria-current') && tail) crumbs.push({ name: tail });
  return crumbs;
}

function breadcrumbOf(blocks: Json[]): Array<{ name: string; path?: string }> {
  const [list] = ofType(blocks, 'BreadcrumbList');
  expect(list, 'a BreadcrumbList').toBeDefined();
  return (list.itemListElement as Json[]).map((item, i) => {
    expect(item.position).toBe(i + 1);
    return item.item ? { name: item.name, path: String(item.item).slice(base.length) } : { name: item.name };
  });
}

describe('every JSON-LD block has the required and recommended properties of its type', () => {
  const pages: Array<[url: string, allowMissing?: string[]]> = [
    ['/home', ['OnlineStore.foundingDate']], // not one of the shop's settings
    ['/productdetails/18'], // scent variants and reviews
    [`/productdetails/${SEED_FACTS.multiVariantProductNo}`],
    [`/productdetails/${SEED_FACTS.manyReviewsProductNo}`],
    ['/category'],
    ['/category/5'],
    ['/deliverypolicy'],
  ];
  for (const [url, allowMissing] of pages) {
    it(url, async () => {
      const blocks = await blocksOf(url);
      expect(blocks.length).toBeGreaterThan(0);
      expect(structuredDataProblems(blocks, base, allowMissing)).toEqual([]);
    });
  }

  it('a product without reviews leaves out only the rating and the reviews', async () => {
    const unreviewed = await product(SEED_FACTS.noReviewsProductNo);
    expect(unreviewed.ReviewCount).toBe(0);
    expect(unreviewed.ProductSKUList.length).toBeLessThan(2);
    const blocks = await blocksOf(`/productdetails/${unreviewed.ProductNo}`);
    expect(structuredDataProblems(blocks, base, ['Product.aggregateRating', 'Product.review'])).toEqual([]);
    expect(ofType(blocks, 'Product')[0].aggregateRating).toBeUndefined();
  });

  it('the checker itself finds a missing required property and an unknown type', () => {
    expect(
      structuredDataProblems(
        [{ '@context': 'https://schema.org', '@type': 'Product', offers: { '@type': 'Offer', price: '1.00', priceCurrency: 'TTD' } }],
        base,
      ),
    ).toContain('block 0 (Product): required name missing');
    expect(structuredDataProblems([{ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' }], base)).toEqual([
      'block 0: type Thing is not in the table',
    ]);
  });
});

describe('home page', () => {
  it('has an OnlineStore (an Organization) and a WebSite whose SearchAction targets the store search', async () => {
    const blocks = await blocksOf('/home');
    const [org] = ofType(blocks, 'OnlineStore');
    expect(org.name).toBe('Trini Naturals');
    const [site] = ofType(blocks, 'WebSite');
    const template = site.potentialAction.target.urlTemplate as string;
    expect(template).toBe(`${base}/search/{search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const search = await t.app.inject({ method: 'GET', url: template.replace('{search_term_string}', 'coconut').slice(base.length) });
    expect(search.statusCode).toBe(200);
  });

  it('states the TT$500 delivery minimum and free pickup as shipping services', async () => {
    const [org] = ofType(await blocksOf('/home'), 'OnlineStore');
    const [courier, pickup] = org.hasShippingService as Json[];
    const conditions = courier.shippingConditions as Json[];
    const shipping = conditions.filter((c) => !c.doesNotShip);
    expect(shipping.map((c) => [c.shippingDestination.addressRegion.includes('TOB'), c.orderValue.minValue, c.shippingRate.value])).toEqual([
      [false, DELIVERY_MINIMUM, TRINIDAD_FREIGHT],
      [true, DELIVERY_MINIMUM, TOBAGO_FREIGHT],
    ]);
    for (const c of conditions.filter((c) => c.doesNotShip)) expect(c.orderValue.maxValue).toBeCloseTo(DELIVERY_MINIMUM - 0.01, 2);
    expect(pickup.fulfillmentType).toBe('https://schema.org/FulfillmentTypeCollectionPoint');
    expect(pickup.shippingConditions[0].shippingRate.value).toBe(0);
  });
});

describe('product page', () => {
  it('a product without variants is a Product with its price, condition, shipping and return policy', async () => {
    const p = await product(SEED_FACTS.simpleProductNo);
    expect(p.ProductSKUList.length).toBeLessThan(2);
    const [ld] = ofType(await blocksOf(`/productdetails/${p.ProductNo}`), 'Product');
    expect(ld.name).toBe(p.ProductName);
    const offer = ld.offers;
    expect(offer).toMatchObject({
      price: p.SalesPrice.toFixed(2),
      priceCurrency: 'TTD',
      itemCondition: 'https://schema.org/NewCondition',
      priceValidUntil: '2026-12-20',
    });
    expect(offer.availability).toBe(p.IsSoldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock');
    const free = p.FreeDelivery === 1;
    expect((offer.shippingDetails as Json[]).map((d) => [d.shippingLabel, d.shippingRate.value, d.shippingRate.currency])).toEqual([
      ['Delivery to Trinidad', free ? TRINIDAD_FREE_DELIVERY_FREIGHT : TRINIDAD_FREIGHT, 'TTD'],
      ['Delivery to Tobago', free ? TOBAGO_FREE_DELIVERY_FREIGHT : TOBAGO_FREIGHT, 'TTD'],
    ]);
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: 'TT',
      merchantReturnDays: RETURN_TERMS.windowDays,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    });
  });

  it('a free-delivery product ships at the reduced rates', async () => {
    const free = await product(SEED_FACTS.freeDeliveryProductNo);
    expect(free.FreeDelivery).toBe(1);
    const blocks = await blocksOf(`/productdetails/${free.ProductNo}`);
    const [ld] = [...ofType(blocks, 'Product'), ...ofType(blocks, 'ProductGroup')];
    const offer = ld.offers ?? ld.hasVariant[0].offers;
    expect((offer.shippingDetails as Json[]).map((d) => d.shippingRate.value)).toEqual([TRINIDAD_FREE_DELIVERY_FREIGHT, TOBAGO_FREE_DELIVERY_FREIGHT]);
  });

  it('a product with colour/size options is a ProductGroup with one Product per variant', async () => {
    const p = await product(SEED_FACTS.multiVariantProductNo);
    expect(p.ProductSKUList.length).toBeGreaterThan(1);
    const [group] = ofType(await blocksOf(`/productdetails/${p.ProductNo}`), 'ProductGroup');
    expect(group.name).toBe(p.ProductName);
    const variants = group.hasVariant as Json[];
    expect(variants).toHaveLength(p.ProductSKUList.length);
    variants.forEach((v, i) => {
      const sku = p.ProductSKUList[i];
      expect(v.inProductGroupWithID).toBe(group.productGroupID);
      if (sku.Color) expect(v.color).toBe(sku.Color);
      if (sku.Size) expect(v.size).toBe(sku.Size);
      expect(v.offers.price).toBe(p.SalesPrice.toFixed(2));
    });
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    expect(group.variesBy.every((v: string) => ['https://schema.org/color', 'https://schema.org/size'].includes(v))).toBe(true);
  });

  it('the JSON-LD image starts with the 1200x630 share card, then the JPEG photos', async () => {
    const no = SEED_FACTS.simpleProductNo;
    const html = await page(`/productdetails/${no}`);
    const [ld] = ofType(ldBlocks(html), 'Product');
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)![1];
    expect(ld.image[0]).toBe(ogImage);
    expect(ld.image.length).toBeGreaterThan(1);
    for (const url of ld.image.slice(1)) expect(url).toMatch(new RegExp(`/media/products/${no}/\\d+-600\\.jpg$`));
  });
});

describe('BreadcrumbList matches the breadcrumb the page shows', () => {
  for (const url of ['/productdetails/18', '/category/5', '/category', '/deliverypolicy']) {
    it(url, async () => {
      const html = await page(url);
      expect(breadcrumbOf(ldBlocks(html))).toEqual(visibleBreadcrumb(html));
    });
  }

  it('a subcategory trail goes through its parent', async () => {
    const tree = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/store/getproductcategorylist?MaxRecords=15' })).payload) as Array<{
      ProductCategoryNo: number;
      ProductCategoryName: string;
      SubCategories: Array<{ ProductCategoryNo: number; ProductCategoryName: string }>;
    }>;
    const parent = tree.find((c) => c.SubCategories.length > 0)!;
    const child = parent.SubCategories[0];
    const html = await page(`/category/${child.ProductCategoryNo}`);
    const crumbs = breadcrumbOf(ldBlocks(html));
    expect(crumbs).toEqual([
      { name: 'Home', path: '/home' },
      { name: 'All Categories', path: '/category' },
      { name: parent.ProductCategoryName, path: `/category/${parent.ProductCategoryNo}` },
      { name: child.ProductCategoryName },
    ]);
    expect(crumbs).toEqual(visibleBreadcrumb(html));
  });
});
