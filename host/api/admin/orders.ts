// The orders board (docs/back-office.md#orders-board): GET /api/admin/GetOrders (views, filters, paging, newest first,
// and how many products are low on stock, for the board's badge),
// GET /api/admin/GetOrder (lines and status history), POST /api/admin/SetOrderStatus (the state machine).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { loadOrder } from '../../orders/store-order.js';
import { orderStatusHistory } from '../../orders/status-history.js';
import { writeAudit } from '../../admin/audit.js';
import { enqueueStatusMail } from '../../mail/status-mail.js';
import { enqueueStatusMessage } from '../../messages/enqueue.js';
import { orderMessages } from '../../messages/order-messages.js';
import { paymentReceipts } from '../../messages/payment-receipts.js';
import { checkTransition, isOrderStatus, nextStatuses, OrderStatus, ORDER_STATUSES } from '../../../widgets/domain/order-status.js';
import { PAYMENT_METHOD_NAMES, OrderSource } from '../../../widgets/domain/constants.js';
import { staffOf } from './guard.js';
import { boardViewCondition } from './board-filter.js';
import { BOARD_VIEWS, BoardView, isBoardView } from '../../../widgets/domain/board-views.js';
import { paymentAttempts } from '../../payments/payment-store.js';
import { restockOrder } from '../../orders/restock.js';
import { recordOrderEvent } from '../../admin/order-event-log.js';
import { lowStockCount } from '../../admin/low-stock.js';
import { bag, optionalDay, optionalId, optionalText, requiredId } from './params.js';

export const ADMIN_PAGE_SIZE = 25;
export const ORDER_MSG = {
  notFound: (orderNo: number) => `Order ${orderNo} was not found.`,
  badStatus: `Status must be one of: ${ORDER_STATUSES.join(', ')}.`,
  badView: `View must be one of: ${BOARD_VIEWS.join(', ')}.`,
  badSource: `Source must be ${OrderSource.Checkout} (checkout) or ${OrderSource.QuickOrder} (quick order).`,
  changedMeanwhile: 'The order was changed meanwhile. Please reload it and try again.',
  changed: (orderNo: number, status: string) => `Order ${orderNo} is now ${status}.`,
} as const;

type Row = Record<string, unknown>;

function boardRow(r: Row) {
  const pmNo = Number(r.pm_no);
  const isPickup = Number(r.is_pickup);
  const status = String(r.status);
  return {
    OrderNo: Number(r.order_no),
    OrderDate: String(r.order_day),
    CreatedAt: new Date(r.created_at as string).toISOString(),
    CustomerName: String(r.customer_name),
    CustomerMobile: String(r.customer_mobile),
    PMNo: pmNo,
    PMName: PAYMENT_METHOD_NAMES[pmNo] ?? '',
    IsPaid: r.paid_at != null ? 1 : 0,
    RefundDue: r.refund_due_at != null ? 1 : 0,
    IsPickup: isPickup,
    ShopNo: Number(r.shop_no),
    ShopName: String(r.shop_name),
    Source: Number(r.source),
    TotalAmount: Number(r.total_amount),
    Status: status,
    NextStatuses: nextStatuses({ status, pmNo, isPickup: isPickup === 1 }),
    /** What was ordered, e.g. "2 × Mug, 1 × Shirt". */
    Items: String(r.items ?? ''),
    /** The gateway's message of the order's latest declined or failed card payment; '' when none. */
    LastDecline: String(r.last_decline ?? ''),
  };
}

export async function adminOrdersApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetOrders', (request) => getOrders(ctx, request));
  app.get('/api/admin/GetOrder', (request) => getOrder(ctx, request));
  app.post('/api/admin/SetOrderStatus', (request) => setOrderStatus(ctx, request));
}

