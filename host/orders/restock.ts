// Units that come back (docs/back-office.md#products-and-stock): a cancelled order's lines, a refunded return's units. In the
// caller's transaction; only products whose stock is tracked change. Answers the products changed, for the
// catalogue (ctx.catalog.stockChanged) once committed.
import type { Queryable } from '../db/db.js';

export async function restockOrder(tx: Queryable, orderNo: number): Promise<number[]> {
  const rows = await tx.query<{ product_no: number }>(
    `UPDATE products p SET stock = p.stock + l.quantity
       FROM (SELECT product_no, sum(quantity)::int AS quantity FROM order_lines WHERE order_no = $1 GROUP BY product_no) l
      WHERE p.product_no = l.product_no AND p.stock IS NOT NULL
     RETURNING p.product_no`,
    [orderNo],
  );
  return rows.map((r) => Number(r.product_no));
}

/** The return's units, at most the line's quantity, back to the product of the order line it names. */
export async function restockReturn(tx: Queryable, rmaNo: number): Promise<number[]> {
  const rows = await tx.query<{ product_no: number }>(
    `UPDATE products p SET stock = p.stock + LEAST(r.quantity, l.quantity)
       FROM product_returns r JOIN order_lines l ON l.order_no = r.order_no AND l.line_no = r.line_no
      WHERE r.rma_no = $1 AND p.product_no = l.product_no AND p.stock IS NOT NULL
     RETURNING p.product_no`,
    [rmaNo],
  );
  return rows.map((r) => Number(r.product_no));
}
