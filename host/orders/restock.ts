// Units that come back (docs/back-office.md#products-and-stock): a cancelled order's lines, a refunded return's units. In the
// caller's transaction; only products whose stock is tracked change (and options counted apart, matched by colour
// and size). Answers the products changed, for the catalogue (ctx.catalog.stockChanged) once committed. The sums
// are widgets/domain/return-limits.ts's: a line never puts back more than it took, whether by refunds, a
// cancellation, or both.
import type { Queryable } from '../db/db.js';
import { ReturnStatus } from '../../widgets/domain/return-status.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';

/** `units`: a query answering (product_no, color, size, quantity) of the units coming back. */
function putBack(units: string): string {
  return `WITH back AS (${units}),
options AS (
  UPDATE product_skus s SET stock = s.stock + b.quantity FROM (SELECT product_no, color, size, sum(quantity)::int AS quantity FROM back GROUP BY 1, 2, 3) b
   WHERE s.product_no = b.product_no AND s.color = b.color AND s.size = b.size AND s.stock IS NOT NULL AND b.quantity > 0)
UPDATE products p SET stock = p.stock + b.quantity FROM (SELECT product_no, sum(quantity)::int AS quantity FROM back GROUP BY 1) b
 WHERE p.product_no = b.product_no AND p.stock IS NOT NULL AND b.quantity > 0
RETURNING p.product_no`;
}

/** A cancelled order's lines, less what refunded returns of each line already put back (unitsBackOnCancel). */
const ORDER_BACK = putBack(`SELECT ol.product_no, ol.color, ol.size, GREATEST(ol.quantity - COALESCE(r.refunded, 0), 0) AS quantity
  FROM order_lines ol
  LEFT JOIN (SELECT line_no, sum(quantity) AS refunded FROM product_returns
              WHERE order_no = $1 AND status = $2 AND line_no IS NOT NULL GROUP BY line_no) r ON r.line_no = ol.line_no
 WHERE ol.order_no = $1`);

/**
 * The return's units back to the product of the order line it names, at most what that line has not had back
 * (unitsBackOnRefund); none for a cancelled order (it put back every unit not refunded by then).
 */
const RETURN_BACK = putBack(`SELECT l.product_no, l.color, l.size,
       GREATEST(LEAST(r.quantity, l.quantity - COALESCE((SELECT sum(e.quantity) FROM product_returns e
          WHERE e.order_no = r.order_no AND e.line_no = r.line_no AND e.status = $2 AND e.rma_no <> r.rma_no), 0)), 0) AS quantity
  FROM product_returns r JOIN order_lines l ON l.order_no = r.order_no AND l.line_no = r.line_no
       JOIN orders o ON o.order_no = r.order_no AND o.status <> $3
 WHERE r.rma_no = $1`);

export async function restockOrder(tx: Queryable, orderNo: number): Promise<number[]> {
  const rows = await tx.query<{ product_no: number }>(ORDER_BACK, [orderNo, ReturnStatus.Refunded]);
  return rows.map((r) => Number(r.product_no));
}

export async function restockReturn(tx: Queryable, rmaNo: number): Promise<number[]> {
  const rows = await tx.query<{ product_no: number }>(RETURN_BACK, [rmaNo, ReturnStatus.Refunded, OrderStatus.Cancelled]);
  return rows.map((r) => Number(r.product_no));
}
