// The mail a customer gets when staff change an order's status (docs/orders.md#statuses). It is queued in the change's own
// transaction (enqueueStatusMail) and written by the outbox's sender (host/mail/outbox.ts) from the status
// history row, so a status change never waits for SMTP and its mail survives a crash.
import type { Queryable } from '../db/db.js';
import type { Mail } from './mailer.js';
import { ORDER_STATUS_PREFIX } from './kinds.js';
import { mainPickup, type ShopSettings } from '../../widgets/domain/shop-settings.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';

export interface StatusChangeMail {
  orderNo: number;
  customerName: string;
  customerEmail: string;
  customerMobile: string;
  status: string;
  note: string;
}

const SENTENCES: Readonly<Record<string, string>> = {
  [OrderStatus.Paid]: 'We have received your payment. Thank you!',
  [OrderStatus.PaymentFailed]: 'Your card payment did not go through. Please contact us to complete your order.',
  [OrderStatus.Shipped]: 'Your order has left our shop.',
  [OrderStatus.EnRoute]: 'Your order is on its way to you.',
  [OrderStatus.Delivered]: 'Your order has been delivered. Enjoy!',
  [OrderStatus.Collected]: 'You have collected your order. Thank you!',
  [OrderStatus.Cancelled]: 'Your order has been cancelled.',
};

function sentence(status: string, shop: ShopSettings): string {
  const pickup = mainPickup(shop);
  if (status === OrderStatus.ReadyForPickup) return `Your order is ready for pickup${pickup ? ` at ${pickup.address} (${pickup.hours})` : ''}.`;
  return SENTENCES[status] ?? '';
}

export function orderStatusMail(change: StatusChangeMail, publicUrl: string, shop: ShopSettings): Mail {
  const note = change.note ? (change.status === OrderStatus.Cancelled ? `Reason: ${change.note}` : `Note: ${change.note}`) : '';
  const text = [
    `Hello ${change.customerName},`,
    '',
    `Order #${change.orderNo} is now ${change.status}.`,
    sentence(change.status, shop),
    note,
    '',
    `Track it at ${publicUrl}/ordertrack?OrderNo=${change.orderNo} with the mobile you ordered with.`,
    '',
    shop.name,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { to: change.customerEmail, subject: `Order #${change.orderNo}: ${change.status}`, text };
}

/** Queues the mail of one status history row, in the caller's transaction; orders without an email get none. */
export async function enqueueStatusMail(tx: Queryable, orderNo: number, historyNo: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (order_no, kind) SELECT order_no, $2 FROM orders WHERE order_no = $1 AND customer_email <> '' AND notify_channel <> 'none'
     ON CONFLICT (order_no, kind) DO NOTHING`,
    [orderNo, `${ORDER_STATUS_PREFIX}${historyNo}`],
  );
}

/** The status change a queued mail reports, read back from its history row; null when the row is gone. */
export async function statusChangeOf(
  db: Queryable,
  order: { OrderNo: number; CustomerName: string; CustomerEmail: string; CustomerMobile: string },
  kind: string,
): Promise<StatusChangeMail | null> {
  const historyNo = Number(kind.slice(ORDER_STATUS_PREFIX.length));
  const [row] = await db.query<{ status: string; note: string }>('SELECT status, note FROM order_status_history WHERE history_no = $1 AND order_no = $2', [
    historyNo,
    order.OrderNo,
  ]);
  if (!row) return null;
  return {
    orderNo: order.OrderNo,
    customerName: order.CustomerName,
    customerEmail: order.CustomerEmail,
    customerMobile: order.CustomerMobile,
    status: row.status,
    note: row.note,
  };
}
