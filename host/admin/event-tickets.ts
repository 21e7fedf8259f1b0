// Short-lived tickets for the back office's event stream (docs/back-office.md#live-board). EventSource cannot send an
// Authorization header, so the board trades its staff token for a ticket (POST /api/admin/EventTicket) and opens
// /api/admin/OrderEvents?Ticket=...: a URL may end up in a log, so the ticket lasts a minute and opens a stream
// only (it is no staff token: the guard of every other call refuses it).
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../context.js';
import { jwtSecret } from '../auth/tokens.js';

export const EVENT_TICKET_TTL_SECONDS = 60;
const encoder = new TextEncoder();

export async function issueEventTicket(staffNo: number, ctx: AppContext): Promise<string> {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const [row] = await ctx.db.query<{ token_version: number }>('SELECT token_version FROM staff WHERE staff_no = $1', [staffNo]);
  return new SignJWT({ events_ticket: true, staff_no: String(staffNo), ver: Number(row?.token_version ?? 0) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + EVENT_TICKET_TTL_SECONDS)
    .sign(encoder.encode(await jwtSecret(ctx.config)));
}

/** The staff member and token version a ticket was issued for; null when it is not a valid, unexpired ticket. */
export async function readEventTicket(ticket: string, ctx: AppContext): Promise<{ staffNo: number; tokenVersion: number } | null> {
  if (!/^[A-Za-z0-9_.-]{20,2000}$/.test(ticket)) return null;
  try {
    const { payload } = await jwtVerify(ticket, encoder.encode(await jwtSecret(ctx.config)), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
      requiredClaims: ['exp'],
    });
    const { events_ticket, staff_no, ver } = payload;
    if (events_ticket !== true || typeof staff_no !== 'string' || !/^[1-9]\d{0,9}$/.test(staff_no) || typeof ver !== 'number') return null;
    return { staffNo: Number(staff_no), tokenVersion: ver };
  } catch {
    return null;
  }
}
