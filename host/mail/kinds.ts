/** The kinds of mail the outbox (host/mail/outbox.ts) knows how to write: mail_outbox.kind. */
export const ORDER_CONFIRMATION = 'order_confirmation';
