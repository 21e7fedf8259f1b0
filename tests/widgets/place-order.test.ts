// @vitest-environment happy-dom
// <trini-place-order> (docs/screens.md#place-order, docs/architecture.md#decisions: Order Now and Checkout work).
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, product } from './mount.js';
import {
  $,
  $$,
  LOAD_PRODUCT,
  captureNavigation,
  click,
  fakeApi,
  field,
  json,
  loadWidgetsSameOrigin,
  productFrom,
  resetPage,
  restoreFakes,
  settle,
  text,
  toastTexts,
  type,
} from './store-pages-fake.js';
import type { Product } from '../../widgets/domain/types.js';

const oil = product({
  ProductNo: 7,
  ProductName: 'Coconut Hair Oil',
  ProductDescription: 'Cold-pressed coconut oil.',
  ProductCategoryNo: 201,
  ProductCategoryName: 'Hair Oil',
  StyleName: 'Classic',
  Barcode: '845200',
  ProductSKUNo: 'HO-250',
  SalesPrice: 85,
  Price: 95,
  ImageFilePath: 'p/7.jpg',
  ImageFilePathThumbnail: 'p/7t.jpg',
  ProductImageList: [
    { ImageFilePath: 'p/7.jpg', ImageFilePathThumbnail: 'p/7t.jpg' },
    { ImageFilePath: 'p/7b.jpg', ImageFilePathThumbnail: 'p/7bt.jpg' },
  ],
});
const butter = product({
  ProductNo: 8,
  ProductName: 'Shea Butter',
  ProductSKUCount: 2,
  ProductSKUList: [
    { ProductSKUNo: 81, Color: '', Size: '100g', Barcode: '' },
    { ProductSKUNo: 82, Color: 'Natural', Size: '200g', Barcode: '' },
  ],
});
const balm = product({ ProductNo: 9, ProductName: 'Cocoa Balm', IsSoldOut: 1 });
const catalog = new Map<number, Product>([oil, butter, balm].map((p) => [p.ProductNo, p]));

let hrefs: string[];
let failure: number | null;

beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  await act(resetPage);
  failure = null;
  fakeApi((req) => {
    if (failure && req.path === LOAD_PRODUCT) return json({ success: false, msg: 'Nope' }, failure);
    return productFrom(catalog, req);
  });
  hrefs = captureNavigation();
});
afterEach(restoreFakes);

async function mountOrder(productNo: number | string): Promise<HTMLElement> {
  const el = await mount(`<trini-place-order product-no="${productNo}"></trini-place-order>`);
  await settle();
  return el;
}
const cartLines = async () => (await import('../../widgets/state/cart.js')).$cart.get().ItemList.map((l) => [l.ProductNo, l.Quantity, l.Size ?? '']);

