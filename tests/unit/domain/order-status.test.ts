import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TRACK_STAGES,
  ORDER_STATUSES,
  OrderStatus as S,
  PICKUP_TRACK_STAGES,
  STATUS_MESSAGES as M,
  checkTransition,
  initialStatus,
  nextStatuses,
  trackProgress,
  type OrderFacts,
} from '../../../widgets/domain/order-status.js';
import { PaymentMethod as PM } from '../../../widgets/domain/types.js';

const cash = (status: string, isPickup = false): OrderFacts => ({ status, pmNo: PM.CashOnDelivery, isPickup });
const bank = (status: string, isPickup = false): OrderFacts => ({ status, pmNo: PM.BankTransfer, isPickup });
const card = (status: string, isPickup = false): OrderFacts => ({ status, pmNo: PM.Wipay, isPickup });

describe('order statuses (docs/orders.md#statuses)', () => {
  it('knows the nine statuses the tracking knows plus Ready for pickup', () => {
    expect(ORDER_STATUSES).toEqual([
      'Pending',
      'Awaiting payment',
      'Paid',
      'Payment failed',
      'Shipped',
      'En Route',
      'Delivered',
      'Ready for pickup',
      'Collected',
      'Cancelled',
    ]);
    expect(DELIVERY_TRACK_STAGES).toEqual(['Order Processed', 'Order Shipped', 'Order En Route', 'Order Arrived']); // 'Earoute' corrected
    expect(PICKUP_TRACK_STAGES).toEqual(['Order Processed', 'Ready for Pickup', 'Order Collected']);
  });

  it.each([
    [PM.CashOnDelivery, 'Pending'],
    [PM.BankTransfer, 'Pending'],
    [PM.Wipay, 'Awaiting payment'],
  ])('payment method %i starts as %s', (pm, status) => expect(initialStatus(pm)).toBe(status));
});

describe('nextStatuses', () => {
  it.each([
    ['cash delivery Pending', cash('Pending'), ['Shipped', 'Cancelled']],
    ['cash pickup Pending', cash('Pending', true), ['Ready for pickup', 'Cancelled']],
    ['bank transfer Pending (bank transfer received)', bank('Pending'), ['Paid', 'Cancelled']],
    ['bank transfer pickup Pending', bank('Pending', true), ['Paid', 'Cancelled']],
    ['card Awaiting payment', card('Awaiting payment'), ['Paid', 'Payment failed', 'Cancelled']],
    ['card Payment failed', card('Payment failed'), ['Paid', 'Cancelled']],
    ['delivery Paid', bank('Paid'), ['Shipped', 'Cancelled']],
    ['pickup Paid', card('Paid', true), ['Ready for pickup', 'Cancelled']],
    ['Shipped', cash('Shipped'), ['En Route', 'Cancelled']],
    ['En Route', cash('En Route'), ['Delivered', 'Cancelled']],
    ['Ready for pickup', cash('Ready for pickup', true), ['Collected', 'Cancelled']],
    ['Delivered', cash('Delivered'), []],
    ['Collected', cash('Collected', true), []],
    ['Cancelled', bank('Cancelled'), []],
  ])('%s -> %j', (_name, order, next) => expect(nextStatuses(order)).toEqual(next));
});

