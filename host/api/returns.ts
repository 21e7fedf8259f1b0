// Product returns (docs/screens.md#account-pages, docs/orders.md#returns: the return form submits and gives an RMA number):
// POST /api/shop/SaveProductReturn -> { success: true, msg, RMANo: 'RMA-000123' }.
// Who may return what: with OrderNo, the order must exist; a logged-in customer (bearer token) may return the
// orders of their account, and anyone (guest or customer) a guest order whose mobile number they give (as on
// the order track page). Without OrderNo (e.g. an in-store purchase) the request is stored as it is.
// "No such order" and "not yours" get one answer, so order numbers cannot be probed. With an order, only a delivered
// or collected one, and at most what its line delivered less what earlier returns of it asked for
// (widgets/domain/return-limits.ts): the order's row is locked meanwhile, so two returns at once cannot both take
// the last units.
// POST /api/shop/GetGuestOrder { OrderNo, Mobile } -> { success: true, OrderNo, OrderDate, Status, OrderProductList }:
// a guest order found by its number and mobile, so the return form can offer its lines. The mobile travels in the body,
// never in an address; counted with order tracking (the same question: do this number and this mobile belong together?)
// and answered as SaveProductReturn answers a mismatch.
import { newReturnAlertCte } from '../mail/staff-mails.js';
import { orderEventsCte } from '../admin/order-event-log.js';
import { configuredRecipients } from '../mail/staff-recipients.js';
import { ReturnStatus } from '../../widgets/domain/return-status.js';
import type { FastifyInstance } from 'fastify';
import type { AppContext, PluginOptions } from '../context.js';
import type { Queryable } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { perAddressLimit } from '../http/rate-limits.js';
import { customerFromRequest } from '../auth/tokens.js';
import { trinidadDate } from '../../widgets/domain/dates.js';
import { MAX_ID, ProductReturnStruct, parseWith } from '../../widgets/domain/schemas.js';
import { RETURN_TEXTS, returnMessage, returnReceivedMessage, rmaNumber } from '../../widgets/domain/returns.js';
import { isMobileNumber } from '../../widgets/domain/validation.js';
import { PHONE_INVALID } from '../../widgets/domain/messages.js';
import { loadOrder } from '../orders/store-order.js';
import { RETURNS_NOT_TAKEN, returnLimitProblem } from '../../widgets/domain/return-limits.js';
import type { TokenCustomer } from '../auth/token-customer.js';
import type { ProductReturnPayload } from '../../widgets/domain/schemas.js';

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
    const rmaNo = await ctx.db.transaction(async (tx) => {
      const lineNo = body.OrderNo === null ? null : await returnableLine(tx, body, body.OrderNo, customer, telephone);
      return insertReturn(tx, ctx, body, lineNo, customer, telephone);
    });
    ctx.outbox.kick();
    ctx.events.published();
    const RMANo = rmaNumber(rmaNo);
    return reply.send({ success: true, msg: returnReceivedMessage(RMANo), RMANo });
  });

  app.post('/api/shop/GetGuestOrder', { config: { rateLimit: perAddressLimit(ctx.config, 'track') } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const orderNo = body.OrderNo;
    const mobile = typeof body.Mobile === 'string' ? body.Mobile.trim() : '';
    if (typeof orderNo !== 'number' || !Number.isInteger(orderNo) || orderNo < 1) throw new ApiError(400, RETURN_TEXTS.orderInvalid);
    if (!isMobileNumber(mobile)) throw new ApiError(400, PHONE_INVALID);
    const order = orderNo <= MAX_ID ? await loadOrder(ctx.db, orderNo) : null;
    if (!order || order.CustomerNo !== null || order.CustomerMobile !== mobile) throw new ApiError(404, RETURN_MSG.guestOrderMismatch);
    return {
      success: true,
      OrderNo: order.OrderNo,
      OrderDate: order.OrderDate,
      Status: order.Status,
      // What the return form needs of each line; no prices.
      OrderProductList: order.OrderProductList.map(({ LineNo, ProductNo, ProductName, Barcode, Color, Size, Quantity }) => ({
        LineNo,
        ProductNo,
        ProductName,
        Barcode,
        Color,
        Size,
        Quantity,
      })),
    };
  });
}

/** The order line the return gives back, once the order is the caller's, received, and has the units left. */
async function returnableLine(tx: Queryable, body: ProductReturnPayload, orderNo: number, customer: TokenCustomer | null, telephone: string): Promise<number> {
  // A number beyond the integer column names no order (and would fail the query as a 500).
  const [order] =
    orderNo <= MAX_ID
      ? await tx.query<{ customer_no: number | null; customer_mobile: string; status: string }>(
          'SELECT customer_no, customer_mobile, status FROM orders WHERE order_no = $1 FOR UPDATE',
          [orderNo],
        )
      : [];
  const ownAccountOrder = customer !== null && order?.customer_no != null && Number(order.customer_no) === customer.customerNo;
  const guestOrderWithItsMobile = order?.customer_no == null && order?.customer_mobile === telephone;
  if (!order || !(ownAccountOrder || guestOrderWithItsMobile)) throw new ApiError(404, RETURN_MSG.guestOrderMismatch);
  // The order line it gives back: by its code (the form fills in the line's barcode), else by its name.
  const [line] = await tx.query<{ line_no: number; product_name: string; quantity: number; earlier: number }>(
    `SELECT l.line_no, l.product_name, l.quantity,
            (SELECT COALESCE(sum(r.quantity), 0)::int FROM product_returns r
              WHERE r.order_no = l.order_no AND r.line_no = l.line_no AND r.status <> ALL($4::text[])) AS earlier
       FROM order_lines l
      WHERE l.order_no = $1 AND ((l.barcode = $3 AND $3 <> '') OR left($2, length(l.product_name)) = l.product_name)
      ORDER BY (l.barcode = $3) DESC, l.line_no LIMIT 1`,
    [orderNo, body.ProductName.trim(), body.ProductCode.trim(), RETURNS_NOT_TAKEN],
  );
  const problem = returnLimitProblem({
    orderNo,
    orderStatus: order.status,
    line: line ? { productName: line.product_name, quantity: Number(line.quantity) } : null,
    earlier: Number(line?.earlier ?? 0),
    asked: body.Quantity,
  });
  if (problem) throw new ApiError(409, problem);
  return Number(line.line_no);
}

/** The return, the staff's alert of it and its event for the live board, in one statement; answers its number. */
async function insertReturn(
  tx: Queryable,
  ctx: AppContext,
  body: ProductReturnPayload,
  lineNo: number | null,
  customer: TokenCustomer | null,
  telephone: string,
) {
  const [row] = await tx.query<{ rma_no: number }>(
    `WITH r AS (INSERT INTO product_returns (order_no, customer_no, first_name, last_name, email, telephone, order_date,
       product_name, product_code, quantity, reason_no, opened, details, created_at, line_no)
     VALUES ($1, (SELECT customer_no FROM customers WHERE customer_no = $2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $16)
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
      lineNo,
    ],
  );
  return Number(row.rma_no);
}
