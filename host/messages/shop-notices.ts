// The notices beyond an order's own progress: the shop's answer to a return (to the order's shopper), the word that
// a bank transfer's receipt photo arrived (to the number that sent it) and the low-stock alert (to the staff's
// WhatsApp numbers). Their words, and the same facts as the body parameters of the
// approved template (docs/notifications.md#whatsapp-templates).
import type { Queryable } from '../db/db.js';
import type { StoredOrder } from '../orders/store-order.js';
import type { MessageSettings } from './settings.js';
import type { Notice } from './notices.js';
import { PermanentSendError } from './provider.js';
import { RETURN_STATUS_PREFIX, STAFF_LOW_STOCK } from '../mail/kinds.js';
import { readReturn, type ReturnFacts } from '../mail/staff-mails.js';
import { ReturnStatus } from '../../widgets/domain/return-status.js';
import { rmaNumber } from '../../widgets/domain/returns.js';
import { mainPickup, type ShopSettings } from '../../widgets/domain/shop-settings.js';

type Templates = MessageSettings['templates'];

/** A receipt photo kept on an order: `receipt_received:<receipt_no>`, to the number that sent it. */
export const RECEIPT_RECEIVED_PREFIX = 'receipt_received:';

/** In the status template's words ("Your order #{{1}} {{2}} Track it: {{3}}"): no template of its own to approve. */
export function receiptReceivedNotice(orderNo: number, shop: ShopSettings, link: string, t: Templates): Notice {
  const sentence = 'has your receipt photo, thank you. We confirm the payment once the transfer reaches our account.';
  return {
    text: `${shop.name}: order #${orderNo} ${sentence} Track it: ${link}`,
    template: { name: t.status, language: t.language, params: [String(orderNo), sentence, link] },
  };
}

/** The answer in a sentence: what happens next, with the reason of a refusal. */
export function returnAnswerSentence(status: string, note: string, shop: ShopSettings): string {
  const reason = note.replace(/[.!]+$/, '');
  if (status === ReturnStatus.Approved) {
    const outlet = mainPickup(shop)?.address;
    return `is approved. Please bring or send the item to ${outlet ?? 'the shop'}; we refund you once it arrives.`;
  }
  if (status === ReturnStatus.Refused) return `was refused${reason ? `. Reason: ${reason}` : ''}.`;
  if (status === ReturnStatus.Refunded) return 'is refunded. Your money is on its way.';
  return `is now ${status}.`;
}

export function returnAnswerNotice(r: ReturnFacts, status: string, shop: ShopSettings, t: Templates): Notice {
  const rma = rmaNumber(r.rmaNo);
  const sentence = returnAnswerSentence(status, r.note, shop);
  const orderNo = String(r.orderNo ?? '');
  return {
    text: `${shop.name}: your return ${rma} (${r.quantity} x ${r.productName}) for order #${orderNo} ${sentence}`,
    template: { name: t.returnAnswer, language: t.language, params: [rma, orderNo, sentence] },
  };
}

interface LowProduct {
  productNo: number;
  name: string;
  stock: number;
}

function lowProducts(details: unknown): LowProduct[] {
  const products = (details as { products?: unknown } | null)?.products;
  return Array.isArray(products) ? (products as LowProduct[]).filter((p) => typeof p?.name === 'string' && typeof p.stock === 'number') : [];
}

export function lowStockNotice(orderNo: number, details: unknown, adminLink: string, t: Templates): Notice {
  const products = lowProducts(details);
  if (products.length === 0) throw new PermanentSendError('a low-stock alert without products');
  const levels = products.map((p) => `${p.name} (${p.stock === 0 ? 'sold out' : `${p.stock} left`})`).join(', ');
  return {
    text: `Low stock after order #${orderNo}: ${levels}. Restock: ${adminLink}`,
    template: { name: t.staffLowStock, language: t.language, params: [String(orderNo), levels, adminLink] },
  };
}

/** The notice of a row of these kinds; null for any other kind. */
export async function shopNotice(
  db: Queryable,
  row: { no: string; kind: string },
  order: StoredOrder,
  shop: ShopSettings,
  links: { publicUrl: string; tracking: string },
  t: Templates,
): Promise<Notice | null> {
  if (row.kind.startsWith(RECEIPT_RECEIVED_PREFIX)) return receiptReceivedNotice(order.OrderNo, shop, links.tracking, t);
  if (row.kind.startsWith(RETURN_STATUS_PREFIX)) {
    const [rmaNo, ...status] = row.kind.slice(RETURN_STATUS_PREFIX.length).split(':');
    const r = await readReturn(db, Number(rmaNo));
    if (!r) throw new PermanentSendError(`no return ${rmaNo}`);
    return returnAnswerNotice(r, status.join(':'), shop, t);
  }
  if (row.kind === STAFF_LOW_STOCK) {
    const [m] = await db.query<{ details: unknown }>('SELECT details FROM message_outbox WHERE message_no = $1', [row.no]);
    return lowStockNotice(order.OrderNo, m?.details, `${links.publicUrl}/admin#products/low`, t);
  }
  return null;
}
