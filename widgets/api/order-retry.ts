// Safe retries for order-creating calls (docs/orders.md#idempotency; docs/performance.md#safe-retries). The caller sends the same
// Idempotency-Key on every try, so a retry after a lost answer gets the first result back and never stores a
// second order. Retried: 503 (the host shed the order; its Retry-After is respected, within bounds), 504,
// a timeout and a network failure (a dropped connection, the host restarting). Anything else is final.
import { HTTPError, type RetryOptions as KyRetryOptions } from 'ky';
import { ApiError, retryAfterMs } from './client.js';

export type RetryReason = 'busy' | 'timeout' | 'network';

export interface RetryStatus {
  /** The try about to be made (2 for the first retry). */
  attempt: number;
  maxAttempts: number;
  delayMs: number;
  reason: RetryReason;
}

export interface RetryOptions {
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Told before each wait, so the shopper can be told what is happening. */
  onRetry?(status: RetryStatus): void;
  random?(): number;
}

/** The defaults: up to 6 tries over about 20 s, enough for a host restart. Tests shorten the waits. */
export const RETRY_DEFAULTS = { maxAttempts: 6, baseDelayMs: 1000, maxDelayMs: 8000 };

/** Why a failed try may be repeated, or null when it must not be. */
export function retryReason(error: unknown): RetryReason | null {
  if (error instanceof ApiError) return error.status === 503 ? 'busy' : error.status === 504 ? 'timeout' : null;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return 'timeout';
  if (error instanceof TypeError) return 'network'; // fetch's "Failed to fetch" / "fetch failed"
  return null;
}

/** The wait before try `attempt` (2, 3, ...): the server's Retry-After when it gave one, else exponential with jitter. */
export function retryDelay(error: unknown, attempt: number, opts: Required<Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>>): number {
  const asked = error instanceof ApiError ? error.retryAfterMs : undefined;
  if (asked !== undefined) return Math.min(Math.max(asked, opts.baseDelayMs), opts.maxDelayMs);
  const exponential = Math.min(opts.baseDelayMs * 2 ** (attempt - 2), opts.maxDelayMs);
  return Math.round(exponential * (0.5 + opts.random() / 2));
}

/**
 * ky's retry policy for an order call: which failures are retried (retryReason), how long to wait (retryDelay, the
 * host's Retry-After first), and the shopper told before each wait. ky runs the tries, the waits and the timeouts;
 * the caller's Idempotency-Key, the same on every try, makes each repeat safe.
 */
export function orderRetry(options: RetryOptions = {}): KyRetryOptions {
  const maxAttempts = options.maxAttempts ?? RETRY_DEFAULTS.maxAttempts;
  const delays = {
    baseDelayMs: options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs,
    random: options.random ?? Math.random,
  };
  let planned = delays.baseDelayMs;
  return {
    limit: maxAttempts - 1,
    methods: ['post'],
    retryOnTimeout: true,
    backoffLimit: delays.maxDelayMs,
    shouldRetry({ error, retryCount }) {
      const failure = asApiError(error);
      const reason = retryReason(failure);
      if (!reason) return false;
      const attempt = retryCount + 1;
      planned = retryDelay(failure, attempt, delays);
      options.onRetry?.({ attempt, maxAttempts, delayMs: planned, reason });
      return true;
    },
    delay: () => planned,
  };
}

/** ky's HTTPError as the client's ApiError (with the Retry-After it carried), anything else as it is. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof HTTPError)) return error;
  const { status, headers } = error.response;
  return new ApiError(status, `HTTP ${status}`, undefined, retryAfterMs(headers.get('retry-after')));
}

/** What the shopper reads while a retry waits. */
export function retryNotice({ reason, delayMs, attempt, maxAttempts }: RetryStatus): string {
  const why =
    reason === 'busy'
      ? 'The store is very busy right now.'
      : reason === 'timeout'
        ? 'The store is taking too long to answer.'
        : 'We could not reach the store.';
  return `${why} Trying again in ${Math.max(1, Math.round(delayMs / 1000))} s (try ${attempt} of ${maxAttempts}); your order will not be placed twice.`;
}
