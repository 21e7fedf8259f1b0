// A corrected quantity says so.
import { describe, expect, it } from 'vitest';
import { settleQuantity } from '../../../widgets/domain/quantity.js';
import { QUANTITY_LOWERED, QUANTITY_RAISED } from '../../../widgets/domain/messages.js';

describe('settleQuantity', () => {
  it('names the limits', () => {
    expect(QUANTITY_RAISED).toBe('The quantity must be at least 1, so it was set to 1.');
    expect(QUANTITY_LOWERED).toBe('At most 99 of one item can be ordered, so the quantity was set to 99.');
  });

  it.each([
    ['1', 1, null],
    ['99', 99, null],
    [' 42 ', 42, null],
    ['9999', 99, QUANTITY_LOWERED],
    ['100', 99, QUANTITY_LOWERED],
    ['0', 1, QUANTITY_RAISED],
    ['-3', 1, QUANTITY_RAISED],
    ['2.7', 2, null],
    ['', 5, null], // empty: the fallback, nothing to correct
    ['abc', 5, null],
  ])('%j -> %s', (typed, quantity, note) => {
    expect(settleQuantity(typed, 5)).toEqual({ quantity, note });
  });
});
