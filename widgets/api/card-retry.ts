// "Try again" after a declined card payment (docs/payments.md#try-again): POST /api/shop/GetWipayUrl with the
// order already placed, so the shopper pays that order instead of placing a second one.
import { post, type CallOptions } from './client.js';

export interface CardRetryResult {
  success: boolean;
  msg: string;
  url?: string;
  OrderNo?: number;
}

export async function retryCardPayment(orderNo: number, customerMobile: string, opts: CallOptions = {}): Promise<CardRetryResult> {
  const res = await post<CardRetryResult>('api/shop/GetWipayUrl', { OrderNo: orderNo, CustomerMobile: customerMobile }, opts);
  return { ...res, success: res.success === true, msg: res.msg ?? '' };
}
