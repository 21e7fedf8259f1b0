// @vitest-environment happy-dom
// <trini-cart>: the cart page (docs/screens.md#cart-page): lines and quantity rules (docs/domain.md#cart), totals equal to the domain's
// pricing and freight (docs/domain.md#freight), the delivery country, the TT$500 note, empty texts, add-product-no and the
// Best Sellers / New Products lists below.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../widgets/domain/types.js';
import { lineTotal } from '../../widgets/domain/pricing.js';
import { formatTT } from '../../widgets/domain/money.js';
import { pickupBelowMinimum } from '../../widgets/ui/cart/PriceSummary.js';
import { flush, mount, product, shadow } from './mount.js';

await import('../../widgets/index.js');
const { configure } = await import('../../widgets/runtime/config.js');
const cart = await import('../../widgets/state/cart.js');
const { $toasts, clearToasts } = await import('../../widgets/state/toasts.js');

const catalog = new Map<number, Product>();
let lists: Record<string, Product[]> = {};
let loads = 0;

beforeEach(() => {
  configure({ apiBase: location.origin, mediaBase: `${location.origin}/media/`, storeBase: location.origin });
  catalog.clear();
  lists = {};
  loads = 0;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const json = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/Product/loadproduct') {
      loads++;
      const p = catalog.get(Number(url.searchParams.get('ProductNo')));
      return p ? json(p) : json({ success: false, msg: 'Product not found.' }, 404);
    }
    const kind = url.searchParams.has('BestSellers') ? 'best' : url.searchParams.has('NewProducts') ? 'new' : 'other';
    return json(lists[kind] ?? []);
  });
  cart.clear();
  clearToasts();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await flush();
});

const text = (el: Element, sel: string) => shadow(el).querySelector(sel)?.textContent ?? null;
const lineEls = (el: Element) => [...shadow(el).querySelectorAll('[part="line"]')];

describe('<trini-cart> empty', () => {
  it("shows 'Your Cart is Empty!', the saved-for-later text, Continue Shopping and a home breadcrumb", async () => {
    const el = await mount('<trini-cart></trini-cart>');
    await flush();
    expect(text(el, '.empty-title')).toBe('Your Cart is Empty!');
    expect(text(el, '.empty-text')).toBe("It's a nice day to buy the items you saved for later!");
    const cont = shadow(el).querySelector('[part="empty"] [part="continue"]')!;
    expect([cont.textContent, cont.getAttribute('href')]).toEqual(['Continue Shopping', '/home']);
    const crumb = shadow(el).querySelector('[part="breadcrumb"] a')!;
    expect([crumb.textContent, crumb.getAttribute('href')]).toEqual(['Home', '/home']);
    expect(shadow(el).querySelector('[part="summary"]')).toBeNull();
  });
});

