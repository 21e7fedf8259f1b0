// The message outbox's sender: the mail outbox's guarantees (host/mail/outbox.ts) for WhatsApp and SMS. Rows are
// claimed with FOR UPDATE SKIP LOCKED (several hosts on one PostgreSQL never claim the same row), marked sent
// with the provider's id, and retried with the same backoff while the provider is down. A row claimed by a host
// that died is claimed again once its lease runs out. A notice the provider refuses for good is not retried:
// a WhatsApp one goes by SMS instead, once; a number that answered STOP gets nothing more.
import type { Db } from '../db/db.js';
import type { Catalog } from '../catalog/catalog.js';
import type { Outbox } from '../mail/outbox-handle.js';
import { backoffSeconds } from '../mail/outbox.js';
import { loadOrders, type StoredOrder } from '../orders/store-order.js';
import { ORDER_CONFIRMATION, ORDER_STATUS_PREFIX, PAY_AGAIN, STAFF_NEW_ORDER } from '../mail/kinds.js';
import type { MessageSettings } from './settings.js';
import { PermanentSendError, type MessageChannel, type MessageProvider } from './provider.js';
import { confirmationNotice, payAgainNotice, staffOrderNotice, statusNotice, type Notice } from './notices.js';
import { trackingLink } from './tracking-link.js';
import { e164 } from './numbers.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';
import { enqueueSmsFallback } from './enqueue.js';
import { optOut, recordReceipt } from './receipts.js';
import { shopNotice } from './shop-notices.js';

