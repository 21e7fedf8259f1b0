// What a notice of the outbox is, in the back office's words, from its kind (host/mail/kinds.ts): the subject of a
// mail, the template of a message.
import {
  ORDER_CONFIRMATION,
  ORDER_STATUS_PREFIX,
  PAY_AGAIN,
  REFUND_DUE_PREFIX,
  RETURN_STATUS_PREFIX,
  STAFF_LOW_STOCK,
  STAFF_NEW_ORDER,
  STAFF_NEW_RETURN_PREFIX,
} from '../mail/kinds.js';

const EXACT: Record<string, string> = {
  [ORDER_CONFIRMATION]: 'Order confirmation',
  [STAFF_NEW_ORDER]: 'New order (to staff)',
  [STAFF_LOW_STOCK]: 'Low stock (to staff)',
  [PAY_AGAIN]: 'Pay again reminder',
};

const PREFIXED: [prefix: string, label: (rest: string) => string][] = [
  [ORDER_STATUS_PREFIX, () => 'Order status change'],
  [REFUND_DUE_PREFIX, () => 'Refund due (to staff)'],
  [STAFF_NEW_RETURN_PREFIX, (rma) => `New return RMA ${rma} (to staff)`],
  [RETURN_STATUS_PREFIX, (rest) => `Return answer: ${rest.split(':')[1] ?? ''}`.trim()],
];

export function noticeLabel(kind: string): string {
  const exact = EXACT[kind];
  if (exact) return exact;
  for (const [prefix, label] of PREFIXED) if (kind.startsWith(prefix)) return label(kind.slice(prefix.length));
  return kind;
}