describe('<trini-place-order>', () => {
  it('shows the breadcrumb and the product panel: name, style, category, about, TT$ price, UPC, SKU', async () => {
    const el = await mountOrder(7);
    expect($$(el, '.breadcrumb li').map((li) => li.textContent)).toEqual(['Home', 'Coconut Hair Oil', 'Place Order']);
    expect(text(el, '.name')).toBe('Coconut Hair Oil');
    expect(text(el, '.style')).toBe('Style: Classic');
    expect(text(el, '.category-name')).toBe('Hair Oil');
    expect(text(el, '.about p')).toBe('Cold-pressed coconut oil.');
    expect(text(el, '.prices .price')).toBe('TT$85.00');
    expect(text(el, '.list-price')).toBe('Was TT$95.00');
    expect($$(el, '.facts dt, .facts dd').map((n) => n.textContent)).toEqual(['Category', 'Hair Oil', 'UPC', '845200', 'SKU', 'HO-250']);
    expect($(el, '.facts a').getAttribute('href')).toBe('/category/201');
    const quantity = field(el, 'Quantity');
    expect([quantity.value, quantity.min]).toEqual(['1', '1']);
    expect(el.shadowRoot!.querySelector('form')).toBeNull(); // the reference's unwired customer forms are left out
  });

  it('thumbnails swap the main image', async () => {
    const el = await mountOrder(7);
    const main = () => $(el, '.main-image img').getAttribute('src');
    expect(main()).toBe(location.origin + '/media/p/7.jpg');
    const thumbs = $$(el, '.thumb');
    expect(thumbs).toHaveLength(2); // the main image is not repeated
    await click(thumbs[1]);
    expect(main()).toBe(location.origin + '/media/p/7b.jpg');
    expect(thumbs[1].getAttribute('aria-pressed')).toBe('true');
  });

  it('Checkout adds the product with the chosen quantity, fires trini-add-to-cart and goes to /checkout', async () => {
    const el = await mountOrder(7);
    const events: CustomEvent[] = [];
    el.addEventListener('trini-add-to-cart', (e) => events.push(e));
    await type(field(el, 'Quantity'), '3');
    await click($(el, '.checkout'));
    expect(await cartLines()).toEqual([[7, 3, '']]);
    expect(events.map((e) => e.detail)).toEqual([{ productNo: 7, productName: 'Coconut Hair Oil', quantity: 3, unitPrice: 85 }]);
    expect(hrefs).toEqual(['/checkout']);
  });

  it('Checkout with the product already in the cart sets the quantity chosen here', async () => {
    const { addProduct } = await import('../../widgets/state/cart.js');
    await act(async () => void addProduct(oil, 1));
    const el = await mountOrder(7);
    await type(field(el, 'Quantity'), '2');
    await click($(el, '.checkout'));
    expect(await cartLines()).toEqual([[7, 2, '']]);
    expect(hrefs).toEqual(['/checkout']);
  });

  it('quantity below 1 or above the line limit is put right on blur', async () => {
    const el = await mountOrder(7);
    const input = field(el, 'Quantity');
    await type(input, '0');
    await act(async () => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input.value).toBe('1');
    await type(input, '500');
    await act(async () => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input.value).toBe('99');
  });

  it('a product with several options needs one chosen (docs/domain.md#adding-to-the-cart message), then adds that option', async () => {
    const el = await mountOrder(8);
    expect($$(el, '.option').map((o) => o.textContent)).toEqual(['100g', 'Natural - 200g']);
    await click($(el, '.checkout'));
    expect(await toastTexts()).toEqual(['Please select a option before adding to cart']);
    expect(text(el, '.option-choice .error')).toBe('Please select a option before adding to cart');
    expect(hrefs).toEqual([]);
    await click($$(el, '.option input')[1]);
    expect(el.shadowRoot!.querySelector('.option-choice .error')).toBeNull();
    await click($(el, '.checkout'));
    expect(await cartLines()).toEqual([[8, 1, '200g']]);
    expect(hrefs).toEqual(['/checkout']);
  });

  it('Order Now opens the quick order form for this product', async () => {
    const el = await mountOrder(7);
    await click($(el, '.order-now'));
    expect(hrefs).toEqual(['/fborder/7']);
    expect(await cartLines()).toEqual([]);
  });

  it('a sold-out product cannot be ordered either way (docs/domain.md#validation, docs/screens.md#messages message with Ok)', async () => {
    const el = await mountOrder(9);
    expect(text(el, '.sold-out')).toBe('Sold out');
    await click($(el, '.checkout'));
    await click($(el, '.order-now'));
    const { $toasts } = await import('../../widgets/state/toasts.js');
    expect($toasts.get().map((t) => [t.text, t.ok])).toEqual([
      ['Item is sold out. Please select other item', true],
      ['Item is sold out. Please select other item', true],
    ]);
    expect(hrefs).toEqual([]);
    expect(await cartLines()).toEqual([]);
  });

  it('an unknown product says so; a failed load offers a retry; product-no changes reload', async () => {
    const el = await mountOrder(404);
    expect(text(el, '.message p')).toBe('This product is no longer available.');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failure = 400;
    el.setAttribute('product-no', '7');
    await settle();
    expect(text(el, '.message p')).toBe('This product is no longer available.'); // 400: the store rejects the number
    failure = 409;
    el.setAttribute('product-no', '8');
    await settle();
    expect(text(el, '.message p')).toBe('Could not load this product. Please check your connection.');
    failure = null;
    await click($(el, '.message button'));
    expect(text(el, '.name')).toBe('Shea Butter');
  });
});
