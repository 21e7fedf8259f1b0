// Where a card payment sends the shopper back to (docs/payments.md#back-to-the-partner-page): the partner page the order
// was placed on, when its origin is allowed for the order's shop (the shop's saved origins and the operator's
// EMBED_ORIGINS); otherwise the store's own success page. Checked when the order is placed and again when the payment
// comes back, since a shop's origins can change in between.
import { parseOrigin } from '../../widgets/domain/partner-origins.js';
import { MAX_RETURN_PAGE_LENGTH, RETURN_ORDER_PARAM, RETURN_PAGE_INVALID } from '../../widgets/domain/return-page.js';

export type ReturnPage = { ok: true; page: string; origin: string } | { ok: false; msg: string };

/** Which origins may a shop's shoppers be sent back to. */
export interface ReturnOrigins {
  allowedFor(shopNo: number, origin: string): boolean;
}

/**
 * A page address as a checkout sends it: http(s), no user name or password, at most MAX_RETURN_PAGE_LENGTH
 * characters. The fragment and an earlier order number are dropped.
 */
export function parseReturnPage(text: unknown): ReturnPage {
  if (typeof text !== 'string' || text.length > MAX_RETURN_PAGE_LENGTH) return { ok: false, msg: RETURN_PAGE_INVALID };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, msg: RETURN_PAGE_INVALID };
  }
  const origin = parseOrigin(url.origin);
  if (!origin || url.username || url.password) return { ok: false, msg: RETURN_PAGE_INVALID };
  url.hash = '';
  url.searchParams.delete(RETURN_ORDER_PARAM);
  return { ok: true, page: url.toString(), origin };
}

/** The stored page, if it may still be returned to, with the paid order's number added; null otherwise. */
export function returnPageFor(page: string | null, shopNo: number, orderNo: number, origins: ReturnOrigins): string | null {
  if (!page) return null;
  const parsed = parseReturnPage(page);
  if (!parsed.ok || !origins.allowedFor(shopNo, parsed.origin)) return null;
  const url = new URL(parsed.page);
  url.searchParams.set(RETURN_ORDER_PARAM, String(orderNo));
  return url.toString();
}
