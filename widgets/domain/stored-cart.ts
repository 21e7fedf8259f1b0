// The cart as localStorage keeps it (docs/architecture.md#widgets): versioned and expiring, so a cart follows the
// shopper into a new tab and to the next day, and a stale or foreign one is dropped rather than misread.
import type { Cart } from './types.js';
import { restoreCart } from './cart.js';

/** What a stored cart is written as; another version is not read. */
export const STORED_CART_VERSION = 1;
/** A cart untouched this long is forgotten. */
export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredCart {
  v: number;
  /** ms since epoch: past it, the cart is gone. */
  expires: number;
  cart: Cart;
}

/** The stored text of a cart changed at `now`. */
export function storeCart(cart: Cart, now: number): string {
  const stored: StoredCart = { v: STORED_CART_VERSION, expires: now + CART_TTL_MS, cart };
  return JSON.stringify(stored);
}

/** The cart a stored text holds at `now` (totals recomputed), or null when it is absent, unreadable, of another version or expired. */
export function readStoredCart(text: string | null, now: number): Cart | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, expires, cart } = data as Partial<StoredCart>;
  if (v !== STORED_CART_VERSION || typeof expires !== 'number' || !(expires > now)) return null;
  return restoreCart(cart);
}
