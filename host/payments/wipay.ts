// The WiPay hosted-payments adapter (docs/payments.md#wipay): builds and sends the payment request,
// and verifies the browser's return. The emulator (emulator.ts) validates requests with the same rules.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';
import { twoDecimals } from '../../widgets/domain/money.js';

/** The slice of `fetch` the adapter uses; tests pass one that routes through app.inject. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; redirect: 'manual'; signal?: AbortSignal },
) => Promise<Response>;

export interface PaymentRequest {
  /** The attempt id sent as WiPay's order_id: unique per attempt. */
  orderId: string;
  /** TT$, sent with exactly two decimals. */
  total: number;
  responseUrl: string;
  name?: string;
  email?: string;
  phone?: string;
  addr1?: string;
  city?: string;
  /** Echoed back by WiPay (possibly altered): never trusted. */
  data?: string;
}

export interface PaymentSession {
  url: string;
  transaction_id: string;
}

/** The gateway refused or could not be reached; the message is for the log, not the shopper. */
export class WipayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WipayError';
  }
}

export const ORDER_ID_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;
export const ORDER_ID_MAX = 48;
const ORIGIN_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const TOTAL_PATTERN = /^\d{1,9}\.\d{2}$/;
export const FEE_STRUCTURES = ['customer_pay', 'merchant_absorb', 'split'] as const;
export const METHODS = ['credit_card', 'credit_card_co'] as const;
export const REQUIRED_FIELDS = [
  'account_number',
  'country_code',
  'currency',
  'environment',
  'fee_structure',
  'method',
  'order_id',
  'origin',
  'response_url',
  'total',
] as const;

/** A fresh attempt id: `TN-{orderNo}-{12 hex}`, alphanumeric at both ends, well under 48 characters. */
export function newAttemptId(orderNo: number): string {
  return `TN-${orderNo}-${randomBytes(6).toString('hex')}`;
}

/** The form fields of a payment request (docs/payments.md#request). */
export function buildRequestFields(config: Config, req: PaymentRequest): Record<string, string> {
  const fields: Record<string, string> = {
    account_number: config.wipay.accountNumber,
    country_code: 'TT',
    currency: 'TTD',
    environment: config.wipay.environment,
    fee_structure: config.wipay.feeStructure,
    method: 'credit_card',
    order_id: req.orderId,
    origin: config.wipay.origin,
    response_url: req.responseUrl,
    total: twoDecimals(req.total),
  };
  const optional: Record<string, string | undefined> = {
    name: req.name,
    email: req.email,
    phone: req.phone,
    addr1: req.addr1,
    city: req.city,
    country: 'TT',
    data: req.data,
  };
  for (const [key, value] of Object.entries(optional)) if (value) fields[key] = value;
  return fields;
}

/**
 * WiPay's request rules; null when the fields are acceptable, else the reason.
 * The adapter checks before sending (a bug shows up as a clear error, not a gateway 4xx); the emulator
 * answers with the same reasons.
 */
export function validateRequestFields(fields: Record<string, string | undefined>): string | null {
  for (const name of REQUIRED_FIELDS) {
    if (!fields[name]) return `The ${name} field is required.`;
  }
  const f = fields as Record<(typeof REQUIRED_FIELDS)[number], string>;
  if (!/^\d{10}$/.test(f.account_number)) return 'The account_number must be 10 digits.';
  if (f.country_code !== 'TT') return 'The country_code must be TT.';
  if (f.currency !== 'TTD' && f.currency !== 'USD') return 'The currency must be TTD or USD.';
  if (f.environment !== 'sandbox' && f.environment !== 'live') return 'The environment must be sandbox or live.';
  if (!(FEE_STRUCTURES as readonly string[]).includes(f.fee_structure)) {
    return 'The fee_structure must be customer_pay, merchant_absorb or split.';
  }
  if (!(METHODS as readonly string[]).includes(f.method)) return 'The method must be credit_card or credit_card_co.';
  if (f.order_id.length > ORDER_ID_MAX || !ORDER_ID_PATTERN.test(f.order_id)) {
    return 'The order_id must be at most 48 characters of letters, digits, _ and -, starting and ending with a letter or digit.';
  }
  if (!ORIGIN_PATTERN.test(f.origin)) return 'The origin must be 1-32 characters of letters, digits, _ and -.';
  if (f.response_url.length > 255 || !isAbsoluteHttpUrl(f.response_url)) {
    return 'The response_url must be an absolute URL of at most 255 characters.';
  }
  if (!TOTAL_PATTERN.test(f.total) || Number(f.total) <= 0) return 'The total must be a positive amount with exactly two decimals.';
  if (fields.data !== undefined && fields.data.length > 4096) return 'The data field must be at most 4096 characters.';
  return null;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * POSTs the payment request and returns the hosted page's url. Every failure (invalid fields, network,
 * timeout, non-2xx, an answer that is not the documented JSON) is a WipayError.
 */
