import { describe, expect, it } from 'vitest';
import type { PricingFields } from '../../../widgets/domain/types.js';
import { bundleSizeFor, shownPrice, isBundlePriced, lineDiscount, lineTotal, priceLine, showsFreeDeliveryBadge } from '../../../widgets/domain/pricing.js';

function fields(overrides: Partial<PricingFields> = {}): PricingFields {
  return {
    SalesPrice: 100,
    SalesPrice2: 0,
    SalesPrice3: 0,
    SalesPrice5: 0,
    DiscountPercent: 0,
    FreeDelivery: 0,
    FreeDeliveryQuantity: 0,
    ...overrides,
  };
}

// SalesPrice 100 with 10 % discount; bundles 2 for 180, 3 for 275, 5 for 440 when present.
// Without a bundle: 100 * q - round(100 * 10 / 100) = 100q - 10 (discount once per line).
// 2-unit rate: 2 -> 180, above -> round(q * 180 / 2) = 90q.
// 3-unit rate: 3 -> 275, above -> round(q * 275 / 3): 4 -> 367 (366.67), 5 -> 458 (458.33) ...
// 5-unit rate: 5 -> 440, above -> round(q * 440 / 5) = 88q.
const TIERS: ReadonlyArray<[string, Partial<PricingFields>, number[], number[]]> = [
  ['no bundle prices', {}, [90, 190, 290, 390, 490, 590, 690, 790, 890, 990, 1090, 1190], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ['SalesPrice2 only', { SalesPrice2: 180 }, [90, 180, 270, 360, 450, 540, 630, 720, 810, 900, 990, 1080], [0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]],
  ['SalesPrice3 only', { SalesPrice3: 275 }, [90, 190, 275, 367, 458, 550, 642, 733, 825, 917, 1008, 1100], [0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]],
  ['SalesPrice5 only', { SalesPrice5: 440 }, [90, 190, 290, 390, 440, 528, 616, 704, 792, 880, 968, 1056], [0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5]],
  [
    'SalesPrice2 and 3',
    { SalesPrice2: 180, SalesPrice3: 275 },
    [90, 180, 275, 367, 458, 550, 642, 733, 825, 917, 1008, 1100],
    [0, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
  ],
  [
    'SalesPrice2 and 5',
    { SalesPrice2: 180, SalesPrice5: 440 },
    [90, 180, 270, 360, 440, 528, 616, 704, 792, 880, 968, 1056],
    [0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5],
  ],
  [
    'SalesPrice3 and 5',
    { SalesPrice3: 275, SalesPrice5: 440 },
    [90, 190, 275, 367, 440, 528, 616, 704, 792, 880, 968, 1056],
    [0, 0, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5],
  ],
  [
    'SalesPrice2, 3 and 5',
    { SalesPrice2: 180, SalesPrice3: 275, SalesPrice5: 440 },
    [90, 180, 275, 367, 440, 528, 616, 704, 792, 880, 968, 1056],
    [0, 2, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5],
  ],
];

const rows = TIERS.flatMap(([label, bundles, totals, tiers]) =>
  totals.map((total, i) => {
    const quantity = i + 1;
    const tier = tiers[i];
    const how = tier ? `the ${tier}-unit rate` : 'no bundle, 10 % discount once';
    return [`${label}: quantity ${quantity} costs TT$${total} (${how})`, { bundles, quantity, total, tier }] as const;
  }),
);

describe('docs/domain.md#pricing tiers checked from 5 down, quantities 1..12', () => {
  it.each(rows)('%s', (_name, { bundles, quantity, total, tier }) => {
    const p = fields({ DiscountPercent: 10, ...bundles });
    expect(lineTotal(p, quantity)).toBe(total);
    expect(bundleSizeFor(p, quantity)).toBe(tier === 0 ? null : tier);
    expect(isBundlePriced(p, quantity)).toBe(tier !== 0);
    // the discount is taken only where no bundle price applies
    expect(lineDiscount(p, quantity)).toBe(tier === 0 ? 10 : 0);
  });

  it('quantity 4 uses the 3-unit rate when SalesPrice3 exists (round(4 * 275 / 3) = 367)', () => {
    expect(priceLine(fields({ SalesPrice3: 275, SalesPrice5: 440 }), 4)).toEqual({ total: 367, discount: 0, bundle: 3 });
  });

  it('a bundle price of 0 means no bundle: falls to the next applicable tier', () => {
    expect(priceLine(fields({ SalesPrice5: 0, SalesPrice3: 0, SalesPrice2: 180 }), 6)).toEqual({ total: 540, discount: 0, bundle: 2 });
  });
});

describe('docs/domain.md#pricing rounding (whole TT$, half up)', () => {
  it.each([
    ['at exactly 5 units SalesPrice5 is used as is', { SalesPrice5: 99.99 }, 5, 99.99],
    ['above 5: round(6 * 99.99 / 5) = round(119.988) = 120', { SalesPrice5: 99.99 }, 6, 120],
    ['half up: round(3 * 5 / 2) = round(7.5) = 8', { SalesPrice: 3, SalesPrice2: 5 }, 3, 8],
    ['round(3 * 25.25 / 2) = round(37.875) = 38', { SalesPrice2: 25.25 }, 3, 38],
    ['round(4 * 37.5 / 3) = 50 exactly', { SalesPrice3: 37.5 }, 4, 50],
    ['at exactly 3 units SalesPrice3 is used as is', { SalesPrice3: 74.99 }, 3, 74.99],
  ] as const)('%s', (_label, overrides, quantity, total) => {
    expect(lineTotal(fields(overrides), quantity)).toBe(total);
  });
});

describe('docs/domain.md#pricing discount: price * DiscountPercent / 100, rounded, once per line', () => {
  it.each([
    // [price, quantity, percent, discount, total]
    [99.99, 3, 5, 5, 294.97], // 299.97 - round(4.9995)
    [99.99, 1, 5, 5, 94.99],
    [10, 1, 5, 1, 9], // round(0.5) = 1, half up
    [9.99, 1, 5, 0, 9.99], // round(0.4995) = 0
    [10.99, 2, 5, 1, 20.98], // round(0.5495) = 1
    [29.99, 1, 15, 4, 25.99], // round(4.4985) = 4
    [49.99, 4, 7.5, 4, 195.96], // round(3.749) = 4
    [100, 12, 10, 10, 1190], // once per line, not 120
    [19.99, 3, 0, 0, 59.97], // no discount, no float drift
    [10, 2, 100, 10, 10],
    [10, 1, 100, 10, 0],
    [10, 1, 150, 10, 0], // never below zero
  ])('price %s x%s at %s%% takes %s off: TT$%s', (price, quantity, percent, discount, total) => {
    const p = fields({ SalesPrice: price, DiscountPercent: percent });
    expect(priceLine(p, quantity)).toEqual({ total, discount, bundle: null });
  });

  it('the discount does not apply when a bundle price does', () => {
    expect(priceLine(fields({ SalesPrice2: 180, DiscountPercent: 50 }), 2)).toEqual({ total: 180, discount: 0, bundle: 2 });
  });
});

describe('quantities that are not whole positive numbers', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [2.7, 190], // whole units only: 2
  ])('quantity %s costs %s', (quantity, total) => {
    expect(lineTotal(fields({ DiscountPercent: 10 }), quantity)).toBe(total);
  });
});