async function getOrders(ctx: AppContext, request: FastifyRequest) {
  const q = bag(request.query);
  const status = optionalText(q, 'Status', 40);
  if (status && !isOrderStatus(status)) throw new ApiError(400, ORDER_MSG.badStatus);
  const shopNo = optionalId(q, 'ShopNo');
  const source = optionalId(q, 'Source');
  if (source !== undefined && source !== OrderSource.Checkout && source !== OrderSource.QuickOrder) throw new ApiError(400, ORDER_MSG.badSource);
  const from = optionalDay(q, 'From');
  const to = optionalDay(q, 'To');
  const search = optionalText(q, 'SearchText', 100);
  const pageNo = optionalId(q, 'PageNo') ?? 1;
  if (pageNo > 10_000) throw new ApiError(400, 'PageNo must be at most 10000.');
  const view = optionalText(q, 'View', 20) || BoardView.All;
  if (!isBoardView(view)) throw new ApiError(400, ORDER_MSG.badView);

  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const viewCondition = boardViewCondition(view, ctx.now(), (value) => `$${params.push(value)}`);
  if (viewCondition) where.push(viewCondition);
  if (status) add('status = ?', status);
  if (shopNo !== undefined) add('shop_no = ?', shopNo);
  if (source !== undefined) add('source = ?', source);
  if (from) add('order_date >= ?::date', from);
  if (to) add('order_date <= ?::date', to);
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const like = `$${params.length}`;
    const byNo = /^\d{1,9}$/.test(search) ? ` OR order_no = ${Number(search)}` : '';
    where.push(`(customer_name ILIKE ${like} OR customer_mobile LIKE ${like} OR customer_email ILIKE ${like}${byNo})`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders ${filter}`, params);
  const rows = await ctx.db.query(
    `SELECT order_no, order_date::text AS order_day, created_at, customer_name, customer_mobile, pm_no, paid_at, is_pickup,
            shop_no, shop_name, source, total_amount, status, refund_due_at,
            (SELECT string_agg(l.quantity || ' × ' || l.product_name, ', ' ORDER BY l.line_no) FROM order_lines l
              WHERE l.order_no = orders.order_no) AS items,
            (SELECT a.message FROM wipay_attempts a WHERE a.order_no = orders.order_no AND a.status IN ('failed', 'error')
              ORDER BY a.created_at DESC LIMIT 1) AS last_decline
       FROM orders ${filter}
      ORDER BY created_at DESC, order_no DESC
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(pageNo - 1) * ADMIN_PAGE_SIZE}`,
    params,
  );
  return {
    success: true,
    Orders: rows.map(boardRow),
    Total: Number(n),
    PageNo: pageNo,
    PageSize: ADMIN_PAGE_SIZE,
    PageCount: Math.max(1, Math.ceil(Number(n) / ADMIN_PAGE_SIZE)),
    View: view,
    LowStock: await lowStockCount(ctx.db, ctx.catalog.settings().lowStockThreshold),
  };
}

async function getOrder(ctx: AppContext, request: FastifyRequest) {
  const orderNo = requiredId(bag(request.query), 'OrderNo');
  const order = await loadOrder(ctx.db, orderNo);
  if (!order) throw new ApiError(404, ORDER_MSG.notFound(orderNo));
  const CityName = ctx.catalog.cities().find((c) => c.ODeliverCityNo === order.CustomerCityNo)?.ODeliverCityName ?? '';
  const returns = await ctx.db.query<{ rma_no: number; status: string }>('SELECT rma_no, status FROM product_returns WHERE order_no = $1 ORDER BY rma_no', [
    orderNo,
  ]);
  return {
    success: true,
    Order: {
      ...order,
      RefundDue: order.RefundDueAt ? 1 : 0,
      CityName,
      NextStatuses: nextStatuses({ status: order.Status, pmNo: order.PMNo, isPickup: order.IsPickup === 1 }),
      StatusHistory: await orderStatusHistory(ctx.db, order),
      PaymentAttempts: await paymentAttempts(ctx.db, orderNo),
      Returns: returns.map((r) => ({ RmaNo: Number(r.rma_no), Status: r.status })),
      Messages: await orderMessages(ctx.db, orderNo),
      PaymentReceipts: await paymentReceipts(ctx.db, { orderNo }),
    },
  };
}

async function setOrderStatus(ctx: AppContext, request: FastifyRequest) {
  const body = bag(request.body);
  const orderNo = requiredId(body, 'OrderNo');
  const wanted = optionalText(body, 'Status', 40) ?? '';
  const note = optionalText(body, 'Note', 2000) ?? '';
  if (!wanted) throw new ApiError(400, 'Status is required.');
  if (!isOrderStatus(wanted)) throw new ApiError(400, ORDER_MSG.badStatus);
  const staff = staffOf(request);
  const now = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const [o] = await tx.query<Row>(
      'SELECT order_no, status, pm_no, is_pickup, paid_at, customer_name, customer_email, customer_mobile FROM orders WHERE order_no = $1',
      [orderNo],
    );
    if (!o) throw new ApiError(404, ORDER_MSG.notFound(orderNo));
    const from = String(o.status);
    const check = checkTransition({ status: from, pmNo: Number(o.pm_no), isPickup: Number(o.is_pickup) === 1 }, wanted, note);
    if (!check.ok) throw new ApiError(409, check.msg);
    const paying = check.to === OrderStatus.Paid && o.paid_at == null;
    // `AND status = from`: a concurrent change (another staff member, the card gateway) makes this one fail
    // rather than be overwritten.
    const updated = await tx.query(
      `UPDATE orders SET status = $2,
              paid_at = CASE WHEN $3::boolean THEN $4::timestamptz ELSE paid_at END,
              is_wipay_payment_pending = CASE WHEN $3::boolean THEN 0 ELSE is_wipay_payment_pending END
        WHERE order_no = $1 AND status = $5 RETURNING order_no`,
      [orderNo, check.to, paying, now.toISOString(), from],
    );
    if (!updated.length) throw new ApiError(409, ORDER_MSG.changedMeanwhile);
    const [history] = await tx.query<{ history_no: number }>(
      'INSERT INTO order_status_history (order_no, from_status, status, note, staff_no, at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING history_no',
      [orderNo, from, check.to, check.note, staff.staffNo, now.toISOString()],
    );
    await enqueueStatusMail(tx, orderNo, Number(history.history_no));
    if (ctx.config.messages.mode !== 'off') await enqueueStatusMessage(tx, orderNo, Number(history.history_no));
    // A cancelled order's units are for sale again.
    const restocked = check.to === OrderStatus.Cancelled ? await restockOrder(tx, orderNo) : [];
    await writeAudit(tx, {
      staffNo: staff.staffNo,
      action: 'SetOrderStatus',
      entity: 'order',
      key: orderNo,
      before: { Status: from },
      after: { Status: check.to, Note: check.note },
      at: now,
    });
    await recordOrderEvent(tx, { type: 'status', OrderNo: orderNo, Status: check.to });
    return { o, to: check.to, note: check.note, restocked };
  });
  ctx.outbox.kick();
  ctx.events.published();
  await ctx.catalog.stockChanged(changed.restocked);
  const order = await loadOrder(ctx.db, orderNo);
  return {
    success: true,
    msg: ORDER_MSG.changed(orderNo, changed.to),
    Status: changed.to,
    NextStatuses: order ? nextStatuses({ status: order.Status, pmNo: order.PMNo, isPickup: order.IsPickup === 1 }) : [],
  };
}
