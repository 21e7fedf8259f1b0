// @vitest-environment happy-dom
// <trini-product-card>: loading by product-no, rendering, the card's add-to-cart rules (docs/domain.md#adding-to-the-cart), the
// caption timing (docs/screens.md#product-card), one video at a time (docs/screens.md#product-card) and partner-shop attribution.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../widgets/domain/types.js';
import { flush, mount, product, shadow } from './mount.js';

await import('../../widgets/index.js');
const { configure } = await import('../../widgets/runtime/config.js');
const cart = await import('../../widgets/state/cart.js');
const { $toasts, clearToasts } = await import('../../widgets/state/toasts.js');
const { $attribution, clearAttribution } = await import('../../widgets/state/attribution.js');
const { $playingVideo } = await import('../../widgets/ui/product-card/playing-video.js');

const products = new Map<number, Product>();
let requests: URL[] = [];
let failNext = 0;
let gate: Promise<void> | null = null; // while set, answers wait for it

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  configure({ apiBase: location.origin, mediaBase: `${location.origin}/media/`, storeBase: location.origin });
  products.clear();
  requests = [];
  failNext = 0;
  gate = null;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    requests.push(url);
    if (gate) await gate;
    if (failNext > 0) {
      failNext--;
      return json({ msg: 'down' }, 500);
    }
    const p = products.get(Number(url.searchParams.get('ProductNo')));
    return p ? json(p) : json({ success: false, msg: 'Product not found.' }, 404);
  });
  cart.clear();
  clearToasts();
  clearAttribution();
  $playingVideo.set(null);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await flush();
});

const sr = (el: Element) => shadow(el);
const addButton = (el: Element) => sr(el).querySelector<HTMLButtonElement>('[part="add-button"]')!;
const toastTexts = () => $toasts.get().map((t) => t.text);

