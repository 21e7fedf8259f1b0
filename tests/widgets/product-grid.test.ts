// @vitest-environment happy-dom
// <trini-product-grid>: the GetProducts query per mode (docs/api.md#catalogue), home paging (docs/screens.md#home: the page counter only
// advances on non-empty pages; a short page hides the button), empty and failure states, re-query on
// attribute change, heading / hide-empty, and cards as React components.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../widgets/domain/types.js';
import { flush, mount, product, shadow } from './mount.js';

await import('../../widgets/index.js');
const { configure } = await import('../../widgets/runtime/config.js');
const cart = await import('../../widgets/state/cart.js');
const { clearToasts } = await import('../../widgets/state/toasts.js');
const { $attribution, clearAttribution } = await import('../../widgets/state/attribution.js');

const { SPEC_DELIVERY_RATES } = await import('../../widgets/domain/delivery-rates.js');
const { $shop } = await import('../../widgets/state/shop.js');

type Answer = Product[] | number; // a list, or an HTTP status to fail with

let requests: URLSearchParams[] = [];
let answer: (q: URLSearchParams) => Answer | Promise<Answer>;

const list = (from: number, count: number) => Array.from({ length: count }, (_, i) => product({ ProductNo: from + i, ProductName: `Product ${from + i}` }));

beforeEach(() => {
  configure({ apiBase: location.origin, mediaBase: `${location.origin}/media/`, storeBase: location.origin });
  requests = [];
  answer = () => [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    // The shop's delivery rates, for the cards' free-delivery badges: the spec's.
    if (url.pathname === '/api/shop/Settings') return new Response(JSON.stringify({ delivery: SPEC_DELIVERY_RATES }));
    expect(url.pathname).toBe('/api/trini/GetProducts');
    requests.push(url.searchParams);
    const a = await answer(url.searchParams);
    return typeof a === 'number'
      ? new Response('{"msg":"down"}', { status: a })
      : new Response(JSON.stringify(a), { headers: { 'content-type': 'application/json' } });
  });
  cart.clear();
  clearToasts();
  clearAttribution();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await flush();
});

const names = (el: Element) => [...shadow(el).querySelectorAll('[part="name"]')].map((n) => n.textContent);
const loadMore = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part="load-more"]');
const params = (q: URLSearchParams) => Object.fromEntries(q);

describe('<trini-product-grid> home paging', () => {
  it('appends pages; a failed page is asked again; a short page hides the button', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages: Record<string, Answer[]> = { '1': [list(1, 2)], '2': [list(3, 2)], '3': [500, []] };
    answer = (q) => pages[q.get('PageNo')!].shift()!;
    const el = await mount('<trini-product-grid mode="home" max-records="2"></trini-product-grid>');
    await flush();
    expect(params(requests[0])).toEqual({ UseForGN: '1', MaxRecords: '2', HomePageProducts: '1', PageNo: '1' });
    expect(names(el)).toEqual(['Product 1', 'Product 2']);
    expect(loadMore(el)!.textContent).toBe('Load More Products...');

    await act(async () => loadMore(el)!.click());
    await flush();
    expect(names(el)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']);

    await act(async () => loadMore(el)!.click()); // page 3 fails: logged, retry offered
    await flush();
    expect(errors).toHaveBeenCalled();
    expect(shadow(el).querySelector('.more-error')!.textContent).toBe('We could not load more products. Please try again.');
    expect(names(el)).toHaveLength(4);

    await act(async () => loadMore(el)!.click()); // page 3 again (the counter did not advance): empty
    await flush();
    expect(requests.map((q) => q.get('PageNo'))).toEqual(['1', '2', '3', '3']);
    expect(names(el)).toHaveLength(4);
    expect(loadMore(el)).toBeNull();
    expect(shadow(el).querySelector('.more-error')).toBeNull();
  });

  it('a failed first page is offered as a retry that asks page 1 again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers: Answer[] = [500, list(1, 15), list(16, 3)];
    answer = () => answers.shift()!;
    const el = await mount('<trini-product-grid></trini-product-grid>'); // no mode: home, 15 a page
    await flush();
    expect(shadow(el).querySelector('[part="status"]')!.textContent).toContain('We could not load these products.');
    await act(async () => shadow(el).querySelector<HTMLButtonElement>('[part="status"] button')!.click());
    await flush();
    expect(names(el)).toHaveLength(15);
    await act(async () => loadMore(el)!.click());
    await flush();
    expect(requests.map((q) => [q.get('PageNo'), q.get('MaxRecords')])).toEqual([
      ['1', '15'],
      ['1', '15'],
      ['2', '15'],
    ]);
    expect(names(el)).toHaveLength(18);
    expect(loadMore(el)).toBeNull(); // 3 < 15: the last page
  });

  it('skips products already shown when the catalogue shifted between pages', async () => {
    const answers: Answer[] = [list(1, 2), list(2, 2)];
    answer = () => answers.shift()!;
    const el = await mount('<trini-product-grid mode="home" max-records="2"></trini-product-grid>');
    await flush();
    await act(async () => loadMore(el)!.click());
    await flush();
    expect(names(el)).toEqual(['Product 1', 'Product 2', 'Product 3']);
  });
});

