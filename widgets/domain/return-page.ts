// The partner page a card payment comes back to (docs/payments.md#back-to-the-partner-page). A checkout on a partner's
// page names it (ReturnTo, the page's address); the store keeps it with the order only when its origin belongs to
// the order's shop (host/payments/return-page.ts), and after a verified payment sends the shopper there with the
// order number in the address, which the page's checkout reads once.

/** The query parameter that carries the paid order's number back to the partner page. */
export const RETURN_ORDER_PARAM = 'trini-order';
export const MAX_RETURN_PAGE_LENGTH = 1000;
export const RETURN_PAGE_INVALID = 'ReturnTo must be the http(s) address of the page the order was placed on.';

/** An order number as the parameter carries it (1 to 10 digits, no leading zero), or null. */
export function returnedOrderNo(value: string | null | undefined): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
