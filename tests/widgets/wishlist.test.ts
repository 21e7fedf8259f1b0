// @vitest-environment happy-dom
// <trini-wishlist> and the $wishlist store (docs/screens.md#wishlist, docs/architecture.md#decisions: the wishlist works).
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, product, shadow } from './mount.js';
import {
  $,
  $$,
  captureNavigation,
  click,
  fakeApi,
  loadWidgetsSameOrigin,
  productFrom,
  resetPage,
  restoreFakes,
  settle,
  text,
  toastTexts,
  type FakeRequest,
} from './store-pages-fake.js';
import type { Product } from '../../widgets/domain/types.js';

const soap = product({ ProductNo: 1, ProductName: 'Neem Soap', SalesPrice: 40, Barcode: '845100', StyleName: 'Bar' });
const oil = product({ ProductNo: 2, ProductName: 'Coconut Hair Oil', SalesPrice: 85.5, Barcode: '845200', ProductStyle: '250 ml' });
const balm = product({ ProductNo: 3, ProductName: 'Cocoa Balm', IsSoldOut: 1 });
const variants = product({
  ProductNo: 4,
  ProductName: 'Shea Butter',
  ProductSKUCount: 2,
  ProductSKUList: [
    { ProductSKUNo: 41, Color: '', Size: '100g', Barcode: '' },
    { ProductSKUNo: 42, Color: '', Size: '200g', Barcode: '' },
  ],
});

let catalog: Map<number, Product>;
let calls: FakeRequest[];
let hrefs: string[];

beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  const w = await import('../../widgets/state/wishlist.js');
  await act(async () => {
    await resetPage();
    w.clearWishlist();
  });
  catalog = new Map([soap, oil, balm, variants].map((p) => [p.ProductNo, p]));
  calls = fakeApi((req) => productFrom(catalog, req));
  hrefs = captureNavigation();
});
afterEach(restoreFakes);

const wishlist = () => import('../../widgets/state/wishlist.js');
const rows = (el: Element) => $$(el, 'tbody tr');
const cell = (row: HTMLElement, label: string) => (row.querySelector(`[data-label="${label}"]`)?.textContent ?? '').trim();

async function mountWishlist(attrs = ''): Promise<HTMLElement> {
  const el = await mount(`<trini-wishlist ${attrs}></trini-wishlist>`);
  await settle();
  return el;
}

