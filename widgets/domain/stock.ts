// Stock levels (docs/back-office.md#products-and-stock): optional per product (absent: not tracked). The storefront never
// offers more than is left, and an order for more is refused with a message naming the product and what is left.
import { MAX_LINE_QUANTITY } from './constants.js';

export const STOCK_MAX = 1_000_000;

export const STOCK_MESSAGES = {
  soldOut: (name: string) => `${name} is sold out. Please remove it from your cart.`,
  short: (name: string, left: number) => `Sorry, only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left. Please lower the quantity to ${left}.`,
  invalid: `Stock must be a whole number from 0 to ${STOCK_MAX}, or null when it is not tracked.`,
} as const;

/** What the shopper is told when `wanted` units of a product exceed the `left` ones. */
export function stockMessage(name: string, left: number): string {
  return left <= 0 ? STOCK_MESSAGES.soldOut(name) : STOCK_MESSAGES.short(name, left);
}

/** The most of a product a cart line may hold: the cart's limit, or fewer when fewer are left. */
export function maxLineQuantity(product: { Stock?: number | null }): number {
  const stock = product.Stock;
  return typeof stock === 'number' && stock >= 0 ? Math.min(MAX_LINE_QUANTITY, stock) : MAX_LINE_QUANTITY;
}

export interface WantedLine {
  ProductNo: number;
  ProductName: string;
  Quantity: number;
}

export interface Shortage {
  productNo: number;
  name: string;
  left: number;
}

/**
 * The first product whose lines together want more than is left (a product may be ordered in several options);
 * null when every tracked product has enough. `left` answers undefined for a product whose stock is not tracked.
 */
export function findShortage(lines: readonly WantedLine[], left: (productNo: number) => number | undefined): Shortage | null {
  const wanted = new Map<number, { name: string; quantity: number }>();
  for (const l of lines) {
    const w = wanted.get(l.ProductNo);
    wanted.set(l.ProductNo, { name: l.ProductName, quantity: (w?.quantity ?? 0) + l.Quantity });
  }
  for (const [productNo, w] of wanted) {
    const n = left(productNo);
    if (n !== undefined && n !== null && w.quantity > n) return { productNo, name: w.name, left: Math.max(0, n) };
  }
  return null;
}

/** A stock value from an admin form or body: a whole number 0..STOCK_MAX, null (not tracked), or invalid. */
export function parseStock(value: unknown): { ok: true; stock: number | null } | { ok: false } {
  if (value === null || value === '') return { ok: true, stock: null };
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= STOCK_MAX ? { ok: true, stock: n } : { ok: false };
}
