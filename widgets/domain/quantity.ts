// A line quantity the shopper typed, settled to the cart's bounds (1 to MAX_LINE_QUANTITY) with the
// message to show when it had to be changed, so a correction is never silent.
import { MAX_LINE_QUANTITY } from './constants.js';
import { QUANTITY_LOWERED, QUANTITY_RAISED } from './messages.js';

/** The note when fewer than the cart's limit are left of a product. */
export const stockLoweredNote = (left: number) => `Only ${left} ${left === 1 ? 'is' : 'are'} left, so the quantity was set to ${left}.`;

export interface SettledQuantity {
  quantity: number;
  /** Why the typed value was changed; null when it was kept. */
  note: string | null;
}

/**
 * `fallback` is used for an empty or unreadable entry (no note: nothing was typed to correct). `max`: fewer than the
 * cart's limit when fewer are left in stock (widgets/domain/stock.ts maxLineQuantity).
 */
export function settleQuantity(typed: string, fallback = 1, max = MAX_LINE_QUANTITY): SettledQuantity {
  const text = typed.trim();
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return { quantity: fallback, note: null };
  const whole = Math.floor(n);
  if (whole < 1) return { quantity: 1, note: QUANTITY_RAISED };
  const limit = Math.max(1, Math.min(max, MAX_LINE_QUANTITY));
  if (whole > limit) return { quantity: limit, note: limit < MAX_LINE_QUANTITY ? stockLoweredNote(limit) : QUANTITY_LOWERED };
  return { quantity: whole, note: null };
}
