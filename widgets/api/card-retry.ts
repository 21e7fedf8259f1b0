// "Try again" after a declined card payment (docs/payments.md#try-again): POST /api/shop/GetWipayUrl with the
// order already placed, so the shopper pays that order instead of placing a second one. The order's reference (from
// the payment return) proves it is the shopper's own; without one the host asks for the order's mobile.
import { post, type CallOptions } from './client.js';

export interface CardRetryResult {
  success: boolean;
  msg: string;
  url?: string;
  OrderNo?: number;
}

export async function retryCardPayment(orderNo: number, customerMobile: string, orderRef = '', opts: CallOptions = {}): Promise<CardRetryResult> {
  const proof = orderRef ? { OrderRef: orderRef } : {};
  const res = await post<CardRetryResult>('api/shop/GetWipayUrl', { OrderNo: orderNo, CustomerMobile: customerMobile, ...proof }, opts);
  return { ...res, success: res.success === true, msg: res.msg ?? '' };
}
