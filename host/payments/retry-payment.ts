// "Try again" after a declined or abandoned card payment (docs/payments.md#try-again): GetWipayUrl with
// { OrderNo, OrderRef } or { OrderNo, CustomerMobile } pays the order the shopper already placed, with a new attempt
// of its own, instead of storing a second order. The order's own shopper proves it with the signed reference their
// payment return gave them (order-ref.ts), or by being signed in to the order's account; their attempts count as
// the order's. Anyone else may still pay with the order number and its mobile, but that proves nothing: every
// refusal gets the same 404, so no order number, mobile or status can be learnt, and such an attempt's decline
// does not touch the order (host/api/payments.ts).
import type { Queryable } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { PaymentMethod } from '../../widgets/domain/types.js';
import { PAYABLE_STATUSES } from '../../widgets/domain/order-status.js';
import { MAX_ID } from '../../widgets/domain/schemas.js';
import { loadOrder, type StoredOrder } from '../orders/store-order.js';
import { isOrderRef } from './order-ref.js';

export const RETRY_MSG = {
  notFound: 'No unpaid card order matches that order number and mobile.',
  mobileRequired: 'CustomerMobile is required to pay an order you placed.',
  notCard: 'This order is not paid by card.',
  takesNoPayment: (orderNo: number, status: string) => `Order ${orderNo} is ${status}: it takes no card payment now.`,
} as const;

export type RetryBody = { OrderNo: unknown; CustomerMobile?: unknown; OrderRef?: unknown };

/** The body names an order already placed (rather than carrying a new one). */
export function isRetryBody(body: unknown): body is RetryBody {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'OrderNo' in body && !('OrderProductList' in body);
}

/** Who asks: the host's secret for the order's reference, and the signed-in customer, if any. */
export interface RetryCaller {
  secret: string;
  customerNo: number | null;
}

/** The order to pay again, checked, and whether its own shopper asked (their attempt's decline counts for the order). */
export async function orderToRetry(db: Queryable, body: RetryBody, caller: RetryCaller): Promise<{ order: StoredOrder; byOwner: boolean }> {
  const orderNo = typeof body.OrderNo === 'string' && /^\d{1,10}$/.test(body.OrderNo.trim()) ? Number(body.OrderNo) : body.OrderNo;
  if (typeof orderNo !== 'number' || !Number.isInteger(orderNo) || orderNo < 1 || orderNo > MAX_ID) {
    throw new ApiError(400, `OrderNo must be a whole number from 1 to ${MAX_ID}.`);
  }
  const proven = isOrderRef(caller.secret, orderNo, body.OrderRef);
  const mobile = typeof body.CustomerMobile === 'string' ? body.CustomerMobile.trim() : '';
  if (!proven && !mobile && caller.customerNo === null) throw new ApiError(400, RETRY_MSG.mobileRequired);
  const order = await loadOrder(db, orderNo);
  const byOwner = order !== null && (proven || (caller.customerNo !== null && order.CustomerNo === caller.customerNo));
  if (!byOwner) {
    // One answer for every refusal: the pair proves nothing, so nothing about the order may be told.
    if (!order || mobile.length > 20 || order.CustomerMobile !== mobile || !takesCardPayment(order)) throw new ApiError(404, RETRY_MSG.notFound);
    return { order, byOwner };
  }
  if (order.PMNo !== PaymentMethod.Wipay) throw new ApiError(409, RETRY_MSG.notCard);
  if (!takesCardPayment(order)) throw new ApiError(409, RETRY_MSG.takesNoPayment(orderNo, order.Status));
  return { order, byOwner };
}

/** An unpaid card order that still takes a payment (not cancelled, not paid). */
export function takesCardPayment(order: StoredOrder): boolean {
  return order.PMNo === PaymentMethod.Wipay && !order.Paid && (PAYABLE_STATUSES as readonly string[]).includes(order.Status);
}
