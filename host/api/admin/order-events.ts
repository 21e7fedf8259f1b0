// The board's live updates (docs/back-office.md#live-board): GET /api/admin/OrderEvents is a server-sent event stream
// with an event per new order, order status change, new return or return answer, on this host or (PostgreSQL)
// any other. Staff open it with their token in the Authorization header, or, from a browser's EventSource (which
// cannot send headers), with ?Ticket= from POST /api/admin/EventTicket.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, PluginOptions } from '../../context.js';
import { bearerFromRequest } from '../../admin/staff-tokens.js';
import { findStaffByNo } from '../../admin/staff.js';
import { issueEventTicket, readEventTicket, EVENT_TICKET_TTL_SECONDS } from '../../admin/event-tickets.js';
import { fail } from '../../http/errors.js';
import { GUARD_MSG, staffGuard, staffOf } from './guard.js';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

export async function adminEventsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  const open = new Set<FastifyReply>();
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
    open.clear();
  });
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
    const refusal = await streamRefusal(request, ctx);
    if (refusal) return fail(reply, refusal.status, refusal.msg);
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
    open.add(reply);
    const unsubscribe = ctx.events.subscribe((event) => {
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(reply);
    });
  });
}

/** Why the caller may not open the stream; null when they may. */
async function streamRefusal(request: FastifyRequest, ctx: AppContext): Promise<{ status: number; msg: string } | null> {
  const ticket = (request.query as Record<string, unknown> | undefined)?.Ticket;
  let staffNo: number;
  let tokenVersion: number;
  if (typeof ticket === 'string' && ticket) {
    const read = await readEventTicket(ticket, ctx);
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
  return null;
}
