// The board's live updates (docs/back-office.md#live-board): GET /api/admin/OrderEvents is a server-sent event stream
// with an event per new order, order status change, new return or return answer, on this host or (PostgreSQL)
// any other, each with its id. Staff open it with their token in the Authorization header, or, from a browser's
// EventSource (which cannot send headers), with a single-use ?Ticket= from POST /api/admin/EventTicket. A stream
// opened with Last-Event-ID (the header EventSource sends on reconnecting, or ?LastEventId= on a first open) is sent
// the events after that id first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, PluginOptions } from '../../context.js';
import type { StreamMessage } from '../../admin/order-events.js';
import { bearerFromRequest } from '../../admin/staff-tokens.js';
import { findStaffByNo } from '../../admin/staff.js';
import { issueEventTicket, redeemEventTicket, EVENT_TICKET_TTL_SECONDS } from '../../admin/event-tickets.js';
import { fail } from '../../http/errors.js';
import { GUARD_MSG, staffGuard, staffOf } from './guard.js';

export const EVENTS_MSG = {
  lastEventId: 'Last-Event-ID (or LastEventId) must be the id of an event: a whole number.',
} as const;

export async function adminEventsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.addHook('preClose', async () => ctx.events.streams.endAll());
  if (ctx.db.kind === 'postgres' && ctx.config.databaseUrl) {
    const listener = await ctx.events.listen(ctx.config.databaseUrl, app.log);
    app.addHook('onClose', async () => {
      await ctx.events.flush();
      await listener.close();
    });
  }

  app.post('/api/admin/EventTicket', { onRequest: staffGuard(ctx) }, async (request) => ({
    success: true,
    Ticket: await issueEventTicket(staffOf(request).staffNo, ctx),
    ExpiresIn: EVENT_TICKET_TTL_SECONDS,
  }));

  app.get('/api/admin/OrderEvents', async (request, reply) => {
    // Before the ticket is looked at: a bad request must not use it up.
    const after = lastEventId(request);
    if (after === 'invalid') return fail(reply, 400, EVENTS_MSG.lastEventId);
    const staff = await streamStaff(request, ctx);
    if ('status' in staff) return fail(reply, staff.status, staff.msg);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 3000\n: connected\n\n`);
    let closed = false;
    let unsubscribe = () => {};
    const leave = ctx.events.streams.add({ ...staff, ping: () => raw.write(': ping\n\n'), end: () => raw.end() });
    raw.on('close', () => {
      closed = true;
      leave();
      unsubscribe();
    });
    try {
      const stop = await ctx.events.subscribe(after, (message) => raw.write(eventText(message)));
      if (closed) stop();
      else unsubscribe = stop;
    } catch (err) {
      // The headers are sent: the stream ends, and the board opens another.
      request.log.warn({ err }, 'could not open the order events');
      raw.end();
    }
  });
}

function eventText(message: StreamMessage): string {
  const data = message.kind === 'event' ? message.event : { type: message.kind };
  return `id: ${message.id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The id to resume after: the Last-Event-ID header, else ?LastEventId=; null for none. */
function lastEventId(request: FastifyRequest): number | null | 'invalid' {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.LastEventId;
  const value = typeof header === 'string' && header !== '' ? header : query;
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : 'invalid';
}

/** Who opens the stream, or why they may not. */
async function streamStaff(request: FastifyRequest, ctx: AppContext): Promise<{ staffNo: number; tokenVersion: number } | { status: number; msg: string }> {
  const ticket = (request.query as Record<string, unknown> | undefined)?.Ticket;
  let staffNo: number;
  let tokenVersion: number;
  if (typeof ticket === 'string' && ticket) {
    const read = await redeemEventTicket(ticket, ctx);
    if (!read) return { status: 401, msg: GUARD_MSG.signIn };
    ({ staffNo, tokenVersion } = read);
  } else {
    const bearer = await bearerFromRequest(request, ctx);
    if (bearer.kind === 'none') return { status: 401, msg: GUARD_MSG.signIn };
    if (bearer.kind === 'other') return { status: 403, msg: GUARD_MSG.staffOnly };
    staffNo = bearer.claims.staffNo;
    tokenVersion = bearer.tokenVersion;
  }
  const row = await findStaffByNo(ctx.db, staffNo);
  if (!row || row.disabled_at != null || Number(row.token_version) !== tokenVersion) return { status: 401, msg: GUARD_MSG.signIn };
  return { staffNo, tokenVersion };
}
