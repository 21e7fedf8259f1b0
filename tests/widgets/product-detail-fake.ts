// A fake store API for the <trini-product-detail> tests, faked at the fetch level only.
import { act } from 'react';
import { vi } from 'vitest';
import type { Product } from '../../widgets/domain/types.js';
import { flush, mount, shadow, type WidgetElement } from './mount.js';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeStore {
  products: Map<number, Product>;
  calls: FakeCall[];
  /** Answer for POST saveproductreview; the default saves the review into the product. */
  saveReview: (review: Record<string, unknown>) => Response | Promise<Response>;
  /** Makes every loadproduct call fail with this status (0 = network failure), or null. */
  loadFailure: number | null;
  /** Product loads wait for this before answering (lets a test see the loader). */
  gate: Promise<void> | null;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function installFakeStore(products: Product[]): FakeStore {
  const store: FakeStore = {
    products: new Map(products.map((p) => [p.ProductNo, p])),
    calls: [],
    loadFailure: null,
    gate: null,
    saveReview: (review) => {
      const product = store.products.get(Number(review.ProductNo))!;
      const saved = {
        ProductReviewNo: 1000 + product.ProductReviewList.length,
        ProductNo: product.ProductNo,
        CustomerName: String(review.CustomerName),
        ReviewTitle: String(review.ReviewTitle),
        Comments: String(review.Comments),
        Rating: Number(review.Rating),
        ReviewDate: '2025-03-04',
      };
      store.products.set(product.ProductNo, { ...product, ProductReviewList: [saved, ...product.ProductReviewList] });
      return json({ success: true, msg: 'Thank you! Your review has been saved.' });
    },
  };
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const body = text ? JSON.parse(text) : undefined;
    store.calls.push({ method: req.method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/api/Product/loadproduct') {
      if (store.gate) await store.gate;
      if (store.loadFailure === 0) throw new TypeError('Failed to fetch');
      if (store.loadFailure) return json({ success: false, msg: 'Server error' }, store.loadFailure);
      const product = store.products.get(Number(url.searchParams.get('ProductNo')));
      return product ? json(product) : json({ success: false, msg: 'Product not found.' }, 404);
    }
    if (url.pathname === '/api/trini/GetProducts') return json([]);
    if (url.pathname === '/api/trini/saveproductreview') return store.saveReview(body as Record<string, unknown>);
    return json({ success: false, msg: 'Not found' }, 404);
  });
  return store;
}

export async function configureSameOrigin(): Promise<void> {
  const { configure } = await import('../../widgets/runtime/config.js');
  configure({ apiBase: location.origin, mediaBase: location.origin + '/media/', storeBase: location.origin });
}

/** Mounts a product detail and waits for the product to arrive. */
export async function mountDetail(productNo: number | string): Promise<WidgetElement> {
  const el = await mount(`<trini-product-detail product-no="${productNo}"></trini-product-detail>`);
  await settle();
  return el;
}

/** Lets fetches, React updates and nested elements settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 4; i++) await flush();
}

export function $(el: Element, selector: string): HTMLElement {
  const found = shadow(el).querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`${selector} not found`);
  return found;
}

export function $$(el: Element, selector: string): HTMLElement[] {
  return [...shadow(el).querySelectorAll<HTMLElement>(selector)];
}

export async function click(target: HTMLElement): Promise<void> {
  await act(async () => target.click());
  await settle();
}

/** Types into a React-controlled input or textarea. */
export async function type(target: HTMLElement, value: string): Promise<void> {
  const proto = target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function toastTexts(): Promise<string[]> {
  const { $toasts } = await import('../../widgets/state/toasts.js');
  return $toasts.get().map((t) => t.text);
}

export async function resetPage(): Promise<void> {
  const { clear } = await import('../../widgets/state/cart.js');
  const { clearToasts } = await import('../../widgets/state/toasts.js');
  document.body.innerHTML = '';
  clear();
  clearToasts();
}

/** Waits (flushing React work) until `selector` is in the shadow root; ky's retries take a while. */
export async function waitFor(el: Element, selector: string, timeoutMs = 4000): Promise<HTMLElement> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = shadow(el).querySelector<HTMLElement>(selector);
    if (found) return found;
    if (Date.now() > until) throw new Error(`${selector} did not appear`);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
  }
}
