// The rows a card payment reads and writes: its attempts (wipay_attempts, one per hosted-page request, with the
// total it was opened for and the gateway transaction it must come back with) and the payment columns of its
// order. The routes (host/api/payments.ts) decide what happens; this module only says it in SQL.
import type { Queryable } from '../db/db.js';
import { OrderStatus, PAYABLE_STATUSES, REFUND_DUE } from '../../widgets/domain/order-status.js';
import { formatTT } from '../../widgets/domain/money.js';
import type { Answer } from '../orders/store-order.js';

export type Attempt = {
  attempt_id: string;
  order_no: number;
  total: string;
  status: string;
  transaction_id: string | null;
  requested_transaction_id: string;
  /** Opened by the order's own browser or signed-in owner: only then does a decline mark the order Payment failed. */
  opened_by_owner: boolean;
};

/** A new attempt to pay `total` for an order, before the gateway is asked. */
export async function openAttempt(db: Queryable, attemptId: string, orderNo: number, total: number, now: Date, byOwner: boolean): Promise<void> {
  await db.query('INSERT INTO wipay_attempts (attempt_id, order_no, total, created_at, opened_by_owner) VALUES ($1, $2, $3, $4, $5)', [
    attemptId,
    orderNo,
    total.toFixed(2),
    now.toISOString(),
    byOwner,
  ]);
}

/** The gateway could not be asked: the attempt ends as an error with its message. */
export async function attemptNotOpened(db: Queryable, attemptId: string, message: string, now: Date): Promise<void> {
  await db.query(`UPDATE wipay_attempts SET status = 'error', message = $2, completed_at = $3 WHERE attempt_id = $1`, [
    attemptId,
    message.slice(0, 500),
    now.toISOString(),
  ]);
}

/** The transaction the gateway opened for this attempt: only a return naming it can pay the order. */
export async function setRequestedTransaction(db: Queryable, attemptId: string, transactionId: string): Promise<void> {
  await db.query('UPDATE wipay_attempts SET requested_transaction_id = $2 WHERE attempt_id = $1', [attemptId, transactionId]);
}

export async function findAttempt(db: Queryable, attemptId: string): Promise<Attempt | null> {
  const [row] = await db.query<Attempt>(
    `SELECT attempt_id, order_no, total::text AS total, status, transaction_id, requested_transaction_id, opened_by_owner
       FROM wipay_attempts WHERE attempt_id = $1`,
    [attemptId],
  );
  return row ?? null;
}

/** The transaction an attempt was paid with (null while unpaid). */
export async function paidTransactionId(db: Queryable, attemptId: string): Promise<string | null> {
  const [row] = await db.query<Pick<Attempt, 'transaction_id'>>('SELECT transaction_id FROM wipay_attempts WHERE attempt_id = $1', [attemptId]);
  return row?.transaction_id ?? null;
}

/** Marks the attempt paid by `transactionId`; false when another return got there first. */
export async function recordAttemptSuccess(tx: Queryable, attemptId: string, transactionId: string, message: string, now: Date): Promise<boolean> {
  const won = await tx.query(
    `UPDATE wipay_attempts SET status = 'success', transaction_id = $2, message = $3, completed_at = $4
      WHERE attempt_id = $1 AND status <> 'success' RETURNING attempt_id`,
    [attemptId, transactionId, message.slice(0, 500), now.toISOString()],
  );
  return won.length > 0;
}

/** Marks the attempt declined or failed, unless it was paid; false when nothing changed. */
export async function recordAttemptFailure(tx: Queryable, attemptId: string, status: 'failed' | 'error', message: string, now: Date): Promise<boolean> {
  const changed = await tx.query(
    `UPDATE wipay_attempts SET status = $2, message = $3, completed_at = $4 WHERE attempt_id = $1 AND status <> 'success' RETURNING attempt_id`,
    [attemptId, status, message.slice(0, 500), now.toISOString()],
  );
  return changed.length > 0;
}

