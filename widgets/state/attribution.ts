// Partner-shop attribution (docs/orders.md#attribution, docs/screens.md#quick-order ShopNo): a <trini-product-card shop-no="21"> used
// by the shopper (added to the cart, or followed to the product page) attributes the visit's sale to
// that shop. Kept for the browser session under sessionStorage 'shop', so the checkout and the quick
// order form send it as ShopNo; without one they send the default shop (16).
import { atom } from 'nanostores';
import { DEFAULT_SHOP_NO } from '../domain/constants.js';
import { session } from './storage.js';

export const ATTRIBUTION_KEY = 'shop'; // sessionStorage

const valid = (n: number) => Number.isInteger(n) && n > 0;

/**
 * A link from a partner page to the store carries ?shop=N (sessionStorage does not cross origins),
 * so the attribution survives the hop; otherwise the session's own value.
 */
function read(): number | null {
  const fromLink = Number(new URLSearchParams(globalThis.location?.search ?? '').get(ATTRIBUTION_KEY));
  if (valid(fromLink)) {
    session.set(ATTRIBUTION_KEY, String(fromLink));
    return fromLink;
  }
  const n = Number(session.get(ATTRIBUTION_KEY));
  return valid(n) ? n : null;
}

/** The partner ShopNo the sale is attributed to, or null for the store's own sale. */
export const $attribution = atom<number | null>(read());

/** Attributes the sale to `shopNo` (the last partner card used wins); invalid numbers are ignored. */
export function attributeToShop(shopNo: number | null | undefined): void {
  if (!Number.isInteger(shopNo) || (shopNo as number) < 1 || shopNo === $attribution.get()) return;
  session.set(ATTRIBUTION_KEY, String(shopNo));
  $attribution.set(shopNo as number);
}

export function clearAttribution(): void {
  session.set(ATTRIBUTION_KEY, null);
  $attribution.set(null);
}

/** The ShopNo an order should carry: the attributed partner shop, else the default shop (16). */
export function attributedShopNo(): number {
  return $attribution.get() ?? DEFAULT_SHOP_NO;
}
