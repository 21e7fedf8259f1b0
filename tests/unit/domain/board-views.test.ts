import { describe, expect, it } from 'vitest';
import { BOARD_VIEWS, inBoardView, isStaleUnpaid, UNPAID_HIDDEN_AFTER_MS, type BoardFacts } from '../../../widgets/domain/board-views.js';
import { OrderStatus as S } from '../../../widgets/domain/order-status.js';

const now = new Date('2025-05-02T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const order = (status: string, minutes: number, extra: Partial<BoardFacts> = {}): BoardFacts => ({
  status,
  createdAt: ago(minutes),
  refundDue: false,
  openReturns: 0,
  ...extra,
});

describe('the orders board views (docs/back-office.md#orders-board)', () => {
  it('has three views and hides unpaid card attempts after an hour', () => {
    expect(BOARD_VIEWS).toEqual(['action', 'unpaid', 'all']);
    expect(UNPAID_HIDDEN_AFTER_MS).toBe(3_600_000);
  });

  it.each<[string, BoardFacts, boolean, boolean]>([
    // [case, order, in "needs action", in "unpaid card attempts"]
    ['a cash order to fulfil', order(S.Pending, 600), true, false],
    ['a paid card order to fulfil', order(S.Paid, 600), true, false],
    ['a bank transfer to confirm', order(S.Pending, 5000), true, false],
    ['a shipped order on its way', order(S.Shipped, 600), true, false],
    ['a card order being paid (59 minutes)', order(S.AwaitingPayment, 59), true, false],
    ['a declined card order of 30 minutes', order(S.PaymentFailed, 30), true, false],
    ['a card order unpaid for 61 minutes', order(S.AwaitingPayment, 61), false, true],
    ['a declined card order of two hours', order(S.PaymentFailed, 120), false, true],
    ['a delivered order', order(S.Delivered, 600), false, false],
    ['a cancelled order', order(S.Cancelled, 600), false, false],
    ['a collected order with a return to review', order(S.Collected, 600, { openReturns: 1 }), true, false],
    ['a cancelled order whose payment must be refunded', order(S.Cancelled, 600, { refundDue: true }), true, false],
  ])('%s', (_case, o, action, unpaid) => {
    expect(inBoardView('action', o, now)).toBe(action);
    expect(inBoardView('unpaid', o, now)).toBe(unpaid);
    expect(isStaleUnpaid(o, now)).toBe(unpaid);
    expect(inBoardView('all', o, now)).toBe(true);
  });
});
