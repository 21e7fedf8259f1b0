// The one order state machine (docs/orders.md#statuses), for cash, bank transfer and card orders alike.
// Pure: the admin API checks every status change with it, and /ordertrack, the account pages and the admin
// screens draw the tracking stages from it.
//
//   delivery: Pending ─┬─────────────► Shipped ─► En Route ─► Delivered
//                      └─► Paid ──────┘
//   pickup:   Pending ─┬─────────────► Ready for pickup ─► Collected
//                      └─► Paid ──────┘
//   card:     Awaiting payment ─► Paid | Payment failed ─► Paid
//   bank transfer and card orders are Paid before they ship or are ready for pickup;
//   anything not yet Delivered or Collected can be Cancelled, with a reason.
import { PaymentMethod } from './types.js';

export const OrderStatus = {
  Pending: 'Pending',
  AwaitingPayment: 'Awaiting payment',
  Paid: 'Paid',
  PaymentFailed: 'Payment failed',
  Shipped: 'Shipped',
  EnRoute: 'En Route',
  Delivered: 'Delivered',
  ReadyForPickup: 'Ready for pickup',
  Collected: 'Collected',
  Cancelled: 'Cancelled',
} as const;
export type OrderStatusName = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUSES: readonly OrderStatusName[] = Object.values(OrderStatus);

/**
 * Card payments change only orders waiting for one: a payment that arrives for any other (cancelled, or paid
 * already) is kept, leaves the status as it is and is flagged for refund.
 */
export const PAYABLE_STATUSES: readonly OrderStatusName[] = [OrderStatus.AwaitingPayment, OrderStatus.PaymentFailed];
/** The status history's mark of such a payment, and the flag staff see on the order: not a status an order is in. */
export const REFUND_DUE = 'Refund due';
/** No change leaves these. */
export const FINAL_STATUSES: readonly OrderStatusName[] = [OrderStatus.Delivered, OrderStatus.Collected, OrderStatus.Cancelled];

export const DELIVERY_TRACK_STAGES = ['Order Processed', 'Order Shipped', 'Order En Route', 'Order Arrived'] as const;
export const PICKUP_TRACK_STAGES = ['Order Processed', 'Ready for Pickup', 'Order Collected'] as const;

export const CANCEL_REASON_MAX = 500;

/** What the machine needs to know of an order. */
export interface OrderFacts {
  status: string;
  pmNo: number;
  isPickup: boolean;
}

