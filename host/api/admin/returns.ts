// Returns (docs/orders.md#return-statuses): GET /api/admin/GetReturns?Status=&PageNo=, POST /api/admin/SetReturnStatus
// { RmaNo, Status, Note } (approved, refused with a reason, refunded). The customer sees the answer in the
// account's order detail and gets a mail.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { checkReturnTransition, isReturnStatus, nextReturnStatuses, RETURN_STATUSES, ReturnStatus } from '../../../widgets/domain/return-status.js';
import { restockReturn } from '../../orders/restock.js';
import { enqueueReturnMail } from '../../mail/return-mail.js';
import { enqueueOrderMessage } from '../../messages/enqueue.js';
import { RETURN_STATUS_PREFIX } from '../../mail/kinds.js';
import { rmaNumber } from '../../../widgets/domain/returns.js';
import { recordOrderEvent } from '../../admin/order-event-log.js';
import { staffOf } from './guard.js';
import { bag, optionalId, optionalText } from './params.js';
import { ADMIN_PAGE_SIZE } from './orders.js';

type Row = Record<string, unknown>;

/** RmaNo may be given as 123 or as the shopper's 'RMA-000123'. */
function rmaNoFrom(b: Record<string, unknown>): number {
  const raw = b.RmaNo;
  const text = typeof raw === 'string' ? raw.trim().replace(/^RMA-0*/i, '') : raw;
  return (
    optionalId({ RmaNo: text }, 'RmaNo') ??
    (() => {
      throw new ApiError(400, 'RmaNo is required.');
    })()
  );
}

export function returnRow(r: Row) {
  const status = String(r.status);
  return {
    RmaNo: Number(r.rma_no),
    RMANo: rmaNumber(Number(r.rma_no)),
    OrderNo: r.order_no == null ? null : Number(r.order_no),
    CreatedAt: new Date(r.created_at as string).toISOString(),
    CustomerName: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
    Email: String(r.email),
    Telephone: String(r.telephone),
    ProductName: String(r.product_name),
    ProductCode: String(r.product_code),
    Quantity: Number(r.quantity),
    ReasonNo: Number(r.reason_no),
    IsOpened: r.opened ? 1 : 0,
    Details: String(r.details),
    Status: status,
    StatusNote: String(r.status_note ?? ''),
    StatusChangedAt: r.status_changed_at == null ? null : new Date(r.status_changed_at as string).toISOString(),
    NextStatuses: nextReturnStatuses(status),
  };
}

export async function adminReturnsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetReturns', async (request) => {
    const q = bag(request.query);
    const status = optionalText(q, 'Status', 40);
    if (status && !isReturnStatus(status)) throw new ApiError(400, `Status must be one of: ${RETURN_STATUSES.join(', ')}.`);
    const pageNo = optionalId(q, 'PageNo') ?? 1;
    if (pageNo > 10_000) throw new ApiError(400, 'PageNo must be at most 10000.');
    const filter = status ? 'WHERE status = $1' : '';
    const params = status ? [status] : [];
    const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product_returns ${filter}`, params);
    const rows = await ctx.db.query(
      `SELECT * FROM product_returns ${filter} ORDER BY created_at DESC, rma_no DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(pageNo - 1) * ADMIN_PAGE_SIZE}`,
      params,
    );
    return { success: true, Returns: rows.map(returnRow), Total: Number(n), PageNo: pageNo, PageSize: ADMIN_PAGE_SIZE };
  });

  app.post('/api/admin/SetReturnStatus', async (request) => {
    const body = bag(request.body);
    const rmaNo = rmaNoFrom(body);
    const wanted = optionalText(body, 'Status', 40) ?? '';
    if (!wanted) throw new ApiError(400, 'Status is required.');
    if (!isReturnStatus(wanted)) throw new ApiError(400, `Status must be one of: ${RETURN_STATUSES.join(', ')}.`);
    const note = optionalText(body, 'Note', 2000) ?? '';
    const staff = staffOf(request);
    const now = ctx.now();
    const changed = await ctx.db.transaction(async (tx) => {
      const [r] = await tx.query<Row>('SELECT status, status_note FROM product_returns WHERE rma_no = $1', [rmaNo]);
      if (!r) throw new ApiError(404, `Return ${rmaNumber(rmaNo)} was not found.`);
      const check = checkReturnTransition(String(r.status), wanted, note);
      if (!check.ok) throw new ApiError(409, check.msg);
      const [after] = await tx.query<Row>(
        `UPDATE product_returns SET status = $2, status_note = $3, status_changed_at = $4
          WHERE rma_no = $1 AND status = $5 RETURNING *`,
        [rmaNo, check.to, check.note, now.toISOString(), r.status],
      );
      if (!after) throw new ApiError(409, 'The return was changed meanwhile. Please reload it and try again.');
      await enqueueReturnMail(tx, rmaNo, check.to);
      if (after.order_no != null && ctx.config.messages.mode !== 'off') {
        await enqueueOrderMessage(tx, Number(after.order_no), `${RETURN_STATUS_PREFIX}${rmaNo}:${check.to}`);
      }
      // Refunded goods are back on the shelf.
      const restocked = check.to === ReturnStatus.Refunded ? await restockReturn(tx, rmaNo) : [];
      await writeAudit(tx, {
        staffNo: staff.staffNo,
        action: 'SetReturnStatus',
        entity: 'return',
        key: rmaNo,
        before: { Status: r.status, Note: r.status_note },
        after: { Status: check.to, Note: check.note },
        at: now,
      });
      await recordOrderEvent(tx, {
        type: 'return',
        RmaNo: rmaNo,
        OrderNo: after.order_no == null ? undefined : Number(after.order_no),
        Status: String(after.status),
      });
      return { after, restocked };
    });
    ctx.outbox.kick();
    ctx.events.published();
    await ctx.catalog.stockChanged(changed.restocked);
    const row = changed.after;
    return { success: true, msg: `Return ${rmaNumber(rmaNo)} is now ${String(row.status)}.`, Return: returnRow(row) };
  });
}
