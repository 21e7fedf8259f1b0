// The customer's mail when the shop answers a return (docs/orders.md#return-statuses): approved, refused (with the
// reason) or refunded. Queued in the answer's own transaction, written by the outbox's sender from the return.
import type { Queryable } from '../db/db.js';
import type { Mail } from './mailer.js';
import { RETURN_STATUS_PREFIX } from './kinds.js';
import type { ReturnFacts } from './staff-mails.js';
import { ReturnStatus } from '../../widgets/domain/return-status.js';
import { rmaNumber } from '../../widgets/domain/returns.js';
import { mainPickup, type ShopSettings } from '../../widgets/domain/shop-settings.js';

const SENTENCES: Readonly<Record<string, string>> = {
  [ReturnStatus.Refused]: 'We are sorry: we cannot accept this return.',
  [ReturnStatus.Refunded]: 'Your refund is on its way.',
};

/** Queues the mail of a return's new status, in the caller's transaction; a return without an email gets none. */
export async function enqueueReturnMail(tx: Queryable, rmaNo: number, status: string): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (rma_no, order_no, kind) SELECT rma_no, order_no, $2 FROM product_returns WHERE rma_no = $1 AND email <> ''
     ON CONFLICT (rma_no, kind) WHERE rma_no IS NOT NULL DO NOTHING`,
    [rmaNo, `${RETURN_STATUS_PREFIX}${rmaNo}:${status}`],
  );
}

/** The mail of a queued row; the status is the one the row was queued for, the note the return's latest. */
function sentence(status: string, shop: ShopSettings): string {
  const outlet = mainPickup(shop)?.address;
  if (status === ReturnStatus.Approved) return `Your return is approved. Please bring or send the item to ${outlet ?? 'us'}; we refund you once it arrives.`;
  return SENTENCES[status] ?? '';
}

export function returnStatusMail(r: ReturnFacts, kind: string, publicUrl: string, shop: ShopSettings): Mail {
  const status = kind.slice(RETURN_STATUS_PREFIX.length).split(':').slice(1).join(':');
  const note = r.note ? (status === ReturnStatus.Refused ? `Reason: ${r.note}` : `Note: ${r.note}`) : '';
  const text = [
    `Hello ${r.customerName},`,
    '',
    `Your return ${rmaNumber(r.rmaNo)} (${r.quantity} x ${r.productName}) is now ${status}.`,
    sentence(status, shop),
    note,
    '',
    `Questions: ${[shop.phone, shop.email].filter(Boolean).join(' · ') || 'reply to this mail'}. Your account's orders page shows the answer too: ${publicUrl}/account`,
    '',
    shop.name,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { to: r.email, subject: `Return ${rmaNumber(r.rmaNo)}: ${status}`, text };
}
