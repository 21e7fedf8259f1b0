// The proof a shopper's "Try again" carries (docs/payments.md#try-again): a reference signed by the host for one order
// number, handed only to the browser that comes back from an attempt the order's own shopper opened. An order
// number alone is guessable (they are sequential); this is not, and it cannot be made for another order.
import { createHmac, timingSafeEqual } from 'node:crypto';

const REF_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The order's reference: 128 bits of an HMAC-SHA256 keyed by the host's secret, base64url. */
export function orderRef(secret: string, orderNo: number): string {
  return createHmac('sha256', secret).update(`payment-retry:${orderNo}`).digest('base64url').slice(0, 22);
}

export function isOrderRef(secret: string, orderNo: number, ref: unknown): boolean {
  if (typeof ref !== 'string' || !REF_PATTERN.test(ref)) return false;
  return timingSafeEqual(Buffer.from(ref), Buffer.from(orderRef(secret, orderNo)));
}
