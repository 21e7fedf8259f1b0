// A line quantity the shopper typed, settled to the cart's bounds (1 to MAX_LINE_QUANTITY) with the
// message to show when it had to be changed, so a correction is never silent.
import { MAX_LINE_QUANTITY } from './constants.js';
import { QUANTITY_LOWERED, QUANTITY_RAISED } from './messages.js';

export interface SettledQuantity {
  quantity: number;
  /** Why the typed value was changed; null when it was kept. */
  note: string | null;
}

/** `fallback` is used for an empty or unreadable entry (no note: nothing was typed to correct). */
export function settleQuantity(typed: string, fallback = 1): SettledQuantity {
  const text = typed.trim();
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return { quantity: fallback, note: null };
  const whole = Math.floor(n);
  if (whole < 1) return { quantity: 1, note: QUANTITY_RAISED };
  if (whole > MAX_LINE_QUANTITY) return { quantity: MAX_LINE_QUANTITY, note: QUANTITY_LOWERED };
  return { quantity: whole, note: null };
}
