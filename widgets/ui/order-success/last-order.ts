// The number of the order just placed, handed from the checkout or the payment return to the success
// page through sessionStorage 'lastOrder' (the pages are separate documents).
import { session } from '../../state/storage.js';

export const LAST_ORDER_KEY = 'lastOrder';

/** Without a number, an older one is dropped rather than shown for this order. */
export function rememberOrder(orderNo: number | undefined): void {
  const valid = typeof orderNo === 'number' && Number.isInteger(orderNo) && orderNo > 0;
  session.set(LAST_ORDER_KEY, valid ? String(orderNo) : null);
}

export function readLastOrder(): number | null {
  const orderNo = Number(session.get(LAST_ORDER_KEY));
  return Number.isInteger(orderNo) && orderNo > 0 ? orderNo : null;
}

/** Read once: a later visit to the success page does not show an old number again. */
export function forgetLastOrder(): void {
  session.set(LAST_ORDER_KEY, null);
}
