// @vitest-environment happy-dom
// <trini-product-detail>: loading, not found, retry, attribute changes, the product's facts, fbclid.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { product, shadow } from './mount.js';
import { $, $$, click, installFakeStore, loadWidgetsSameOrigin, mountDetail, resetPage, settle, waitFor, type FakeStore } from './product-detail-fake.js';
import { mount } from './mount.js';

let store: FakeStore;

const cream = product({
  ProductNo: 12,
  ProductName: 'Aloe & Shea Body Cream',
  ProductDescription: 'Rich body cream with aloe vera.',
  SalesPrice: 120,
  Price: 150,
  SalesPrice2: 230,
  SalesPrice3: 330,
  SalesPrice5: 0,
  DiscountPercent: 0,
  FreeDelivery: 1,
  Barcode: '8901234567890',
  ProductSKUNo: 'BC-012',
  ProductCategoryName: 'Body Cream',
  Rating: 4,
});

beforeAll(loadWidgetsSameOrigin);

beforeEach(async () => {
  await resetPage();
  store = installFakeStore([
    cream,
    product({ ProductNo: 13, ProductName: 'Coconut Hair Oil', SalesPrice: 75, Price: 75, DiscountPercent: 10 }),
    product({ ProductNo: 14, ProductName: 'Whipped Shea', SalesPrice: 129.99, Price: 145, DiscountPercent: 0 }),
    product({ ProductNo: 15, ProductName: 'Plain Soap', SalesPrice: 20, Price: 0, DiscountPercent: 0 }),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<trini-product-detail> loading', () => {
  it('shows a loader while loading, then the product; asks for reviews', async () => {
    let open!: () => void;
    store.gate = new Promise((resolve) => (open = resolve));
    const el = await mount('<trini-product-detail product-no="12"></trini-product-detail>');
    expect($(el, '.loading').textContent).toContain('Loading product');
    expect($(el, '.loading').getAttribute('role')).toBe('status');
    open();
    await settle();
    expect($(el, '.name').textContent).toBe('Aloe & Shea Body Cream');
    const load = store.calls.find((c) => c.path === '/api/Product/loadproduct')!;
    expect(Object.fromEntries(load.query)).toEqual({ ProductNo: '12', LoadReviews: 'true' });
  });

  it('shows Product not found with a link home on 404, never a blank widget', async () => {
    const el = await mountDetail(999);
    expect($(el, '.not-found h1').textContent).toBe('Product not found');
    expect($(el, '.not-found a').getAttribute('href')).toBe('/home');
  });

  it('treats a missing product-no as not found', async () => {
    const el = await mount('<trini-product-detail></trini-product-detail>');
    await settle();
    expect($(el, '.not-found h1').textContent).toBe('Product not found');
  });

  it('logs a failed load, shows a retry note, and retries', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.loadFailure = 500;
    const el = await mountDetail(12);
    expect((await waitFor(el, '.load-error')).textContent).toContain('Could not reach the store. Please try again.');
    expect(errors).toHaveBeenCalled();
    store.loadFailure = 0; // network failure: the same note
    await click($(el, '.load-error button'));
    expect(await waitFor(el, '.load-error')).toBeTruthy();
    store.loadFailure = null;
    await click($(el, '.load-error button'));
    expect($(el, '.name').textContent).toBe('Aloe & Shea Body Cream');
    errors.mockRestore();
  });

  it('reloads when product-no changes, starting fresh', async () => {
    const el = await mountDetail(12);
    await click($(el, '.stepper .plus'));
    expect(($(el, '.quantity-input') as HTMLInputElement).value).toBe('2');
    el.setAttribute('product-no', '13');
    await settle();
    expect($(el, '.name').textContent).toBe('Coconut Hair Oil');
    expect(($(el, '.quantity-input') as HTMLInputElement).value).toBe('1');
    const loads = store.calls.filter((c) => c.path === '/api/Product/loadproduct').map((c) => c.query.get('ProductNo'));
    expect(loads).toEqual(['12', '13']);
    el.setAttribute('product-no', '404');
    await settle();
    expect($(el, '.not-found')).toBeTruthy();
  });
});

describe('<trini-product-detail> facts', () => {
  it('shows price in TT$, the struck list price, badges and multi-buy prices', async () => {
    const el = await mountDetail(12);
    expect($(el, '.current-price').textContent).toBe('TT$120.00');
    expect($(el, '.list-price').textContent).toBe('Was TT$150.00');
    expect($(el, '.list-price').tagName).toBe('S');
    expect($(el, '.discount-badge').textContent).toBe('20% off'); // from the two prices shown (docs/domain.md#discounts)
    // Where free delivery holds, by the shop's delivery rates (the spec's until the shop saves its own).
    expect($(el, '.free-delivery-badge').textContent).toBe('Free delivery in Trinidad, TT$30.00 to Tobago');
    expect($$(el, '.multi-buy li').map((li) => li.textContent)).toEqual(['Buy 2 for TT$230.00', 'Buy 3 for TT$330.00']);
    expect($(el, '.description').textContent).toBe('Rich body cream with aloe vera.');
    expect(shadow(el).textContent).not.toMatch(/(^|[^T])\$\d/); // never a bare dollar sign
  });

  it('computes the badge from the prices shown, never a default: 10 % for TT$129.99 from TT$145.00, none without a lower price', async () => {
    const shea = await mountDetail(14);
    expect($(shea, '.current-price').textContent).toBe('TT$129.99');
    expect($(shea, '.list-price').textContent).toBe('Was TT$145.00');
    expect($(shea, '.discount-badge').textContent).toBe('10% off');
    document.body.innerHTML = '';
    const soap = await mountDetail(15);
    expect(shadow(soap).querySelector('.list-price')).toBeNull();
    expect(shadow(soap).querySelector('.discount-badge')).toBeNull();
  });

  it("shows the product's own discount as the price after it, the sales price struck, and no free-delivery badge", async () => {
    const el = await mountDetail(13);
    expect($(el, '.current-price').textContent).toBe('TT$67.00'); // 75 less round(7.50) whole TT$, as the cart prices it
    expect($(el, '.list-price').textContent).toBe('Was TT$75.00');
    expect($(el, '.discount-badge').textContent).toBe('10% off');
    expect(shadow(el).querySelector('.free-delivery-badge')).toBeNull();
    expect(shadow(el).querySelector('.multi-buy')).toBeNull();
  });

  it('shows the free-delivery badge for a free-delivery quantity', async () => {
    store.products.set(14, product({ ProductNo: 14, FreeDeliveryQuantity: 3 }));
    const el = await mountDetail(14);
    expect($(el, '.free-delivery-badge').textContent).toBe('Buy 3 or more: free delivery in Trinidad, TT$30.00 to Tobago');
  });

  it("says free delivery everywhere only when the shop's rates make it so", async () => {
    const { $shop } = await import('../../widgets/state/shop.js');
    const { DEFAULT_SHOP_SETTINGS, publicShopSettings } = await import('../../widgets/domain/shop-settings.js');
    $shop.set(publicShopSettings({ ...DEFAULT_SHOP_SETTINGS, delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, tobagoFreeDelivery: 0 } }));
    try {
      const el = await mountDetail(12);
      expect($(el, '.free-delivery-badge').textContent).toBe('Free delivery');
    } finally {
      $shop.set(null);
    }
  });

  it('fills stars up to the rating', async () => {
    const el = await mountDetail(12);
    const stars = $$(el, '.rating-line .star');
    expect(stars).toHaveLength(5);
    expect(stars.map((s) => s.dataset.filled)).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect($(el, '.rating-line .stars').getAttribute('aria-label')).toBe('Rated 4 out of 5');
  });

  it('shows key features: category, UPC from the barcode, SKU', async () => {
    const el = await mountDetail(12);
    const rows = $$(el, '.key-features dl > div').map((d) => d.textContent);
    expect(rows).toEqual(['CategoryBody Cream', 'UPC8901234567890', 'SKUBC-012']);
    expect($(el, '.key-features a').getAttribute('href')).toBe('/csearch/Body%20Cream');
  });

  it('shares: the first link is the shop social page, then WhatsApp with the product link', async () => {
    const el = await mountDetail(12);
    const links = $$(el, '.share-links a');
    expect(links[0].getAttribute('href')).toBe('https://www.facebook.com/trininaturals');
    const whatsapp = new URL(links[1].getAttribute('href')!);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`Aloe & Shea Body Cream ${location.origin}/productdetails/12`);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await click($(el, '.share-link.copy'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/productdetails/12`);
    expect($(el, '.copy-status').textContent).toBe('Link copied');
  });

  it('copy without clipboard access: shows the link to copy by hand, focused', async () => {
    const el = await mountDetail(12);
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await click($(el, '.share-link.copy'));
    const fallback = (await waitFor(el, '.copy-fallback')) as HTMLInputElement;
    expect(fallback.value).toBe(`${location.origin}/productdetails/12`);
    expect(shadow(el).activeElement).toBe(fallback);
  });

  it('nests the three recommendation grids', async () => {
    const el = await mountDetail(12);
    const grids = $$(el, 'trini-product-grid');
    expect(grids.map((g) => [g.getAttribute('mode'), g.getAttribute('product-no'), g.getAttribute('heading'), g.hasAttribute('hide-empty')])).toEqual([
      ['similar', '12', 'Similar Products', true],
      ['best-sellers', '12', 'Best Sellers', true],
      ['new', '12', 'New Products', true],
    ]);
  });
});

describe('<trini-product-detail> social-media ad visits', () => {
  it('without fbclid leaves the visit unmarked', async () => {
    await mountDetail(12);
    expect(sessionStorage.getItem('fb')).toBeNull();
  });

  it('with fbclid sets sessionStorage fb = 1 and the cart flag', async () => {
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().FromSocialAd).toBe(false);
    history.replaceState(null, '', '/productdetails/12?fbclid=IwAR0abc');
    await mountDetail(12);
    expect(sessionStorage.getItem('fb')).toBe('1');
    expect($cart.get().FromSocialAd).toBe(true);
    expect(JSON.parse(localStorage.getItem('trini-cart')!).cart.FromSocialAd).toBe(true);
    history.replaceState(null, '', '/');
  });
});
