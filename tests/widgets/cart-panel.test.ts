// @vitest-environment happy-dom
// <trini-cart-panel>: opened by <trini-cart-button> through the shared $panels store (two widgets,
// one state); lists the shared cart; closes on overlay, close button, Escape, View Cart, Checkout and
// Continue Shopping (docs/screens.md#panels); focus moves in and back.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';

await import('../../widgets/index.js');
const { configure } = await import('../../widgets/runtime/config.js');
const cart = await import('../../widgets/state/cart.js');
const { $panels, closeCartPanel, toggleCartPanel } = await import('../../widgets/state/panels.js');

// Links would navigate happy-dom's window; the widgets' own click handlers run before this.
const stopNavigation = (e: Event) => e.preventDefault();

beforeEach(() => {
  configure({ apiBase: location.origin, mediaBase: `${location.origin}/media/`, storeBase: location.origin });
  cart.clear();
  closeCartPanel();
  document.addEventListener('click', stopNavigation);
});

afterEach(async () => {
  document.removeEventListener('click', stopNavigation);
  document.body.innerHTML = '';
  await flush();
});

async function page() {
  const button = await mount('<trini-cart-button></trini-cart-button>');
  const panel = await mount('<trini-cart-panel></trini-cart-panel>');
  const dialog = shadow(panel).querySelector('dialog')!;
  const cartButton = shadow(button).querySelector('button')!;
  const open = async () => {
    cartButton.focus();
    await act(async () => cartButton.click());
  };
  return { button, panel, dialog, cartButton, open, q: <T extends Element = HTMLElement>(sel: string) => shadow(panel).querySelector<T & Element>(sel) };
}

