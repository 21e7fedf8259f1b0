// GET /api/shop/PaymentOptions -> {success, UseWipay}: whether the host takes card payments.
import { get } from './client.js';

export async function getPaymentOptions(): Promise<{ UseWipay: boolean }> {
  const res = await get<{ UseWipay?: unknown }>('api/shop/PaymentOptions');
  return { UseWipay: res?.UseWipay === true };
}
