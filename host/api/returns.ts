// Product returns (docs/screens.md#account-pages, docs/orders.md#returns: the return form submits and gives an RMA number):
// POST /api/shop/SaveProductReturn -> { success: true, msg, RMANo: 'RMA-000123' }.
// Who may return what: with OrderNo, the order must exist; a logged-in customer (bearer token) may return the
// orders of their account, and anyone (guest or customer) a guest order whose mobile number they give (as on
// the order track page). Without OrderNo (e.g. an in-store purchase) the request is stored as it is.
// "No such order" and "not yours" get one answer, so order numbers cannot be probed.
import { newReturnAlertCte } from '../mail/staff-mails.js';
import { orderEventsCte } from '../admin/order-event-log.js';
import { configuredRecipients } from '../mail/staff-recipients.js';
import { ReturnStatus } from '../../widgets/domain/return-status.js';
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';
import { ApiError } from '../http/errors.js';
import { perAddressLimit } from '../http/rate-limits.js';
import { customerFromRequest } from '../auth/tokens.js';
import { trinidadDate } from '../../widgets/domain/dates.js';
import { MAX_ID, ProductReturnStruct, parseWith } from '../../widgets/domain/schemas.js';
import { returnMessage, returnReceivedMessage, rmaNumber } from '../../widgets/domain/returns.js';

export const RETURN_MSG = {
  guestOrderMismatch: 'No order found for that Order ID and telephone number.',
} as const;

export async function returnsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.post('/api/shop/SaveProductReturn', { config: { rateLimit: perAddressLimit(ctx.config, 'return') } }, async (request, reply) => {
    const parsed = parseWith(ProductReturnStruct, request.body ?? {});
    if (!parsed.ok) throw new ApiError(400, parsed.msg);
    const body = parsed.value;
    const problem = returnMessage(body, { today: trinidadDate(ctx.now()) });
    if (problem) throw new ApiError(400, problem);

    const customer = await customerFromRequest(request, ctx);
    const telephone = body.Telephone.trim();
    if (body.OrderNo !== null) {
      // A number beyond the integer column names no order (and would fail the query as a 500).
      const [order] =
        body.OrderNo <= MAX_ID
          ? await ctx.db.query<{ customer_no: number | null; customer_mobile: string }>('SELECT customer_no, customer_mobile FROM orders WHERE order_no = $1', [
              body.OrderNo,
            ])
          : [];
      const ownAccountOrder = customer !== null && order?.customer_no != null && Number(order.customer_no) === customer.customerNo;
      const guestOrderWithItsMobile = order?.customer_no == null && order?.customer_mobile === telephone;
      if (!order || !(ownAccountOrder || guestOrderWithItsMobile)) throw new ApiError(404, RETURN_MSG.guestOrderMismatch);
    }

    // The return, the staff's alert of it and its event for the live board, in one statement.
    const [row] = await ctx.db.query<{ rma_no: number }>(
      `WITH r AS (INSERT INTO product_returns (order_no, customer_no, first_name, last_name, email, telephone, order_date,
         product_name, product_code, quantity, reason_no, opened, details, created_at, line_no)
       VALUES ($1, (SELECT customer_no FROM customers WHERE customer_no = $2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         -- The order line it gives back: by its code (the form fills in the line's barcode), else by its name.
         (SELECT l.line_no FROM order_lines l
           WHERE l.order_no = $1 AND ((l.barcode = $9 AND $9 <> '') OR left($8, length(l.product_name)) = l.product_name)
           ORDER BY (l.barcode = $9) DESC, l.line_no LIMIT 1))
       RETURNING rma_no, order_no),
       ${newReturnAlertCte('$15')},
       ${orderEventsCte(`SELECT 'return', order_no, rma_no, '${ReturnStatus.AwaitingReview}' FROM r`)}
       SELECT rma_no FROM r`,
      [
        body.OrderNo,
        customer?.customerNo ?? null,
        body.FirstName.trim(),
        body.LastName.trim(),
        body.EmailID.trim(),
        telephone,
        body.OrderDate.trim() || null,
        body.ProductName.trim(),
        body.ProductCode.trim(),
        body.Quantity,
        body.ReasonNo,
        body.IsOpened,
        body.Details.trim(),
        ctx.now().toISOString(),
        configuredRecipients(ctx.config),
      ],
    );
    ctx.outbox.kick();
    ctx.events.published();
    const RMANo = rmaNumber(Number(row.rma_no));
    return reply.send({ success: true, msg: returnReceivedMessage(RMANo), RMANo });
  });
}
