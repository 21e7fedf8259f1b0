// The mail outbox (migration 005): mail is rows of mail_outbox written in the transaction of what they report, so an
// order never waits for SMTP. Sent by the outbox engine that messages share (host/outbox/engine.ts); this is how a
// row becomes a mail. A row that can never become one (its order is gone, no address) fails at once.
import type { Queryable } from '../db/db.js';
import type { Catalog } from '../catalog/catalog.js';
import type { Mail, Mailer } from './mailer.js';
import type { Outbox } from './outbox-handle.js';
import { loadOrders, type StoredOrder } from '../orders/store-order.js';
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
import { startOutboxEngine, type EngineOptions, type OutboxChannel } from '../outbox/engine.js';
import type { ClaimedRow } from '../outbox/rows.js';
import { PermanentSendError } from '../outbox/refused.js';

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

export interface OutboxOptions extends EngineOptions {
  mailer: Mailer;
  catalog: Pick<Catalog, 'cities' | 'settings'>;
  publicUrl: string;
}

type MailRow = ClaimedRow & {
  /** Null for a mail about a return that names no order. */
  order_no: number | null;
  /** Set for a mail about a return. */
  rma_no: number | null;
  kind: string;
  /** Set for mail to staff, not to the order's customer. */
  recipients: string | null;
  /** What the mail reports that its order cannot say (the low-stock alert's levels). */
  details: unknown;
};

export function startOutbox(opts: OutboxOptions): Outbox {
  return startOutboxEngine(mailChannel(opts), opts);
}

function mailChannel(opts: OutboxOptions): OutboxChannel<MailRow> {
  return {
    name: 'mail',
    columns: 'order_no, rma_no, kind, recipients, details',
    async prepare(rows) {
      const orders = await loadOrders(
        opts.db,
        rows.filter((r) => r.order_no != null && r.rma_no == null).map((r) => Number(r.order_no)),
      );
      return async (row) => {
        const mail = row.rma_no != null ? await returnRowMail(opts, row) : await orderRowMail(opts, row, orders.get(Number(row.order_no)));
        return { sent: await sendOverSmtp(opts.mailer, mail) };
      };
    },
    fields: (row) => ({ orderNo: row.order_no == null ? undefined : Number(row.order_no), rmaNo: row.rma_no ?? undefined, kind: row.kind }),
  };
}

/** An SMTP server's 5xx answer refuses the mail for good (no such mailbox); anything else is worth another try. */
async function sendOverSmtp(mailer: Mailer, mail: Mail): Promise<string | null> {
  try {
    return (await mailer.send(mail)) ?? null;
  } catch (err) {
    const code = Number((err as { responseCode?: unknown }).responseCode);
    if (code >= 500 && code < 600) throw new PermanentSendError(err instanceof Error ? err.message : String(err));
    throw err;
  }
}

const staffAddress = (row: MailRow): string => {
  if (!row.recipients) throw new PermanentSendError('no staff address for a staff alert');
  return row.recipients;
};

/** The mail of a row about a return: the staff's alert of a new one, or the customer's answer. */
async function returnRowMail(opts: OutboxOptions, row: MailRow): Promise<Mail> {
  const r = await readReturn(opts.db, Number(row.rma_no));
  if (!r) throw new PermanentSendError('the return is gone');
  if (row.kind.startsWith(STAFF_NEW_RETURN_PREFIX)) return newReturnMail(r, staffAddress(row), opts.publicUrl, opts.catalog.settings());
  if (row.kind.startsWith(RETURN_STATUS_PREFIX)) {
    if (!r.email) throw new PermanentSendError('the return has no email address');
    return returnStatusMail(r, row.kind, opts.publicUrl, opts.catalog.settings());
  }
  throw new PermanentSendError(`unknown mail kind ${row.kind}`);
}

async function orderRowMail(opts: OutboxOptions, row: MailRow, order: StoredOrder | undefined): Promise<Mail> {
  if (!order) throw new PermanentSendError('the order is gone');
  const shop = opts.catalog.settings();
  if (row.kind === STAFF_NEW_ORDER) return newOrderMail(order, staffAddress(row), opts.publicUrl, shop);
  if (row.kind === STAFF_LOW_STOCK) {
    const mail = lowStockMail(order.OrderNo, row.details, staffAddress(row), opts.publicUrl, shop);
    if (!mail) throw new PermanentSendError('a low-stock alert without products');
    return mail;
  }
  if (row.kind.startsWith(REFUND_DUE_PREFIX)) {
    const mail = await refundDueMail(opts.db, order, row.kind, staffAddress(row), opts.publicUrl, shop);
    if (!mail) throw new PermanentSendError(`no payment attempt for ${row.kind}`);
    return mail;
  }
  return customerMail(opts, row, order);
}

async function customerMail(opts: OutboxOptions, row: MailRow, order: StoredOrder): Promise<Mail> {
  if (!order.CustomerEmail) throw new PermanentSendError('the order has no email address');
  const shop = opts.catalog.settings();
  if (row.kind === ORDER_CONFIRMATION) {
    const cityName = opts.catalog.cities().find((c) => c.ODeliverCityNo === order.CustomerCityNo)?.ODeliverCityName ?? '';
    return orderConfirmationMail(order, { cityName, publicUrl: opts.publicUrl, shop });
  }
  if (row.kind.startsWith(ORDER_STATUS_PREFIX)) {
    const change = await statusChangeOf(opts.db, order, row.kind);
    if (!change) throw new PermanentSendError(`no status history row for ${row.kind}`);
    return orderStatusMail(change, opts.publicUrl, shop);
  }
  throw new PermanentSendError(`unknown mail kind ${row.kind}`);
}
