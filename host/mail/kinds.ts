/** The kinds of mail the outbox (host/mail/outbox.ts) knows how to write: mail_outbox.kind. */
export const ORDER_CONFIRMATION = 'order_confirmation';
/** A staff status change: `order_status:<history_no>`, one mail per row of order_status_history. */
export const ORDER_STATUS_PREFIX = 'order_status:';
