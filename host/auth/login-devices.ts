// Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has signed in
// to an account gets a random HttpOnly cookie, recorded for that account. The login slow-down lets such a
// browser past the per-mobile wait, which strangers can keep running for any mobile they know; it still needs
// the right password, and the waits of its own address still apply. Only the cookie's SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.js';

export const DEVICE_COOKIE = 'trini_device';
/** How long a browser stays trusted after its latest sign-in to the account. */
export const DEVICE_TRUST_MS = 180 * 24 * 3600 * 1000;
/** Browsers remembered per account; the least recently used beyond these are forgotten. */
export const DEVICES_PER_ACCOUNT = 20;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && TOKEN.test(value) ? value : undefined;
}

export interface LoginDevices {
  /** True when this request's browser has signed in to `account` within DEVICE_TRUST_MS. */
  isTrusted(request: FastifyRequest, account: string): Promise<boolean>;
  /** After a successful sign-in: gives the browser a device cookie if it has none and trusts it for `account`. */
  remember(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
}

export function createLoginDevices(db: Db, now: () => Date, { secure }: { secure: boolean }): LoginDevices {
  let lastPrune = 0;
  const trustedSince = () => new Date(now().getTime() - DEVICE_TRUST_MS).toISOString();

  async function prune(): Promise<void> {
    const t = now().getTime();
    if (Math.abs(t - lastPrune) < PRUNE_EVERY_MS) return;
    lastPrune = t;
    await db.query('DELETE FROM login_devices WHERE last_seen <= $1', [trustedSince()]);
  }

  return {
    async isTrusted(request, account) {
      const token = cookieToken(request);
      if (!token) return false;
      const rows = await db.query('SELECT 1 FROM login_devices WHERE account = $1 AND device = $2 AND last_seen > $3', [
        account,
        digest(token),
        trustedSince(),
      ]);
      return rows.length > 0;
    },

    async remember(request, reply, account) {
      const token = cookieToken(request) ?? randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO login_devices (account, device, last_seen) VALUES ($1, $2, $3)
         ON CONFLICT (account, device) DO UPDATE SET last_seen = EXCLUDED.last_seen`,
        [account, digest(token), now().toISOString()],
      );
      // Bounded, so one account's owner signing in from fresh browsers again and again cannot grow the table.
      await db.query(
        `DELETE FROM login_devices WHERE account = $1 AND device NOT IN
           (SELECT device FROM login_devices WHERE account = $1 ORDER BY last_seen DESC LIMIT $2)`,
        [account, DEVICES_PER_ACCOUNT],
      );
      await prune();
      void reply.setCookie(DEVICE_COOKIE, token, {
        path: '/api/',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: DEVICE_TRUST_MS / 1000,
      });
    },
  };
}
