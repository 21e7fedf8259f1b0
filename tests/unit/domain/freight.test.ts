import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MINIMUM,
  deliveryAllowed,
  deliveryMessage,
  deliveryMinimumMessage,
  freightFor,
  grandTotal,
  isFreeDelivery,
  isTrinidad,
  lineGetsFreeDelivery,
} from '../../../widgets/domain/freight.js';

describe('docs/domain.md#freight matrix', () => {
  it.each([
    // [country, free delivery, pickup, freight]
    [1, false, false, 40],
    [1, true, false, 0],
    [2, false, false, 60],
    [2, true, false, 30],
    [3, false, false, 60], // anything other than 1 is Tobago
    [0, true, false, 30],
    [1, false, true, 0], // docs/domain.md#freight: pickup pays no freight
    [1, true, true, 0],
    [2, false, true, 0],
    [2, true, true, 0],
  ])('country %s, free delivery %s, pickup %s: freight TT$%s', (country, free, pickup, freight) => {
    expect(freightFor(country, free, pickup)).toBe(freight);
  });

  it('pickup defaults to false', () => {
    expect(freightFor(2, false)).toBe(60);
  });

  it('country 1 is Trinidad, anything else Tobago', () => {
    expect(isTrinidad(1)).toBe(true);
    expect(isTrinidad(2)).toBe(false);
    expect(isTrinidad(99)).toBe(false);
  });
});

describe('docs/domain.md#freight free delivery', () => {
  const line = (FreeDelivery: number, FreeDeliveryQuantity: number, Quantity: number) => ({
    FreeDelivery,
    FreeDeliveryQuantity,
    Quantity,
  });

  it.each([
    ['flagged FreeDelivery 1', line(1, 0, 1), true],
    ['flagged FreeDelivery 1 with a quantity rule too', line(1, 3, 1), true],
    ['quantity 3 reaches FreeDeliveryQuantity 3', line(0, 3, 3), true],
    ['quantity 4 passes FreeDeliveryQuantity 3', line(0, 3, 4), true],
    ['quantity 2 below FreeDeliveryQuantity 3', line(0, 3, 2), false],
    ['FreeDeliveryQuantity 1 does not count (must be above 1)', line(0, 1, 5), false],
    ['FreeDeliveryQuantity 0 does not count', line(0, 0, 5), false],
    ['FreeDelivery 2 is not the free flag', line(2, 0, 1), false],
  ])('%s: %s', (_label, l, free) => {
    expect(lineGetsFreeDelivery(l)).toBe(free);
    expect(isFreeDelivery([l])).toBe(free);
  });

  it('any one line makes the whole order free', () => {
    expect(isFreeDelivery([line(0, 0, 1), line(0, 2, 2)])).toBe(true);
    expect(isFreeDelivery([line(0, 0, 1), line(0, 2, 1)])).toBe(false);
    expect(isFreeDelivery([])).toBe(false);
  });
});

describe('docs/domain.md#delivery-minimum TT$500 delivery minimum', () => {
  it('DELIVERY_MINIMUM is 500', () => {
    expect(DELIVERY_MINIMUM).toBe(500);
  });

  it.each([
    [0, false],
    [499.99, false],
    [500, true],
    [500.01, true],
    [1200, true],
  ])('item total TT$%s: delivery allowed %s', (total, allowed) => {
    expect(deliveryAllowed(total)).toBe(allowed);
    expect(deliveryMessage(total, false)).toBe(allowed ? null : deliveryMinimumMessage);
  });

  it('pickup is always allowed', () => {
    expect(deliveryMessage(10, true)).toBeNull();
  });

  it('says the minimum in TT$ and offers pickup', () => {
    expect(deliveryMinimumMessage).toBe('Delivery is available for orders of TT$500.00 or more. Please choose Pickup for smaller orders.');
  });
});

describe('docs/domain.md#freight grand total = item total + freight', () => {
  it.each([
    [459.97, 40, 499.97],
    [0.1, 0.2, 0.3],
    [59.97, 60, 119.97],
    [520, 0, 520],
  ])('%s + %s = %s', (items, freight, total) => {
    expect(grandTotal(items, freight)).toBe(total);
  });
});
