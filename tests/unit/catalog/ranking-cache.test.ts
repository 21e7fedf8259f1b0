import { describe, expect, it } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';
import { RankedProducts, RankingCache } from '../../../host/catalog/ranking-cache.js';

const ranking = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

describe('RankingCache', () => {
  it('ranks once per key and hands back the same ranking', () => {
    const cache = new RankingCache();
    let ranked = 0;
    const first = cache.get('shea', () => (ranked++, ranking(3)));
    expect(cache.get('shea', () => (ranked++, ranking(3)))).toBe(first);
    expect(ranked).toBe(1);
  });

  it('keeps thousands of searches by default: for rankings of a few hundred products the bound is the positions', () => {
    const cache = new RankingCache();
    for (let i = 0; i < 6000; i++) cache.get(`search ${i}`, () => ranking(300));
    expect(cache.size).toBe(6000);
    let again = 0;
    for (let i = 0; i < 6000; i++) cache.get(`search ${i}`, () => (again++, ranking(300)));
    expect(again).toBe(0);
    for (let i = 6000; i < 8000; i++) cache.get(`search ${i}`, () => ranking(300));
    expect(cache.positionsHeld).toBeLessThanOrEqual(2_000_000);
    expect(cache.size).toBe(Math.floor(2_000_000 / 300));
  });

  it('drops the least recently used rankings past its entry bound', () => {
    const cache = new RankingCache(2, 1000);
    cache.get('a', () => ranking(1));
    cache.get('b', () => ranking(1));
    cache.get('a', () => ranking(1)); // a is now the most recent
    cache.get('c', () => ranking(1));
    expect(cache.size).toBe(2);
    let again = false;
    cache.get('b', () => ((again = true), ranking(1)));
    expect(again).toBe(true);
  });

  it('holds at most maxPositions positions, and never keeps a ranking larger than that', () => {
    const cache = new RankingCache(100, 10);
    cache.get('a', () => ranking(6));
    cache.get('b', () => ranking(6));
    expect(cache.size).toBe(1);
    expect(cache.positionsHeld).toBe(6);
    expect(cache.get('c', () => ranking(11))).toHaveLength(11);
    expect(cache.size).toBe(1);
    let again = false;
    cache.get('c', () => ((again = true), ranking(11)));
    expect(again).toBe(true);
  });
});

describe('RankedProducts', () => {
  it('pages through the products at its positions, as an array of them would', () => {
    const docs = [10, 20, 30, 40].map((ProductNo) => ({ product: { ProductNo } as Product }));
    const ranked = new RankedProducts(docs, Int32Array.from([2, 0, 3]));
    const array = [docs[2].product, docs[0].product, docs[3].product];
    expect(ranked.length).toBe(3);
    for (const [start, end] of [
      [0, 3],
      [1, 2],
      [2, 10],
      [5, 8],
      [0, 0],
    ] as const)
      expect(ranked.slice(start, end)).toEqual(array.slice(start, end));
    expect(ranked.slice()).toEqual(array);
    expect(ranked.slice(1)[0]).toBe(docs[0].product);
  });
});
