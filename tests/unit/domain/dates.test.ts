// The shop's calendar (docs/domain.md#dates): Trinidad and Tobago, UTC-4 all year.
import { describe, expect, it } from 'vitest';
import { compareIso, formatDay, formatMoment, SHOP_TIME_ZONE, trinidadDate } from '../../../widgets/domain/dates.js';

describe('trinidadDate', () => {
  it.each([
    ['2025-03-10T03:59:59Z', '2025-03-09'], // still the evening before in Port of Spain
    ['2025-03-10T04:00:00Z', '2025-03-10'],
    ['2025-07-01T02:00:00Z', '2025-06-30'], // no daylight saving: UTC-4 in summer too
    ['2025-12-31T23:59:59Z', '2025-12-31'],
    ['2026-01-01T03:00:00Z', '2025-12-31'],
  ])('%s is %s in the shop', (iso, day) => {
    expect(trinidadDate(new Date(iso))).toBe(day);
  });

  it('remembers only the last minute: calls across midnight, repeated and going back in time are each right', () => {
    const beforeMidnight = new Date('2025-03-10T03:59:59Z');
    const atMidnight = new Date('2025-03-10T04:00:00Z');
    expect(trinidadDate(beforeMidnight)).toBe('2025-03-09');
    expect(trinidadDate(atMidnight)).toBe('2025-03-10');
    expect(trinidadDate(atMidnight)).toBe('2025-03-10');
    expect(trinidadDate(new Date('2025-03-10T04:00:59.999Z'))).toBe('2025-03-10');
    expect(trinidadDate(beforeMidnight)).toBe('2025-03-09');
    expect(trinidadDate(new Date('2025-03-10T03:59:00Z'))).toBe('2025-03-09');
    expect(trinidadDate(new Date('2024-03-10T04:00:00Z'))).toBe('2024-03-10');
    expect(() => trinidadDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('uses the shop time zone', () => {
    expect(SHOP_TIME_ZONE).toBe('America/Port_of_Spain');
  });
});

describe('formatDay', () => {
  it.each([
    ['2025-03-10', '10 Mar 2025'],
    ['2025-01-01T00:00:00Z', '1 Jan 2025'], // a timestamp shows its calendar day
    ['', ''],
    [null, ''],
    ['not a day', 'not a day'],
    ['2025-09-05', '5 Sept 2025'],
    ['2024-02-29', '29 Feb 2024'],
    ['2026-12-31', '31 Dec 2026'],
  ])('%j is %j', (day, shown) => {
    expect(formatDay(day)).toBe(shown);
  });

  it('writes every day of a year as the en-TT short date does', () => {
    const intl = new Intl.DateTimeFormat('en-TT', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let n = 0; n < 366; n++) {
      const date = new Date(Date.UTC(2024, 0, 1 + n));
      expect(formatDay(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });
});

describe('formatMoment', () => {
  it('shows an instant in the shop time zone', () => {
    expect(formatMoment('2025-03-10T03:30:00Z')).toMatch(/9 Mar 2025/);
  });
});

describe('compareIso', () => {
  it.each([
    ['2025-03-10', '2025-03-11', -1],
    ['2025-12-31', '2025-03-10', 1],
    ['2025-03-10', '2025-03-10', 0],
    ['2025-03-10T03:59:59.000Z', '2025-03-10T04:00:00.000Z', -1],
    ['', '2025-03-10T04:00:00.000Z', -1],
  ])('%j against %j is %i', (a, b, order) => {
    expect(compareIso(a, b)).toBe(order);
  });

  it('orders days as their times do', () => {
    const days = Array.from({ length: 400 }, (_, n) => new Date(Date.UTC(2024, 11, 1 + n * 7)).toISOString().slice(0, 10)).reverse();
    const byTime = [...days].sort((a, b) => Date.parse(a) - Date.parse(b));
    expect([...days].sort(compareIso)).toEqual(byTime);
  });
});
