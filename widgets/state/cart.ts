// The shared cart (docs/domain.md#cart): one atom for every widget on the page. Rules live in domain/cart.ts;
// this file only holds the state. It persists it to localStorage after every change (versioned, expiring 30 days
// after the last change: domain/stored-cart.ts), so the cart follows the shopper into a new tab and to the next
// day; a change made in another tab arrives through the storage event and shows here at once. A cart kept in
// sessionStorage 'c' (where it used to live) is read once and moved. On a partner page the same happens in that
// origin's storage; its checkout link hands the lines over to the store (state/cart-handoff.ts).
import { atom } from 'nanostores';
import type { Cart, CartLine, CountryNo, Product } from '../domain/types.js';
import {
  addToCart,
  clearCart,
  decrementQuantity,
  emptyCart,
  findLine,
  incrementQuantity,
  lineFromProduct,
  findSku,
  removeFromCart,
  restoreCart,
  setDeliveryCountry,
  setFromSocialAd,
  setPickup as setPickupRule,
  updateQuantity,
  type LineOption,
} from '../domain/cart.js';
import { ITEM_SOLD_OUT, SELECT_OPTION } from '../domain/card-messages.js';
import { readStoredCart, storeCart } from '../domain/stored-cart.js';
import { $settings } from './settings.js';
import { isLocalStorage, local, session, StorageKey } from './storage.js';

export type { LineOption };

function load(): Cart {
  const stored = readStoredCart(local.get(StorageKey.cart), Date.now());
  if (stored) return stored;
  const legacy = session.get(StorageKey.legacyCart);
  if (legacy === null) return emptyCart();
  session.set(StorageKey.legacyCart, null);
  const cart = restoreCart(legacy);
  if (cart.ItemCount > 0) local.set(StorageKey.cart, storeCart(cart, Date.now()));
  return cart;
}

export const $cart = atom<Cart>(load());

/** The cart of a shopper the server knows nothing about: server renders and hydration use it. */
export const SERVER_CART: Cart = emptyCart();

export function saveCart(cart: Cart = $cart.get()): void {
  local.set(StorageKey.cart, storeCart(cart, Date.now()));
}

/** Set while a change from another tab is applied: it is stored already (saving it again would echo it back). */
let fromOtherTab = false;

// Persistence lives in a listener: every change, whoever makes it, is saved.
$cart.listen((cart) => {
  if (!fromOtherTab) saveCart(cart);
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // key null: the other tab cleared its storage.
    if ((event.key !== StorageKey.cart && event.key !== null) || !isLocalStorage(event.storageArea)) return;
    fromOtherTab = true;
    try {
      $cart.set(readStoredCart(event.key === null ? null : event.newValue, Date.now()) ?? emptyCart());
    } finally {
      fromOtherTab = false;
    }
  });
}

// The social-ad flag belongs to the visit (settings) and is copied onto the cart for the order.
$settings.subscribe((s) => {
  if (s.fromSocialAd && !$cart.get().FromSocialAd) $cart.set(setFromSocialAd($cart.get(), true));
});

/** Re-reads the stored cart (tests, or after another script wrote it). */
export function reloadCart(): void {
  $cart.set(load());
}

function apply(next: Cart): Cart {
  if (next !== $cart.get()) $cart.set(next); // domain ops return the same object when nothing changed
  return next;
}

export type AddResult =
  | { ok: true; added: boolean; line: CartLine } // added false: it was already in the cart (docs/domain.md#cart)
  | { ok: false; reason: 'sold-out' | 'select-option'; message: string };

/**
 * Adds a product (docs/domain.md#cart, docs/domain.md#adding-to-the-cart detail-page rules): sold out is refused; a product with more than one option
 * needs one chosen. A product already in the cart (same option) is left unchanged.
 */
export function addProduct(product: Product, quantity = 1, option?: LineOption): AddResult {
  if (product.IsSoldOut === 1) return { ok: false, reason: 'sold-out', message: ITEM_SOLD_OUT };
  const options = product.ProductSKUList ?? [];
  const hasChoice = !!option && !!(option.Color || option.Size);
  if (options.length > 1 && !hasChoice) return { ok: false, reason: 'select-option', message: SELECT_OPTION };
  const chosen = hasChoice ? option : options.length === 1 ? { Color: options[0].Color, Size: options[0].Size } : undefined;
  if (findSku(product, chosen)?.Stock === 0) return { ok: false, reason: 'sold-out', message: ITEM_SOLD_OUT };
  const existing = findLine($cart.get(), product.ProductNo, chosen ?? {});
  if (existing) return { ok: true, added: false, line: existing };
  const line = lineFromProduct(product, quantity, chosen);
  apply(addToCart($cart.get(), line));
  return { ok: true, added: true, line };
}

export function setQuantity(productNo: number, quantity: number, option?: LineOption): void {
  apply(updateQuantity($cart.get(), productNo, quantity, option));
}

export function increment(productNo: number, option?: LineOption): void {
  apply(incrementQuantity($cart.get(), productNo, option));
}

/** Minus only works above 1 (docs/domain.md#cart). */
export function decrement(productNo: number, option?: LineOption): void {
  apply(decrementQuantity($cart.get(), productNo, option));
}

/** Without an option removes every line of the product (the cart panel removes by product number). */
export function remove(productNo: number, option?: LineOption): void {
  apply(removeFromCart($cart.get(), productNo, option));
}

export function clear(): void {
  apply(clearCart($cart.get()));
}

export function setCountry(countryNo: CountryNo): void {
  apply(setDeliveryCountry($cart.get(), countryNo));
}

export function setPickup(isPickup: boolean): void {
  apply(setPickupRule($cart.get(), isPickup));
}

/** Units over all lines (the badge shows distinct lines: $cart.get().ItemCount). */
export function totalUnits(cart: Cart = $cart.get()): number {
  return cart.ItemList.reduce((n, l) => n + l.Quantity, 0);
}
