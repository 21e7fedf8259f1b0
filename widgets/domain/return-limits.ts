// How much of an order may come back (docs/orders.md#returns): only a delivered or collected order is returned, a
// return asks for at most what was delivered on its line less what earlier returns of that line took (refused
// ones aside), and an order cancelled after a refund puts back only what was not already returned. Pure: the
// host checks returns with it, and the stock it puts back follows the same sums.
import { OrderStatus } from './order-status.js';
import { ReturnStatus } from './return-status.js';

/** The statuses in which an order's goods are with the customer, so can come back. */
export const RETURNABLE_ORDER_STATUSES: readonly string[] = [OrderStatus.Delivered, OrderStatus.Collected];

/** Returns that no longer count against their line: the shop said no. */
export const RETURNS_NOT_TAKEN: readonly string[] = [ReturnStatus.Refused];

export const RETURN_LIMIT_MESSAGES = {
  notReceived: (orderNo: number, status: string) => `Order ${orderNo} is ${status}: only a delivered or collected order can be returned.`,
  notInOrder: (orderNo: number) => `That product is not in order ${orderNo}. Please give the product code from the order.`,
  allReturned: (name: string) => `All of ${name} in this order has already been returned.`,
  tooMany: (name: string, left: number) => `Only ${left} of ${name} in this order can still be returned.`,
} as const;

export interface ReturnAsk {
  orderNo: number;
  orderStatus: string;
  /** The order line the return names; null when no line matches. */
  line: { productName: string; quantity: number } | null;
  /** Units of that line earlier returns asked for, refused ones left out. */
  earlier: number;
  asked: number;
}

/** Units of a line still returnable. */
export function returnableUnits(lineQuantity: number, earlier: number): number {
  return Math.max(0, lineQuantity - earlier);
}

/** Why the return cannot be taken, or null. */
export function returnLimitProblem(r: ReturnAsk): string | null {
  const M = RETURN_LIMIT_MESSAGES;
  if (!RETURNABLE_ORDER_STATUSES.includes(r.orderStatus)) return M.notReceived(r.orderNo, r.orderStatus);
  if (!r.line) return M.notInOrder(r.orderNo);
  const left = returnableUnits(r.line.quantity, r.earlier);
  if (left === 0) return M.allReturned(r.line.productName);
  if (r.asked > left) return M.tooMany(r.line.productName, left);
  return null;
}

/** Units a cancelled line puts back: what the order took less what refunds already put back. */
export function unitsBackOnCancel(lineQuantity: number, refunded: number): number {
  return Math.max(0, lineQuantity - refunded);
}

/** Units a refund puts back: the return's, at most what the line has not yet had back. */
export function unitsBackOnRefund(returned: number, lineQuantity: number, refundedBefore: number): number {
  return Math.max(0, Math.min(returned, lineQuantity - refundedBefore));
}
