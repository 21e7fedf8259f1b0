// Order calls of docs/api.md#orders. Order-creating calls carry an Idempotency-Key so a retried or double-clicked
// submission gets the first result back (docs/orders.md#idempotency): create one key per checkout attempt with newIdempotencyKey().
import type { OrderPayload, SaveOrderResult } from '../domain/types.js';
import { post, type CallOptions } from './client.js';

/**
 * A random key (UUID v4 form) from crypto.getRandomValues, which every browser has, secure context or not. A key
 * that could be guessed would let another client replay the order's answer, so nothing weaker stands in for it.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function withKey(key: string, opts: CallOptions): CallOptions {
  return { ...opts, headers: { ...opts.headers, 'Idempotency-Key': key } };
}

/** POST /api/shop/SaveOrder -> {success, msg, OrderNo, ItemTotal, Freight, TotalAmount}. */
export async function saveOrder(payload: OrderPayload, idempotencyKey: string, opts: CallOptions = {}): Promise<SaveOrderResult> {
  const res = await post<SaveOrderResult>('api/shop/SaveOrder', payload, withKey(idempotencyKey, opts));
  return { ...res, success: res.success === true, msg: res.msg ?? '' };
}

export interface WipayUrlResult {
  success: boolean;
  url?: string;
  msg: string;
  OrderNo?: number;
}

/** POST /api/shop/GetWipayUrl (PMNo 1) -> {success, url, msg, OrderNo}; the browser then goes to url. */
export async function getWipayUrl(payload: OrderPayload, idempotencyKey: string, opts: CallOptions = {}): Promise<WipayUrlResult> {
  const res = await post<WipayUrlResult>('api/shop/GetWipayUrl', payload, withKey(idempotencyKey, opts));
  return { ...res, success: res.success === true, msg: res.msg ?? '' };
}

export interface WipayReceiveResult {
  success: boolean;
  msg: string;
  status?: string; // 'success' when paid
  GatewayMessage?: string; // the gateway's reason on a failed or error return
  /** A paid order placed on a partner's page: that page, with the order number (docs/payments.md#back-to-the-partner-page). */
  ReturnTo?: string;
}

/** POST /api/shop/WipayReceive?<the gateway's query parameters> -> {success, msg, status}. */
export async function wipayReceive(queryString: string | URLSearchParams, opts: CallOptions = {}): Promise<WipayReceiveResult> {
  const query = typeof queryString === 'string' ? new URLSearchParams(queryString.replace(/^\?/, '')) : queryString;
  const res = await post<WipayReceiveResult>('api/shop/WipayReceive', {}, { ...opts, query });
  return { ...res, success: res.success === true, msg: res.msg ?? '' };
}
