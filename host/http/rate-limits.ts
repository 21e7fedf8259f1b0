// Per-address limits on the calls a stranger could repeat to harvest or flood: registering (which says when
// a number cannot be registered), reviews, returns, order tracking and the card payment retry (order numbers are
// sequential and a mobile has 7 digits; the two share one count), card orders (each holds stock until paid or
// released; also limited per mobile) and logins (each costs a password hash; customers' and staff's share one count).
// Counted in the database (host/http/request-counts.ts), so several hosts on one PostgreSQL enforce one limit
// together rather than one each.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError } from './errors.js';
import { RequestCounts, requestCountStore } from './request-counts.js';

export type LimitedCall = 'register' | 'review' | 'return' | 'track' | 'login' | 'card';

export interface AddressLimit {
  max: number;
  windowMs: number;
}

const HOUR = 60 * 60 * 1000;
export const ADDRESS_LIMITS: Record<LimitedCall, AddressLimit> = {
  register: { max: 10, windowMs: HOUR },
  review: { max: 20, windowMs: HOUR },
  return: { max: 10, windowMs: HOUR },
  track: { max: 30, windowMs: 15 * 60 * 1000 },
  // Every attempt counts, from the first: enough for a household or an office behind one address signing in,
  // while one address can no longer queue password hashes faster than the host makes them.
  login: { max: 20, windowMs: 60 * 1000 },
  // A household or an office placing card orders; one address can no longer hold the shop's stock.
  card: { max: 20, windowMs: HOUR },
};

/** Card orders per mobile number, whatever the address: a shopper retries a declined card on the same order. */
export const MOBILE_CARD_LIMIT: AddressLimit = { max: 10, windowMs: HOUR };

const waitText = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

export function tooManyRequests(waitMs: number): string {
  return `Too many requests from your address. ${waitText(waitMs)}`;
}

export function tooManyCardOrders(waitMs: number): string {
  return `Too many card orders for this mobile number. ${waitText(waitMs)}`;
}

/** The request counts every limit shares, kept in the database for every host. */
export function requestCounts(db: Db, now: () => Date): RequestCounts {
  const longestWindowMs = Math.max(MOBILE_CARD_LIMIT.windowMs, ...Object.values(ADDRESS_LIMITS).map((l) => l.windowMs));
  return new RequestCounts(db, now, longestWindowMs);
}

/** Registers the limiter; only routes that name a limit in their config (perAddressLimit) are limited. */
export async function registerRateLimits(app: FastifyInstance, counts: RequestCounts): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: requestCountStore(counts),
    errorResponseBuilder: (_request, context) => new ApiError(429, tooManyRequests(context.ttl)),
  });
}

/** A route's `config.rateLimit` for one of the limited calls, scaled by the configuration (tests raise it). */
export function perAddressLimit(config: Pick<Config, 'rateLimitScale'>, call: LimitedCall) {
  const { max, windowMs } = ADDRESS_LIMITS[call];
  return {
    max: Math.max(1, Math.round(max * config.rateLimitScale)),
    timeWindow: windowMs,
    keyGenerator: (request: { ip: string }) => limitKey(call, request.ip),
  };
}

function limitKey(call: LimitedCall, address: string): string {
  return `${call}:${address}`;
}

/**
 * Counts one call inside a handler, for limits that depend on the body (perAddressLimit counts before it is read):
 * past the limit, a 429 with the wait in its message and in Retry-After. Same keys and counts as perAddressLimit.
 */
export async function countCall(
  counts: RequestCounts,
  config: Pick<Config, 'rateLimitScale'>,
  reply: FastifyReply,
  limit: { call: LimitedCall; address: string } | { mobile: string },
): Promise<void> {
  const { key, max, windowMs, message } =
    'call' in limit
      ? { key: limitKey(limit.call, limit.address), ...ADDRESS_LIMITS[limit.call], message: tooManyRequests }
      : { key: `card-mobile:${limit.mobile}`, ...MOBILE_CARD_LIMIT, message: tooManyCardOrders };
  const { current, ttl } = await counts.hit(key, windowMs);
  if (current <= Math.max(1, Math.round(max * config.rateLimitScale))) return;
  void reply.header('retry-after', String(Math.ceil(ttl / 1000)));
  throw new ApiError(429, message(ttl));
}
