// Tickets for the back office's event stream (docs/back-office.md#live-board). EventSource cannot send an
// Authorization header, so the board trades its staff token for a ticket (POST /api/admin/EventTicket) and opens
// /api/admin/OrderEvents?Ticket=...: a URL may end up in a log (the host and deploy/nginx.conf leave it out of
// theirs), so a ticket lasts a minute, opens one stream once, on any host (event_tickets_used), and opens nothing
// else (it is no staff token: the guard of every other call refuses it).
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../context.js';
import { jwtSecret } from '../auth/tokens.js';

export const EVENT_TICKET_TTL_SECONDS = 60;
const encoder = new TextEncoder();

export async function issueEventTicket(staffNo: number, ctx: AppContext): Promise<string> {
  const now = ctx.now();
  const iat = Math.floor(now.getTime() / 1000);
  // The used tickets that have expired are refused by their expiry anyway.
  await ctx.db.query('DELETE FROM event_tickets_used WHERE expires_at < $1', [now.toISOString()]);
  const [row] = await ctx.db.query<{ token_version: number }>('SELECT token_version FROM staff WHERE staff_no = $1', [staffNo]);
  return new SignJWT({ events_ticket: true, staff_no: String(staffNo), ver: Number(row?.token_version ?? 0) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + EVENT_TICKET_TTL_SECONDS)
    .sign(encoder.encode(await jwtSecret(ctx.config)));
}

/**
 * The staff member and token version a ticket was issued for, marking it used; null when it is not a valid,
 * unexpired ticket or was used before.
 */
export async function redeemEventTicket(ticket: string, ctx: AppContext): Promise<{ staffNo: number; tokenVersion: number } | null> {
  if (!/^[A-Za-z0-9_.-]{20,2000}$/.test(ticket)) return null;
  let claims: { staffNo: number; tokenVersion: number; jti: string; exp: number };
  try {
    const { payload } = await jwtVerify(ticket, encoder.encode(await jwtSecret(ctx.config)), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
      requiredClaims: ['exp', 'jti'],
    });
    const { events_ticket, staff_no, ver, jti, exp } = payload;
    if (events_ticket !== true || typeof staff_no !== 'string' || !/^[1-9]\d{0,9}$/.test(staff_no) || typeof ver !== 'number') return null;
    if (typeof jti !== 'string' || jti.length > 100 || typeof exp !== 'number') return null;
    claims = { staffNo: Number(staff_no), tokenVersion: ver, jti, exp };
  } catch {
    return null;
  }
  const used = await ctx.db.query(
    'INSERT INTO event_tickets_used (ticket_id, expires_at) VALUES ($1, $2) ON CONFLICT (ticket_id) DO NOTHING RETURNING ticket_id',
    [claims.jti, new Date(claims.exp * 1000).toISOString()],
  );
  return used.length ? { staffNo: claims.staffNo, tokenVersion: claims.tokenVersion } : null;
}
