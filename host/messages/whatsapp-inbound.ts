// One message a shopper sent to the shop's WhatsApp number, as the Cloud API's webhook reports it (and as the
// emulator's phone sends it): kept once by its id (a replay changes nothing), opening the 24-hour window; STOP and
// START turn the notices off and on; a photo is a bank-transfer receipt (receipt-photos.ts).
import type { Db } from '../db/db.js';
import type { MediaSource } from './provider.js';
import type { ReceiptOutcome } from './receipts.js';
import { optIn, optOut, replyIntent } from './receipts.js';
import { recordInbound } from './inbound.js';
import { receivePhoto } from './receipt-photos.js';
import { e164 } from './numbers.js';

export interface WhatsAppInbound {
  from?: unknown;
  id?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  image?: { id?: unknown; caption?: unknown };
}

export interface InboundLog {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
}

export async function receiveWhatsApp(db: Db, media: MediaSource | null, m: WhatsAppInbound, at: Date, log: InboundLog): Promise<ReceiptOutcome> {
  const number = typeof m.from === 'string' ? e164(m.from) : null;
  if (!number || typeof m.id !== 'string' || !m.id) return 'unknown';
  const type = typeof m.type === 'string' ? m.type : 'unknown';
  if (type === 'image' && media && typeof m.image?.id === 'string') {
    const caption = typeof m.image.caption === 'string' ? m.image.caption : '';
    const photo = await receivePhoto(db, media, { providerId: m.id, number, mediaId: m.image.id, caption, at });
    if (photo.outcome === 'replay') return 'replay';
    if (photo.outcome === 'refused') log.warn({ number, reason: photo.reason }, 'receipt photo not kept');
    else log.info({ receiptNo: photo.receiptNo, orderNo: photo.orderNo }, 'receipt photo kept');
    return 'recorded';
  }
  const body = type === 'text' && typeof m.text?.body === 'string' ? m.text.body : '';
  if ((await recordInbound(db, { providerId: m.id, number, channel: 'whatsapp', kind: type, body, at })) === null) return 'replay';
  const intent = replyIntent(body);
  if (intent) await (intent === 'stop' ? optOut(db, number) : optIn(db, number));
  return 'recorded';
}
