// "Try again" after a declined or abandoned card payment (docs/payments.md#try-again): GetWipayUrl with
// { OrderNo, CustomerMobile } pays the order the shopper already placed, with a new attempt of its own, instead of
// storing a second order. The mobile is the proof, as on /ordertrack: no such order and not this mobile answer
// the same 404, so order numbers cannot be probed.
import type { Queryable } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { PaymentMethod } from '../../widgets/domain/types.js';
import { PAYABLE_STATUSES } from '../../widgets/domain/order-status.js';
import { MAX_ID } from '../../widgets/domain/schemas.js';
import { loadOrder, type StoredOrder } from '../orders/store-order.js';

export const RETRY_MSG = {
  notFound: 'No order matches that order number and mobile.',
  mobileRequired: 'CustomerMobile is required to pay an order you placed.',
  notCard: 'This order is not paid by card.',
  takesNoPayment: (orderNo: number, status: string) => `Order ${orderNo} is ${status}: it takes no card payment now.`,
} as const;

/** The body names an order already placed (rather than carrying a new one). */
export function isRetryBody(body: unknown): body is { OrderNo: unknown; CustomerMobile?: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'OrderNo' in body && !('OrderProductList' in body);
}

/** The order to pay again, checked: the shopper's own (by mobile), paid by card, still waiting for its payment. */
export async function orderToRetry(db: Queryable, body: { OrderNo: unknown; CustomerMobile?: unknown }): Promise<StoredOrder> {
  const orderNo = typeof body.OrderNo === 'string' && /^\d{1,10}$/.test(body.OrderNo.trim()) ? Number(body.OrderNo) : body.OrderNo;
  if (typeof orderNo !== 'number' || !Number.isInteger(orderNo) || orderNo < 1 || orderNo > MAX_ID) {
    throw new ApiError(400, `OrderNo must be a whole number from 1 to ${MAX_ID}.`);
  }
  const mobile = typeof body.CustomerMobile === 'string' ? body.CustomerMobile.trim() : '';
  if (!mobile) throw new ApiError(400, RETRY_MSG.mobileRequired);
  if (mobile.length > 20) throw new ApiError(404, RETRY_MSG.notFound);
  const order = await loadOrder(db, orderNo);
  if (!order || order.CustomerMobile !== mobile) throw new ApiError(404, RETRY_MSG.notFound);
  if (order.PMNo !== PaymentMethod.Wipay) throw new ApiError(409, RETRY_MSG.notCard);
  if (order.Paid || !(PAYABLE_STATUSES as readonly string[]).includes(order.Status)) {
    throw new ApiError(409, RETRY_MSG.takesNoPayment(orderNo, order.Status));
  }
  return order;
}