/**
 * Marks the order paid by `transactionId`; false when it no longer waits for a payment (paid by another attempt,
 * cancelled, or further on): see flagRefundDue.
 */
export async function markOrderPaid(tx: Queryable, orderNo: number, transactionId: string, now: Date): Promise<boolean> {
  const paid = await tx.query(
    `UPDATE orders SET status = $2, paid_at = $3, wipay_transaction_id = $4, is_wipay_payment_pending = 0
      WHERE order_no = $1 AND paid_at IS NULL AND status = ANY($5::text[]) RETURNING order_no`,
    [orderNo, OrderStatus.Paid, now.toISOString(), transactionId, PAYABLE_STATUSES],
  );
  return paid.length > 0;
}

/**
 * A payment for an order that no longer takes one: recorded on the order (its first payment's time and transaction,
 * when it had none), its status left as it is, the order flagged refund due and a history row written. Answers
 * the order's status.
 */
export async function flagRefundDue(tx: Queryable, orderNo: number, transactionId: string, total: string, now: Date): Promise<string> {
  const [order] = await tx.query<{ status: string }>(
    `UPDATE orders SET refund_due_at = COALESCE(refund_due_at, $2), paid_at = COALESCE(paid_at, $2),
            wipay_transaction_id = COALESCE(wipay_transaction_id, $3), is_wipay_payment_pending = 0
      WHERE order_no = $1 RETURNING status`,
    [orderNo, now.toISOString(), transactionId],
  );
  const status = order?.status ?? '';
  await tx.query('INSERT INTO order_status_history (order_no, from_status, status, note, staff_no, at) VALUES ($1, $2, $3, $4, NULL, $5)', [
    orderNo,
    status,
    REFUND_DUE,
    `Card payment ${transactionId} of ${formatTT(Number(total))} received while the order was ${status}: to be refunded.`,
    now.toISOString(),
  ]);
  return status;
}

/** A declined or failed payment: only an order awaiting its payment becomes Payment failed; no other changes. */
export async function markPaymentFailed(tx: Queryable, orderNo: number): Promise<void> {
  await tx.query('UPDATE orders SET status = $2 WHERE order_no = $1 AND paid_at IS NULL AND status = $3', [
    orderNo,
    OrderStatus.PaymentFailed,
    OrderStatus.AwaitingPayment,
  ]);
}

/** Stores the order's answer (the hosted page's url) for replays; false when another request stored one first. */
export async function saveGatewayAnswer(db: Queryable, orderNo: number, answer: Answer): Promise<boolean> {
  const saved = await db.query('UPDATE orders SET response = $2 WHERE order_no = $1 AND response IS NULL RETURNING order_no', [
    orderNo,
    JSON.stringify(answer),
  ]);
  return saved.length > 0;
}

export interface PaymentAttemptRow {
  Reference: string;
  /** pending (the shopper is at the gateway, or left it), success, failed (declined) or error. */
  Status: string;
  Message: string;
  Total: number;
  At: string;
  CompletedAt: string | null;
}

/** An order's card payment attempts, oldest first. */
export async function paymentAttempts(db: Queryable, orderNo: number): Promise<PaymentAttemptRow[]> {
  const rows = await db.query<{
    attempt_id: string;
    status: string;
    message: string;
    total: string;
    created_at: string | Date;
    completed_at: string | Date | null;
  }>(
    `SELECT attempt_id, status, message, total::text AS total, created_at, completed_at FROM wipay_attempts
      WHERE order_no = $1 ORDER BY created_at, attempt_id`,
    [orderNo],
  );
  return rows.map((r) => ({
    Reference: r.attempt_id,
    Status: r.status,
    Message: r.message,
    Total: Number(r.total),
    At: new Date(r.created_at).toISOString(),
    CompletedAt: r.completed_at == null ? null : new Date(r.completed_at).toISOString(),
  }));
}
