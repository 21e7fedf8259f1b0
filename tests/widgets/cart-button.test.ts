// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';

describe('<trini-cart-button>', () => {
  it('shows the line count and follows the cart store; click toggles the cart panel', async () => {
    await import('../../widgets/index.js');
    const cart = await import('../../widgets/state/cart.js');
    const { $panels } = await import('../../widgets/state/panels.js');
    const el = await mount('<trini-cart-button></trini-cart-button>');
    const badge = () => shadow(el).querySelector('.badge')!;
    expect(badge().textContent).toBe('0');

    const events: number[] = [];
    document.addEventListener('trini-cart-change', (e) => events.push(e.detail.itemCount));
    await act(async () => {
      cart.addProduct(product({ ProductNo: 1 }));
      cart.addProduct(product({ ProductNo: 2 }));
    });
    expect(badge().textContent).toBe('2');
    expect(events).toEqual([1, 2]);
    expect(shadow(el).querySelector('button')!.getAttribute('aria-label')).toBe('Cart, 2 items');

    await act(async () => {
      shadow(el).querySelector('button')!.click();
    });
    expect($panels.get().cart).toBe(true);
    expect(shadow(el).querySelector('button')!.getAttribute('aria-expanded')).toBe('true');

    await act(async () => cart.clear());
    expect(badge().textContent).toBe('0');
    el.setAttribute('hide-empty-badge', '');
    await flush();
    expect(shadow(el).querySelector('.badge')).toBeNull();
  });
});