describe('$wishlist store', () => {
  it('toggles, removes, answers isInWishlist and persists to localStorage "wishlist"', async () => {
    const w = await wishlist();
    expect(w.toggleWishlist(soap)).toBe(true);
    w.toggleWishlist(oil);
    expect(w.isInWishlist(1)).toBe(true);
    expect(w.$wishlist.get().map((e) => e.ProductNo)).toEqual([2, 1]); // newest first
    const stored = JSON.parse(localStorage.getItem('wishlist')!);
    expect(stored.map((e: { ProductNo: number }) => e.ProductNo)).toEqual([2, 1]);
    expect(stored[0].Product.ProductName).toBe('Coconut Hair Oil');
    expect(w.toggleWishlist(soap)).toBe(false);
    w.removeFromWishlist(2);
    expect(w.$wishlist.get()).toEqual([]);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('restores on start-up and ignores unreadable or duplicate entries', async () => {
    const entry = (p: Product) => ({ ProductNo: p.ProductNo, AddedAt: '2025-01-01T00:00:00Z', Product: p });
    localStorage.setItem('wishlist', JSON.stringify([entry(soap), { ProductNo: 'x' }, entry(soap), entry(oil)]));
    vi.resetModules();
    const fresh = await import('../../widgets/state/wishlist.js');
    expect(fresh.$wishlist.get().map((e) => e.ProductNo)).toEqual([1, 2]);
    localStorage.setItem('wishlist', '{not json');
    fresh.reloadWishlist();
    expect(fresh.$wishlist.get()).toEqual([]);
  });
});

describe('<trini-wishlist>', () => {
  it('shows the empty state with the docs/screens.md#wishlist texts and Continue Shopping to /home', async () => {
    const el = await mountWishlist();
    expect(text(el, '.empty h2')).toBe('Your WishList is Empty!');
    expect(text(el, '.empty p')).toBe("It's a nice day to buy the items you saved for later!");
    const link = $(el, '.empty a') as HTMLAnchorElement;
    expect(link.textContent).toBe('Continue Shopping');
    expect(link.getAttribute('href')).toBe('/home');
  });

  it('lists every column, with the real stock from IsSoldOut', async () => {
    const w = await wishlist();
    w.addToWishlist(soap);
    w.addToWishlist(oil);
    w.addToWishlist(balm);
    const el = await mountWishlist();
    expect($$(el, 'thead th').map((th) => th.textContent)).toEqual(['S.No', 'Image', 'Product Name', 'Style', 'Barcode', 'Stock', 'Unit Price', 'Action']);
    const [first, second, third] = rows(el);
    expect(cell(first, 'S.No')).toBe('1');
    expect(cell(first, 'Product Name')).toBe('Cocoa Balm');
    expect(cell(first, 'Stock')).toBe('Out of Stock');
    expect(cell(second, 'Style')).toBe('250 ml'); // ProductStyle when StyleName is empty
    expect(cell(second, 'Barcode')).toBe('845200');
    expect(cell(second, 'Stock')).toBe('In Stock');
    expect(cell(second, 'Unit Price')).toBe('TT$85.50');
    expect(cell(third, 'Style')).toBe('Bar');
    expect((third.querySelector('.name a') as HTMLAnchorElement).getAttribute('href')).toBe('/productdetails/1');
    expect(third.querySelector('img')!.getAttribute('src')).toBe(location.origin + '/media/p/1t.jpg');
  });

  it('refreshes saved snapshots from the store: a product sold out since it was saved says so', async () => {
    (await wishlist()).addToWishlist(soap);
    catalog.set(1, { ...soap, IsSoldOut: 1, SalesPrice: 45 });
    const el = await mountWishlist();
    expect(calls.some((c) => c.path === '/api/Product/loadproduct' && c.query.get('ProductNo') === '1')).toBe(true);
    expect(cell(rows(el)[0], 'Stock')).toBe('Out of Stock');
    expect(cell(rows(el)[0], 'Unit Price')).toBe('TT$45.00');
  });

  it('remove really removes (and the empty state follows)', async () => {
    const w = await wishlist();
    w.addToWishlist(soap);
    w.addToWishlist(oil);
    const el = await mountWishlist();
    await click(rows(el)[0].querySelector('.remove') as HTMLElement);
    expect(rows(el).map((r) => cell(r, 'Product Name'))).toEqual(['Neem Soap']);
    expect(w.isInWishlist(2)).toBe(false);
    expect(await toastTexts()).toContain('Removed from your wishlist.');
    await click(rows(el)[0].querySelector('.remove') as HTMLElement);
    expect(text(el, '.empty h2')).toBe('Your WishList is Empty!');
  });

  it('add to cart adds quantity 1, fires trini-add-to-cart and goes to /cart', async () => {
    (await wishlist()).addToWishlist(oil);
    const el = await mountWishlist();
    const events: CustomEvent[] = [];
    el.addEventListener('trini-add-to-cart', (e) => events.push(e));
    await click(rows(el)[0].querySelector('.to-cart') as HTMLElement);
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemList.map((l) => [l.ProductNo, l.Quantity])).toEqual([[2, 1]]);
    expect(events[0].detail).toEqual({ productNo: 2, productName: 'Coconut Hair Oil', quantity: 1, unitPrice: 85.5 });
    expect(hrefs).toEqual(['/cart']);
  });

  it('add to cart: sold out shows the docs/screens.md#messages snack bar and stays; several options go to the product page', async () => {
    const w = await wishlist();
    w.addToWishlist(balm);
    w.addToWishlist(variants);
    const el = await mountWishlist();
    const byName = (name: string) => rows(el).find((r) => cell(r, 'Product Name') === name)!;
    await click(byName('Cocoa Balm').querySelector('.to-cart') as HTMLElement);
    expect(await toastTexts()).toEqual(['Item is sold out. Please select other item']);
    expect(hrefs).toEqual([]);
    await click(byName('Shea Butter').querySelector('.to-cart') as HTMLElement);
    expect(hrefs).toEqual(['/productdetails/4']);
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemList).toEqual([]);
  });

  it('add-product-no (the /wishlist/{ProductNo} route) saves that product; attribute changes add more', async () => {
    const el = await mountWishlist('add-product-no="2"');
    expect(rows(el).map((r) => cell(r, 'Product Name'))).toEqual(['Coconut Hair Oil']);
    expect(await toastTexts()).toEqual(['Added to your wishlist.']);
    el.setAttribute('add-product-no', '1');
    await settle();
    expect(rows(el).map((r) => cell(r, 'Product Name'))).toEqual(['Neem Soap', 'Coconut Hair Oil']);
  });

  it('an unknown add-product-no says the product is gone; the list stays usable', async () => {
    (await wishlist()).addToWishlist(soap);
    const el = await mountWishlist('add-product-no="99"');
    expect(text(el, '.notice')).toBe('This product is no longer available.');
    expect(rows(el)).toHaveLength(1);
  });

  it('shares state with another widget on the page: a WishlistButton toggle shows in the table at once', async () => {
    const { WishlistButton } = await import('../../widgets/ui/wishlist/WishlistButton.js');
    const el = await mountWishlist();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(WishlistButton, { product: oil })));
    const button = host.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Add to wishlist: Coconut Hair Oil');
    await click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(rows(el).map((r) => cell(r, 'Product Name'))).toEqual(['Coconut Hair Oil']);
    await click(button);
    expect(shadow(el).querySelector('.empty')).not.toBeNull();
    expect(await toastTexts()).toEqual(['Added to your wishlist.', 'Removed from your wishlist.']);
    await act(async () => root.unmount());
  });
});
