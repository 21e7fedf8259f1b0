// Ordering on a partner's page (docs/embedding.md#the-one-tag-buy-button, docs/payments.md#back-to-the-partner-page): an
// order is confirmed on the page itself, and a card payment comes back to it. Before leaving for the payment page the
// checkout (or the quick order form) notes the order in this tab's sessionStorage; the store sends the shopper back
// with the order's number in the address (RETURN_ORDER_PARAM), which the same widget takes once, only for the order
// this tab noted.
import { session } from '../../state/storage.js';
import { getConfig } from '../../runtime/config.js';
import { RETURN_ORDER_PARAM, returnedOrderNo } from '../../domain/return-page.js';

export const CARD_ORDER_KEY = 'cardOrder';

export interface CardOrder {
  orderNo: number;
  /** What it costs, as the store answered (for the trini-order-placed event); null when it did not say. */
  total: number | null;
  /** The widget that placed it: its Source (1 the checkout, 2 the quick order form). */
  source: number;
}

/** This page is not on the store's origin. */
export function onPartnerPage(): boolean {
  try {
    return new URL(getConfig().storeBase).origin !== globalThis.location.origin;
  } catch {
    return false;
  }
}

/** This page's address, for the store to send the shopper back to: no fragment, no earlier order number. */
export function returnPage(): string {
  const url = new URL(globalThis.location.href);
  url.hash = '';
  url.searchParams.delete(RETURN_ORDER_PARAM);
  return url.toString();
}

/** The card order this tab is leaving for the payment page with, and the widget (its Source) that placed it. */
export function noteCardOrder(source: number, orderNo: number | undefined, total: number | undefined): void {
  if (typeof orderNo !== 'number') return;
  session.set(CARD_ORDER_KEY, JSON.stringify({ orderNo, total: typeof total === 'number' ? total : null, source }));
}

function noted(): CardOrder | null {
  try {
    const data = JSON.parse(session.get(CARD_ORDER_KEY) ?? 'null') as Partial<CardOrder> | null;
    if (!data || typeof data.orderNo !== 'number' || typeof data.source !== 'number') return null;
    return { orderNo: data.orderNo, total: typeof data.total === 'number' ? data.total : null, source: data.source };
  } catch {
    return null;
  }
}

/**
 * The card order this page is back from, for the widget that placed it (`source`), once: only the order this tab
 * noted counts (a shared or replayed link empties nobody's cart), and the address loses the order number when it
 * names none of this tab's, or once the widget has taken it.
 */
export function takeCardReturn(source: number): CardOrder | null {
  const url = new URL(globalThis.location.href);
  if (!url.searchParams.has(RETURN_ORDER_PARAM)) return null;
  const orderNo = returnedOrderNo(url.searchParams.get(RETURN_ORDER_PARAM));
  const order = noted();
  const ours = orderNo !== null && order?.orderNo === orderNo;
  if (ours && order.source !== source) return null; // the other widget's: it takes it
  url.searchParams.delete(RETURN_ORDER_PARAM);
  globalThis.history.replaceState(globalThis.history.state, '', url.toString());
  if (!ours) return null;
  session.set(CARD_ORDER_KEY, null);
  return order;
}
