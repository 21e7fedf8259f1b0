// What the back office calls each kind of notice in its list of waiting and failed ones.
import { describe, expect, it } from 'vitest';
import { noticeLabel } from '../../../host/outbox/notice-label.js';

describe('noticeLabel', () => {
  it.each([
    ['order_confirmation', 'Order confirmation'],
    ['order_status:41', 'Order status change'],
    ['refund_due:7f3a', 'Refund due (to staff)'],
    ['staff_new_order', 'New order (to staff)'],
    ['staff_new_return:12', 'New return RMA 12 (to staff)'],
    ['return_status:12:Approved', 'Return answer: Approved'],
    ['staff_low_stock', 'Low stock (to staff)'],
    ['pay_again', 'Pay again reminder'],
    ['something_new', 'something_new'],
  ])('%s: %s', (kind, label) => {
    expect(noticeLabel(kind)).toBe(label);
  });
});