describe('checkTransition', () => {
  it.each([
    [cash('Pending'), 'Shipped'],
    [cash('Shipped'), 'En Route'],
    [cash('En Route'), 'Delivered'],
    [cash('Pending', true), 'Ready for pickup'],
    [cash('Ready for pickup', true), 'Collected'],
    [bank('Pending'), 'Paid'],
    [bank('Paid'), 'Shipped'],
    [bank('Paid', true), 'Ready for pickup'],
    [card('Awaiting payment'), 'Paid'],
    [card('Awaiting payment'), 'Payment failed'],
    [card('Payment failed'), 'Paid'],
  ])('allows %j -> %s', (order, to) => expect(checkTransition(order, to)).toEqual({ ok: true, to, note: '' }));

  it.each([
    ['an unknown status', cash('Pending'), 'Lost', M.unknownStatus('Lost')],
    ['a skipped step', cash('Pending'), 'Delivered', M.notAllowed('Pending', 'Delivered', ['Shipped', 'Cancelled'])],
    ['a skipped step', cash('Shipped'), 'Delivered', M.notAllowed('Shipped', 'Delivered', ['En Route', 'Cancelled'])],
    ['going back', cash('En Route'), 'Shipped', M.notAllowed('En Route', 'Shipped', ['Delivered', 'Cancelled'])],
    ['anything after Delivered', cash('Delivered'), 'Cancelled', M.final('Delivered')],
    ['anything after Delivered', cash('Delivered'), 'En Route', M.final('Delivered')],
    ['anything after Collected', cash('Collected', true), 'Cancelled', M.final('Collected')],
    ['anything after Cancelled', cash('Cancelled'), 'Pending', M.final('Cancelled')],
    ['the same status', cash('Shipped'), 'Shipped', M.same('Shipped')],
    ['shipping an unpaid bank transfer', bank('Pending'), 'Shipped', M.payFirst('bank transfer')],
    ['an unpaid bank transfer ready for pickup', bank('Pending', true), 'Ready for pickup', M.payFirst('bank transfer')],
    ['shipping an unpaid card order', card('Awaiting payment'), 'Shipped', M.payFirst('card')],
    ['shipping a failed card payment', card('Payment failed'), 'Shipped', M.payFirst('card')],
    ['shipping a pickup order', cash('Pending', true), 'Shipped', M.pickupNotShipped],
    ['a delivery order ready for pickup', cash('Pending'), 'Ready for pickup', M.deliveryNotPickup],
    ['paying a cash order', cash('Pending'), 'Paid', M.notAllowed('Pending', 'Paid', ['Shipped', 'Cancelled'])],
    ['back to Pending', bank('Paid'), 'Pending', M.notAllowed('Paid', 'Pending', ['Shipped', 'Cancelled'])],
    ['cancelling without a reason', cash('Shipped'), 'Cancelled', M.reasonRequired],
  ])('refuses %s (%j -> %s)', (_name, order, to, msg) => expect(checkTransition(order, to)).toEqual({ ok: false, msg }));

  it.each(['Pending', 'Awaiting payment', 'Paid', 'Payment failed', 'Shipped', 'En Route', 'Ready for pickup'])('cancels %s with a reason', (status) => {
    const isPickup = status === 'Ready for pickup';
    expect(checkTransition(card(status, isPickup), 'Cancelled', '  Customer asked  ')).toEqual({ ok: true, to: 'Cancelled', note: 'Customer asked' });
  });

  it('bounds the reason', () => {
    expect(checkTransition(cash('Pending'), 'Cancelled', 'x'.repeat(501))).toEqual({ ok: false, msg: M.reasonTooLong });
  });

  it('every status is reachable from a start and every final status has no way out', () => {
    for (const final of [S.Delivered, S.Collected, S.Cancelled]) expect(nextStatuses(cash(final))).toEqual([]);
  });
});

describe('trackProgress (nothing ticked while Pending)', () => {
  it.each([
    ['Pending', false, -1, false],
    ['Awaiting payment', false, -1, false],
    ['Paid', false, 0, false],
    ['Shipped', false, 1, false],
    ['En Route', false, 2, false],
    ['Delivered', false, 3, false],
    ['Cancelled', false, -1, true],
    ['Payment failed', false, -1, true],
    ['Pending', true, -1, false],
    ['Paid', true, 0, false],
    ['Ready for pickup', true, 1, false],
    ['Collected', true, 2, false],
    ['Cancelled', true, -1, true],
  ])('%s (pickup %s) reaches stage %i, stopped %s', (status, isPickup, reached, stopped) => {
    expect(trackProgress(status, isPickup)).toEqual({ stages: isPickup ? PICKUP_TRACK_STAGES : DELIVERY_TRACK_STAGES, reached, stopped });
  });

  it('names the stages', () => {
    expect(DELIVERY_TRACK_STAGES).toEqual(['Order Processed', 'Order Shipped', 'Order En Route', 'Order Arrived']);
    expect(PICKUP_TRACK_STAGES).toEqual(['Order Processed', 'Ready for Pickup', 'Order Collected']);
  });
});