interface Log {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface MessageOutboxOptions {
  db: Db;
  provider: MessageProvider;
  catalog: Pick<Catalog, 'settings'>;
  settings: MessageSettings;
  publicUrl: string;
  secret: () => Promise<string>;
  log: Log;
  pollMs?: number;
  leaseSeconds?: number;
  batch?: number;
  maxAttempts?: number;
  /** Only this process uses the database: rows a crashed predecessor left 'sending' are due at once. */
  soleUser?: boolean;
}

type ClaimedRow = { message_no: string; order_no: number; kind: string; channel: MessageChannel; to_number: string; attempts: number };

export function startMessageOutbox(opts: MessageOutboxOptions): Outbox {
  const { db, provider, log } = opts;
  const pollMs = opts.pollMs ?? 1_000;
  const lease = opts.leaseSeconds ?? 60;
  const batch = opts.batch ?? 10;
  const maxAttempts = opts.maxAttempts ?? 12;
  let running: Promise<number> | null = opts.soleUser
    ? db
        .query(`UPDATE message_outbox SET state = 'pending', claimed_until = NULL, next_attempt_at = now() WHERE state IN ('sending', 'pending')`)
        .then(() => 0)
        .catch((err: unknown) => {
          log.warn({ err }, 'message outbox: could not release the claims of a previous process');
          return 0;
        })
        .finally(() => {
          running = null;
        })
    : null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const claim = () =>
    db.query<ClaimedRow>(
      `UPDATE message_outbox SET state = 'sending', attempts = attempts + 1, claimed_until = now() + make_interval(secs => $1)
        WHERE message_no IN (
          SELECT message_no FROM message_outbox
           WHERE (state = 'pending' AND next_attempt_at <= now()) OR (state = 'sending' AND claimed_until < now())
           ORDER BY message_no LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING message_no, order_no, kind, channel, to_number, attempts`,
      [lease, batch],
    );

  const notice = async (row: ClaimedRow, order: StoredOrder): Promise<Notice> => {
    const shop = opts.catalog.settings();
    const link = trackingLink(opts.publicUrl, await opts.secret(), order.OrderNo);
    const t = opts.settings.templates;
    if (row.kind === ORDER_CONFIRMATION) return confirmationNotice(order, shop, link, t);
    if (row.kind === PAY_AGAIN) {
      // Paid or cancelled meanwhile: the reminder has nothing left to ask.
      if (order.Paid || order.Status === OrderStatus.Cancelled) throw new PermanentSendError('the order takes no payment now');
      return payAgainNotice(order, shop, link, t);
    }
    if (row.kind === STAFF_NEW_ORDER) return staffOrderNotice(order, `${opts.publicUrl}/admin`, t);
    if (row.kind.startsWith(ORDER_STATUS_PREFIX)) {
      const [h] = await db.query<{ status: string; note: string }>('SELECT status, note FROM order_status_history WHERE history_no = $1 AND order_no = $2', [
        Number(row.kind.slice(ORDER_STATUS_PREFIX.length)),
        order.OrderNo,
      ]);
      if (!h) throw new PermanentSendError(`no status history row for ${row.kind}`);
      return statusNotice(order.OrderNo, h.status, h.note, shop, link, t);
    }
    const more = await shopNotice(db, row, order, shop, { publicUrl: opts.publicUrl, tracking: link }, t);
    if (more) return more;
    throw new PermanentSendError(`unknown message kind ${row.kind}`);
  };

  const settle = (row: ClaimedRow, state: string, error: string | null, retryIn = 0) =>
    db.query(
      `UPDATE message_outbox SET state = $2, last_error = $3, claimed_until = NULL, next_attempt_at = now() + make_interval(secs => $4) WHERE message_no = $1`,
      [row.message_no, state, error?.slice(0, 500) ?? null, retryIn],
    );

  const sendOne = async (row: ClaimedRow, order: StoredOrder | undefined): Promise<void> => {
    const to = e164(row.to_number);
    const fields = { messageNo: Number(row.message_no), orderNo: row.order_no, kind: row.kind, channel: row.channel, attempts: row.attempts };
    try {
      if (!order) throw new PermanentSendError('the order is gone');
      if (!to) throw new PermanentSendError(`${row.to_number} is no mobile number`);
      const [stopped] = await db.query('SELECT 1 FROM message_opt_outs WHERE number = $1', [to]);
      if (stopped) {
        await settle(row, 'skipped', 'the number answered STOP');
        return;
      }
      const sent = await provider.send({ channel: row.channel, to, ...(await notice(row, order)) });
      await db.query(
        `UPDATE message_outbox SET state = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL, provider_id = $2 WHERE message_no = $1`,
        [row.message_no, sent.providerId],
      );
      log.info(fields, 'message sent');
      for (const status of sent.receipts ?? []) await recordReceipt(db, sent.providerId, status);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentSendError) {
        await settle(row, 'failed', message);
        if (err.optedOut && to) await optOut(db, to);
        const fallback = row.channel === 'whatsapp' && !err.optedOut && (await enqueueSmsFallback(db, row.message_no));
        log.warn({ ...fields, err: message, fallback }, fallback ? 'message refused; sending it by SMS' : 'message refused; not retried');
        return;
      }
      const giveUp = row.attempts >= maxAttempts;
      await settle(row, giveUp ? 'failed' : 'pending', message, backoffSeconds(row.attempts));
      if (giveUp) log.error({ ...fields, err: message }, 'message failed; giving up');
      else log.warn({ ...fields, err: message, retryInSeconds: backoffSeconds(row.attempts) }, 'message failed; will retry');
    }
  };

  const sendBatch = async (): Promise<number> => {
    const rows = (await claim()).sort((a, b) => Number(a.message_no) - Number(b.message_no));
    if (rows.length === 0) return 0;
    const orders = await loadOrders(db, [...new Set(rows.map((r) => Number(r.order_no)))]);
    // Every row handled counts, sent or not: a refused WhatsApp notice queues its SMS, which flush() must reach too.
    for (const row of rows) await sendOne(row, orders.get(Number(row.order_no)));
    return rows.length === batch && !closed ? rows.length + (await sendBatch()) : rows.length;
  };

  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = sendBatch()
      .catch((err: unknown) => {
        log.warn({ err }, 'message outbox: could not read or update the outbox');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void run();
        }
      });
    return running;
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void run().finally(schedule), pollMs);
    timer.unref();
  };
  schedule();

  return {
    kick() {
      if (!closed) void run();
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
      if (running) await running.catch(() => 0);
    },
  };
}
