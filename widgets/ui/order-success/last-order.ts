// The order just placed, handed from the checkout or the payment return to the success page through sessionStorage
// 'lastOrder' (the pages are separate documents): its number and, for a bank transfer, what to pay, so the success
// page (where the shopper first learns the order number) can say where to pay it.
import { session } from '../../state/storage.js';

export const LAST_ORDER_KEY = 'lastOrder';

export interface LastOrder {
  orderNo: number;
  /** Paid by bank transfer: the success page repeats the account details. */
  bankTransfer: boolean;
  /** The amount to pay, when the store answered it. */
  total: number | null;
}

const validNo = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** Without a number, an older one is dropped rather than shown for this order. */
export function rememberOrder(orderNo: number | undefined, payment: { bankTransfer?: boolean; total?: number } = {}): void {
  if (!validNo(orderNo)) {
    session.set(LAST_ORDER_KEY, null);
    return;
  }
  const total = typeof payment.total === 'number' && Number.isFinite(payment.total) ? payment.total : null;
  session.set(LAST_ORDER_KEY, JSON.stringify({ orderNo, bankTransfer: payment.bankTransfer === true, total }));
}

/** The order, from what rememberOrder wrote (or a bare number, as a page loaded before it may have left). */
export function readLastOrder(): LastOrder | null {
  const text = session.get(LAST_ORDER_KEY);
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (validNo(data)) return { orderNo: data, bankTransfer: false, total: null };
  if (typeof data !== 'object' || data === null) return null;
  const o = data as Partial<LastOrder>;
  if (!validNo(o.orderNo)) return null;
  return { orderNo: o.orderNo, bankTransfer: o.bankTransfer === true, total: typeof o.total === 'number' && Number.isFinite(o.total) ? o.total : null };
}

/** Read once: a later visit to the success page does not show an old number again. */
export function forgetLastOrder(): void {
  session.set(LAST_ORDER_KEY, null);
}
