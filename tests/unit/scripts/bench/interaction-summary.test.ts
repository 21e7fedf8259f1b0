// The figures of npm run bench:interactions (scripts/bench/interaction-summary.ts): median and worst of each
// interaction on each page, against 200 ms at the median and 300 ms at worst.
import { describe, expect, it } from 'vitest';
import { median, summarise } from '../../../../scripts/bench/interaction-summary.js';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe('summarise', () => {
  it('gives one row per interaction and page, grouped by interaction in the order measured, with the target', () => {
    const samples = [
      ...[120, 180, 150].map((ms) => ({ page: 'product page', interaction: 'add to cart', ms })),
      ...[90, 310, 100].map((ms) => ({ page: 'product page', interaction: 'open the cart panel', ms })),
      ...[210, 190, 230].map((ms) => ({ page: 'partner page', interaction: 'add to cart', ms })),
    ];
    expect(summarise(samples)).toEqual([
      { page: 'product page', interaction: 'add to cart', median: 150, worst: 180, runs: 3, met: true },
      { page: 'partner page', interaction: 'add to cart', median: 210, worst: 230, runs: 3, met: false },
      { page: 'product page', interaction: 'open the cart panel', median: 100, worst: 310, runs: 3, met: false },
    ]);
  });
});
