/** The kinds of mail the outbox (host/mail/outbox.ts) knows how to write: mail_outbox.kind. */
export const ORDER_CONFIRMATION = 'order_confirmation';
/** A staff status change: `order_status:<history_no>`, one mail per row of order_status_history. */
export const ORDER_STATUS_PREFIX = 'order_status:';
/** A card payment for an order that no longer took one: `refund_due:<attempt id>`, to the staff alert addresses. */
export const REFUND_DUE_PREFIX = 'refund_due:';
/** A new order (cash or bank transfer when placed, card once paid), to the staff: `staff_new_order`. */
export const STAFF_NEW_ORDER = 'staff_new_order';
/** A new return request, to the staff: `staff_new_return:<rma_no>` (a mail_outbox row of the return). */
export const STAFF_NEW_RETURN_PREFIX = 'staff_new_return:';
/** The shop's answer to a return, to its customer: `return_status:<rma_no>:<status>`. */
export const RETURN_STATUS_PREFIX = 'return_status:';
/** Products an order took to the low-stock threshold or below, to the staff: `staff_low_stock` (the levels in `details`). */
export const STAFF_LOW_STOCK = 'staff_low_stock';
/** After the order's own shopper's card was declined, once: a WhatsApp or SMS reminder with a link to pay it again. */
export const PAY_AGAIN = 'pay_again';
