// Low stock (docs/back-office.md#low-stock): a tracked product at the shop's low-stock threshold or below. The Products
// screen filters by it and the orders board counts it; the staff's mail goes out when an order crosses the threshold
// (host/orders/insert-orders.ts).
import type { Queryable } from '../db/db.js';

/** SQL for the tracked products (alias p) at the threshold (the parameter `param`) or below. */
export function lowStockCondition(param: string): string {
  return `p.stock IS NOT NULL AND p.stock <= ${param}::int`;
}

/** How many tracked products are at the threshold or below. */
export async function lowStockCount(db: Queryable, threshold: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${lowStockCondition('$1')}`, [threshold]);
  return Number(row.n);
}
