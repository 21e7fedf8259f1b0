// What each partner sold (docs/back-office.md#shops): GET /api/admin/GetShopReport?From=&To= answers { success, Rows, Daily }:
// a row per ShopNo and Source { ShopNo, ShopName, Source, Orders, Units, Revenue }, and the revenue per shop
// and day for the screen's chart. With `Accept: text/csv` the same rows come as CSV (Source as Checkout or Quick
// order). Revenue is the goods' total (no freight). Orders that are no sale are left out: Cancelled, and card
// orders whose payment failed or is still awaited. Refunded returns are netted out: their units and their share of
// the line's amount leave Units and Revenue (on the order's day) and show as RefundedUnits and Refunds.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { OrderStatus } from '../../../widgets/domain/order-status.js';
import { bag, optionalDay } from './params.js';
import { csvCell, csvText } from '../../../widgets/domain/csv.js';
import { ReturnStatus } from '../../../widgets/domain/return-status.js';
import { fromCents, toCents } from '../../../widgets/domain/money.js';
import { sourceName } from '../../../widgets/domain/constants.js';

export const NOT_SALES = [OrderStatus.Cancelled, OrderStatus.PaymentFailed, OrderStatus.AwaitingPayment];
const COLUMNS = ['ShopNo', 'ShopName', 'Source', 'Orders', 'Units', 'Revenue', 'RefundedUnits', 'Refunds'] as const;
const MONEY_COLUMNS: ReadonlySet<string> = new Set(['Revenue', 'Refunds']);

export interface ReportRow {
  ShopNo: number;
  ShopName: string;
  Source: number;
  Orders: number;
  /** Units sold less the units refunded. */
  Units: number;
  /** The goods' total less the refunds. */
  Revenue: number;
  RefundedUnits: number;
  Refunds: number;
}

// Per order, what its refunded returns gave back: per order line, the units returned (at most the line's) and their
// share of the line's amount, to the cent.
const REFUNDS = `refunds AS (
  SELECT x.order_no, sum(x.units)::int AS units, sum(round(x.line_total * x.units / x.line_units, 2)) AS amount
    FROM (SELECT r.order_no, LEAST(sum(r.quantity), max(l.quantity)) AS units, max(l.total_amount) AS line_total, max(l.quantity) AS line_units
            FROM product_returns r JOIN order_lines l ON l.order_no = r.order_no AND l.line_no = r.line_no
           WHERE r.status = '${ReturnStatus.Refunded}' GROUP BY r.order_no, r.line_no) x
   GROUP BY x.order_no)`;

export async function adminReportApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetShopReport', async (request, reply) => {
    const q = bag(request.query);
    const from = optionalDay(q, 'From');
    const to = optionalDay(q, 'To');
    if (from && to && from > to) throw new ApiError(400, 'From must not be after To.');
    const params: unknown[] = [NOT_SALES];
    const where = ['o.status <> ALL($1::text[])'];
    if (from) where.push(`o.order_date >= $${params.push(from)}::date`);
    if (to) where.push(`o.order_date <= $${params.push(to)}::date`);
    const filter = where.join(' AND ');
    const rows = await ctx.db.query(
      `WITH ${REFUNDS}
       SELECT o.shop_no, COALESCE(s.shop_name, max(o.shop_name)) AS shop_name, o.source, count(*)::int AS orders,
              sum((SELECT COALESCE(sum(l.quantity), 0) FROM order_lines l WHERE l.order_no = o.order_no))::int AS units,
              sum(o.item_total)::text AS revenue,
              COALESCE(sum(f.units), 0)::int AS refunded_units, COALESCE(sum(f.amount), 0)::text AS refunds
         FROM orders o LEFT JOIN shops s ON s.shop_no = o.shop_no LEFT JOIN refunds f ON f.order_no = o.order_no
        WHERE ${filter}
        GROUP BY o.shop_no, s.shop_name, o.source
        ORDER BY o.shop_no, o.source`,
      params,
    );
    const Rows: ReportRow[] = rows.map((r) => ({
      ShopNo: Number(r.shop_no),
      ShopName: String(r.shop_name ?? ''),
      Source: Number(r.source),
      Orders: Number(r.orders),
      Units: Number(r.units) - Number(r.refunded_units),
      Revenue: fromCents(toCents(Number(r.revenue)) - toCents(Number(r.refunds))),
      RefundedUnits: Number(r.refunded_units),
      Refunds: Number(r.refunds),
    }));
    if (wantsCsv(request.headers.accept)) {
      const name = `shop-report${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(toCsv(Rows));
    }
    const daily = await ctx.db.query(
      `WITH ${REFUNDS}
       SELECT o.order_date::text AS day, o.shop_no, (sum(o.item_total) - COALESCE(sum(f.amount), 0))::text AS revenue
         FROM orders o LEFT JOIN refunds f ON f.order_no = o.order_no
        WHERE ${filter} GROUP BY o.order_date, o.shop_no ORDER BY o.order_date, o.shop_no`,
      params,
    );
    return {
      success: true,
      Rows,
      Daily: daily.map((d) => ({ Day: String(d.day), ShopNo: Number(d.shop_no), Revenue: Number(d.revenue) })),
    };
  });
}

function wantsCsv(accept: string | undefined): boolean {
  return typeof accept === 'string' && /(^|,)\s*text\/csv\b/i.test(accept);
}

export function toCsv(rows: readonly ReportRow[]): string {
  const cell = (r: ReportRow, c: (typeof COLUMNS)[number]) =>
    c === 'Source' ? csvCell(sourceName(r.Source)) : csvCell(r[c], MONEY_COLUMNS.has(c) ? 2 : undefined);
  return csvText([COLUMNS.map((c) => csvCell(c)), ...rows.map((r) => COLUMNS.map((c) => cell(r, c)))]);
}
