// The free-delivery badge says where free delivery holds (widgets/domain/free-delivery-badge.ts, docs/domain.md#freight):
// "Free-delivery badge shows when FreeDelivery is 1 or FreeDeliveryQuantity exceeds 1"; "Freight: Trinidad 40 by
// default, 0 when free delivery applies. Tobago 60 by default, 30 when free delivery applies."
import { describe, expect, it } from 'vitest';
import { freeDeliveryBadge } from '../../../widgets/domain/free-delivery-badge.js';
import { SPEC_DELIVERY_RATES, type DeliveryRates } from '../../../widgets/domain/delivery-rates.js';

const rates = (over: Partial<DeliveryRates> = {}): DeliveryRates => ({ ...SPEC_DELIVERY_RATES, ...over });

describe('freeDeliveryBadge', () => {
  it.each([
    ['FreeDelivery 1, the spec rates', { FreeDelivery: 1, FreeDeliveryQuantity: 0 }, rates(), 'Free delivery in Trinidad, TT$30.00 to Tobago'],
    [
      'FreeDeliveryQuantity 3, the spec rates',
      { FreeDelivery: 0, FreeDeliveryQuantity: 3 },
      rates(),
      'Buy 3 or more: free delivery in Trinidad, TT$30.00 to Tobago',
    ],
    ['FreeDelivery 1 wins over a quantity', { FreeDelivery: 1, FreeDeliveryQuantity: 3 }, rates(), 'Free delivery in Trinidad, TT$30.00 to Tobago'],
    ['neither flag: no badge', { FreeDelivery: 0, FreeDeliveryQuantity: 1 }, rates(), null],
    ['a quantity of 1 is no flag', { FreeDelivery: 0, FreeDeliveryQuantity: 1 }, rates({ tobagoFreeDelivery: 0 }), null],
    ['free on both islands', { FreeDelivery: 1, FreeDeliveryQuantity: 0 }, rates({ tobagoFreeDelivery: 0 }), 'Free delivery'],
    [
      'free to Tobago only',
      { FreeDelivery: 1, FreeDeliveryQuantity: 0 },
      rates({ trinidadFreeDelivery: 20, tobagoFreeDelivery: 0 }),
      'Free delivery to Tobago, TT$20.00 in Trinidad',
    ],
    [
      'lower but free nowhere',
      { FreeDelivery: 1, FreeDeliveryQuantity: 0 },
      rates({ trinidadFreeDelivery: 10 }),
      'Delivery TT$10.00 in Trinidad, TT$30.00 to Tobago',
    ],
    ['no lower freight anywhere: no badge', { FreeDelivery: 1, FreeDeliveryQuantity: 0 }, rates({ trinidadFreeDelivery: 40, tobagoFreeDelivery: 60 }), null],
  ] as const)('%s', (_name, product, shopRates, badge) => {
    expect(freeDeliveryBadge(product, shopRates)).toBe(badge);
  });

  it.each([
    ['FreeDelivery 1, the spec rates', { FreeDelivery: 1, FreeDeliveryQuantity: 0 }, rates(), 'Free delivery in Trinidad'],
    ['FreeDeliveryQuantity 3, the spec rates', { FreeDelivery: 0, FreeDeliveryQuantity: 3 }, rates(), 'Free delivery in Trinidad on 3+'],
    ['free on both islands', { FreeDelivery: 1, FreeDeliveryQuantity: 0 }, rates({ tobagoFreeDelivery: 0 }), 'Free delivery'],
    [
      'free to Tobago only',
      { FreeDelivery: 0, FreeDeliveryQuantity: 2 },
      rates({ trinidadFreeDelivery: 20, tobagoFreeDelivery: 0 }),
      'Free delivery to Tobago on 2+',
    ],
    ['lower but free nowhere', { FreeDelivery: 1, FreeDeliveryQuantity: 0 }, rates({ trinidadFreeDelivery: 10 }), 'Reduced delivery'],
    ['neither flag: no badge', { FreeDelivery: 0, FreeDeliveryQuantity: 0 }, rates(), null],
  ] as const)('short, on a card: %s', (_name, product, shopRates, badge) => {
    expect(freeDeliveryBadge(product, shopRates, 'short')).toBe(badge);
  });
});
