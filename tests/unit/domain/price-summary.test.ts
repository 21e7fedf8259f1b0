// One price summary for the cart page, the cart panel, the checkout and the server.
// docs/domain.md#price-summary: delivery from TT$500 item total; docs/domain.md#freight: Trinidad 40 (0 free), Tobago 60 (30 free).
import { describe, expect, it } from 'vitest';
import { priceSummary } from '../../../widgets/domain/price-summary.js';

describe('priceSummary around the TT$500 delivery minimum', () => {
  it.each([
    // itemTotal, country, free, IsPickup -> freight, toPay, pickup, pickupRequired
    [69.99, 1, false, 0, 0, 69.99, true, true],
    [499.99, 1, false, 0, 0, 499.99, true, true],
    [499.99, 2, false, 0, 0, 499.99, true, true],
    [499.99, 1, true, 0, 0, 499.99, true, true],
    [500, 1, false, 0, 40, 540, false, false],
    [500, 2, false, 0, 60, 560, false, false],
    [500.01, 1, true, 0, 0, 500.01, false, false],
    [500.01, 2, true, 0, 30, 530.01, false, false],
    [500, 1, false, 1, 0, 500, true, false],
    [750, 2, false, 1, 0, 750, true, false],
  ])('TT$%s, country %s, free %s, IsPickup %s: freight %s, to pay %s', (itemTotal, country, free, isPickup, freight, toPay, pickup, required) => {
    const summary = priceSummary({ ItemTotal: itemTotal, DeliverCountryNo: country, FreeDelivery: free, IsPickup: isPickup as 0 | 1 });
    expect(summary).toEqual({
      itemTotal,
      freight,
      toPay,
      pickup,
      pickupRequired: required,
      freeDelivery: free && !pickup,
    });
  });
});
