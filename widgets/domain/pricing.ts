// Line pricing of docs/domain.md#pricing.
//
// "Rounded" in the reference design is read as rounded to whole TT$, half up (Math.round semantics): the reference
// rounded the bundle extrapolation (quantity * SalesPrice5 / 5) and the discount (price * percent / 100)
// with Math.round on dollar amounts. Everything is computed in integer cents so rounding is exact.
import type { PricingFields } from './types.js';
import { divideRoundHalfUp, fromCents, toCents } from './money.js';

export type BundleSize = 5 | 3 | 2;

export interface LinePrice {
  total: number; // TT$ the line costs
  discount: number; // TT$ taken off; 0 when a bundle price applied
  bundle: BundleSize | null; // the bundle rate used, if any
}

// Checked from 5 down; the first bundle whose size the quantity reaches and whose price is set wins,
// so quantity 4 uses the 3-unit rate, and a missing bundle price falls to the next smaller one.
const BUNDLES = [
  [5, 'SalesPrice5'],
  [3, 'SalesPrice3'],
  [2, 'SalesPrice2'],
] as const satisfies ReadonlyArray<readonly [BundleSize, keyof PricingFields]>;

/** Whole units only: fractions are dropped, anything below 1 prices as nothing. */
function units(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

export function bundleSizeFor(fields: PricingFields, quantity: number): BundleSize | null {
  const q = units(quantity);
  for (const [size, key] of BUNDLES) {
    if (q >= size && fields[key] > 0) return size;
  }
  return null;
}

/** The discount of docs/domain.md#pricing in cents: price * percent / 100 rounded to whole TT$, once per line. */
function discountCents(fields: PricingFields): number {
  const percentHundredths = Math.max(0, toCents(fields.DiscountPercent || 0));
  const priceCents = Math.max(0, toCents(fields.SalesPrice || 0));
  // dollars = priceCents/100 * percentHundredths/100 / 100
  return divideRoundHalfUp(priceCents * percentHundredths, 1_000_000) * 100;
}

export function priceLineCents(fields: PricingFields, quantity: number): { totalCents: number; discountCents: number; bundle: BundleSize | null } {
  const q = units(quantity);
  if (q === 0) return { totalCents: 0, discountCents: 0, bundle: null };
  const bundle = bundleSizeFor(fields, q);
  if (bundle !== null) {
    const key = BUNDLES.find(([size]) => size === bundle)![1];
    const bundleCents = Math.max(0, toCents(fields[key]));
    const totalCents = q === bundle ? bundleCents : divideRoundHalfUp(q * bundleCents, bundle * 100) * 100;
    return { totalCents, discountCents: 0, bundle };
  }
  const grossCents = Math.max(0, toCents(fields.SalesPrice || 0)) * q;
  // A discount can never make the line negative.
  const discount = Math.min(discountCents(fields), grossCents);
  return { totalCents: grossCents - discount, discountCents: discount, bundle: null };
}

export function priceLine(fields: PricingFields, quantity: number): LinePrice {
  const { totalCents, discountCents: discount, bundle } = priceLineCents(fields, quantity);
  return { total: fromCents(totalCents), discount: fromCents(discount), bundle };
}

export function lineTotal(fields: PricingFields, quantity: number): number {
  return priceLine(fields, quantity).total;
}

export function lineDiscount(fields: PricingFields, quantity: number): number {
  return priceLine(fields, quantity).discount;
}

export function isBundlePriced(fields: PricingFields, quantity: number): boolean {
  return bundleSizeFor(fields, quantity) !== null;
}

export interface ShownPrice {
  /** What one unit costs the shopper: the sales price less the product's own discount. */
  now: number;
  /** The higher price struck through beside it (the list price, or the sales price before the discount), or null. */
  was: number | null;
  /** Whole percent off from `was` to `now`, rounded down so it never promises more; null below 1 %. */
  percentOff: number | null;
}

/**
 * The prices a product shows and the badge computed from exactly those (docs/domain.md#discounts): a badge
 * never says more, or other, than the struck and the current price do, and a product without a lower price has none.
 */
export function shownPrice(product: PricingFields & { Price: number }): ShownPrice {
  const nowCents = priceLineCents(product, 1).totalCents;
  const wasCents = Math.max(toCents(product.Price || 0), toCents(product.SalesPrice || 0));
  if (!(wasCents > nowCents)) return { now: fromCents(nowCents), was: null, percentOff: null };
  const percent = Math.floor(((wasCents - nowCents) * 100) / wasCents);
  return { now: fromCents(nowCents), was: fromCents(wasCents), percentOff: percent >= 1 ? percent : null };
}

export function showsFreeDeliveryBadge(product: Pick<PricingFields, 'FreeDelivery' | 'FreeDeliveryQuantity'>): boolean {
  return product.FreeDelivery === 1 || product.FreeDeliveryQuantity > 1;
}
