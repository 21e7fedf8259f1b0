// @vitest-environment happy-dom
// A product with options, chosen in the card (docs/screens.md#product-card, docs/domain.md#options-in-the-card): the
// standalone card opens its own dialog inside its shadow root instead of going to the product page; the dialog's price
// follows the quantity, what is left and an option already in the cart follow the option; Escape (the dialog's
// cancel) closes it and the focus comes back to the card's button. A card in a product list still goes to the product
// page, as the specification says.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../widgets/domain/types.js';
import { flush, mount, product, shadow } from './mount.js';

await import('../../widgets/index.js');
const { configure } = await import('../../widgets/runtime/config.js');
const cart = await import('../../widgets/state/cart.js');
const { $toasts, clearToasts } = await import('../../widgets/state/toasts.js');
const { $attribution, clearAttribution } = await import('../../widgets/state/attribution.js');

const shea = product({
  ProductNo: 18,
  ProductName: 'Whipped Shea & Cocoa Butter',
  ProductCategoryName: 'Body Cream',
  SalesPrice: 129.99,
  Price: 145,
  ProductSKUCount: 3,
  ProductSKUList: [
    { ProductSKUNo: 1, Color: 'Unscented', Size: '250 g', Barcode: 'S1' },
    { ProductSKUNo: 2, Color: 'Vanilla Coconut', Size: '250 g', Barcode: 'S2' },
    { ProductSKUNo: 3, Color: 'Lemongrass', Size: '250 g', Barcode: 'S3' },
  ],
});
let served: Product = shea;

beforeEach(() => {
  configure({ apiBase: location.origin, mediaBase: `${location.origin}/media/`, storeBase: location.origin });
  served = shea;
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname === '/api/Product/loadproduct' && Number(url.searchParams.get('ProductNo')) === served.ProductNo) {
      return new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ success: false, msg: 'Not here.' }), { status: 404, headers: { 'content-type': 'application/json' } });
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

/** Mounts the card and asks to add: its option dialog, once its chunk has arrived. */
async function openDialog(html = '<trini-product-card product-no="18" shop-no="21"></trini-product-card>') {
  const el = await mount(html);
  await flush();
  const add = shadow(el).querySelector<HTMLButtonElement>('[part="add-button"]')!;
  add.focus();
  await act(async () => add.click());
  // The dialog's chunk is a module of its own: loaded now, at most 5 s.
  const until = Date.now() + 5000;
  while (!shadow(el).querySelector('dialog') && Date.now() < until) await act(() => new Promise((r) => setTimeout(r, 20)));
  const dialog = shadow(el).querySelector<HTMLDialogElement>('[part="options-dialog"]')!;
  expect(dialog).not.toBeNull();
  return { el, add, dialog };
}

const option = (dialog: HTMLDialogElement, label: string) =>
  [...dialog.querySelectorAll('label.option')].find((l) => l.textContent === label)!.querySelector('input')!;
const part = (dialog: HTMLDialogElement, name: string) => dialog.querySelector<HTMLElement>(`[part="${name}"]`)!;

