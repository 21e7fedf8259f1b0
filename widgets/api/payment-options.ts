// GET /api/shop/PaymentOptions -> {success, UseWipay, Sandbox}: whether the host takes card payments, and whether
// they are a sandbox where no money moves.
import { get } from './client.js';

export interface PaymentOptions {
  UseWipay: boolean;
  Sandbox: boolean;
}

export async function getPaymentOptions(): Promise<PaymentOptions> {
  const res = await get<{ UseWipay?: unknown; Sandbox?: unknown }>('api/shop/PaymentOptions');
  return { UseWipay: res?.UseWipay === true, Sandbox: res?.UseWipay === true && res.Sandbox === true };
}