describe('docs/domain.md#discounts: the prices shown and the badge computed from them', () => {
  it.each([
    // Price, SalesPrice, DiscountPercent -> now, was, percent off
    [145, 129.99, 0, 129.99, 145, 10], // 10.35 %: rounded down, never a default
    [0, 129.99, 0, 129.99, null, null], // no lower price: no badge
    [129.99, 129.99, 0, 129.99, null, null],
    [100, 120, 0, 120, null, null], // a list price below the sales price is not shown
    [0, 85, 10, 76, 85, 10], // the product's own discount: 8.50 rounds to 9 whole TT$ off
    [150, 120, 5, 114, 150, 24],
    [100, 99.5, 0, 99.5, 100, null], // 0.5 %: no badge
  ])('Price %s, SalesPrice %s, DiscountPercent %s: shows %s, was %s, %s %% off', (price, sales, percent, now, was, off) => {
    expect(shownPrice({ ...fields({ SalesPrice: sales, DiscountPercent: percent }), Price: price })).toEqual({ now, was, percentOff: off });
  });

  it.each([
    [1, 0, true],
    [1, 5, true],
    [0, 2, true],
    [0, 1, false],
    [0, 0, false],
  ])('FreeDelivery %s, FreeDeliveryQuantity %s: badge %s', (free, quantity, shown) => {
    expect(showsFreeDeliveryBadge({ FreeDelivery: free, FreeDeliveryQuantity: quantity })).toBe(shown);
  });
});
