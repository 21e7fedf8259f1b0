// Per-address limits on the calls a stranger could repeat to harvest or flood: registering (which says when
// a number cannot be registered), reviews, returns, order tracking (order numbers are sequential and a
// mobile has 7 digits) and logins (each costs a password hash; customers' and staff's share one count).
// Counted in the database (host/http/request-counts.ts), so several hosts on one PostgreSQL enforce one limit
// together rather than one each.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError } from './errors.js';
import { RequestCounts, requestCountStore } from './request-counts.js';

export type LimitedCall = 'register' | 'review' | 'return' | 'track' | 'login';

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
};

export function tooManyRequests(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many requests from your address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** Registers the limiter; only routes that name a limit in their config (perAddressLimit) are limited. */
export async function registerRateLimits(app: FastifyInstance, db: Db, now: () => Date): Promise<void> {
  const longestWindowMs = Math.max(...Object.values(ADDRESS_LIMITS).map((l) => l.windowMs));
  await app.register(rateLimit, {
    global: false,
    store: requestCountStore(new RequestCounts(db, now, longestWindowMs)),
    errorResponseBuilder: (_request, context) => new ApiError(429, tooManyRequests(context.ttl)),
  });
}

/** A route's `config.rateLimit` for one of the limited calls, scaled by the configuration (tests raise it). */
export function perAddressLimit(config: Pick<Config, 'rateLimitScale'>, call: LimitedCall) {
  const { max, windowMs } = ADDRESS_LIMITS[call];
  return {
    max: Math.max(1, Math.round(max * config.rateLimitScale)),
    timeWindow: windowMs,
    keyGenerator: (request: { ip: string }) => `${call}:${request.ip}`,
  };
}
