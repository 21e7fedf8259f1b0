import { describe, expect, it } from 'vitest';
import { findShortage, maxLineQuantity, parseStock, STOCK_MESSAGES, stockMessage } from '../../../widgets/domain/stock.js';
import { settleQuantity } from '../../../widgets/domain/quantity.js';

describe('stock (docs/back-office.md#products-and-stock)', () => {
  it.each([
    ['Rose Face Wash', 0, 'Rose Face Wash is sold out. Please remove it from your cart.'],
    ['Rose Face Wash', 1, 'Sorry, only 1 of Rose Face Wash is left. Please lower the quantity to 1.'],
    ['Rose Face Wash', 3, 'Sorry, only 3 of Rose Face Wash are left. Please lower the quantity to 3.'],
  ])('names %s and what is left (%i)', (name, left, message) => {
    expect(stockMessage(name, left)).toBe(message);
  });

  it.each<[number | null | undefined, number]>([
    [undefined, 99],
    [null, 99],
    [0, 0],
    [7, 7],
    [99, 99],
    [500, 99],
  ])('offers at most min(99, stock): stock %s -> %i', (stock, max) => {
    expect(maxLineQuantity({ Stock: stock })).toBe(max);
  });

  it('finds the product whose lines together want more than is left', () => {
    const lines = [
      { ProductNo: 1, ProductName: 'Mug', Quantity: 2 },
      { ProductNo: 2, ProductName: 'Shirt', Quantity: 2 },
      { ProductNo: 2, ProductName: 'Shirt', Quantity: 2 }, // another size of the same product
    ];
    const left = new Map([
      [1, 2],
      [2, 3],
    ]);
    expect(findShortage(lines, (no) => left.get(no))).toEqual({ productNo: 2, name: 'Shirt', left: 3 });
    expect(findShortage(lines, () => undefined)).toBeNull();
    expect(findShortage(lines, (no) => (no === 1 ? 1 : undefined))).toEqual({ productNo: 1, name: 'Mug', left: 1 });
  });

  it.each<[unknown, number | null | 'invalid']>([
    [null, null],
    ['', null],
    [0, 0],
    ['12', 12],
    [' 7 ', 7],
    [1_000_000, 1_000_000],
    [1_000_001, 'invalid'],
    [-1, 'invalid'],
    [1.5, 'invalid'],
    ['ten', 'invalid'],
    [true, 'invalid'],
  ])('reads a stock value: %j -> %s', (value, expected) => {
    const parsed = parseStock(value);
    expect(parsed.ok ? parsed.stock : 'invalid').toBe(expected);
    if (expected === 'invalid') expect(STOCK_MESSAGES.invalid).toBe('Stock must be a whole number from 0 to 1000000, or null when it is not tracked.');
  });

  it('settles a typed quantity to what is left, saying why', () => {
    expect(settleQuantity('9', 1, 4)).toEqual({ quantity: 4, note: 'Only 4 are left, so the quantity was set to 4.' });
    expect(settleQuantity('2', 1, 1)).toEqual({ quantity: 1, note: 'Only 1 is left, so the quantity was set to 1.' });
    expect(settleQuantity('3', 1, 4)).toEqual({ quantity: 3, note: null });
    expect(settleQuantity('120', 1)).toEqual({ quantity: 99, note: 'At most 99 of one item can be ordered, so the quantity was set to 99.' });
  });
});