export async function requestPayment(
  config: Config,
  req: PaymentRequest,
  fetchFn: FetchLike = globalThis.fetch as unknown as FetchLike,
): Promise<PaymentSession> {
  const fields = buildRequestFields(config, req);
  const invalid = validateRequestFields(fields);
  if (invalid) throw new WipayError(`Payment request not sent: ${invalid}`);
  const endpoint = `${config.wipay.baseUrl}/plugins/payments/request`;
  let response: Response;
  try {
    response = await fetchFn(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new WipayError(`WiPay could not be reached at ${endpoint}: ${(err as Error).message}`);
  }
  // Without the JSON answer WiPay redirects to the hosted page: that location is the url.
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { url: new URL(location, endpoint).toString(), transaction_id: '' };
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WipayError(`WiPay answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`, response.status);
  }
  const answer = (body ?? {}) as { url?: unknown; message?: unknown; transaction_id?: unknown };
  if (!response.ok) {
    throw new WipayError(`WiPay refused the payment request (${response.status}): ${String(answer.message ?? text.slice(0, 200))}`, response.status);
  }
  if (typeof answer.url !== 'string' || !isAbsoluteHttpUrl(answer.url)) {
    throw new WipayError(`WiPay answered ${response.status} without a payment page url.`, response.status);
  }
  return { url: answer.url, transaction_id: typeof answer.transaction_id === 'string' ? answer.transaction_id : '' };
}

/** md5(transaction_id + ORIGINAL requested total with two decimals + API key), lowercase hex. */
export function returnHash(transactionId: string, originalTotal: number | string, apiKey: string): string {
  const total = typeof originalTotal === 'number' ? twoDecimals(originalTotal) : twoDecimals(Number(originalTotal));
  return createHash('md5').update(`${transactionId}${total}${apiKey}`).digest('hex');
}

/** The parameters WiPay appends to response_url. */
export interface ReturnParams {
  status?: string;
  transaction_id?: string;
  order_id?: string;
  total?: string;
  currency?: string;
  date?: string;
  message?: string;
  card?: string;
  data?: string;
  hash?: string;
}

export type VerifiedReturn =
  { ok: true; status: 'success'; transactionId: string } | { ok: true; status: 'failed' | 'error'; transactionId: string } | { ok: false; reason: string };

export interface AttemptForReturn {
  attempt_id: string;
  total: number | string;
  /** The transaction id the gateway answered when the attempt was opened ('' when it answered none). */
  requested_transaction_id: string;
}

/**
 * Checks a return against its attempt. A success is believed only with a hash over the ORIGINAL
 * requested total (the attempt's stored total, not the returned total, which includes any customer fee),
 * and only for this attempt's own transaction: the hash covers the transaction and the total but not the
 * order_id, so a genuine return of another attempt of the same total must not pay this one. The transaction
 * must be the one the gateway named for the attempt, or, when it named none, one that names the attempt.
 * Failed and error returns carry no hash and need none: they change nothing but the attempt's state.
 */
export function verifyReturn(params: ReturnParams, attempt: AttemptForReturn, apiKey: string): VerifiedReturn {
  if (params.order_id !== attempt.attempt_id) return { ok: false, reason: 'order_id does not match the attempt' };
  const transactionId = params.transaction_id ?? '';
  if (params.status === 'failed' || params.status === 'error') return { ok: true, status: params.status, transactionId };
  if (params.status !== 'success') return { ok: false, reason: `unknown status ${JSON.stringify(params.status)}` };
  if (!transactionId) return { ok: false, reason: 'success without a transaction_id' };
  if (!transactionBelongs(transactionId, attempt)) return { ok: false, reason: 'transaction_id belongs to another attempt' };
  if (!params.hash) return { ok: false, reason: 'success without a hash' };
  const expected = Buffer.from(returnHash(transactionId, attempt.total, apiKey));
  const given = Buffer.from(params.hash.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'hash mismatch' };
  return { ok: true, status: 'success', transactionId };
}

function transactionBelongs(transactionId: string, attempt: AttemptForReturn): boolean {
  if (attempt.requested_transaction_id) return transactionId === attempt.requested_transaction_id;
  return transactionId.includes(`-${attempt.attempt_id}-`);
}
