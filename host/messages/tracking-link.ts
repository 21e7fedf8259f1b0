// The tracking link of a notice: /track/<order>/<signature>. It opens the order's status without the order number
// and mobile being typed, and only for the order it was made for: the signature is an HMAC of the order number
// with the host's token secret, so no one can walk from one order's link to the next.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_LENGTH = 22;

export function trackingSignature(secret: string, orderNo: number): string {
  return createHmac('sha256', secret).update(`track:${orderNo}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

export function trackingLink(publicUrl: string, secret: string, orderNo: number): string {
  return `${publicUrl}/track/${orderNo}/${trackingSignature(secret, orderNo)}`;
}

export function isTrackingSignature(secret: string, orderNo: number, signature: string): boolean {
  const wanted = Buffer.from(trackingSignature(secret, orderNo));
  const given = Buffer.from(signature);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Where the tracking page's "Pay by card" posts (host/api/payments.ts): a new card payment for the same order. */
export const PAY_PATH = '/track/:orderNo/:signature/pay';
