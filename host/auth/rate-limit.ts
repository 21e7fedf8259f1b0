import type { Db } from '../db/db.js';

// Login rate limit (DESIGN §4). Failed attempts are rows of login_attempts, so every host process on one
// PostgreSQL sees the same counts. A mobile number gets at most MOBILE_LIMIT failures per window (guessing
// one account's password); a client address gets at most ADDRESS_LIMIT (trying many accounts). Once a limit
// is reached, every attempt for that key (even with the right password) is refused until its oldest failure
// leaves the window. A successful login clears the mobile's failures. Rows older than the window are pruned.
//
// The check and the record are two statements: concurrent attempts can overshoot a limit by the number of
// requests in flight, which is harmless for this purpose.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MOBILE_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please wait 15 minutes and try again.';

const PRUNE_EVERY_MS = 60 * 1000;

export interface LoginRateLimit {
  /** True when this mobile or this address has used up its failures in the window. */
  isBlocked(mobile: string, address: string): Promise<boolean>;
  recordFailure(mobile: string, address: string): Promise<void>;
  recordSuccess(mobile: string): Promise<void>;
}

// Keys are bounded so an absurd input cannot bloat the table.
const mobileKey = (mobile: string) => `mobile:${mobile.trim().slice(0, 64)}`;
const addressKey = (address: string) => `ip:${address.slice(0, 64)}`;

export function createLoginRateLimit(db: Db, now: () => Date): LoginRateLimit {
  let lastPrune = 0;
  const since = () => new Date(now().getTime() - LOGIN_WINDOW_MS).toISOString();

  async function prune(): Promise<void> {
    const t = now().getTime();
    if (Math.abs(t - lastPrune) < PRUNE_EVERY_MS) return;
    lastPrune = t;
    await db.query('DELETE FROM login_attempts WHERE at <= $1', [since()]);
  }

  return {
    async isBlocked(mobile, address) {
      const rows = await db.query<{ key: string; n: number }>(
        `SELECT key, count(*)::int AS n FROM login_attempts
          WHERE key = ANY($1::text[]) AND at > $2
          GROUP BY key`,
        [[mobileKey(mobile), addressKey(address)], since()],
      );
      const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
      return count(mobileKey(mobile)) >= MOBILE_LIMIT || count(addressKey(address)) >= ADDRESS_LIMIT;
    },

    async recordFailure(mobile, address) {
      const at = now().toISOString();
      await db.query('INSERT INTO login_attempts (key, at) VALUES ($1, $3), ($2, $3)', [mobileKey(mobile), addressKey(address), at]);
      await prune();
    },

    async recordSuccess(mobile) {
      await db.query('DELETE FROM login_attempts WHERE key = $1', [mobileKey(mobile)]);
    },
  };
}
