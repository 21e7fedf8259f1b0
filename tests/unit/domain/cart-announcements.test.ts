import { describe, expect, it } from 'vitest';
import { addedText, alreadyInCartText, cartSummaryText, quantityText, removedText } from '../../../widgets/domain/cart-announcements.js';
import { emptyCart, lineFromProduct, addToCart, updateQuantity } from '../../../widgets/domain/cart.js';
import type { Cart, Product } from '../../../widgets/domain/types.js';
import { formatTT } from '../../../widgets/domain/money.js';
import { product } from '../../helpers/product-fixture.js';

const cream = product({ ProductName: 'Aloe Body Cream', SalesPrice: 45, Price: 45 });
const soap = product({ ProductNo: 2, ProductName: 'Neem Soap', SalesPrice: 12.5, Price: 12.5 });

const withLines = (...lines: Array<[Product, number]>): Cart =>
  lines.reduce((cart, [p, q]) => updateQuantity(addToCart(cart, lineFromProduct(p, 1)), p.ProductNo, q), emptyCart());

describe('what a screen reader hears when the cart changes', () => {
  it.each([
    ['an empty cart', emptyCart(), 'Your cart is empty.'],
    ['one unit', withLines([cream, 1]), 'Cart: 1 item, TT$45.00.'],
    ['units, not lines, as the badge counts', withLines([cream, 2], [soap, 1]), 'Cart: 3 items, TT$102.50.'],
  ])('the cart summary of %s', (_case, cart, text) => {
    expect(cartSummaryText(cart)).toBe(text);
  });

  it('adding, already there, a new quantity, removing', () => {
    const cart = withLines([cream, 2], [soap, 1]);
    expect(addedText('Neem Soap', cart)).toBe('Added Neem Soap to cart. Cart: 3 items, TT$102.50.');
    expect(alreadyInCartText('Neem Soap', cart)).toBe('Neem Soap is already in your cart. Cart: 3 items, TT$102.50.');
    const line = cart.ItemList.find((l) => l.ProductNo === 1)!;
    expect(quantityText(line, cart)).toBe(`Aloe Body Cream: quantity 2, ${formatTT(line.TotalAmount)}. Cart: 3 items, TT$102.50.`);
    expect(removedText('Aloe Body Cream', emptyCart())).toBe('Removed Aloe Body Cream from cart. Your cart is empty.');
  });
});
