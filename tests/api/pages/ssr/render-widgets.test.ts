// The server renders a widget again only when it found answers missing: the product detail notes its product and
// the shop's settings in its first render, so its second is its last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueResolver } from '../../../../host/pages/ssr/page-render.js';
import { preloadScript, renderWidgets } from '../../../../host/pages/ssr/render-widgets.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('server render passes', () => {
  it('renders the product detail and each of its three lists twice: once to note their answers, once with them', async () => {
    const asked: string[] = [];
    const resolve = catalogueResolver(t.app);
    const page = await renderWidgets('<trini-product-detail product-no="18"></trini-product-detail>', 'http://127.0.0.1:3000', async (key) => {
      asked.push(key);
      return resolve(key);
    });
    expect(page.passes).toBe(2 + 3 * 2);
    expect(asked).toEqual([
      'api/Product/loadproduct?ProductNo=18&LoadReviews=true',
      'api/shop/Settings',
      'api/trini/GetProducts?UseForGN=1&MaxRecords=15&SimilarProductNo=18',
      'api/trini/GetProducts?UseForGN=1&MaxRecords=15&BestSellers=1',
      'api/trini/GetProducts?UseForGN=1&MaxRecords=15&NewProducts=1',
    ]);
    expect(Object.keys(page.data)).toEqual(asked);
    expect(page.html).toContain('<template shadowrootmode="open">');
  });

  it('renders a widget with no answers to find once', async () => {
    const page = await renderWidgets('<trini-cart-button></trini-cart-button>', 'http://127.0.0.1:3000', catalogueResolver(t.app));
    expect(page.passes).toBe(1);
    expect(page.data).toEqual({});
  });
});

describe('characters beyond ASCII', () => {
  const NAME = 'Shea’s Butter – Sorrel 😀';
  it('are written as references in the markup and as escapes in the carried data, which decode to the same text', async () => {
    const resolve = catalogueResolver(t.app);
    const page = await renderWidgets('<trini-product-detail product-no="18"></trini-product-detail>', 'http://127.0.0.1:3000', async (key) => {
      const answer = (await resolve(key)) as { ProductName?: string } | undefined;
      return key.startsWith('api/Product/loadproduct') ? { ...answer, ProductName: NAME } : answer;
    });
    const script = preloadScript(page.data);
    expect(page.html).not.toMatch(/[\u0080-\uffff]/);
    expect(script).not.toMatch(/[\u0080-\uffff]/);
    expect(page.html).toContain('Shea&#8217;s Butter &#8211; Sorrel &#128512;');
    const carried = JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, { ProductName?: string }>;
    expect(carried['api/Product/loadproduct?ProductNo=18&LoadReviews=true'].ProductName).toBe(NAME);
  });
});

describe('answers the routes have already made', () => {
  it('are read from their cache by URL, not asked for again', async () => {
    const key = 'api/Product/loadproduct?ProductNo=18&LoadReviews=true';
    const made = JSON.stringify({ ...((await catalogueResolver(t.app)(key)) as object), ProductName: 'Kept Answer Butter' });
    const looked: string[] = [];
    const answers = { byUrl: (url: string) => (looked.push(url), url === `/${key}` ? { text: () => made } : undefined) };
    const page = await renderWidgets(
      '<trini-product-detail product-no="18"></trini-product-detail>',
      'http://127.0.0.1:3000',
      catalogueResolver(t.app, answers),
    );
    expect(page.html).toContain('Kept Answer Butter');
    expect(looked).toContain(`/${key}`);
    expect(looked).toContain('/api/shop/Settings');
  });
});
