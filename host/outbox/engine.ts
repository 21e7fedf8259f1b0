// The outbox engine that mail and WhatsApp/SMS notices share (docs/notifications.md#how-notices-leave). Notices are
// rows written in the transaction of what they report, so one is never lost by a crash nor sent for something that
// was not stored. Each host's sender claims due rows (rows.ts), hands each to its channel, and marks it sent with
// the provider's id; a provider that is down gets the row again with backoff, a refusal for good is not retried.
// A row claimed by a host that died is claimed again once its lease runs out; the provider cannot tell us whether
// a notice interrupted mid-send arrived, so that one case is at-least-once.
import type { Db } from '../db/db.js';
import type { Outbox } from '../mail/outbox-handle.js';
import { PermanentSendError } from './refused.js';
import { backoffSeconds, claimDue, markSent, releaseClaims, settle, type ClaimedRow, type OutboxName } from './rows.js';
import { OutboxScheduler, type BatchResult } from './scheduler.js';

export interface OutboxLog {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** What became of a row its channel handled without an error: sent (with the provider's id), or skipped. */
export type Delivery = { sent: string | null; afterwards?: () => Promise<unknown> } | { skipped: string };

export interface OutboxChannel<Row extends ClaimedRow> {
  name: OutboxName;
  /** The table's columns the channel reads from a claimed row, besides its number and attempts. */
  columns: string;
  /** Readies a claimed batch (its orders, read at once) and gives the sender of each of its rows. */
  prepare(rows: readonly Row[]): Promise<(row: Row) => Promise<Delivery>>;
  /** After a refusal for good: what else follows (an SMS instead of a WhatsApp message), said in the log line. */
  refused?(row: Row, err: PermanentSendError): Promise<string | undefined>;
  /** What the log lines say about a row. */
  fields(row: Row): Record<string, unknown>;
}

export interface EngineOptions {
  db: Db;
  log: OutboxLog;
  /** How often due rows are looked for without a kick (retries, other hosts' rows). */
  pollMs?: number;
  /** A claim older than this is taken to belong to a dead process. Longer than one send's time limits. */
  leaseSeconds?: number;
  /** Small: a batch under way when a burst of orders begins is finished first. */
  batch?: number;
  maxAttempts?: number;
  /** See scheduler.ts. */
  quietMs?: number;
  maxDeferMs?: number;
  /** Only this process uses the database: see releaseClaims. */
  soleUser?: boolean;
}

export function startOutboxEngine<Row extends ClaimedRow>(channel: OutboxChannel<Row>, opts: EngineOptions): Outbox {
  const batch = opts.batch ?? 10;
  const sendBatch = batchSender(channel, opts, batch);
  const onError = (err: unknown) => opts.log.warn({ err }, `${channel.name} outbox: could not read or update the outbox`);
  const before = opts.soleUser
    ? releaseClaims(opts.db, channel.name).catch((err: unknown) =>
        opts.log.warn({ err }, `${channel.name} outbox: could not release the claims of a previous process`),
      )
    : undefined;
  return new OutboxScheduler(sendBatch, { pollMs: opts.pollMs ?? 1_000, quietMs: opts.quietMs ?? 200, maxDeferMs: opts.maxDeferMs ?? 20_000, onError }, before);
}

/** Claims one batch and sends its rows one after the other. Every row handled counts, sent or not. */
function batchSender<Row extends ClaimedRow>(channel: OutboxChannel<Row>, opts: EngineOptions, batch: number): () => Promise<BatchResult> {
  const lease = opts.leaseSeconds ?? 60;
  return async () => {
    const rows = await claimDue<Row>(opts.db, channel.name, channel.columns, lease, batch);
    if (rows.length === 0) return { handled: 0, full: false };
    const send = await channel.prepare(rows);
    for (const row of rows) await sendRow(channel, opts, row, send);
    return { handled: rows.length, full: rows.length === batch };
  };
}

async function sendRow<Row extends ClaimedRow>(
  channel: OutboxChannel<Row>,
  opts: EngineOptions,
  row: Row,
  send: (row: Row) => Promise<Delivery>,
): Promise<void> {
  let delivery: Delivery;
  try {
    delivery = await send(row);
  } catch (err) {
    await notSent(channel, opts, row, err);
    return;
  }
  const fields = { no: Number(row.no), ...channel.fields(row), attempts: row.attempts };
  if ('skipped' in delivery) {
    await settle(opts.db, channel.name, row.no, 'skipped', delivery.skipped);
    opts.log.info({ ...fields, reason: delivery.skipped }, `${channel.name} skipped`);
    return;
  }
  // Outside the catch above: a sent row that could not be marked so stays claimed (the run's error is logged), rather
  // than being made due again and sent twice.
  await markSent(opts.db, channel.name, row.no, delivery.sent);
  opts.log.info(fields, `${channel.name} sent`);
  await delivery.afterwards?.();
}

/** A refusal for good is failed at once; anything else is tried again after backoff, up to maxAttempts tries. */
async function notSent<Row extends ClaimedRow>(channel: OutboxChannel<Row>, opts: EngineOptions, row: Row, err: unknown): Promise<void> {
  const { db, log } = opts;
  const message = err instanceof Error ? err.message : String(err);
  const fields = { no: Number(row.no), ...channel.fields(row), attempts: row.attempts, err: message };
  if (err instanceof PermanentSendError) {
    await settle(db, channel.name, row.no, 'failed', message);
    const next = await channel.refused?.(row, err);
    log.warn(fields, next ?? `${channel.name} refused; not retried`);
    return;
  }
  const giveUp = row.attempts >= (opts.maxAttempts ?? 12);
  const retryInSeconds = backoffSeconds(row.attempts);
  await settle(db, channel.name, row.no, giveUp ? 'failed' : 'pending', message, retryInSeconds);
  if (giveUp) log.error(fields, `${channel.name} failed; giving up`);
  else log.warn({ ...fields, retryInSeconds }, `${channel.name} failed; will retry`);
}
