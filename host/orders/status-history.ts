// An order's status history: the status it was placed in, its declined card payments and the one that paid it (the
// gateway marks it Paid itself),
// every change staff made and every card payment that arrived when the order took none (order_status_history,
// the latter as 'Refund due' rows, which are no status). Read by the admin order detail and the customer's.
import type { Queryable } from '../db/db.js';
import { initialStatus, isOrderStatus, OrderStatus, REFUND_DUE } from '../../widgets/domain/order-status.js';
import { compareIso } from '../../widgets/domain/dates.js';

export interface StatusHistoryRow {
  Status: string;
  /** ISO time; null when only the current status is known, not when it was reached (a failed card payment). */
  At: string | null;
  Note: string;
  /** Who made the change: a staff member's name, '' for the shopper or the payment gateway. */
  By: string;
}

interface OrderRef {
  OrderNo: number;
  PMNo: number;
  Status: string;
  PaidAt: string | null;
}

export async function orderStatusHistory(db: Queryable, order: OrderRef): Promise<StatusHistoryRow[]> {
  const [placed] = await db.query<{ created_at: string | Date }>('SELECT created_at FROM orders WHERE order_no = $1', [order.OrderNo]);
  const changes = await db.query<{ status: string; note: string; at: string | Date; name: string | null }>(
    `SELECT h.status, h.note, h.at, s.name FROM order_status_history h LEFT JOIN staff s ON s.staff_no = h.staff_no
      WHERE h.order_no = $1 ORDER BY h.at, h.history_no`,
    [order.OrderNo],
  );
  // Each declined card payment (an attempt the gateway opened and answered with a failure): a shopper may try again.
  // Only the order's own shopper's declines made it Payment failed; anyone else's are in its card payments alone.
  const declines = await db.query<{ message: string; completed_at: string | Date }>(
    `SELECT message, completed_at FROM wipay_attempts WHERE order_no = $1 AND status IN ('failed', 'error')
        AND requested_transaction_id <> '' AND completed_at IS NOT NULL AND opened_by_owner ORDER BY completed_at`,
    [order.OrderNo],
  );
  const rows: StatusHistoryRow[] = [{ Status: initialStatus(order.PMNo), At: placed ? iso(placed.created_at) : null, Note: '', By: '' }];
  rows.push(...changes.map((c) => ({ Status: c.status, At: iso(c.at), Note: c.note, By: c.name ?? '' })));
  rows.push(...declines.map((d) => ({ Status: OrderStatus.PaymentFailed, At: iso(d.completed_at), Note: declineNote(d.message), By: '' })));
  // A payment kept for refund set paid_at without making the order Paid.
  const refunds = new Set(changes.filter((c) => c.status === REFUND_DUE).map((c) => iso(c.at)));
  if (order.PaidAt && !refunds.has(order.PaidAt) && !changes.some((c) => c.status === OrderStatus.Paid)) {
    rows.push({ Status: OrderStatus.Paid, At: order.PaidAt, Note: '', By: '' });
  }
  rows.sort((a, b) => compareIso(a.At ?? '', b.At ?? ''));
  const reached = rows.filter((r) => isOrderStatus(r.Status));
  if (reached[reached.length - 1]?.Status !== order.Status) rows.push({ Status: order.Status, At: null, Note: '', By: '' });
  return rows;
}

export function declineNote(message: string): string {
  return message ? `Card payment declined: ${message}` : 'Card payment declined.';
}

function iso(value: string | Date): string {
  return new Date(value).toISOString();
}
