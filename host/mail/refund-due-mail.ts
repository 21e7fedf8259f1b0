// The staff alert of a refund due (host/api/payments.ts): a card payment arrived for an order that no longer took
// one, so the shop must pay it back. Queued in the payment's own transaction to the staff's addresses of that moment
// (host/mail/staff-recipients.ts, kept on the outbox row), written by the outbox's sender from the order and the payment attempt.
import type { Queryable } from '../db/db.js';
import type { Mail } from './mailer.js';
import type { StoredOrder } from '../orders/store-order.js';
import { REFUND_DUE_PREFIX } from './kinds.js';
import { recipientsSql } from './staff-recipients.js';
import { formatTT } from '../../widgets/domain/money.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';

/** Queues the alert for one payment attempt (STAFF_ALERT_EMAIL, else the active staff with an email); nothing when nobody has an address. */
export async function enqueueRefundDueMail(tx: Queryable, orderNo: number, attemptId: string, recipients: readonly string[]): Promise<boolean> {
  const queued = await tx.query(
    `INSERT INTO mail_outbox (order_no, kind, recipients)
     SELECT $1, $2, r.list FROM (SELECT ${recipientsSql('$3')} AS list) r WHERE r.list IS NOT NULL
     ON CONFLICT (order_no, kind) DO NOTHING RETURNING mail_no`,
    [orderNo, `${REFUND_DUE_PREFIX}${attemptId}`, recipients.join(', ')],
  );
  return queued.length > 0;
}

/** The alert of a queued row (kind `refund_due:<attempt id>`); null when the attempt is gone. */
export async function refundDueMail(
  db: Queryable,
  order: StoredOrder,
  kind: string,
  recipients: string,
  publicUrl: string,
  shop: ShopSettings,
): Promise<Mail | null> {
  const attemptId = kind.slice(REFUND_DUE_PREFIX.length);
  const [attempt] = await db.query<{ total: string; transaction_id: string | null; completed_at: string | Date | null }>(
    'SELECT total::text AS total, transaction_id, completed_at FROM wipay_attempts WHERE attempt_id = $1 AND order_no = $2',
    [attemptId, order.OrderNo],
  );
  if (!attempt) return null;
  const amount = formatTT(Number(attempt.total));
  const text = [
    `A card payment arrived for order #${order.OrderNo}, which is ${order.Status}: it must be refunded.`,
    '',
    `Amount: ${amount}`,
    `WiPay transaction: ${attempt.transaction_id ?? ''}`,
    `Payment reference: ${attemptId}`,
    `Received: ${attempt.completed_at ? new Date(attempt.completed_at).toISOString() : ''}`,
    `Customer: ${order.CustomerName}, ${order.CustomerMobile}${order.CustomerEmail ? `, ${order.CustomerEmail}` : ''}`,
    '',
    `The order's status was not changed and the customer got no order confirmation. Refund the payment through WiPay,`,
    `then tell the customer. The order is flagged "Refund due" on the orders board: ${publicUrl}/admin`,
    '',
    shop.name,
  ].join('\n');
  return { to: recipients, subject: `Refund due: ${amount} paid for order #${order.OrderNo} (${order.Status})`, text };
}
