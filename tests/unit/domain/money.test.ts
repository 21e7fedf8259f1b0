import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, formatTT, fromCents, roundMoney, sumMoney, timesQuantity, toCents, twoDecimals } from '../../../widgets/domain/money.js';

describe('toCents / fromCents', () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101], // the decimal meant, not the binary 1.00499999...
    [150, 15000],
    [0, 0],
    [-12.345, -1235],
  ])('toCents(%s) is %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [5997, 59.97],
    [1, 0.01],
    [-250, -2.5],
  ])('fromCents(%s) is %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
  });
});

describe('exact arithmetic', () => {
  it('19.99 * 3 is 59.97 without float drift', () => {
    expect(timesQuantity(19.99, 3)).toBe(59.97);
    expect(1.1 * 3).not.toBe(3.3);
    expect(timesQuantity(1.1, 3)).toBe(3.3);
  });

  it('sums without drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 19.99, 19.99])).toBe(59.97);
    expect(sumMoney([])).toBe(0);
  });

  it('roundMoney rounds to whole cents', () => {
    expect(roundMoney(10.004)).toBe(10);
    expect(roundMoney(10.005)).toBe(10.01);
  });

  it.each([
    [5, 2, 3], // 2.5 rounds half up
    [4, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [-5, 2, -3], // half away from zero
  ])('divideRoundHalfUp(%s, %s) is %s', (n, d, q) => {
    expect(divideRoundHalfUp(n, d)).toBe(q);
  });
});

describe('twoDecimals (WiPay total)', () => {
  it.each([
    [150, '150.00'],
    [10, '10.00'],
    [59.97, '59.97'],
    [0.5, '0.50'],
    [1234567.8, '1234567.80'],
    [1.005, '1.01'],
    [0, '0.00'],
    [-3.2, '-3.20'],
  ])('twoDecimals(%s) is %s', (amount, text) => {
    expect(twoDecimals(amount)).toBe(text);
  });
});

describe('formatTT (docs/domain.md#money: TT$ everywhere)', () => {
  it.each([
    [1234.5, 'TT$1,234.50'],
    [0, 'TT$0.00'],
    [40, 'TT$40.00'],
    [59.97, 'TT$59.97'],
    [1000000, 'TT$1,000,000.00'],
    [0.005, 'TT$0.01'],
    [-5, '-TT$5.00'],
    [-1234567.891, '-TT$1,234,567.89'],
    [999.995, 'TT$1,000.00'],
    [100000, 'TT$100,000.00'],
    [-0.001, 'TT$0.00'],
  ])('formatTT(%s) is %s', (amount, text) => {
    expect(formatTT(amount)).toBe(text);
  });

  it('writes what the en-TT currency format writes, with TT$ for its currency sign', () => {
    const intl = new Intl.NumberFormat('en-TT', { style: 'currency', currency: 'TTD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const viaIntl = (amount: number) =>
      intl
        .formatToParts(amount)
        .filter((part) => !(part.type === 'literal' && part.value.trim() === ''))
        .map((part) => (part.type === 'currency' ? 'TT$' : part.value))
        .join('');
    const amounts = [0.01, 0.1, 1, 9.99, 10, 99.5, 100, 999.99, 1000, 1234.56, 10000, 99999.99, 100000, 1e6, 12345678.9, 1e9];
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) expect(formatTT(amount), String(amount)).toBe(viaIntl(fromCents(toCents(amount))));
  });

  it('never shows a rupee sign or a bare dollar sign', () => {
    for (const amount of [0, 1, 99.99, 12345.67]) {
      const text = formatTT(amount);
      expect(text).not.toMatch(/₹|Rs/);
      expect(text.replace('TT$', '')).not.toContain('$');
    }
  });
});
