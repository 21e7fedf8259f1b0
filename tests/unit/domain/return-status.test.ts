import { describe, expect, it } from 'vitest';
import { RETURN_STATUS_MESSAGES as M, checkReturnTransition, nextReturnStatuses } from '../../../widgets/domain/return-status.js';

describe('return statuses (docs/orders.md#return-statuses)', () => {
  it.each([
    ['Awaiting review', ['Approved', 'Refused']],
    ['Approved', ['Refunded', 'Refused']],
    ['Refused', []],
    ['Refunded', []],
  ])('%s -> %j', (from, next) => expect(nextReturnStatuses(from)).toEqual(next));

  it.each([
    ['Awaiting review', 'Approved', '', { ok: true, to: 'Approved', note: '' }],
    ['Awaiting review', 'Refused', ' Opened and used ', { ok: true, to: 'Refused', note: 'Opened and used' }],
    ['Approved', 'Refunded', 'TT$120 back to the card', { ok: true, to: 'Refunded', note: 'TT$120 back to the card' }],
    ['Awaiting review', 'Refused', '', { ok: false, msg: M.reasonRequired }],
    ['Awaiting review', 'Refunded', '', { ok: false, msg: M.notAllowed('Awaiting review', 'Refunded', ['Approved', 'Refused']) }],
    ['Refunded', 'Approved', '', { ok: false, msg: M.final('Refunded') }],
    ['Refused', 'Approved', '', { ok: false, msg: M.final('Refused') }],
    ['Approved', 'Lost', '', { ok: false, msg: M.unknown('Lost') }],
    ['Approved', 'Refunded', 'x'.repeat(501), { ok: false, msg: M.reasonTooLong }],
  ])('%s -> %s (%s)', (from, to, note, result) => expect(checkReturnTransition(from, to, note)).toEqual(result));
});