describe('<trini-product-grid> queries and states', () => {
  it('shows skeleton cards while loading', async () => {
    let release!: () => void;
    answer = () => new Promise<Answer>((r) => (release = () => r(list(1, 1))));
    const el = await mount('<trini-product-grid mode="new"></trini-product-grid>');
    expect(shadow(el).querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(shadow(el).querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    release();
    await flush();
    expect(shadow(el).querySelector('.skeleton')).toBeNull();
    expect(names(el)).toEqual(['Product 1']);
  });

  it('asks for each mode with its parameters', async () => {
    answer = () => list(1, 1);
    const cases: Array<[string, Record<string, string>]> = [
      ['mode="search" search-text="aloe" banner-no="12"', { SearchText: 'aloe', BannerNo: '12' }],
      ['mode="category-text" category-text="Face Wash"', { CategorySearchText: 'Face Wash' }],
      ['mode="best-sellers"', { BestSellers: '1' }],
      ['mode="new" max-records="6"', { NewProducts: '1', MaxRecords: '6' }],
      ['mode="similar" product-no="42"', { SimilarProductNo: '42' }],
      ['mode="banner" banner-no="14"', { BannerNo: '14' }],
    ];
    for (const [attrs, expected] of cases) {
      requests = [];
      const el = await mount(`<trini-product-grid ${attrs}></trini-product-grid>`);
      await flush();
      expect(params(requests[0])).toEqual({ UseForGN: '1', MaxRecords: '15', ...expected });
      expect(loadMore(el)).toBeNull(); // only the home list pages
      el.remove();
    }
  });

  it('similar without a product asks nothing', async () => {
    const el = await mount('<trini-product-grid mode="similar" hide-empty></trini-product-grid>');
    await flush();
    expect(requests).toHaveLength(0);
    expect(shadow(el).querySelector('.trini-root')?.textContent ?? shadow(el).textContent).toBe('');
  });

  it('search with no results: a friendly message with a link home', async () => {
    const el = await mount('<trini-product-grid mode="search" search-text="zzz"></trini-product-grid>');
    await flush();
    const empty = shadow(el).querySelector('[part="empty"]')!;
    expect(empty.querySelector('.title')!.textContent).toBe('No products found for “zzz”');
    expect(empty.querySelector('a')!.getAttribute('href')).toBe('/home');
  });

  it('re-queries when attributes change, ignoring the answer of the old query', async () => {
    const pending: Array<(a: Answer) => void> = [];
    answer = () => new Promise<Answer>((r) => pending.push(r));
    const el = await mount('<trini-product-grid mode="search" search-text="aloe"></trini-product-grid>');
    el.setAttribute('search-text', 'shea');
    await flush();
    expect(requests.map((q) => q.get('SearchText'))).toEqual(['aloe', 'shea']);
    await act(async () => {
      pending[1]([product({ ProductNo: 2, ProductName: 'Shea Butter' })]);
      pending[0]([product({ ProductNo: 1, ProductName: 'Aloe Gel' })]); // late answer of the old query
    });
    await flush();
    expect(names(el)).toEqual(['Shea Butter']);

    answer = () => [product({ ProductNo: 3, ProductName: 'Beard Oil' })];
    el.setAttribute('mode', 'category-text');
    el.setAttribute('category-text', 'Beard Care');
    await flush();
    await flush();
    expect(params(requests.at(-1)!)).toEqual({ UseForGN: '1', MaxRecords: '15', CategorySearchText: 'Beard Care' });
    expect(names(el)).toEqual(['Beard Oil']);
    const before = requests.length;
    el.setAttribute('heading', 'Beard'); // not part of the query: no new request
    await flush();
    expect(requests).toHaveLength(before);
  });

  it('heading shows only with products; hide-empty renders nothing for an empty list', async () => {
    answer = () => list(1, 2);
    const full = await mount('<trini-product-grid mode="best-sellers" heading="Best Sellers" hide-empty></trini-product-grid>');
    await flush();
    expect(shadow(full).querySelector('h2')!.textContent).toBe('Best Sellers');

    answer = () => [];
    const empty = await mount('<trini-product-grid mode="new" heading="New Products" hide-empty></trini-product-grid>');
    await flush();
    expect(shadow(empty).querySelector('h2')).toBeNull();
    expect(shadow(empty).querySelector('.trini-root')!.childElementCount).toBe(0);

    const shown = await mount('<trini-product-grid mode="new" heading="New Products"></trini-product-grid>');
    await flush();
    expect(shadow(shown).querySelector('h2')).toBeNull();
    expect(shadow(shown).querySelector('[part="empty"]')).not.toBeNull();
  });

  it('renders cards as React components (no nested elements) that pass shop-no on', async () => {
    answer = () => [product({ ProductNo: 5 })];
    const el = await mount('<trini-product-grid mode="new" shop-no="21"></trini-product-grid>');
    await flush();
    expect(shadow(el).querySelector('trini-product-card')).toBeNull();
    expect(shadow(el).querySelectorAll('[part="card"]')).toHaveLength(1);
    await act(async () => shadow(el).querySelector<HTMLButtonElement>('[part="add-button"]')!.click());
    expect(cart.$cart.get().ItemList.map((l) => l.ProductNo)).toEqual([5]);
    expect($attribution.get()).toBe(21);
  });
});

describe('<trini-product-grid> free-delivery badges', () => {
  it("say on each card where free delivery holds, by the shop's delivery rates", async () => {
    answer = () => [
      product({ ProductNo: 1, ProductName: 'Bay Rum', FreeDelivery: 1 }),
      product({ ProductNo: 2, ProductName: 'Sea Moss Lotion', FreeDelivery: 0, FreeDeliveryQuantity: 3 }),
      product({ ProductNo: 3, ProductName: 'Plain Soap', FreeDelivery: 0, FreeDeliveryQuantity: 0 }),
    ];
    const el = await mount('<trini-product-grid mode="new"></trini-product-grid>');
    await flush();
    await flush();
    const badges = () => [...shadow(el).querySelectorAll('[data-product-no]')].map((c) => c.querySelector('[part="free-delivery"]')?.textContent ?? null);
    expect(badges()).toEqual(['Free delivery in Trinidad', 'Free delivery in Trinidad on 3+', null]);

    // A shop that delivers free to Tobago as well says so.
    await act(async () => $shop.set({ ...$shop.get()!, delivery: { ...SPEC_DELIVERY_RATES, tobagoFreeDelivery: 0 } }));
    expect(badges()).toEqual(['Free delivery', 'Free delivery on 3+', null]);
  });
});
