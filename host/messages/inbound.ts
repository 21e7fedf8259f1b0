// What shoppers send to the shop (docs/notifications.md#replies), whichever provider reports it: kept once per
// provider message id, so a replayed webhook adds nothing. A number that wrote within the last 24 hours has an open
// WhatsApp conversation, in which a notice may go as free-form text (conversation-window.ts).
import type { Queryable } from '../db/db.js';
import type { MessageChannel } from './provider.js';

export interface InboundMessage {
  providerId: string;
  /** E.164. */
  number: string;
  channel: MessageChannel;
  /** The provider's type: text, image, ... */
  kind: string;
  body: string;
  at: Date;
}

/** The new row's number, or null when this provider id was recorded before (a replay). */
export async function recordInbound(db: Queryable, m: InboundMessage): Promise<number | null> {
  const [row] = await db.query<{ inbound_no: string }>(
    `INSERT INTO inbound_messages (provider_id, number, channel, kind, body, received_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider_id) DO NOTHING RETURNING inbound_no`,
    [m.providerId.slice(0, 200), m.number, m.channel, m.kind.slice(0, 40), m.body.slice(0, 4000), m.at.toISOString()],
  );
  return row ? Number(row.inbound_no) : null;
}

export async function isRecordedInbound(db: Queryable, providerId: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM inbound_messages WHERE provider_id = $1', [providerId]);
  return row !== undefined;
}

/** When the number last wrote to the shop by WhatsApp; null when never. */
export async function lastWhatsAppFrom(db: Queryable, number: string): Promise<Date | null> {
  const [row] = await db.query<{ at: string | Date | null }>("SELECT max(received_at) AS at FROM inbound_messages WHERE number = $1 AND channel = 'whatsapp'", [
    number,
  ]);
  return row?.at ? new Date(row.at) : null;
}
