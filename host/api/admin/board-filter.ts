// The orders board's views in SQL (widgets/domain/board-views.ts says the same in TypeScript, with its tests).
import { BoardView, UNPAID_HIDDEN_AFTER_MS, type BoardViewName } from '../../../widgets/domain/board-views.js';
import { FINAL_STATUSES, PAYABLE_STATUSES } from '../../../widgets/domain/order-status.js';
import { OPEN_RETURN_STATUSES } from '../../../widgets/domain/return-status.js';

/** A WHERE condition for the view over `orders`, its parameters numbered from `next`; null: every order. */
export function boardViewCondition(view: BoardViewName, now: Date, add: (value: unknown) => string): string | null {
  if (view === BoardView.All) return null;
  const stale = () =>
    `(status = ANY(${add(PAYABLE_STATUSES)}::text[]) AND created_at < ${add(new Date(now.getTime() - UNPAID_HIDDEN_AFTER_MS).toISOString())}::timestamptz)`;
  if (view === BoardView.Unpaid) return stale();
  const openReturns = `EXISTS (SELECT 1 FROM product_returns r WHERE r.order_no = orders.order_no AND r.status = ANY(${add(OPEN_RETURN_STATUSES)}::text[]))`;
  return `(refund_due_at IS NOT NULL OR ${openReturns} OR (status <> ALL(${add(FINAL_STATUSES)}::text[]) AND NOT ${stale()}))`;
}
