// The cart in localStorage: versioned, expiring 30 days after its last change, totals recomputed on reading.
import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, restoreCart } from '../../../widgets/domain/cart.js';
import { CART_TTL_MS, readStoredCart, storeCart, STORED_CART_VERSION } from '../../../widgets/domain/stored-cart.js';
import type { CartLine } from '../../../widgets/domain/types.js';

const NOW = Date.UTC(2025, 2, 10, 12);
const line: CartLine = {
  ProductNo: 3,
  ProductName: 'Shea Butter',
  SalesPrice: 120,
  Quantity: 2,
  TotalAmount: 240,
  FreeDelivery: 0,
  FreeDeliveryQuantity: 0,
} as CartLine;
const cart = restoreCart(addToCart(emptyCart(), line));

describe('storeCart / readStoredCart', () => {
  it('reads back what it stored, with the version and the expiry', () => {
    const text = storeCart(cart, NOW);
    expect(JSON.parse(text)).toMatchObject({ v: STORED_CART_VERSION, expires: NOW + CART_TTL_MS });
    expect(readStoredCart(text, NOW)).toEqual(cart);
  });

  it.each([
    ['the next day', NOW + 24 * 60 * 60 * 1000, true],
    ['29 days later', NOW + 29 * 24 * 60 * 60 * 1000, true],
    ['30 days later', NOW + CART_TTL_MS, false],
    ['a year later', NOW + 365 * 24 * 60 * 60 * 1000, false],
  ])('%s', (_when, later, kept) => {
    expect(readStoredCart(storeCart(cart, NOW), later)?.ItemCount ?? null).toBe(kept ? 1 : null);
  });

  it('recomputes the totals a stored cart claims', () => {
    const tampered = JSON.parse(storeCart(cart, NOW));
    tampered.cart.ItemTotal = 1;
    tampered.cart.ItemList[0].TotalAmount = 1;
    expect(readStoredCart(JSON.stringify(tampered), NOW)?.ItemTotal).toBe(240);
  });

  it.each([
    ['absent', null],
    ['not JSON', '{not json'],
    ['a bare cart (no version)', JSON.stringify(cart)],
    ['another version', JSON.stringify({ v: 2, expires: NOW + 1000, cart })],
    ['no expiry', JSON.stringify({ v: STORED_CART_VERSION, cart })],
    ['null', 'null'],
  ])('reads %s as no cart', (_what, text) => {
    expect(readStoredCart(text, NOW)).toBeNull();
  });
});