describe('the card of a product with options', () => {
  it('opens its option dialog in the card, as a modal, and goes nowhere', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const { el, dialog } = await openDialog();
    expect(dialog.open).toBe(true);
    expect(dialog.getRootNode()).toBe(el.shadowRoot);
    expect(dialog.querySelector('h2')!.textContent).toBe('Whipped Shea & Cocoa Butter');
    expect([...dialog.querySelectorAll('label.option')].map((l) => l.textContent)).toEqual([
      'Unscented - 250 g',
      'Vanilla Coconut - 250 g',
      'Lemongrass - 250 g',
    ]);
    expect(shadow(el).activeElement).toBe(option(dialog, 'Unscented - 250 g'));
    expect(assign).not.toHaveBeenCalled();
    expect(cart.$cart.get().ItemList).toEqual([]);
    // Its styles come into the card's shadow root with it.
    expect(el.shadowRoot!.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('.options-dialog')))).toBe(true);
  });

  it('asks for an option first, then adds the chosen one with its quantity and confirms it like any add', async () => {
    const { el, add, dialog } = await openDialog();
    const events: unknown[] = [];
    document.addEventListener('trini-add-to-cart', (e) => events.push(e.detail), { once: true });
    await act(async () => part(dialog, 'options-add').click());
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Please select a option before adding to cart');
    expect(cart.$cart.get().ItemList).toEqual([]);

    await act(async () => option(dialog, 'Lemongrass - 250 g').click());
    expect(part(dialog, 'options-price').textContent).toBe('TT$129.99');
    await act(async () => dialog.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!.click());
    expect(part(dialog, 'options-price').textContent).toBe('TT$259.98');
    expect(dialog.querySelector('.od-units')!.textContent).toBe(' for 2');
    await act(async () => part(dialog, 'options-add').click());
    await flush();

    expect(cart.$cart.get().ItemList.map((l) => [l.ProductNo, l.Color, l.Size, l.Quantity, l.OptionKind])).toEqual([[18, 'Lemongrass', '250 g', 2, 'Scent']]);
    expect(events).toEqual([{ productNo: 18, productName: 'Whipped Shea & Cocoa Butter', quantity: 2, unitPrice: 129.99, color: 'Lemongrass', size: '250 g' }]);
    expect($toasts.get().map((t) => t.text)).toEqual(['Item Added To Cart']);
    expect(add.textContent).toBe('Item Added To Cart');
    expect($attribution.get()).toBe(21);
    expect(shadow(el).querySelector('dialog')).toBeNull();
    expect(shadow(el).activeElement).toBe(add);
  });

  it('closes on Escape (the dialog’s cancel) and gives the focus back to the card’s button', async () => {
    const { el, add, dialog } = await openDialog();
    await act(async () => dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(shadow(el).querySelector('dialog')).toBeNull();
    expect(shadow(el).activeElement).toBe(add);
    expect(cart.$cart.get().ItemList).toEqual([]);
  });

  it('says what the chosen option offers: in the cart already, what is left of the shared stock, sold out', async () => {
    served = { ...shea, Stock: 4 };
    cart.addProduct(served, 1, { Color: 'Vanilla Coconut', Size: '250 g' });
    const { dialog } = await openDialog();
    await act(async () => option(dialog, 'Vanilla Coconut - 250 g').click());
    expect(part(dialog, 'options-note').textContent).toBe('This option is already in your cart.');
    expect(part(dialog, 'options-add').textContent).toBe('In your cart');
    expect(part(dialog, 'options-add').getAttribute('aria-disabled')).toBe('true');
    await act(async () => part(dialog, 'options-add').click());
    expect(cart.$cart.get().ItemList).toHaveLength(1);

    // Four in stock, one of them in the cart as another scent: three left for this one.
    await act(async () => option(dialog, 'Lemongrass - 250 g').click());
    expect(part(dialog, 'options-note').textContent).toBe('Only 3 left.');
    const plus = dialog.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!;
    for (let i = 0; i < 5; i++) await act(async () => plus.click());
    expect(dialog.querySelector<HTMLInputElement>('.quantity-input')!.value).toBe('3');
    expect(plus.disabled).toBe(true);

    await act(async () => cart.setQuantity(18, 4, { Color: 'Vanilla Coconut', Size: '250 g' }));
    expect(part(dialog, 'options-note').textContent).toBe('Sold out');
    expect(part(dialog, 'options-add').textContent).toBe('Sold out');
  });

  it('in a product list, still goes to the product page to choose', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([shea]), { headers: { 'content-type': 'application/json' } }));
    const grid = await mount('<trini-product-grid mode="best-sellers"></trini-product-grid>');
    await flush();
    await act(async () => shadow(grid).querySelector<HTMLButtonElement>('[part="add-button"]')!.click());
    expect(assign).toHaveBeenCalledWith('/productdetails/18');
    expect(shadow(grid).querySelector('dialog')).toBeNull();
  });
});
