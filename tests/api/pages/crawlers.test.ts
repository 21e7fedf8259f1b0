// What crawlers see: the sitemap lists the category pages with lastmod; an unknown category and a
// search or category text that finds nothing answer a real 404 with noindex while keeping a friendly page;
// each category page has its own title and description from the category's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '../../../widgets/domain/types.js';
import { categoryDescription } from '../../../widgets/domain/category-descriptions.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = t.config.publicUrl;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const api = async <T>(url: string) => JSON.parse((await get(url)).payload) as T;
const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const title = (html: string) => head(html, /<title>([^<]*)<\/title>/);
const description = (html: string) => head(html, /<meta name="description" content="([^"]*)">/);
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex">');
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

function flatten(tree: readonly Category[], parent?: Category): Array<{ c: Category; parent?: Category }> {
  return tree.flatMap((c) => [{ c, parent }, ...flatten(c.SubCategories ?? [], c)]);
}

describe('sitemap.xml', () => {
  it('lists every category page with the date its newest product was added', async () => {
    const xml = (await get('/sitemap.xml')).payload;
    const entries = new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1], m[2]]));
    const categories = flatten(await api<Category[]>('/api/store/getproductcategorylist?MaxRecords=15'));
    expect(categories.length).toBeGreaterThan(20);
    expect(entries.has(`${base}/category`)).toBe(true);
    for (const { c } of categories) {
      const loc = `${base}/category/${c.ProductCategoryNo}`;
      expect(entries.has(loc), loc).toBe(true);
      const products = (await api<{ ProductList: Product[] }>(`/api/Product/GetProducts?CategoryNo=${c.ProductCategoryNo}&MaxRecords=100`)).ProductList;
      const newest = products
        .map((p) => p.DateAdded)
        .sort()
        .at(-1);
      expect(entries.get(loc), loc).toBe(newest);
    }
  });

  it('gives every product a lastmod: the later of its date added and its newest review', async () => {
    const xml = (await get('/sitemap.xml')).payload;
    const p = await api<Product>('/api/Product/loadproduct?ProductNo=18&LoadReviews=true');
    const newest = [p.DateAdded, ...p.ProductReviewList.map((r) => r.ReviewDate)].sort().at(-1);
    expect(xml).toContain(`<url><loc>${base}/productdetails/18</loc><lastmod>${newest}</lastmod></url>`);
    for (const m of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(m[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('404 with noindex for listings that list nothing, still a friendly page', () => {
  const cases: Array<[url: string, friendly: RegExp]> = [
    ['/category/99999', /<trini-category-page category-no="99999"/],
    ['/csearch/Nonexistent', /<trini-product-grid mode="category-text" category-text="Nonexistent"/],
    ['/search/zzqqxxnothing', /<trini-product-grid mode="search" search-text="zzqqxxnothing"/],
    ['/search?b=99', /<trini-product-grid mode="search"/],
  ];
  for (const [url, friendly] of cases) {
    it(url, async () => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(noindex(res.payload)).toBe(true);
      expect(res.payload).toMatch(friendly); // the listing's own "nothing here" view, with the shell and its search box
      expect(res.payload).toContain('<trini-site-search');
    });
  }

  it('the category page says it could not find the category (server-rendered)', async () => {
    expect((await get('/category/99999')).payload).toContain('Category not found');
  });

  it('listings that find something stay 200 and indexable', async () => {
    for (const url of ['/category', '/category/5', '/csearch/Hair%20Oil', '/search/coconut', '/search', '/search?b=11', '/csearch']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(noindex(res.payload), url).toBe(false);
    }
  });

  it('a malformed category number is a 404 too', async () => {
    const res = await get('/category/abc');
    expect(res.statusCode).toBe(404);
    expect(noindex(res.payload)).toBe(true);
  });
});

describe('category titles and descriptions', () => {
  it('each /category/N is titled and described from its own name', async () => {
    const categories = flatten(await api<Category[]>('/api/store/getproductcategorylist?MaxRecords=15'));
    const titles = new Set<string>();
    for (const { c, parent } of categories) {
      const html = (await get(`/category/${c.ProductCategoryNo}`)).payload;
      expect(decode(title(html)!)).toBe(`${c.ProductCategoryName} | Trini Naturals`);
      expect(decode(description(html)!)).toBe(categoryDescription(c.ProductCategoryName, parent?.ProductCategoryName));
      expect(decode(head(html, /<meta property="og:title" content="([^"]*)">/)!)).toBe(c.ProductCategoryName);
      titles.add(title(html)!);
    }
    expect(titles.size).toBe(categories.length);
  });

  it('/category is All Categories', async () => {
    const html = (await get('/category')).payload;
    expect(title(html)).toBe('All Categories | Trini Naturals');
  });

  it('a search page with results is titled with its text', async () => {
    expect(title((await get('/search/coconut')).payload)).toBe('Search results for coconut | Trini Naturals');
  });
});