describe('<trini-cart> with items', () => {
  const tiered = product({ ProductNo: 1, ProductName: 'Aloe Body Cream', SalesPrice: 100, SalesPrice2: 180, SalesPrice3: 250 });
  const discounted = product({
    ProductNo: 2,
    ProductName: 'Shea Butter',
    ProductCategoryName: 'Women Care',
    SalesPrice: 60,
    DiscountPercent: 10,
    ProductSKUList: [{ ProductSKUNo: 1, Color: 'Green', Size: '200ml', Barcode: '' }],
  });

  it('lists lines with totals from the domain; plus/minus/delete follow docs/domain.md#cart and update the summary', async () => {
    cart.addProduct(tiered);
    cart.addProduct(discounted);
    const el = await mount('<trini-cart></trini-cart>');
    expect(text(el, '.details-title')).toBe('Cart details');
    expect(text(el, '[part="total-items"]')).toBe('Total Items: 2');
    const [first, second] = lineEls(el);
    expect(first.querySelector('[part="line-name"]')!.getAttribute('href')).toBe('/productdetails/1');
    expect(first.querySelector('[part="line-total"] .price')!.textContent).toBe(formatTT(lineTotal(tiered, 1)));
    expect(second.querySelector('.line-option')!.textContent).toBe('Colour: Green · Size: 200ml');
    expect(second.querySelector('[part="discount"]')!.textContent).toBe('10% off');
    expect(second.querySelector('[part="line-total"] .price')!.textContent).toBe('TT$54.00'); // 60 - 6
    const minus = () => lineEls(el)[0].querySelector<HTMLButtonElement>('[part="minus"]')!;
    const plus = () => lineEls(el)[0].querySelector<HTMLButtonElement>('[part="plus"]')!;
    expect(minus().disabled).toBe(true); // minus only above 1

    for (const qty of [2, 3, 4]) {
      await act(async () => plus().click());
      expect(lineEls(el)[0].querySelector('[part="quantity"]')!.textContent).toBe(String(qty));
      expect(lineEls(el)[0].querySelector('[part="line-total"] .price')!.textContent).toBe(formatTT(lineTotal(tiered, qty)));
    }
    expect(lineEls(el)[0].querySelector('.line-deal')!.textContent).toBe('Buy 3 price');
    const c = cart.$cart.get();
    expect(text(el, '[part="order-total"]')).toBe(formatTT(c.ItemTotal));
    expect(c.ItemTotal).toBe(lineTotal(tiered, 4) + lineTotal(discounted, 1));
    expect(c.ItemTotal).toBeLessThan(500); // below the delivery minimum: a pickup, no freight
    expect(text(el, '[part="freight"]')).toBe('TT$0.00');
    expect(text(el, '[part="to-pay"]')).toBe(formatTT(c.ItemTotal));

    await act(async () => minus().click());
    expect(cart.$cart.get().ItemList[0].Quantity).toBe(3);
    expect(minus().disabled).toBe(false);

    await act(async () => lineEls(el)[0].querySelector<HTMLButtonElement>('[part~="delete-button"]')!.click());
    expect(lineEls(el)).toHaveLength(1);
    expect(text(el, '[part="total-items"]')).toBe('Total Items: 1');
    expect(text(el, '[part="order-total"]')).toBe('TT$54.00');
    expect(text(el, '[part="checkout"]')).toBe('Checkout');
    expect(shadow(el).querySelector('[part="checkout"]')!.getAttribute('href')).toBe('/checkout');
    expect(shadow(el).textContent).not.toMatch(/₹|(^|[^T])\$/);
  });

  it('the delivery country recalculates freight; free delivery shows its row', async () => {
    cart.addProduct(product({ ProductNo: 5, SalesPrice: 600, FreeDeliveryQuantity: 2 }));
    const el = await mount('<trini-cart></trini-cart>');
    const radios = [...shadow(el).querySelectorAll<HTMLInputElement>('.country input')];
    expect(radios.map((r) => [r.parentElement!.textContent, r.checked])).toEqual([
      ['Trinidad', true],
      ['Tobago', false],
    ]);
    expect(text(el, '[part="freight"]')).toBe('TT$40.00');
    expect(shadow(el).querySelector('[part="free-shipping"]')).toBeNull();

    await act(async () => radios[1].click());
    expect(cart.$cart.get().DeliverCountryNo).toBe(2);
    expect(text(el, '[part="freight"]')).toBe('TT$60.00');
    expect(text(el, '[part="to-pay"]')).toBe('TT$660.00');

    await act(async () => lineEls(el)[0].querySelector<HTMLButtonElement>('[part="plus"]')!.click()); // reaches FreeDeliveryQuantity
    expect(text(el, '[part="freight"]')).toBe('TT$30.00');
    expect(text(el, '[part="free-shipping"] dd')).toBe('You save TT$30.00');
    expect(text(el, '[part="to-pay"]')).toBe('TT$1,230.00');
  });

  it('shows the TT$500 delivery-minimum note only below the minimum', async () => {
    cart.addProduct(product({ ProductNo: 6, SalesPrice: 250 }));
    const el = await mount('<trini-cart></trini-cart>');
    expect(text(el, '[part="delivery-note"] p')).toBe(pickupBelowMinimum(500));
    await act(async () => lineEls(el)[0].querySelector<HTMLButtonElement>('[part="plus"]')!.click());
    expect(shadow(el).querySelector('[part="delivery-note"]')).toBeNull(); // 500 reached
  });
});

