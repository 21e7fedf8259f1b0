// What the orders board shows by default (docs/back-office.md#orders-board): the orders that need the shop's
// action, not every order ever placed. A card order whose payment never came is no sale: after an hour it moves
// behind the "Unpaid card attempts" view, while a younger one may still be being paid.
import { FINAL_STATUSES, PAYABLE_STATUSES } from './order-status.js';

export const BoardView = {
  /** To fulfil (paid, or cash), to confirm (bank transfers), returns and refunds to handle. */
  Action: 'action',
  /** Card orders left unpaid for more than UNPAID_HIDDEN_AFTER_MS. */
  Unpaid: 'unpaid',
  All: 'all',
} as const;
export type BoardViewName = (typeof BoardView)[keyof typeof BoardView];
export const BOARD_VIEWS: readonly BoardViewName[] = Object.values(BoardView);

export const UNPAID_HIDDEN_AFTER_MS = 60 * 60 * 1000;

export const BOARD_VIEW_LABELS: Readonly<Record<BoardViewName, string>> = {
  action: 'Needs action',
  unpaid: 'Unpaid card attempts',
  all: 'All orders',
};

export function isBoardView(value: string): value is BoardViewName {
  return (BOARD_VIEWS as readonly string[]).includes(value);
}

export interface BoardFacts {
  status: string;
  createdAt: Date;
  /** A card payment arrived that the shop must refund. */
  refundDue: boolean;
  /** Returns of the order still awaiting review or a refund. */
  openReturns: number;
}

/** Whether the order was a card payment attempt left unpaid for over an hour. */
export function isStaleUnpaid(o: Pick<BoardFacts, 'status' | 'createdAt'>, now: Date): boolean {
  return (PAYABLE_STATUSES as readonly string[]).includes(o.status) && now.getTime() - o.createdAt.getTime() > UNPAID_HIDDEN_AFTER_MS;
}

/** Whether the order belongs in the view (the admin API's SQL says the same: host/api/admin/board-filter.ts). */
export function inBoardView(view: BoardViewName, o: BoardFacts, now: Date): boolean {
  if (view === BoardView.All) return true;
  if (view === BoardView.Unpaid) return isStaleUnpaid(o, now);
  if (o.refundDue || o.openReturns > 0) return true;
  return !(FINAL_STATUSES as readonly string[]).includes(o.status) && !isStaleUnpaid(o, now);
}
