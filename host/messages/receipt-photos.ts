// Photos of bank-transfer receipts a shopper sends to the shop's WhatsApp number (docs/notifications.md#receipt-photos).
// The photo is fetched from the provider by its media id, checked (a JPEG, PNG or WebP of at most 5 MB, as WhatsApp
// sends images), kept re-encoded as JPEG without the phone's metadata, and put on the sender's newest unpaid
// bank-transfer order (and the sender is told it arrived); with none, it waits unmatched for the staff. A message id seen before is a replay and adds
// nothing, even when two deliveries of it arrive at once.
import type { Db, Queryable } from '../db/db.js';
import { MediaRefused, type MediaSource } from './provider.js';
import { isRecordedInbound, recordInbound } from './inbound.js';
import { e164 } from './numbers.js';
import { loadSharp } from '../media/image-libraries.js';
import { RECEIPT_RECEIVED_PREFIX } from './shop-notices.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';
import { PaymentMethod } from '../../widgets/domain/types.js';

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
const MAX_RECEIPT_SIDE = 10_000;
const KEPT_WIDTH = 2000;
const READABLE = new Set(['jpeg', 'png', 'webp']);

export interface IncomingPhoto {
  providerId: string;
  /** E.164. */
  number: string;
  mediaId: string;
  caption: string;
  at: Date;
}

export type PhotoOutcome = { outcome: 'replay' } | { outcome: 'refused'; reason: string } | { outcome: 'kept'; receiptNo: number; orderNo: number | null };

/** The photo as the shop keeps it, or why it is not one. */
export async function receiptImage(bytes: Buffer): Promise<{ ok: true; jpeg: Buffer } | { ok: false; reason: string }> {
  if (bytes.length === 0) return { ok: false, reason: 'the file is empty' };
  if (bytes.length > MAX_RECEIPT_BYTES) return { ok: false, reason: `the photo is more than ${MAX_RECEIPT_BYTES / 1024 / 1024} MB` };
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !READABLE.has(meta.format)) return { ok: false, reason: 'not a JPEG, PNG or WebP photo' };
    if ((meta.width ?? 0) > MAX_RECEIPT_SIDE || (meta.height ?? 0) > MAX_RECEIPT_SIDE) return { ok: false, reason: 'the photo is too large in pixels' };
    const jpeg = await sharp(bytes)
      .rotate()
      .resize({ width: KEPT_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, reason: 'not a photo that can be read' };
  }
}

/** The sender's newest bank-transfer order that is neither paid nor cancelled; null when none. */
export async function openBankTransferOrder(db: Queryable, number: string): Promise<number | null> {
  // Mobiles are stored as typed: the last seven digits narrow the search, e164 decides.
  const rows = await db.query<{ order_no: number; customer_mobile: string }>(
    `SELECT order_no, customer_mobile FROM orders
      WHERE pm_no = $1 AND paid_at IS NULL AND status = $2 AND right(regexp_replace(customer_mobile, '[^0-9]', '', 'g'), 7) = $3
      ORDER BY order_no DESC LIMIT 20`,
    [PaymentMethod.BankTransfer, OrderStatus.Pending, number.replace(/\D/g, '').slice(-7)],
  );
  const found = rows.find((r) => e164(r.customer_mobile) === number);
  return found ? Number(found.order_no) : null;
}

/**
 * Receives one photo message. A provider that cannot be reached throws (the webhook then answers so that the
 * provider calls again); a photo the shop does not keep is recorded as received, with the reason, and not retried.
 */
export async function receivePhoto(db: Db, media: MediaSource, photo: IncomingPhoto): Promise<PhotoOutcome> {
  if (await isRecordedInbound(db, photo.providerId)) return { outcome: 'replay' };
  let checked: Awaited<ReturnType<typeof receiptImage>>;
  try {
    const fetched = await media.fetchMedia(photo.mediaId, MAX_RECEIPT_BYTES);
    checked = await receiptImage(fetched.bytes);
  } catch (err) {
    if (!(err instanceof MediaRefused)) throw err;
    checked = { ok: false, reason: err.message };
  }
  const inbound = { providerId: photo.providerId, number: photo.number, channel: 'whatsapp' as const, kind: 'image', at: photo.at };
  if (!checked.ok) {
    const recorded = await recordInbound(db, { ...inbound, body: `photo not kept: ${checked.reason}` });
    return recorded === null ? { outcome: 'replay' } : { outcome: 'refused', reason: checked.reason };
  }
  const jpeg = checked.jpeg;
  return db.transaction(async (tx) => {
    const inboundNo = await recordInbound(tx, { ...inbound, body: photo.caption });
    if (inboundNo === null) return { outcome: 'replay' } as const;
    const orderNo = await openBankTransferOrder(tx, photo.number);
    const [row] = await tx.query<{ receipt_no: string }>(
      `INSERT INTO payment_receipts (inbound_no, order_no, number, media_type, size, image, caption, received_at)
       VALUES ($1, $2, $3, 'image/jpeg', $4, $5, $6, $7) RETURNING receipt_no`,
      [inboundNo, orderNo, photo.number, jpeg.length, jpeg, photo.caption.slice(0, 1000), photo.at.toISOString()],
    );
    // The sender hears the photo arrived (by WhatsApp, where they sent it from, inside the window they opened).
    if (orderNo !== null) {
      await tx.query(`INSERT INTO message_outbox (order_no, kind, channel, to_number) VALUES ($1, $2, 'whatsapp', $3) ON CONFLICT DO NOTHING`, [
        orderNo,
        `${RECEIPT_RECEIVED_PREFIX}${row.receipt_no}`,
        photo.number,
      ]);
    }
    return { outcome: 'kept', receiptNo: Number(row.receipt_no), orderNo } as const;
  });
}