describe('<trini-cart add-product-no>', () => {
  it('loads the product and adds it once, with the event and the snack bar', async () => {
    catalog.set(12, product({ ProductNo: 12, ProductName: 'Coconut Oil', SalesPrice: 35 }));
    const events: unknown[] = [];
    document.addEventListener('trini-add-to-cart', (e) => events.push(e.detail), { once: true });
    const el = await mount('<trini-cart add-product-no="12"></trini-cart>');
    await flush();
    expect(cart.$cart.get().ItemList.map((l) => [l.ProductNo, l.Quantity])).toEqual([[12, 1]]);
    expect(events).toEqual([{ productNo: 12, productName: 'Coconut Oil', quantity: 1, unitPrice: 35 }]);
    expect($toasts.get().map((t) => t.text)).toEqual(['Item Added To Cart']);
    expect(lineEls(el)).toHaveLength(1);

    await act(async () => cart.increment(12));
    el.setAttribute('data-x', '1'); // any re-render
    el.setAttribute('add-product-no', '12');
    await flush();
    expect(loads).toBe(1);
    expect(cart.$cart.get().ItemList[0].Quantity).toBe(2);
  });

  it('sold out and variant products are refused with the docs/domain.md#adding-to-the-cart messages', async () => {
    catalog.set(8, product({ ProductNo: 8, IsSoldOut: 1 }));
    catalog.set(
      9,
      product({
        ProductNo: 9,
        ProductSKUCount: 2,
        ProductSKUList: [
          { ProductSKUNo: 1, Color: 'Red', Size: '', Barcode: '' },
          { ProductSKUNo: 2, Color: 'Blue', Size: '', Barcode: '' },
        ],
      }),
    );
    const el = await mount('<trini-cart add-product-no="8"></trini-cart>');
    await flush();
    expect(text(el, '[part="notice"]')).toBe('Item is sold out. Please select other item');
    expect($toasts.get()).toEqual([expect.objectContaining({ text: 'Item is sold out. Please select other item', ok: true })]);
    el.setAttribute('add-product-no', '9');
    await flush();
    await flush();
    expect(text(el, '[part="notice"]')).toBe('Please select a option before adding to cart Choose an option');
    expect(shadow(el).querySelector('[part="notice"] a')!.getAttribute('href')).toBe('/productdetails/9');
    expect(cart.$cart.get().ItemList).toEqual([]);
    expect(text(el, '.empty-title')).toBe('Your Cart is Empty!');
  });

  it('an unknown product says so; a failed load is logged and offers a retry', async () => {
    const el = await mount('<trini-cart add-product-no="77"></trini-cart>');
    await flush();
    expect(text(el, '[part="notice"]')).toBe('That product is no longer available.');

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const other = await mount('<trini-cart add-product-no="3"></trini-cart>');
    await vi.waitFor(() => expect(text(other, '[part="notice"] span')).toBe('We could not add that product to your cart.'), { timeout: 5000 });
    expect(errors).toHaveBeenCalled();

    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(product({ ProductNo: 3, ProductName: 'Back Again' }))));
    await act(async () => shadow(other).querySelector<HTMLButtonElement>('[part="notice"] button')!.click());
    await flush();
    expect(cart.$cart.get().ItemList.map((l) => l.ProductName)).toEqual(['Back Again']);
    expect(shadow(other).querySelector('[part="notice"]')).toBeNull();
  });
});

describe('<trini-cart> recommendations', () => {
  it('shows Best Sellers and New Products when they have products', async () => {
    lists = { best: [product({ ProductNo: 30, ProductName: 'Best One' })], new: [] };
    const el = await mount('<trini-cart></trini-cart>');
    await flush();
    const headings = [...shadow(el).querySelectorAll('.recommendations h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Best Sellers']); // New Products is empty, so hidden
    expect(text(el, '.recommendations [part="name"]')).toBe('Best One');
  });
});
