import type { Db, Queryable } from '../db/db.js';
import type { Catalog } from '../catalog/catalog.js';
import type { Mailer } from './mailer.js';
import type { Outbox } from './outbox-handle.js';
import { loadOrders } from '../orders/store-order.js';
import { orderConfirmationMail } from './order-confirmation.js';
import {
  ORDER_CONFIRMATION,
  ORDER_STATUS_PREFIX,
  REFUND_DUE_PREFIX,
  RETURN_STATUS_PREFIX,
  STAFF_LOW_STOCK,
  STAFF_NEW_ORDER,
  STAFF_NEW_RETURN_PREFIX,
} from './kinds.js';
import { lowStockMail } from './low-stock-mail.js';
import { newOrderMail, newReturnMail, readReturn } from './staff-mails.js';
import { returnStatusMail } from './return-mail.js';
import { orderStatusMail, statusChangeOf } from './status-mail.js';
import { refundDueMail } from './refund-due-mail.js';

// The mail outbox (migration 005): mails are rows written in the transaction of what they report, so an order
// never waits for SMTP and a mail is neither lost by a crash nor sent by two hosts. The sender claims due rows
// (FOR UPDATE SKIP LOCKED: several hosts on one PostgreSQL never claim the same row), sends them, marks them
// sent, and retries failures with exponential backoff. A row claimed by a process that died is claimed again
// once its lease runs out; SMTP cannot tell us whether a mail interrupted mid-send arrived, so that one case
// is at-least-once.

/**
 * Queues the confirmation of an order that has an email address, in the caller's transaction.
 * A second one for the same order is ignored.
 */
