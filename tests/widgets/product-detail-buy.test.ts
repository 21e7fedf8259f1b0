// @vitest-environment happy-dom
// <trini-product-detail> buying (docs/domain.md#cart, docs/domain.md#adding-to-the-cart, docs/screens.md#messages): quantity, options, add, Buy Now, sold out, already in cart.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, product, shadow } from './mount.js';
import { $, $$, click, installFakeStore, loadWidgetsSameOrigin, mountDetail, resetPage, restoreFakes, toastTexts, type } from './product-detail-fake.js';

const plain = product({ ProductNo: 1, ProductName: 'Neem Soap', SalesPrice: 40, Price: 40, SalesPrice3: 100 });
const variants = product({
  ProductNo: 2,
  ProductName: 'Hair Oil',
  SalesPrice: 80,
  ProductSKUCount: 3,
  ProductSKUList: [
    { ProductSKUNo: 21, Color: 'Amber', Size: '100ml', Barcode: '222100' },
    { ProductSKUNo: 22, Color: 'Amber', Size: '200ml', Barcode: '222200' },
    { ProductSKUNo: 23, Color: '', Size: '500ml', Barcode: '' },
  ],
});
const soldOut = product({ ProductNo: 3, ProductName: 'Cocoa Balm', IsSoldOut: 1 });

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  await resetPage();
  installFakeStore([plain, variants, soldOut]);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(restoreFakes);

const cart = () => import('../../widgets/state/cart.js').then((m) => m.$cart.get());
const quantity = (el: Element) => ($(el, '.quantity-input') as HTMLInputElement).value;

