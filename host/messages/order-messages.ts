// An order's WhatsApp and SMS notices for its page in the back office: what was sent to whom, in which channel,
// and what the provider's receipts said of it (sent, delivered, read, failed), with when.
import type { Queryable } from '../db/db.js';
import { ORDER_CONFIRMATION, ORDER_STATUS_PREFIX, PAY_AGAIN, RETURN_STATUS_PREFIX, STAFF_LOW_STOCK, STAFF_NEW_ORDER } from '../mail/kinds.js';
import { rmaNumber } from '../../widgets/domain/returns.js';
import { RECEIPT_RECEIVED_PREFIX } from './shop-notices.js';

export interface OrderMessage {
  Kind: string;
  Channel: 'WhatsApp' | 'SMS';
  To: string;
  /** pending, sending, sent, failed (refused or given up), skipped (the number answered STOP). */
  State: string;
  /** The furthest receipt: sent, delivered, read or failed; null before any. */
  Delivery: string | null;
  Error: string | null;
  At: string;
  Receipts: Array<{ Status: string; At: string; Detail: string }>;
}

type Row = {
  message_no: string;
  kind: string;
  channel: string;
  to_number: string;
  state: string;
  delivery: string | null;
  last_error: string | null;
  at: string | Date;
  status: string | null;
  receipts: Array<{ status: string; at: string; detail: string }> | null;
};

function kindName(kind: string, status: string | null): string {
  if (kind === ORDER_CONFIRMATION) return 'Order confirmation';
  if (kind === STAFF_NEW_ORDER) return 'New-order alert to staff';
  if (kind === PAY_AGAIN) return 'Pay-again reminder';
  if (kind === STAFF_LOW_STOCK) return 'Low-stock alert to staff';
  if (kind.startsWith(RECEIPT_RECEIVED_PREFIX)) return 'Receipt photo received';
  if (kind.startsWith(ORDER_STATUS_PREFIX)) return `Status: ${status ?? 'changed'}`;
  if (kind.startsWith(RETURN_STATUS_PREFIX)) {
    const [rmaNo, ...answer] = kind.slice(RETURN_STATUS_PREFIX.length).split(':');
    return `Return ${rmaNumber(Number(rmaNo))}: ${answer.join(':')}`;
  }
  return kind;
}

export async function orderMessages(db: Queryable, orderNo: number): Promise<OrderMessage[]> {
  const rows = await db.query<Row>(
    `SELECT m.message_no, m.kind, m.channel, m.to_number, m.state, m.delivery, m.last_error, coalesce(m.sent_at, m.created_at) AS at, h.status,
            (SELECT jsonb_agg(jsonb_build_object('status', r.status, 'at', r.at, 'detail', r.detail) ORDER BY r.receipt_no)
               FROM message_receipts r WHERE r.provider_id = m.provider_id) AS receipts
       FROM message_outbox m
       LEFT JOIN order_status_history h
         ON h.history_no = CASE WHEN m.kind LIKE '${ORDER_STATUS_PREFIX}%' THEN substr(m.kind, ${ORDER_STATUS_PREFIX.length + 1})::int END
      WHERE m.order_no = $1 ORDER BY m.message_no`,
    [orderNo],
  );
  return rows.map((r) => ({
    Kind: kindName(r.kind, r.status),
    Channel: r.channel === 'whatsapp' ? 'WhatsApp' : 'SMS',
    To: r.to_number,
    State: r.state,
    Delivery: r.delivery,
    Error: r.last_error,
    At: new Date(r.at).toISOString(),
    Receipts: (r.receipts ?? []).map((x) => ({ Status: x.status, At: new Date(x.at).toISOString(), Detail: x.detail })),
  }));
}