export async function enqueueConfirmation(tx: Queryable, orderNo: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (order_no, kind) SELECT order_no, $2 FROM orders WHERE order_no = $1 AND customer_email <> '' AND notify_channel <> 'none'
     ON CONFLICT (order_no, kind) DO NOTHING`,
    [orderNo, ORDER_CONFIRMATION],
  );
}

interface Log {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface OutboxOptions {
  db: Db;
  mailer: Mailer;
  catalog: Pick<Catalog, 'cities' | 'settings'>;
  publicUrl: string;
  log: Log;
  /** How often due rows are looked for without a kick (retries, other hosts' rows). */
  pollMs?: number;
  /** A claim older than this is taken to belong to a dead process. Longer than a mail's SMTP time limits. */
  leaseSeconds?: number;
  batch?: number;
  maxAttempts?: number;
  /**
   * Orders come first: while kicks (new orders) keep arriving less than quietMs apart, sending waits, for at most
   * maxDeferMs. Composing and writing a mail costs the main thread about as much as taking an order, so during a
   * burst the mails follow it instead of slowing the taking of orders.
   */
  quietMs?: number;
  maxDeferMs?: number;
  /**
   * Only this process uses the database (the embedded one, guarded by its lock file): rows left 'sending' by a
   * previous process that crashed are due at once rather than when their lease runs out, and so are retries
   * (a restart is a good moment to try again).
   */
  soleUser?: boolean;
}

/** Delay before attempt n+1 after n failed attempts: 2 s, 4 s, 8 s, ... up to 10 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(600, 2 ** Math.max(1, attempts));
}

type ClaimedRow = {
  mail_no: string;
  /** Null for a mail about a return that names no order. */
  order_no: number | null;
  /** Set for a mail about a return. */
  rma_no: number | null;
  kind: string;
  attempts: number;
  /** Set for mail to staff, not to the order's customer. */
  recipients: string | null;
  /** What the mail reports that its order cannot say (the low-stock alert's levels). */
  details: unknown;
};

export function startOutbox(opts: OutboxOptions): Outbox {
  const { db, mailer, log } = opts;
  const pollMs = opts.pollMs ?? 1_000;
  const lease = opts.leaseSeconds ?? 60;
  // Small: a batch under way when a burst of orders begins is finished first, and each mail takes main-thread time.
  const batch = opts.batch ?? 10;
  const maxAttempts = opts.maxAttempts ?? 12;
  const quietMs = opts.quietMs ?? 200;
  const maxDeferMs = opts.maxDeferMs ?? 20_000;
  let running: Promise<number> | null = null;
  let again = false;
  let againOverdue = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  /** The first and the latest kick not yet followed by a run; the timer that ends the wait. */
  let firstKick: number | undefined;
  let lastKick = 0;
  let kickTimer: NodeJS.Timeout | undefined;

  const claim = () =>
    db.query<ClaimedRow>(
      `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, claimed_until = now() + make_interval(secs => $1)
        WHERE mail_no IN (
          SELECT mail_no FROM mail_outbox
           WHERE (state = 'pending' AND next_attempt_at <= now()) OR (state = 'sending' AND claimed_until < now())
           ORDER BY mail_no LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING mail_no, order_no, rma_no, kind, attempts, recipients, details`,
      [lease, batch],
    );

  /** The mail of a row about a return: the staff's alert of a new one, or the customer's answer. */
  const returnRowMail = async (row: ClaimedRow) => {
    const r = await readReturn(db, Number(row.rma_no));
    if (!r) throw new Error('the return is gone');
    if (row.kind.startsWith(STAFF_NEW_RETURN_PREFIX)) {
      if (!row.recipients) throw new Error('no staff address for a staff alert');
      return newReturnMail(r, row.recipients, opts.publicUrl, opts.catalog.settings());
    }
    if (row.kind.startsWith(RETURN_STATUS_PREFIX)) {
      if (!r.email) throw new Error('the return has no email address');
      return returnStatusMail(r, row.kind, opts.publicUrl, opts.catalog.settings());
    }
    throw new Error(`unknown mail kind ${row.kind}`);
  };

  /** `overdue`: this run comes after orders kept it waiting maxDeferMs; it then sends every mail due. */
  const sendBatch = async (overdue = false): Promise<number> => {
    // In the order they were queued: UPDATE ... RETURNING gives the claimed rows in no particular order.
    const rows = (await claim()).sort((a, b) => Number(a.mail_no) - Number(b.mail_no));
    if (rows.length === 0) return 0;
    const orders = await loadOrders(
      db,
      rows.filter((r) => r.order_no != null && r.rma_no == null).map((r) => Number(r.order_no)),
    );
    const sent: string[] = [];
    for (const row of rows) {
      const orderNo = Number(row.order_no);
      try {
        if (row.rma_no != null) {
          await mailer.send(await returnRowMail(row));
          sent.push(row.mail_no);
          log.info({ mailNo: Number(row.mail_no), rmaNo: Number(row.rma_no), kind: row.kind, attempts: row.attempts }, 'mail sent');
          continue;
        }
        const order = orders.get(orderNo);
        if (!order) throw new Error('the order is gone');
        if (row.kind === STAFF_NEW_ORDER) {
          if (!row.recipients) throw new Error('no staff address for a staff alert');
          await mailer.send(newOrderMail(order, row.recipients, opts.publicUrl, opts.catalog.settings()));
        } else if (row.kind === STAFF_LOW_STOCK) {
          if (!row.recipients) throw new Error('no staff address for a staff alert');
          const mail = lowStockMail(orderNo, row.details, row.recipients, opts.publicUrl, opts.catalog.settings());
          if (!mail) throw new Error('a low-stock alert without products');
          await mailer.send(mail);
        } else if (row.kind.startsWith(REFUND_DUE_PREFIX)) {
          if (!row.recipients) throw new Error('no staff address for a staff alert');
          const mail = await refundDueMail(db, order, row.kind, row.recipients, opts.publicUrl, opts.catalog.settings());
          if (!mail) throw new Error(`no payment attempt for ${row.kind}`);
          await mailer.send(mail);
        } else if (!order.CustomerEmail) {
          throw new Error('the order has no email address');
        } else if (row.kind === ORDER_CONFIRMATION) {
          const cityName = opts.catalog.cities().find((c) => c.ODeliverCityNo === order.CustomerCityNo)?.ODeliverCityName ?? '';
          await mailer.send(orderConfirmationMail(order, { cityName, publicUrl: opts.publicUrl, shop: opts.catalog.settings() }));
        } else if (row.kind.startsWith(ORDER_STATUS_PREFIX)) {
          const change = await statusChangeOf(db, order, row.kind);
          if (!change) throw new Error(`no status history row for ${row.kind}`);
          await mailer.send(orderStatusMail(change, opts.publicUrl, opts.catalog.settings()));
        } else {
          throw new Error(`unknown mail kind ${row.kind}`);
        }
        sent.push(row.mail_no);
        log.info({ mailNo: Number(row.mail_no), orderNo, kind: row.kind, attempts: row.attempts }, 'mail sent');
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = row.attempts >= maxAttempts;
        await db.query(
          `UPDATE mail_outbox SET state = $2, last_error = $3, claimed_until = NULL,
                  next_attempt_at = now() + make_interval(secs => $4) WHERE mail_no = $1`,
          [row.mail_no, giveUp ? 'failed' : 'pending', message.slice(0, 500), backoffSeconds(row.attempts)],
        );
        if (giveUp) log.error({ mailNo: Number(row.mail_no), orderNo, attempts: row.attempts, err: message }, 'mail failed; giving up');
        else
          log.warn(
            { mailNo: Number(row.mail_no), orderNo, attempts: row.attempts, err: message, retryInSeconds: backoffSeconds(row.attempts) },
            'mail failed; will retry',
          );
      }
    }
    if (sent.length) {
      await db.query(`UPDATE mail_outbox SET state = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL WHERE mail_no = ANY($1::bigint[])`, [
        sent,
      ]);
    }
    // A full batch means more are due; but new orders since this run began come first again (see quietMs): the
    // next batch then waits for their quiet period instead of competing with a burst of them. Unless orders have
    // not been quiet for maxDeferMs: then everything due goes now, so a steady stream of orders cannot starve mail.
    return rows.length === batch && (overdue || !deferring()) ? sent.length + (await sendBatch(overdue)) : sent.length;
  };

  /** One sender at a time per process; a kick during a run makes one more run after it. */
  const run = (overdue = false): Promise<number> => {
    if (running) {
      again = true;
      againOverdue ||= overdue;
      return running;
    }
    running = sendBatch(overdue)
      .catch((err: unknown) => {
        log.warn({ err }, 'mail outbox: could not read or update the outbox');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !closed) {
          const wasOverdue = againOverdue;
          again = false;
          againOverdue = false;
          void run(wasOverdue);
        }
      });
    return running;
  };

  if (opts.soleUser) {
    running = db
      .query(`UPDATE mail_outbox SET state = 'pending', claimed_until = NULL, next_attempt_at = now() WHERE state IN ('sending', 'pending')`)
      .then(() => 0)
      .catch((err: unknown) => {
        log.warn({ err }, 'mail outbox: could not release the claims of a previous process');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  }

  const deferring = () => firstKick !== undefined;
  const afterKicks = () => {
    kickTimer = undefined;
    if (closed || firstKick === undefined) return;
    const now = Date.now();
    const wait = Math.min(lastKick + quietMs - now, firstKick + maxDeferMs - now);
    if (wait > 0) {
      kickTimer = setTimeout(afterKicks, wait);
      kickTimer.unref();
      return;
    }
    const overdue = now - firstKick >= maxDeferMs;
    firstKick = undefined;
    void run(overdue);
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      // The poll does not cut a wait short: the end of the quiet period sends.
      void (deferring() ? Promise.resolve(0) : run()).finally(schedule);
    }, pollMs);
    timer.unref();
  };
  schedule();

  return {
    kick() {
      if (closed) return;
      lastKick = Date.now();
      firstKick ??= lastKick;
      if (!kickTimer) {
        kickTimer = setTimeout(afterKicks, quietMs);
        kickTimer.unref();
      }
    },
    async flush() {
      if (running) await running.catch(() => 0);
      let total = 0;
      for (let i = 0; i < 100; i++) {
        const n = await run();
        total += n;
        if (n === 0 && !running) break;
      }
      return total;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearTimeout(kickTimer);
      if (running) await running.catch(() => 0);
    },
  };
}
