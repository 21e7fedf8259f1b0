// Unpaid card orders hold their stock for HOLD_STOCK_MINUTES (docs/orders.md#held-stock). An order whose hold ran
// out without a confirmed payment is cancelled by the host: its units are for sale again, its history says why,
// and the customer is mailed when the shop has their address. A payment arriving later is a late payment like any
// other: the order stays cancelled and is flagged for refund (host/api/payments.ts). Several hosts on one
// PostgreSQL each look now and then; FOR UPDATE SKIP LOCKED hands every order to one of them, and skips an order
// whose payment is being recorded at that moment. Halfway through the hold, a card order its shopper left unpaid
// (the gateway's page abandoned) gets one WhatsApp or SMS reminder with the link that pays it (the pay-again notice,
// docs/notifications.md#pay-again): queued once per order, whichever host looks first.
import type { Db } from '../db/db.js';
import type { Catalog } from '../catalog/catalog.js';
import type { Outbox } from '../mail/outbox-handle.js';
import type { OrderEvents } from '../admin/order-events.js';
import { enqueueStatusMail } from '../mail/status-mail.js';
import { OrderStatus, PAYABLE_STATUSES } from '../../widgets/domain/order-status.js';
import { PaymentMethod } from '../../widgets/domain/types.js';
import { restockOrder } from './restock.js';
import { recordOrderEvent } from '../admin/order-event-log.js';
import { PAY_AGAIN } from '../mail/kinds.js';

/** Orders cancelled per transaction, and transactions per run: a backlog is worked off over a few runs. */
const BATCH = 50;
const BATCHES_PER_RUN = 20;

export interface HeldStock {
  /** Cancels every order whose hold has run out by now; answers their numbers (tests call it after moving the clock). */
  release(): Promise<number[]>;
  /** Stops the timer and waits for a run under way. */
  close(): Promise<void>;
}

export interface HeldStockOptions {
  db: Db;
  catalog: Pick<Catalog, 'stockChanged'>;
  outbox: Pick<Outbox, 'kick'>;
  events: Pick<OrderEvents, 'published'>;
  now: () => Date;
  holdMinutes: number;
  /** How often to look; 0: only when release() is called. */
  everyMs: number;
  log: { error(obj: unknown, msg: string): void };
  /** WhatsApp and SMS notices are sent: remind the shoppers of unfinished card payments. */
  remindUnpaid?: boolean;
}

/** The history note and the reason in the customer's mail. */
export function holdExpiredNote(holdMinutes: number): string {
  return `Not paid within ${holdMinutes} minutes: the order was cancelled and its items released.`;
}

/** Minutes after it was placed that an unpaid card order's shopper is reminded: halfway through the hold. */
export function payReminderMinutes(holdMinutes: number): number {
  return Math.max(1, Math.floor(holdMinutes / 2));
}

export function startHeldStock(options: HeldStockOptions): HeldStock {
  let running: Promise<number[]> | undefined;
  let closed = false;
  const run = (): Promise<number[]> => {
    running ??= releaseExpired(options).finally(() => (running = undefined));
    return running;
  };
  const timer =
    options.everyMs > 0
      ? setInterval(() => {
          if (!closed) run().catch((err: unknown) => options.log.error({ err }, 'releasing held stock failed'));
        }, options.everyMs)
      : undefined;
  timer?.unref();
  return {
    release: async () => {
      // A run that started before the clock moved may have missed what is due now.
      await running?.catch(() => undefined);
      return run();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

async function releaseExpired(options: HeldStockOptions): Promise<number[]> {
  if (options.remindUnpaid && (await remindUnpaid(options)) > 0) options.outbox.kick();
  const released: number[] = [];
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const { orders, products } = await releaseBatch(options);
    released.push(...orders);
    if (orders.length) {
      options.outbox.kick();
      options.events.published();
      await options.catalog.stockChanged(products);
    }
    if (orders.length < BATCH) break;
  }
  return released;
}

async function releaseBatch({ db, now, holdMinutes }: HeldStockOptions): Promise<{ orders: number[]; products: number[] }> {
  const at = now();
  const heldSince = new Date(at.getTime() - holdMinutes * 60_000);
  const note = holdExpiredNote(holdMinutes);
  return db.transaction(async (tx) => {
    const due = await tx.query<{ order_no: number; status: string }>(
      `SELECT order_no, status FROM orders
        WHERE pm_no = $1 AND paid_at IS NULL AND status = ANY($2::text[]) AND created_at <= $3
        ORDER BY created_at, order_no LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`,
      [PaymentMethod.Wipay, PAYABLE_STATUSES, heldSince.toISOString()],
    );
    const products = new Set<number>();
    for (const { order_no, status } of due) {
      const orderNo = Number(order_no);
      await tx.query('UPDATE orders SET status = $2, is_wipay_payment_pending = 0 WHERE order_no = $1', [orderNo, OrderStatus.Cancelled]);
      const [history] = await tx.query<{ history_no: number }>(
        'INSERT INTO order_status_history (order_no, from_status, status, note, staff_no, at) VALUES ($1, $2, $3, $4, NULL, $5) RETURNING history_no',
        [orderNo, status, OrderStatus.Cancelled, note, at.toISOString()],
      );
      await enqueueStatusMail(tx, orderNo, Number(history.history_no));
      await recordOrderEvent(tx, { type: 'status', OrderNo: orderNo, Status: OrderStatus.Cancelled });
      for (const productNo of await restockOrder(tx, orderNo)) products.add(productNo);
    }
    return { orders: due.map((o) => Number(o.order_no)), products: [...products] };
  });
}

/**
 * Queues the reminder of each card order still Awaiting payment past the reminder time and within its hold. An order
 * that had one already (after a declined card, or from another host's look) gets none: the NOT EXISTS for the
 * first, the outbox's unique row per notice and number for two hosts looking at once.
 */
async function remindUnpaid({ db, now, holdMinutes }: HeldStockOptions): Promise<number> {
  const at = now().getTime();
  const rows = await db.query(
    `INSERT INTO message_outbox (order_no, kind, channel, to_number)
     SELECT o.order_no, '${PAY_AGAIN}', o.notify_channel, o.customer_mobile FROM orders o
      WHERE o.pm_no = $1 AND o.paid_at IS NULL AND o.status = $2 AND o.notify_channel IN ('whatsapp', 'sms')
        AND o.created_at <= $3 AND o.created_at > $4
        AND NOT EXISTS (SELECT 1 FROM message_outbox m WHERE m.order_no = o.order_no AND m.kind = '${PAY_AGAIN}')
      ORDER BY o.created_at LIMIT ${BATCH * BATCHES_PER_RUN}
     ON CONFLICT DO NOTHING RETURNING message_no`,
    [
      PaymentMethod.Wipay,
      OrderStatus.AwaitingPayment,
      new Date(at - payReminderMinutes(holdMinutes) * 60_000).toISOString(),
      new Date(at - holdMinutes * 60_000).toISOString(),
    ],
  );
  return rows.length;
}
