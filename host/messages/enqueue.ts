// Queuing WhatsApp and SMS notices: rows of message_outbox written in the transaction of what they report (the
// order's statement, a status change, a payment), as the mail outbox's are. One row per notice, channel and
// number: a second queuing of the same notice is ignored.
import type { Queryable } from '../db/db.js';
import { ORDER_CONFIRMATION, ORDER_STATUS_PREFIX, STAFF_NEW_ORDER } from '../mail/kinds.js';

/** The order's own notice in the channel its shopper chose, if that is WhatsApp or SMS. */
export async function enqueueOrderMessage(tx: Queryable, orderNo: number, kind: string): Promise<void> {
  await tx.query(
    `INSERT INTO message_outbox (order_no, kind, channel, to_number)
     SELECT order_no, $2, notify_channel, customer_mobile FROM orders WHERE order_no = $1 AND notify_channel IN ('whatsapp', 'sms')
     ON CONFLICT DO NOTHING`,
    [orderNo, kind],
  );
}

export const enqueueConfirmationMessage = (tx: Queryable, orderNo: number) => enqueueOrderMessage(tx, orderNo, ORDER_CONFIRMATION);

export const enqueueStatusMessage = (tx: Queryable, orderNo: number, historyNo: number) =>
  enqueueOrderMessage(tx, orderNo, `${ORDER_STATUS_PREFIX}${historyNo}`);

/** The staff's WhatsApp alert of a new order, one row per number of STAFF_ALERT_WHATSAPP. */
export async function enqueueStaffOrderMessages(tx: Queryable, orderNo: number, numbers: readonly string[]): Promise<void> {
  if (numbers.length === 0) return;
  await tx.query(
    `INSERT INTO message_outbox (order_no, kind, channel, to_number)
     SELECT $1, '${STAFF_NEW_ORDER}', 'whatsapp', n FROM unnest($2::text[]) AS n ON CONFLICT DO NOTHING`,
    [orderNo, numbers],
  );
}

/** Once: a WhatsApp notice that could not be delivered goes again by SMS to the same number. */
export async function enqueueSmsFallback(tx: Queryable, messageNo: number | string): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO message_outbox (order_no, kind, channel, to_number)
     SELECT order_no, kind, 'sms', to_number FROM message_outbox WHERE message_no = $1 AND channel = 'whatsapp'
     ON CONFLICT DO NOTHING RETURNING message_no`,
    [messageNo],
  );
  return rows.length > 0;
}
