/** The kinds of mail the outbox (host/mail/outbox.ts) knows how to write: mail_outbox.kind. */
export const ORDER_CONFIRMATION = 'order_confirmation';
/** A staff status change: `order_status:<history_no>`, one mail per row of order_status_history. */
export const ORDER_STATUS_PREFIX = 'order_status:';
/** A card payment for an order that no longer took one: `refund_due:<attempt id>`, to the staff alert addresses. */
export const REFUND_DUE_PREFIX = 'refund_due:';