export const STATUS_MESSAGES = {
  unknownStatus: (s: string) => `"${s}" is not an order status. Use one of: ${ORDER_STATUSES.join(', ')}.`,
  final: (s: string) => `The order is ${s}: its status can no longer change.`,
  same: (s: string) => `The order is already ${s}.`,
  notAllowed: (from: string, to: string, next: readonly string[]) => `An order cannot go from ${from} to ${to}. Next: ${next.join(' or ')}.`,
  payFirst: (pm: string) => `A ${pm} order must be Paid before it ships or is ready for pickup.`,
  pickupNotShipped: 'A pickup order is not shipped: mark it Ready for pickup.',
  deliveryNotPickup: 'A delivery order is shipped, not made ready for pickup.',
  reasonRequired: 'Please give the reason for cancelling.',
  reasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX} characters.`,
} as const;

export function isOrderStatus(value: string): value is OrderStatusName {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The status an order is stored with: a card order waits for its payment, the others are Pending. */
export function initialStatus(pmNo: number): OrderStatusName {
  return pmNo === PaymentMethod.Wipay ? OrderStatus.AwaitingPayment : OrderStatus.Pending;
}

/** Bank transfer and card orders are paid before the goods leave; cash is paid on delivery or collection. */
export function mustPayFirst(pmNo: number): boolean {
  return pmNo === PaymentMethod.Wipay || pmNo === PaymentMethod.BankTransfer;
}

function fulfilmentStart(o: OrderFacts): OrderStatusName {
  return o.isPickup ? OrderStatus.ReadyForPickup : OrderStatus.Shipped;
}

/** The statuses an order may move to next, in the order the screens offer them (Cancelled last). */
export function nextStatuses(o: OrderFacts): OrderStatusName[] {
  const S = OrderStatus;
  const cancel = [S.Cancelled];
  switch (o.status) {
    case S.Pending:
      return mustPayFirst(o.pmNo) ? [S.Paid, ...cancel] : [fulfilmentStart(o), ...cancel];
    case S.AwaitingPayment:
      return [S.Paid, S.PaymentFailed, ...cancel];
    case S.PaymentFailed:
      return [S.Paid, ...cancel];
    case S.Paid:
      return [fulfilmentStart(o), ...cancel];
    case S.Shipped:
      return o.isPickup ? cancel : [S.EnRoute, ...cancel];
    case S.EnRoute:
      return o.isPickup ? cancel : [S.Delivered, ...cancel];
    case S.ReadyForPickup:
      return o.isPickup ? [S.Collected, ...cancel] : cancel;
    default:
      return []; // Delivered, Collected, Cancelled, or a status the machine does not know
  }
}

export type TransitionCheck = { ok: true; to: OrderStatusName; note: string } | { ok: false; msg: string };

/** Whether `o` may move to `to`; a cancellation needs a reason (`note`). The message says what is wrong. */
export function checkTransition(o: OrderFacts, to: string, note = ''): TransitionCheck {
  const target = to.trim();
  const reason = note.trim();
  if (!isOrderStatus(target)) return { ok: false, msg: STATUS_MESSAGES.unknownStatus(target) };
  if ((FINAL_STATUSES as readonly string[]).includes(o.status)) return { ok: false, msg: STATUS_MESSAGES.final(o.status) };
  if (target === o.status) return { ok: false, msg: STATUS_MESSAGES.same(target) };
  const next = nextStatuses(o);
  if (!next.includes(target)) {
    const S = OrderStatus;
    if (o.isPickup && (target === S.Shipped || target === S.EnRoute || target === S.Delivered)) {
      return { ok: false, msg: STATUS_MESSAGES.pickupNotShipped };
    }
    if (!o.isPickup && (target === S.ReadyForPickup || target === S.Collected)) return { ok: false, msg: STATUS_MESSAGES.deliveryNotPickup };
    if (target === fulfilmentStart(o) && mustPayFirst(o.pmNo) && o.status !== S.Paid) {
      return { ok: false, msg: STATUS_MESSAGES.payFirst(o.pmNo === PaymentMethod.Wipay ? 'card' : 'bank transfer') };
    }
    return { ok: false, msg: STATUS_MESSAGES.notAllowed(o.status, target, next) };
  }
  if (target === OrderStatus.Cancelled) {
    if (!reason) return { ok: false, msg: STATUS_MESSAGES.reasonRequired };
    if (reason.length > CANCEL_REASON_MAX) return { ok: false, msg: STATUS_MESSAGES.reasonTooLong };
  }
  return { ok: true, to: target, note: reason };
}

export interface TrackProgress {
  stages: readonly string[];
  /** The last stage reached: -1 while none is (placed, or waiting for its payment). */
  reached: number;
  /** Cancelled, or the card payment failed: the stages stop here. */
  stopped: boolean;
}

const DELIVERY_STAGE: Readonly<Record<string, number>> = { Paid: 0, Shipped: 1, 'En Route': 2, Delivered: 3 };
const PICKUP_STAGE: Readonly<Record<string, number>> = { Paid: 0, 'Ready for pickup': 1, Collected: 2 };

/**
 * The tracking stages of an order and how far it has come. "Order Processed" is ticked once the shop has
 * acted on the order (payment confirmed, or sent on its way), never while it is still Pending.
 */
export function trackProgress(status: string, isPickup: boolean): TrackProgress {
  const stages = isPickup ? PICKUP_TRACK_STAGES : DELIVERY_TRACK_STAGES;
  const stopped = status === OrderStatus.Cancelled || status === OrderStatus.PaymentFailed;
  const reached = (isPickup ? PICKUP_STAGE : DELIVERY_STAGE)[status] ?? -1;
  return { stages, reached: stopped ? -1 : reached, stopped };
}
