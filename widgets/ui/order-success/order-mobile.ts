// The mobile an order in this tab was just placed with (sessionStorage 'orderMobile', for the tab's session): the
// tracking page fills it in for that order number, so "Track this order" on the success page opens the order in one
// tap. The mobile is the order's key on the tracking page: it never goes into a URL, where logs and history keep it.
import { session } from '../../state/storage.js';
import { isMobileNumber } from '../../domain/validation.js';

export const ORDER_MOBILE_KEY = 'orderMobile';

export function rememberOrderMobile(orderNo: number | undefined, mobile: string): void {
  if (typeof orderNo !== 'number' || !Number.isInteger(orderNo) || orderNo < 1 || !isMobileNumber(mobile)) return;
  session.set(ORDER_MOBILE_KEY, JSON.stringify({ orderNo, mobile }));
}

/** The mobile `orderNo` was placed with in this tab, or '' (another order's, or none). */
export function orderMobile(orderNo: number): string {
  try {
    const kept = JSON.parse(session.get(ORDER_MOBILE_KEY) ?? 'null') as { orderNo?: unknown; mobile?: unknown } | null;
    return kept?.orderNo === orderNo && isMobileNumber(kept.mobile) ? String(kept.mobile) : '';
  } catch {
    return '';
  }
}
