// GET /api/admin/GetNotices and POST /api/admin/ResendNotice (docs/notifications.md#waiting-and-failed-notices), for
// owners: the mail and messages waiting or failed, and a failed one put back in the queue. The sender is kicked
// after the resend commits, so it leaves within a moment on the host that claims it.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { listWaitingNotices, resendNotice } from '../../admin/notices.js';
import type { OutboxName } from '../../outbox/rows.js';
import { ownerOnly, staffOf } from './guard.js';
import { bag, requiredId } from './params.js';

export const NOTICE_MSG = {
  outbox: "Outbox must be 'mail' or 'message'.",
  unknown: 'There is no such notice.',
  notFailed: 'Only a failed notice can be sent again; this one is waiting, being sent or sent.',
  queued: 'Queued again: it is sent within a moment.',
} as const;

function outboxOf(b: Record<string, unknown>): OutboxName {
  if (b.Outbox === 'mail' || b.Outbox === 'message') return b.Outbox;
  throw new ApiError(400, NOTICE_MSG.outbox);
}

export async function adminNoticesApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.addHook('preHandler', ownerOnly);

  app.get('/api/admin/GetNotices', async () => ({ success: true, Notices: await listWaitingNotices(ctx.db) }));

  app.post('/api/admin/ResendNotice', async (request) => {
    const body = bag(request.body);
    const outbox = outboxOf(body);
    const no = requiredId(body, 'No');
    const outcome = await resendNotice(ctx.db, outbox, no, staffOf(request).staffNo, ctx.now());
    if (outcome === 'unknown') throw new ApiError(404, NOTICE_MSG.unknown);
    if (outcome === 'not-failed') throw new ApiError(409, NOTICE_MSG.notFailed);
    ctx.outbox.kick();
    return { success: true, msg: NOTICE_MSG.queued };
  });
}
