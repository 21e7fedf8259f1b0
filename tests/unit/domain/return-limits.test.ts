import { describe, expect, it } from 'vitest';
import {
  RETURN_LIMIT_MESSAGES as M,
  returnLimitProblem,
  returnableUnits,
  unitsBackOnCancel,
  unitsBackOnRefund,
} from '../../../widgets/domain/return-limits.js';

const line = { productName: 'Tobago Cocoa Body Butter', quantity: 2 };

describe('how much of an order may come back (docs/orders.md#returns)', () => {
  it.each([
    ['Delivered', line, 0, 2, null],
    ['Collected', line, 1, 1, null],
    ['Pending', line, 0, 1, M.notReceived(7, 'Pending')],
    ['Shipped', line, 0, 1, M.notReceived(7, 'Shipped')],
    ['Cancelled', line, 0, 1, M.notReceived(7, 'Cancelled')],
    ['Delivered', null, 0, 1, M.notInOrder(7)],
    ['Delivered', line, 2, 1, M.allReturned(line.productName)],
    ['Delivered', line, 1, 2, M.tooMany(line.productName, 1)],
    ['Delivered', line, 0, 3, M.tooMany(line.productName, 2)],
  ])('%s order, line %j, %i asked before, %i asked now', (orderStatus, l, earlier, asked, problem) =>
    expect(returnLimitProblem({ orderNo: 7, orderStatus, line: l, earlier, asked })).toBe(problem),
  );

  it.each([
    [2, 0, 2],
    [2, 1, 1],
    [2, 2, 0],
    [2, 5, 0],
  ])('a line of %i with %i taken has %i returnable', (quantity, earlier, left) => expect(returnableUnits(quantity, earlier)).toBe(left));

  it.each([
    [3, 0, 3],
    [3, 1, 2],
    [3, 3, 0],
    [3, 4, 0],
  ])('a cancelled line of %i with %i refunded puts back %i', (quantity, refunded, back) => expect(unitsBackOnCancel(quantity, refunded)).toBe(back));

  it.each([
    [1, 3, 0, 1],
    [2, 3, 2, 1],
    [2, 3, 3, 0],
    [5, 3, 0, 3],
  ])('a refund of %i on a line of %i with %i refunded before puts back %i', (returned, quantity, before, back) =>
    expect(unitsBackOnRefund(returned, quantity, before)).toBe(back),
  );
});