describe('<trini-cart-panel>', () => {
  it('opens from the cart button, moves focus in, and gives it back on close', async () => {
    const { dialog, cartButton, open, q, button, panel } = await page();
    expect(dialog.open).toBe(false);
    await open();
    expect($panels.get().cart).toBe(true);
    expect(dialog.open).toBe(true);
    expect(shadow(panel).activeElement).toBe(q('[part="close-button"]'));
    expect(cartButton.getAttribute('aria-expanded')).toBe('true');

    await act(async () => q<HTMLButtonElement>('[part="close-button"]')!.click());
    expect(dialog.open).toBe(false);
    expect($panels.get().cart).toBe(false);
    expect(shadow(button).activeElement).toBe(cartButton);
    expect(cartButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the shared cart: lines, colour/size, price, item total; removing updates the cart button too', async () => {
    const { button, open, q, panel } = await page();
    await act(async () => {
      cart.addProduct(product({ ProductNo: 1, ProductName: 'Aloe Body Cream', SalesPrice: 100, ImageFilePathThumbnail: 'p/1t.jpg' }), 2);
      cart.addProduct(
        product({
          ProductNo: 2,
          ProductName: 'Shea Butter',
          ProductCategoryName: 'Women Care',
          SalesPrice: 60,
          ProductSKUList: [{ ProductSKUNo: 1, Color: 'Green', Size: '200ml', Barcode: '' }],
        }),
      );
    });
    await open();
    const lines = shadow(panel).querySelectorAll('[part="line"]');
    expect(lines).toHaveLength(2);
    expect(lines[0].querySelector('[part="line-name"]')!.textContent).toBe('Aloe Body Cream');
    expect(lines[0].querySelector('[part="line-name"]')!.getAttribute('href')).toBe('/productdetails/1');
    expect(lines[0].querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/media/p/1t.jpg`);
    expect(lines[0].querySelector('[part="line-price"]')!.textContent).toBe('TT$200.00');
    expect(lines[0].querySelector('[part="quantity"]')!.textContent).toBe('2');
    expect(lines[1].querySelector('.line-option')!.textContent).toBe('Colour: Green · Size: 200ml');
    expect(q('[part="total"] .price')!.textContent).toBe('TT$260.00');
    // Units, not lines: 2 creams and 1 butter; the badge counts the same.
    expect(q('.count')!.textContent).toBe('(3 items)');
    expect(shadow(button).querySelector('.badge')!.textContent).toBe('3');
    // Below TT$500: a pickup, no freight, the same To Pay as the cart page and the checkout.
    expect(q('[part="freight"]')!.textContent).toBe('Freight (pickup)TT$0.00');
    expect(q('[part="to-pay"] .price')!.textContent).toBe('TT$260.00');

    await act(async () => lines[0].querySelector<HTMLButtonElement>('[part="remove-button"]')!.click());
    expect(cart.$cart.get().ItemList.map((l) => l.ProductNo)).toEqual([2]);
    expect(shadow(button).querySelector('.badge')!.textContent).toBe('1');
    expect(shadow(panel).querySelectorAll('[part="line"]')).toHaveLength(1);
    expect(q('[part="total"] .price')!.textContent).toBe('TT$60.00');
  });

  it('a delivery before the shopper has chosen an area: freight "Calculated at checkout", not TT$0.00', async () => {
    localStorage.removeItem('trini-area');
    const { open, q } = await page();
    await act(async () => cart.addProduct(product({ ProductNo: 3, ProductName: 'Bay Rum Cologne', SalesPrice: 600, FreeDelivery: 1 })));
    await open();
    expect(q('[part="total"] .price')!.textContent).toBe('TT$600.00');
    expect(q('[part="freight"]')!.textContent).toBe('FreightCalculated at checkout');
    expect(q('[part="to-pay"]')).toBeNull();
  });

  it("the shopper's last chosen area: the freight estimate for it (free delivery is TT$30.00 to Tobago)", async () => {
    localStorage.setItem('trini-area', '2');
    try {
      const { open, q } = await page();
      await act(async () => cart.addProduct(product({ ProductNo: 3, ProductName: 'Bay Rum Cologne', SalesPrice: 600, FreeDelivery: 1 })));
      await open();
      expect(q('[part="freight"]')!.textContent).toBe('Freight to TobagoTT$30.00');
      expect(q('[part="to-pay"] .price')!.textContent).toBe('TT$630.00');
    } finally {
      localStorage.removeItem('trini-area');
    }
  });

  it('changes a quantity with the same stepper as the cart page: the line, the totals and the badge follow', async () => {
    const { button, open, q, panel } = await page();
    await act(async () => {
      cart.addProduct(product({ ProductNo: 1, ProductName: 'Aloe Body Cream', SalesPrice: 100 }), 1);
    });
    await open();
    const line = () => shadow(panel).querySelector('[part="line"]')!;
    const minus = () => line().querySelector<HTMLButtonElement>('[part="minus"]')!;
    const plus = () => line().querySelector<HTMLButtonElement>('[part="plus"]')!;
    expect(line().querySelector('[part="stepper"]')!.getAttribute('aria-label')).toBe('Quantity of Aloe Body Cream');
    expect(minus().disabled).toBe(true);
    await act(async () => plus().click());
    await act(async () => plus().click());
    expect(cart.$cart.get().ItemList[0].Quantity).toBe(3);
    expect(line().querySelector('[part="quantity"]')!.textContent).toBe('3');
    expect(line().querySelector('[part="line-price"]')!.textContent).toBe('TT$300.00');
    expect(q('[part="total"] .price')!.textContent).toBe('TT$300.00');
    expect(q('.count')!.textContent).toBe('(3 items)');
    expect(shadow(button).querySelector('.badge')!.textContent).toBe('3');
    minus().focus();
    await act(async () => minus().click());
    expect(line().querySelector('[part="quantity"]')!.textContent).toBe('2');
    expect(q('[part="total"] .price')!.textContent).toBe('TT$200.00');
    await act(async () => minus().click());
    // At 1, minus disables itself and the focus moves on to plus.
    expect(minus().disabled).toBe(true);
    expect(shadow(panel).activeElement).toBe(plus());
  });

  it('names an option by its kind: a scent is a scent, a flavour a flavour', async () => {
    const { open, panel } = await page();
    const skus = (color: string, size: string) => [
      { ProductSKUNo: 1, Color: color, Size: size, Barcode: '' },
      { ProductSKUNo: 2, Color: 'Other', Size: size, Barcode: '' },
    ];
    await act(async () => {
      const shea = product({ ProductNo: 18, ProductName: 'Whipped Shea', ProductCategoryName: 'Body Cream', ProductSKUList: skus('Vanilla Coconut', '250 g') });
      cart.addProduct(shea, 1, { Color: 'Vanilla Coconut', Size: '250 g' });
      const gel = product({ ProductNo: 50, ProductName: 'Sea Moss Gel', ProductCategoryName: 'Immunity Care', ProductSKUList: skus('Sorrel', '16 oz') });
      cart.addProduct(gel, 1, { Color: 'Sorrel', Size: '16 oz' });
    });
    await open();
    const options = [...shadow(panel).querySelectorAll('[part="line"] .line-option')].map((p) => p.textContent);
    expect(options).toEqual(['Scent: Vanilla Coconut · Size: 250 g', 'Flavour: Sorrel · Size: 16 oz']);
  });

  it('View Cart and Checkout go to /cart and /checkout and close the panel', async () => {
    const { open, q, dialog } = await page();
    await act(async () => cart.addProduct(product({ ProductNo: 1 })));
    for (const [part, href] of [
      ['view-cart', '/cart'],
      ['checkout', '/checkout'],
    ]) {
      await open();
      expect(dialog.open).toBe(true);
      const link = q<HTMLAnchorElement>(`[part="${part}"]`)!;
      expect(link.getAttribute('href')).toBe(href);
      await act(async () => link.click());
      expect(dialog.open).toBe(false);
    }
  });

  it('closes on the overlay and on Escape, not on a click inside', async () => {
    const { open, q, dialog } = await page();
    await open();
    await act(async () => q('.panel-header')!.click());
    expect(dialog.open).toBe(true);
    await act(async () => dialog.click()); // the backdrop's clicks target the dialog itself
    expect(dialog.open).toBe(false);

    await open();
    await act(async () => {
      q('[part="close-button"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    });
    expect(dialog.open).toBe(false);
    expect($panels.get().cart).toBe(false);
  });

  it('empty: the empty message and Continue Shopping to /home, which closes it', async () => {
    const { open, q, dialog } = await page();
    await open();
    expect(q('[part="empty"]')!.textContent).toContain('Your Cart is Empty!');
    const link = q<HTMLAnchorElement>('[part="continue"]')!;
    expect(link.textContent).toBe('Continue Shopping');
    expect(link.getAttribute('href')).toBe('/home');
    await act(async () => link.click());
    expect(dialog.open).toBe(false);
  });

  it('the header toggle closes it on the cart page instead of opening', async () => {
    const { dialog } = await page();
    await act(async () => toggleCartPanel('/home'));
    expect(dialog.open).toBe(true);
    await act(async () => toggleCartPanel('/home'));
    expect(dialog.open).toBe(false);
    await act(async () => toggleCartPanel('/cart'));
    expect(dialog.open).toBe(false);
  });
});