describe('<trini-product-detail> quantity stepper', () => {
  it('starts at 1, cannot go below 1, goes up, and shows the price for the quantity', async () => {
    const el = await mountDetail(1);
    expect(quantity(el)).toBe('1');
    expect(($(el, '.stepper .minus') as HTMLButtonElement).disabled).toBe(true);
    await click($(el, '.stepper .plus'));
    await click($(el, '.stepper .plus'));
    expect(quantity(el)).toBe('3');
    expect($(el, '.quantity-total').textContent).toBe('3 for TT$100.00'); // the 3-unit price
    await click($(el, '.stepper .minus'));
    expect(quantity(el)).toBe('2');
  });

  it('clamps typed quantities to 1..MAX_LINE_QUANTITY', async () => {
    const { MAX_LINE_QUANTITY } = await import('../../widgets/domain/constants.js');
    const el = await mountDetail(1);
    const input = $(el, '.quantity-input') as HTMLInputElement;
    const commit = (event: Event) => act(async () => void input.dispatchEvent(event));
    await type(input, '0');
    await commit(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(quantity(el)).toBe('1');
    const M = await import('../../widgets/domain/messages.js');
    const note = () => $(el, '[part="quantity-note"]').textContent;
    expect(note()).toBe(M.QUANTITY_RAISED); // the correction says so
    await type(input, '9999');
    await commit(new FocusEvent('focusout', { bubbles: true })); // leaving the field commits too
    expect(quantity(el)).toBe(String(MAX_LINE_QUANTITY));
    expect(note()).toBe(M.QUANTITY_LOWERED);
    expect(($(el, '.stepper .plus') as HTMLButtonElement).disabled).toBe(true);
    await type(input, '5');
    await commit(new FocusEvent('focusout', { bubbles: true }));
    expect(quantity(el)).toBe('5');
    expect(note()).toBe('');
  });
});

describe('<trini-product-detail> add to cart and Buy Now', () => {
  it('Add to cart adds the quantity, stays on the page, toasts and fires trini-add-to-cart', async () => {
    const el = await mountDetail(1);
    const events: CustomEvent[] = [];
    document.addEventListener('trini-add-to-cart', (e) => events.push(e), { once: true });
    await click($(el, '.stepper .plus'));
    await click($(el, '.add-to-cart'));
    const c = await cart();
    expect(c.ItemList.map((l) => [l.ProductNo, l.Quantity])).toEqual([[1, 2]]);
    expect(await toastTexts()).toEqual(['Item Added To Cart']);
    expect(events[0].detail).toEqual({ productNo: 1, productName: 'Neem Soap', quantity: 2, unitPrice: 40 });
    expect(events[0].composed).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect($(el, '.cart-notice').textContent).toBe('Added to your cart. View Cart');
  });

  it('adding again changes nothing and says it is already in the cart, with View Cart', async () => {
    const el = await mountDetail(1);
    await click($(el, '.add-to-cart'));
    await click($(el, '.stepper .plus'));
    await click($(el, '.add-to-cart'));
    expect((await cart()).ItemList.map((l) => l.Quantity)).toEqual([1]);
    expect(await toastTexts()).toEqual(['Item Added To Cart']);
    expect($(el, '.cart-notice span').textContent).toBe('This item is already in your cart.');
    expect($(el, '.cart-notice a').getAttribute('href')).toBe('/cart');
  });

  it('Buy Now adds, then goes to /cart', async () => {
    const el = await mountDetail(1);
    await click($(el, '.buy-now'));
    expect((await cart()).ItemList).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/cart');
  });

  it('with several options, one must be chosen first', async () => {
    const el = await mountDetail(2);
    expect($$(el, '.option span').map((s) => s.textContent)).toEqual(['Amber - 100ml', 'Amber - 200ml', '500ml']);
    await click($(el, '.add-to-cart'));
    expect(await toastTexts()).toEqual(['Please select a option before adding to cart']);
    expect($(el, '.field-error').textContent).toBe('Please select a option before adding to cart');
    await click($(el, '.buy-now'));
    expect(assign).not.toHaveBeenCalled();
    expect((await cart()).ItemList).toHaveLength(0);

    await click($$(el, '.option input')[1]);
    expect(shadow(el).querySelector('.field-error')).toBeNull();
    expect($(el, '.upc').textContent).toBe('222200'); // the variant's own barcode
    const events: CustomEvent[] = [];
    document.addEventListener('trini-add-to-cart', (e) => events.push(e), { once: true });
    await click($(el, '.add-to-cart'));
    const line = (await cart()).ItemList[0];
    expect([line.Color, line.Size]).toEqual(['Amber', '200ml']);
    expect(events[0].detail).toMatchObject({ color: 'Amber', size: '200ml' });
  });

  it('an option with its own price and stock: its price shows and goes in the cart; a sold-out one cannot be added', async () => {
    const gel = product({
      ProductNo: 5,
      ProductName: 'Sea Moss Gel',
      SalesPrice: 85,
      Price: 85,
      Stock: 3,
      ProductSKUList: [
        { ProductSKUNo: 51, Color: '', Size: '250 ml', Barcode: '', Price: 85, Stock: 3 },
        { ProductSKUNo: 52, Color: '', Size: '500 ml', Barcode: '', Price: 150, Stock: 0 },
        { ProductSKUNo: 53, Color: '', Size: '1 l', Barcode: '', Price: 260, Stock: 0 },
      ],
    });
    installFakeStore([gel]);
    const el = await mountDetail(5);
    expect($$(el, '.option span').map((s) => s.textContent)).toEqual(['250 ml', '500 ml (sold out)', '1 l (sold out)']);
    expect($(el, '[part="price"]').textContent).toBe('TT$85.00');
    await click($$(el, '.option input')[1]);
    expect($(el, '[part="price"]').textContent).toBe('TT$150.00');
    expect($(el, '.add-to-cart').textContent).toBe('Sold out');
    await click($(el, '.add-to-cart'));
    expect((await cart()).ItemList).toHaveLength(0);
    await click($$(el, '.option input')[0]);
    await click($(el, '.add-to-cart'));
    expect((await cart()).ItemList[0]).toMatchObject({ Size: '250 ml', SalesPrice: 85, TotalAmount: 85 });
  });

  it('a single option needs no choice', async () => {
    const one = product({ ProductNo: 4, ProductSKUList: [{ ProductSKUNo: 41, Color: 'Green', Size: '', Barcode: '' }] });
    installFakeStore([one]);
    const el = await mountDetail(4);
    expect(($$(el, '.option input')[0] as HTMLInputElement).checked).toBe(true);
    await click($(el, '.add-to-cart'));
    expect((await cart()).ItemList[0].Color).toBe('Green');
  });

  it('sold out: buttons say Sold out and both refuse with the message and Ok', async () => {
    const el = await mountDetail(3);
    expect($(el, '.add-to-cart').textContent).toBe('Sold out');
    expect($(el, '.buy-now').textContent).toBe('Sold out');
    expect($(el, '.add-to-cart').getAttribute('aria-disabled')).toBe('true');
    await click($(el, '.add-to-cart'));
    await click($(el, '.buy-now'));
    const { $toasts } = await import('../../widgets/state/toasts.js');
    expect($toasts.get().map((t) => [t.text, t.ok])).toEqual([
      ['Item is sold out. Please select other item', true],
      ['Item is sold out. Please select other item', true],
    ]);
    expect((await cart()).ItemList).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares the cart with another widget on the page', async () => {
    const button = await mount('<trini-cart-button></trini-cart-button>');
    const el = await mountDetail(1);
    await click($(el, '.add-to-cart'));
    expect(shadow(button).querySelector('.badge')!.textContent).toBe('1');
  });
});
