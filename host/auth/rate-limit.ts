import type { FastifyReply } from 'fastify';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';

// Login slow-down. Failed attempts are rows of login_attempts, so every host process on one PostgreSQL sees
// the same counts. Failures slow logins down with an exponential backoff instead of locking an account: a
// lock would let anyone who knows a customer's mobile keep that customer out, and one address's lock would
// shut out everyone behind a carrier's shared address. Three counters, each with free failures and then a
// wait that doubles with every further failure, counted from the latest one:
// - per (mobile, address): one guesser against one account;
// - per mobile, from any address: a spread-out guess; starts later and waits at most a minute. A stranger can
//   keep this wait running for any mobile they know, so it does not hold back the owner's likely clients: a
//   browser that has signed in to the account before (a device cookie, host/auth/login-devices.ts) and an
//   address with no failures of its own;
// - per address, for any mobile: one address trying many accounts; starts late, so shared addresses work.
// While a wait runs, every attempt it holds back (even with the right password) is refused with the time left,
// before the password is looked at, so a refusal says nothing about the password. Who is held back depends
// only on the request's address and cookie.
// A successful login clears the failures of its (mobile, address) and of its mobile. Old rows are pruned.
//
// The check and the record are two statements: concurrent attempts can overshoot by the requests in flight,
// which is harmless for this purpose.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface Backoff {
  /** Failures in the window before any wait. */
  free: number;
  /** The wait after the first failure past `free`; it doubles with each further one. */
  firstWaitMs: number;
  maxWaitMs: number;
}

export const PAIR_BACKOFF: Backoff = { free: 5, firstWaitMs: 15_000, maxWaitMs: LOGIN_WINDOW_MS };
export const MOBILE_BACKOFF: Backoff = { free: 10, firstWaitMs: 5_000, maxWaitMs: 60_000 };
export const ADDRESS_BACKOFF: Backoff = { free: 50, firstWaitMs: 5_000, maxWaitMs: LOGIN_WINDOW_MS };

/** The message with the wait the shopper sees. */
export function tooManyAttempts(waitSeconds: number): string {
  const wait = waitSeconds >= 90 ? `${Math.ceil(waitSeconds / 60)} minutes` : `${waitSeconds} seconds`;
  return `Too many login attempts. Please wait ${wait} and try again.`;
}

/** Refuses an attempt while its wait runs: a 429 with the wait in words and in Retry-After. */
export function refuseWhileWaiting(reply: FastifyReply, waitSeconds: number): never {
  void reply.header('retry-after', String(waitSeconds));
  throw new ApiError(429, tooManyAttempts(waitSeconds));
}

/** Milliseconds to wait after `failures` failures, the latest `sinceLastMs` ago (0: no wait). */
export function backoffWaitMs(backoff: Backoff, failures: number, sinceLastMs: number): number {
  if (failures < backoff.free) return 0;
  const wait = Math.min(backoff.maxWaitMs, backoff.firstWaitMs * 2 ** Math.min(failures - backoff.free, 30));
  return Math.max(0, wait - sinceLastMs);
}

const PRUNE_EVERY_MS = 60 * 1000;

export interface LoginRateLimit {
  /**
   * Seconds this (mobile, address) must wait before its next attempt; 0 when it may try now. `trustedDevice`
   * answers whether the request comes from a browser that has signed in to this account; it is asked only when
   * the per-mobile wait alone would hold the attempt back.
   */
  isBlocked(mobile: string, address: string, trustedDevice?: () => Promise<boolean>): Promise<number>;
  recordFailure(mobile: string, address: string): Promise<void>;
  recordSuccess(mobile: string, address?: string): Promise<void>;
}

// Keys are bounded so an absurd input cannot bloat the table.
const mobileKey = (mobile: string) => `mobile:${mobile.trim().slice(0, 64)}`;
const addressKey = (address: string) => `ip:${address.slice(0, 64)}`;
const pairKey = (mobile: string, address: string) => `pair:${mobile.trim().slice(0, 64)}|${address.slice(0, 64)}`;

export function createLoginRateLimit(db: Db, now: () => Date): LoginRateLimit {
  let lastPrune = 0;
  const since = () => new Date(now().getTime() - LOGIN_WINDOW_MS).toISOString();
  const keys = (mobile: string, address: string) => ({ pair: pairKey(mobile, address), mobile: mobileKey(mobile), address: addressKey(address) });

  async function prune(): Promise<void> {
    const t = now().getTime();
    if (Math.abs(t - lastPrune) < PRUNE_EVERY_MS) return;
    lastPrune = t;
    await db.query('DELETE FROM login_attempts WHERE at <= $1', [since()]);
  }

  return {
    async isBlocked(mobile, address, trustedDevice = async () => false) {
      const k = keys(mobile, address);
      const rows = await db.query<{ key: string; n: number; last: string | Date }>(
        `SELECT key, count(*)::int AS n, max(at) AS last FROM login_attempts
          WHERE key = ANY($1::text[]) AND at > $2
          GROUP BY key`,
        [[k.pair, k.mobile, k.address], since()],
      );
      const t = now().getTime();
      const wait = (key: string, backoff: Backoff) => {
        const row = rows.find((r) => r.key === key);
        return row ? backoffWaitMs(backoff, Number(row.n), t - new Date(row.last).getTime()) : 0;
      };
      const own = Math.max(wait(k.pair, PAIR_BACKOFF), wait(k.address, ADDRESS_BACKOFF));
      const mobileWait = wait(k.mobile, MOBILE_BACKOFF);
      if (mobileWait <= own) return Math.ceil(own / 1000);
      const cleanAddress = !rows.some((r) => r.key === k.address);
      return Math.ceil((cleanAddress || (await trustedDevice()) ? own : mobileWait) / 1000);
    },

    async recordFailure(mobile, address) {
      const k = keys(mobile, address);
      await db.query('INSERT INTO login_attempts (key, at) VALUES ($1, $4), ($2, $4), ($3, $4)', [k.pair, k.mobile, k.address, now().toISOString()]);
      await prune();
    },

    async recordSuccess(mobile, address) {
      const k = keys(mobile, address ?? '');
      await db.query('DELETE FROM login_attempts WHERE key = ANY($1::text[])', [address === undefined ? [k.mobile] : [k.mobile, k.pair]]);
    },
  };
}
