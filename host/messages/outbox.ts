// The message outbox: WhatsApp and SMS notices sent by the outbox engine that mail shares (host/outbox/engine.ts);
// this is how a row becomes a message. A notice the provider refuses for good is not retried: a WhatsApp one goes
// by SMS instead, once; a number that answered STOP gets nothing more.
import type { Db } from '../db/db.js';
import type { Catalog } from '../catalog/catalog.js';
import type { Outbox } from '../mail/outbox-handle.js';
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
import { startOutboxEngine, type Delivery, type EngineOptions, type OutboxChannel } from '../outbox/engine.js';
import type { ClaimedRow } from '../outbox/rows.js';

export interface MessageOutboxOptions extends EngineOptions {
  provider: MessageProvider;
  catalog: Pick<Catalog, 'settings'>;
  settings: MessageSettings;
  publicUrl: string;
  secret: () => Promise<string>;
}

type MessageRow = ClaimedRow & {
  order_no: number;
  kind: string;
  channel: MessageChannel;
  to_number: string;
};

export function startMessageOutbox(opts: MessageOutboxOptions): Outbox {
  return startOutboxEngine(messageChannel(opts), opts);
}

function messageChannel(opts: MessageOutboxOptions): OutboxChannel<MessageRow> {
  return {
    name: 'message',
    columns: 'order_no, kind, channel, to_number',
    async prepare(rows) {
      const orders = await loadOrders(opts.db, [...new Set(rows.map((r) => Number(r.order_no)))]);
      return (row) => sendMessage(opts, row, orders.get(Number(row.order_no)));
    },
    async refused(row, err) {
      const to = e164(row.to_number);
      if (err.optedOut && to) await optOut(opts.db, to);
      const fallback = row.channel === 'whatsapp' && !err.optedOut && (await enqueueSmsFallback(opts.db, row.no));
      return fallback ? 'message refused; sending it by SMS' : undefined;
    },
    fields: (row) => ({ orderNo: row.order_no, kind: row.kind, channel: row.channel }),
  };
}

async function sendMessage(opts: MessageOutboxOptions, row: MessageRow, order: StoredOrder | undefined): Promise<Delivery> {
  const { db } = opts;
  if (!order) throw new PermanentSendError('the order is gone');
  const to = e164(row.to_number);
  if (!to) throw new PermanentSendError(`${row.to_number} is no mobile number`);
  const [stopped] = await db.query('SELECT 1 FROM message_opt_outs WHERE number = $1', [to]);
  if (stopped) return { skipped: 'the number answered STOP' };
  const sent = await opts.provider.send({ channel: row.channel, to, ...(await noticeOf(opts, row, order)) });
  return {
    sent: sent.providerId,
    // Only the emulator knows receipts at once; they name the row by the provider's id, so after it is marked sent.
    afterwards: async () => {
      for (const status of sent.receipts ?? []) await recordReceipt(db, sent.providerId, status);
    },
  };
}

async function noticeOf(opts: MessageOutboxOptions, row: MessageRow, order: StoredOrder): Promise<Notice> {
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
    const h = await statusChange(opts.db, row.kind, order.OrderNo);
    return statusNotice(order.OrderNo, h.status, h.note, shop, link, t);
  }
  const more = await shopNotice(opts.db, row, order, shop, { publicUrl: opts.publicUrl, tracking: link }, t);
  if (more) return more;
  throw new PermanentSendError(`unknown message kind ${row.kind}`);
}

/** The status history row a status notice reports. */
async function statusChange(db: Db, kind: string, orderNo: number): Promise<{ status: string; note: string }> {
  const [h] = await db.query<{ status: string; note: string }>('SELECT status, note FROM order_status_history WHERE history_no = $1 AND order_no = $2', [
    Number(kind.slice(ORDER_STATUS_PREFIX.length)),
    orderNo,
  ]);
  if (!h) throw new PermanentSendError(`no status history row for ${kind}`);
  return h;
}
