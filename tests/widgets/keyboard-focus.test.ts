// @vitest-environment happy-dom
// A control that disables itself hands the keyboard focus to a neighbour (cart −, the product
// page's −, the image arrows at the ends); the page's one live region exists, empty, as soon as a widget
// starts, and reads out the cart changes.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, product, shadow } from './mount.js';
import { $, click, installFakeStore, loadWidgetsSameOrigin, mountDetail, resetPage, waitFor } from './product-detail-fake.js';
import { formatTT } from '../../widgets/domain/money.js';

const images = [
  { ImageFilePath: 'p/a.jpg', ImageFilePathThumbnail: 'p/a-t.jpg' },
  { ImageFilePath: 'p/b.jpg', ImageFilePathThumbnail: 'p/b-t.jpg' },
];
const cream = product({ ProductNo: 1, ProductName: 'Aloe Body Cream', SalesPrice: 45, Price: 45, ImageFilePath: 'p/a.jpg', ProductImageList: images });

beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  await resetPage();
  const { $announcement } = await import('../../widgets/state/announcer.js');
  $announcement.set({ id: 0, text: '' }); // the last test's message
  installFakeStore([cream]);
});
afterEach(() => vi.unstubAllGlobals());

const focused = (el: Element) => shadow(el).activeElement as HTMLElement | null;
const announcer = () => shadow(document.querySelector('trini-toasts')!).querySelector('[part="announcer"]')!;

async function press(button: HTMLElement): Promise<void> {
  button.focus();
  await click(button);
}

describe('the focus is handed on when a control disables itself', () => {
  it('cart page: − at quantity 1 gives the focus to +', async () => {
    const cart = await import('../../widgets/state/cart.js');
    cart.addProduct(cream, 2);
    const el = await mount('<trini-cart></trini-cart>');
    const minus = $(el, '[part="minus"]') as HTMLButtonElement;
    await press(minus);
    expect(minus.disabled).toBe(true);
    expect(focused(el)).toBe($(el, '[part="plus"]'));
  });

  it('product page: − at quantity 1 gives the focus to +', async () => {
    const el = await mountDetail(1);
    await click($(el, '.step.plus'));
    const minus = $(el, '.step.minus') as HTMLButtonElement;
    await press(minus);
    expect(minus.disabled).toBe(true);
    expect(focused(el)).toBe($(el, '.step.plus'));
  });

  it('images: Next on the last gives the focus to Previous, and back', async () => {
    const el = await mountDetail(1);
    const next = $(el, '.arrow.next') as HTMLButtonElement;
    await press(next);
    expect(next.disabled).toBe(true);
    expect(focused(el)).toBe($(el, '.arrow.prev'));
    await press($(el, '.arrow.prev'));
    expect(focused(el)).toBe($(el, '.arrow.next'));
  });

  it('a control that stays enabled keeps the focus', async () => {
    const el = await mountDetail(1);
    const plus = $(el, '.step.plus');
    await press(plus);
    expect(focused(el)).toBe(plus);
  });
});

describe("the page's one polite live region", () => {
  it('is there, empty, once the first widget has started, before any message', async () => {
    await mount('<trini-cart-button></trini-cart-button>');
    const region = announcer();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    expect(document.querySelectorAll('trini-toasts')).toHaveLength(1);
  });

  it("reads out an add from a card with the cart's new count and total", async () => {
    const card = await mount('<trini-product-card product-no="1"></trini-product-card>');
    await click(await waitFor(card, '[part="add-button"]'));
    expect(announcer().textContent).toBe('Added Aloe Body Cream to cart. Cart: 1 item, TT$45.00.');
    // The same words again are a new node, so they are read again.
    const first = announcer().firstElementChild;
    await click($(card, '[part="add-button"]'));
    expect(announcer().textContent).toBe('Aloe Body Cream is already in your cart. Cart: 1 item, TT$45.00.');
    expect(announcer().firstElementChild).not.toBe(first);
  });

  it('reads out a quantity change on the cart page with the line and cart totals', async () => {
    const cart = await import('../../widgets/state/cart.js');
    cart.addProduct(cream, 1);
    const el = await mount('<trini-cart></trini-cart>');
    await click($(el, '[part="plus"]'));
    expect(announcer().textContent).toBe(`Aloe Body Cream: quantity 2, ${formatTT(90)}. Cart: 2 items, ${formatTT(90)}.`);
    // The number itself is no longer a live region of its own.
    expect(shadow(el).querySelector('[aria-live]')).toBeNull();
    await click($(el, '[part~="delete-button"]'));
    expect(announcer().textContent).toBe('Removed Aloe Body Cream from cart. Your cart is empty.');
  });
});
