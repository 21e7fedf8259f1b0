// The staff's mails about the day's work (docs/back-office.md#staff-alerts): a new order to prepare (cash or bank
// transfer when placed, card once paid) and a new return to review. Queued in the change's own statement or
// transaction; written by the outbox's sender (host/mail/outbox.ts).
import type { Queryable } from '../db/db.js';
import type { Mail } from './mailer.js';
import type { StoredOrder } from '../orders/store-order.js';
import { STAFF_NEW_ORDER, STAFF_NEW_RETURN_PREFIX } from './kinds.js';
import { recipientsSql } from './staff-recipients.js';
import { formatTT } from '../../widgets/domain/money.js';
import { nameWithOption } from '../../widgets/domain/options.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';
import { rmaNumber } from '../../widgets/domain/returns.js';

/** Queues the new-order alert of an order (a card order once paid); nothing when nobody is to be told. */
export async function enqueueNewOrderAlert(tx: Queryable, orderNo: number, configured: string): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (order_no, kind, recipients)
     SELECT $1, $2, r.list FROM (SELECT ${recipientsSql('$3')} AS list) r WHERE r.list IS NOT NULL
     ON CONFLICT (order_no, kind) DO NOTHING`,
    [orderNo, STAFF_NEW_ORDER, configured],
  );
}

export function newOrderMail(order: StoredOrder, recipients: string, publicUrl: string, shop: ShopSettings): Mail {
  const pay = order.Paid ? `${order.PMName} (paid)` : order.PMName;
  const text = [
    `New order #${order.OrderNo}: ${formatTT(order.TotalAmount)}, ${pay}.`,
    '',
    ...order.OrderProductList.map((l) => `${l.Quantity} x ${nameWithOption(l.ProductName, l)}`),
    '',
    `Customer: ${order.CustomerName}, ${order.CustomerMobile}${order.CustomerEmail ? `, ${order.CustomerEmail}` : ''}`,
    order.IsPickup === 1 ? 'Pickup at the shop.' : `Delivery to ${order.CustomerAddress}.`,
    ...(order.ShopNo !== 16 ? [`Sold by ${order.ShopName || `shop ${order.ShopNo}`}.`] : []),
    ...(order.Remarks ? [`Notes: ${order.Remarks}`] : []),
    '',
    `Open it on the board: ${publicUrl}/admin#order/${order.OrderNo}`,
    '',
    shop.name,
  ].join('\n');
  return { to: recipients, subject: `New order #${order.OrderNo}: ${formatTT(order.TotalAmount)} (${pay})`, text };
}

/** The alert of a new return, for the statement that stores it: a CTE over `r` (rma_no, order_no). */
export function newReturnAlertCte(configuredParam: string): string {
  return `alert AS (INSERT INTO mail_outbox (rma_no, order_no, kind, recipients)
    SELECT r.rma_no, r.order_no, '${STAFF_NEW_RETURN_PREFIX}' || r.rma_no, x.list FROM r, (SELECT ${recipientsSql(configuredParam)} AS list) x
     WHERE x.list IS NOT NULL)`;
}

export interface ReturnFacts {
  rmaNo: number;
  orderNo: number | null;
  customerName: string;
  email: string;
  telephone: string;
  productName: string;
  quantity: number;
  details: string;
  status: string;
  note: string;
}

export async function readReturn(db: Queryable, rmaNo: number): Promise<ReturnFacts | null> {
  const [r] = await db.query<Record<string, unknown>>('SELECT * FROM product_returns WHERE rma_no = $1', [rmaNo]);
  if (!r) return null;
  return {
    rmaNo,
    orderNo: r.order_no == null ? null : Number(r.order_no),
    customerName: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
    email: String(r.email),
    telephone: String(r.telephone),
    productName: String(r.product_name),
    quantity: Number(r.quantity),
    details: String(r.details),
    status: String(r.status),
    note: String(r.status_note ?? ''),
  };
}

export function newReturnMail(r: ReturnFacts, recipients: string, publicUrl: string, shop: ShopSettings): Mail {
  const text = [
    `New return ${rmaNumber(r.rmaNo)}${r.orderNo ? ` for order #${r.orderNo}` : ''}: ${r.quantity} x ${r.productName}.`,
    ...(r.details ? ['', r.details] : []),
    '',
    `Customer: ${r.customerName}, ${r.telephone}, ${r.email}`,
    '',
    `Review it on the board: ${publicUrl}/admin#returns`,
    '',
    shop.name,
  ].join('\n');
  return { to: recipients, subject: `New return ${rmaNumber(r.rmaNo)}: ${r.quantity} x ${r.productName}`, text };
}