describe('<trini-product-card> rendering', () => {
  it('loads its product by product-no and shows ribbon, links, TT$ prices, badge and stars', async () => {
    products.set(
      12,
      product({
        ProductNo: 12,
        ProductName: 'Coconut Hair Oil',
        RibbonText: 'Best Seller',
        SalesPrice: 80,
        Price: 100,
        FreeDelivery: 1,
        FreeDeliveryBadge: 'Free delivery in Trinidad',
        Rating: 4,
        ReviewCount: 7,
        ImageFilePathThumbnail: 'products/12t.jpg',
      }),
    );
    const el = await mount('<trini-product-card product-no="12"></trini-product-card>');
    await flush();
    expect(requests[0].pathname).toBe('/api/Product/loadproduct');
    expect(requests[0].searchParams.get('ProductNo')).toBe('12');
    const root = sr(el);
    expect(root.querySelector('[part="ribbon"]')!.textContent).toBe('Best Seller');
    const links = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/productdetails/12', '/productdetails/12']);
    expect(root.querySelector('[part="name"]')!.textContent).toBe('Coconut Hair Oil');
    expect(root.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/media/products/12t.jpg`);
    expect(root.querySelector('[part="price"]')!.textContent).toBe('TT$80.00');
    expect(root.querySelector('[part="list-price"]')!.textContent).toBe('Was TT$100.00');
    expect(root.querySelector('[part="free-delivery"]')!.textContent).toBe('Free delivery in Trinidad'); // by the shop's rates, from the answer
    expect(root.querySelectorAll('.star.filled')).toHaveLength(4);
    expect(root.querySelector('[part="rating"]')!.getAttribute('aria-label')).toBe('Rated 4 out of 5, 7 reviews');
    expect(addButton(el).textContent).toBe('Add To Cart');
    expect(root.textContent).not.toMatch(/₹|(^|[^T])\$/);
  });

  it('hides what the product lacks: no ribbon, no strike-through at list price, no stars at rating 0', async () => {
    products.set(3, product({ ProductNo: 3, SalesPrice: 50, Price: 50, FreeDeliveryQuantity: 3, FreeDeliveryBadge: 'Free delivery in Trinidad on 3+' }));
    const el = await mount('<trini-product-card product-no="3"></trini-product-card>');
    await flush();
    const root = sr(el);
    expect(root.querySelector('[part="ribbon"]')).toBeNull();
    expect(root.querySelector('[part="list-price"]')).toBeNull();
    expect(root.querySelector('[part="rating"]')).toBeNull();
    expect(root.querySelector('[part="free-delivery"]')!.textContent).toBe('Free delivery in Trinidad on 3+');
    expect(root.querySelector('[part="video-toggle"]')).toBeNull();
  });

  it('shows a skeleton while loading, a clear message for an unknown product and a retry on failure, each told to the page', async () => {
    const reported: unknown[] = [];
    const listen = (e: CustomEvent) => reported.push({ ...e.detail, composed: e.composed, bubbles: e.bubbles });
    document.addEventListener('trini-error', listen);
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const el = await mount('<trini-product-card product-no="99"></trini-product-card>');
    expect(sr(el).querySelector('.skeleton')).not.toBeNull();
    gate = null;
    open();
    await flush();
    expect(sr(el).querySelector('[part="status"]')!.textContent).toBe('This product is no longer available.');
    const notFound = { reason: 'product-not-found', source: 'trini-product-card', composed: true, bubbles: true };
    expect(reported).toEqual([{ message: 'Product 99 not found', ...notFound }]);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    products.set(5, product({ ProductNo: 5, ProductName: 'Shea Butter' }));
    failNext = 1;
    el.setAttribute('product-no', '5');
    await flush();
    await flush();
    expect(sr(el).querySelector('[part="status"]')!.textContent).toContain('Could not load this product.');
    expect(errors).toHaveBeenCalled();
    expect(reported.slice(1)).toEqual([
      { message: 'Could not load product 5', reason: 'product-load-failed', source: 'trini-product-card', composed: true, bubbles: true },
    ]);
    await act(async () => sr(el).querySelector<HTMLButtonElement>('[part="status"] button')!.click());
    await flush();
    expect(sr(el).querySelector('[part="name"]')!.textContent).toBe('Shea Butter');
    expect(reported).toHaveLength(2);
    document.removeEventListener('trini-error', listen);
  });

  it('reloads when product-no changes and renders the compact layout', async () => {
    products.set(1, product({ ProductNo: 1, ProductName: 'One' }));
    products.set(2, product({ ProductNo: 2, ProductName: 'Two' }));
    const el = await mount('<trini-product-card product-no="1" compact></trini-product-card>');
    await flush();
    expect(sr(el).querySelector('.card.compact')).not.toBeNull();
    el.setAttribute('product-no', '2');
    await flush();
    await flush();
    expect(sr(el).querySelector('[part="name"]')!.textContent).toBe('Two');
  });
});

describe('<trini-product-card> Add To Cart (docs/domain.md#adding-to-the-cart)', () => {
  it('adds quantity 1, fires trini-add-to-cart, toasts, and the caption reverts after 2 s', async () => {
    products.set(7, product({ ProductNo: 7, ProductName: 'Aloe Gel', SalesPrice: 45 }));
    const el = await mount('<trini-product-card product-no="7"></trini-product-card>');
    await flush();
    const events: unknown[] = [];
    document.addEventListener('trini-add-to-cart', (e) => events.push(e.detail), { once: true });
    vi.useFakeTimers();
    await act(async () => addButton(el).click());
    expect(cart.$cart.get().ItemList.map((l) => [l.ProductNo, l.Quantity])).toEqual([[7, 1]]);
    expect(events).toEqual([{ productNo: 7, productName: 'Aloe Gel', quantity: 1, unitPrice: 45 }]);
    expect(toastTexts()).toEqual(['Item Added To Cart']);
    expect(addButton(el).textContent).toBe('Item Added To Cart');
    await act(async () => vi.advanceTimersByTime(1999));
    expect(addButton(el).textContent).toBe('Item Added To Cart');
    await act(async () => vi.advanceTimersByTime(1));
    expect(addButton(el).textContent).toBe('Add To Cart');
  });

  it('sold out: shows the message with Ok and adds nothing', async () => {
    products.set(8, product({ ProductNo: 8, IsSoldOut: 1 }));
    const el = await mount('<trini-product-card product-no="8"></trini-product-card>');
    await flush();
    expect(sr(el).querySelector('[part="sold-out"]')!.textContent).toBe('Sold out');
    await act(async () => addButton(el).click());
    expect($toasts.get()).toEqual([expect.objectContaining({ text: 'Item is sold out. Please select other item', ok: true })]);
    expect(cart.$cart.get().ItemList).toEqual([]);
    expect(addButton(el).textContent).toBe('Add To Cart');
  });

  it('a product already in the cart is not added twice and fires no event', async () => {
    products.set(4, product({ ProductNo: 4 }));
    cart.addProduct(product({ ProductNo: 4 }), 2);
    const el = await mount('<trini-product-card product-no="4"></trini-product-card>');
    await flush();
    const listener = vi.fn();
    document.addEventListener('trini-add-to-cart', listener);
    await act(async () => addButton(el).click());
    document.removeEventListener('trini-add-to-cart', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(cart.$cart.get().ItemList[0].Quantity).toBe(2);
    expect(toastTexts()).toEqual(['This item is already in your cart.']);
  });

  it('shop-no attributes the sale to the partner shop (sessionStorage "shop")', async () => {
    products.set(12, product({ ProductNo: 12 }));
    const el = await mount('<trini-product-card product-no="12" shop-no="21"></trini-product-card>');
    await flush();
    expect($attribution.get()).toBeNull();
    await act(async () => addButton(el).click());
    expect($attribution.get()).toBe(21);
    expect(sessionStorage.getItem('shop')).toBe('21');
    const { attributedShopNo } = await import('../../widgets/state/attribution.js');
    expect(attributedShopNo()).toBe(21);
  });
});

describe('<trini-product-card> video (docs/screens.md#product-card, docs/domain.md#constants)', () => {
  it('plays one video at a time across cards, at volume 0.4, 100 ms after the toggle', async () => {
    products.set(1, product({ ProductNo: 1, ProductName: 'One', VideoFileName: 'videos/1.mp4' }));
    products.set(2, product({ ProductNo: 2, ProductName: 'Two', VideoFileName: 'videos/2.mp4' }));
    const a = await mount('<trini-product-card product-no="1"></trini-product-card>');
    const b = await mount('<trini-product-card product-no="2"></trini-product-card>');
    await flush();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const toggle = (el: Element) => sr(el).querySelector<HTMLButtonElement>('[part="video-toggle"]')!;
    expect(toggle(a).getAttribute('aria-label')).toBe('Play video of One');

    vi.useFakeTimers();
    await act(async () => toggle(a).click());
    const video = sr(a).querySelector('video')!;
    expect(video.querySelector('source')!.getAttribute('src')).toBe(`${location.origin}/media/videos/1.mp4`);
    expect(video.querySelector('source')!.getAttribute('type')).toBe('video/mp4');
    expect(video.textContent).toBe('Your browser does not support the video tag.');
    expect(video.volume).toBe(0.4);
    await act(async () => vi.advanceTimersByTime(99));
    expect(play).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);
    expect(toggle(a).getAttribute('aria-pressed')).toBe('true');
    expect(toggle(a).getAttribute('aria-label')).toBe('Close video of One');

    await act(async () => toggle(b).click());
    expect(sr(a).querySelector('video')).toBeNull(); // starting b stopped a
    expect(sr(b).querySelector('video')).not.toBeNull();
    expect(toggle(a).getAttribute('aria-pressed')).toBe('false');

    await act(async () => toggle(b).click()); // close
    expect(sr(b).querySelector('video')).toBeNull();
    expect(sr(b).querySelector('img')).not.toBeNull();
  });
});
