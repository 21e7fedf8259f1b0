// A fake store API for the <trini-product-detail> tests, faked at the fetch level only.
import { act } from 'react';
import { vi } from 'vitest';
import type { Product } from '../../widgets/domain/types.js';
import { mount, shadow, type WidgetElement } from './mount.js';
import { json, stubFetch, type FakeRequest } from './fakes/fetch.js';
import { clickAndSettle, settle as settleRounds } from './fakes/page.js';
import { $shop } from '../../widgets/state/shop.js';
import { DEMO_SHOP_SETTINGS } from '../../host/db/seed/shop-settings.js';
import { publicShopSettings } from '../../widgets/domain/shop-settings.js';

export { json, loadWidgetsSameOrigin, restoreFakes } from './fakes/fetch.js';
export { $, $$, resetPage, toastTexts, type } from './fakes/page.js';

export type FakeCall = FakeRequest;

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
  // The demo shop's settings, as the host's own pages carry them.
  $shop.set(publicShopSettings(DEMO_SHOP_SETTINGS));
  store.calls = stubFetch(async ({ path, query, body }) => {
    if (path === '/api/Product/loadproduct') {
      if (store.gate) await store.gate;
      if (store.loadFailure === 0) throw new TypeError('Failed to fetch');
      if (store.loadFailure) return json({ success: false, msg: 'Server error' }, store.loadFailure);
      const product = store.products.get(Number(query.get('ProductNo')));
      return product ? json(product) : json({ success: false, msg: 'Product not found.' }, 404);
    }
    if (path === '/api/trini/GetProducts') return json([]);
    if (path === '/api/trini/saveproductreview') return store.saveReview(body as Record<string, unknown>);
    return json({ success: false, msg: 'Not found' }, 404);
  });
  return store;
}

/** Mounts a product detail and waits for the product to arrive. */
export async function mountDetail(productNo: number | string): Promise<WidgetElement> {
  const el = await mount(`<trini-product-detail product-no="${productNo}"></trini-product-detail>`);
  await settle();
  return el;
}

/** Lets fetches, React updates and nested elements settle. */
export async function settle(): Promise<void> {
  await settleRounds(4);
}

export async function click(target: HTMLElement): Promise<void> {
  await clickAndSettle(target, 4);
}

/** Waits (flushing React work) until `selector` is in the shadow root; ky's retries take a while. */
export function waitFor(el: Element, selector: string, timeoutMs = 4000): Promise<HTMLElement> {
  return vi.waitFor(
    async () => {
      await act(async () => undefined);
      const found = shadow(el).querySelector<HTMLElement>(selector);
      if (!found) throw new Error(`${selector} did not appear`);
      return found;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
