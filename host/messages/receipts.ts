// Delivery receipts and opt-outs, whichever provider reports them (webhooks.ts; the emulator directly). A receipt
// is kept once per message and status: the same one again is a replay and changes nothing. A failed WhatsApp
// notice goes again by SMS, once.
import type { Db } from '../db/db.js';
import { e164 } from './numbers.js';
import { enqueueSmsFallback } from './enqueue.js';

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];

/** The furthest a message got: a later 'delivered' does not undo 'read'. */
const RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export type ReceiptOutcome = 'recorded' | 'replay' | 'unknown';

export async function recordReceipt(db: Db, providerId: string, status: DeliveryStatus, detail = ''): Promise<ReceiptOutcome> {
  return db.transaction(async (tx) => {
    const [message] = await tx.query<{ message_no: string; channel: string; delivery: DeliveryStatus | null }>(
      'SELECT message_no, channel, delivery FROM message_outbox WHERE provider_id = $1 FOR UPDATE',
      [providerId],
    );
    if (!message) return 'unknown';
    const kept = await tx.query(
      'INSERT INTO message_receipts (provider_id, status, detail) VALUES ($1, $2, $3) ON CONFLICT (provider_id, status) DO NOTHING RETURNING receipt_no',
      [providerId, status, detail.slice(0, 500)],
    );
    if (kept.length === 0) return 'replay';
    if (!message.delivery || RANK[status] > RANK[message.delivery]) {
      await tx.query('UPDATE message_outbox SET delivery = $2 WHERE message_no = $1', [message.message_no, status]);
    }
    if (status === 'failed' && message.channel === 'whatsapp') await enqueueSmsFallback(tx, message.message_no);
    return 'recorded';
  });
}

/** STOP: the number gets no more notices, from now on (rows not yet sent are skipped). */
export async function optOut(db: Db, mobile: string): Promise<void> {
  const number = e164(mobile);
  if (!number) return;
  await db.query('INSERT INTO message_opt_outs (number) VALUES ($1) ON CONFLICT (number) DO NOTHING', [number]);
}

/** START (or UNSTOP): notices again. */
export async function optIn(db: Db, mobile: string): Promise<void> {
  const number = e164(mobile);
  if (number) await db.query('DELETE FROM message_opt_outs WHERE number = $1', [number]);
}

/** What a shopper's reply means: the providers' own opt-out words. */
export function replyIntent(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if (['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'].includes(word)) return 'stop';
  if (['START', 'UNSTOP', 'YES'].includes(word)) return 'start';
  return null;
}
