import { describe, expect, it } from 'vitest';
import { SeenKeys } from '../../../host/catalog/seen-keys.js';

describe('SeenKeys', () => {
  it.each([
    ['a plain key', 'list:{"words":["shea"]}'],
    ['an empty key', ''],
    ['a key beyond Latin-1', 'list:{"words":["crème","🌿"]}'],
  ])('knows %s only from its second time', (_, key) => {
    const seen = new SeenKeys(1024);
    expect(seen.noteAndCheck(key)).toBe(false);
    expect(seen.noteAndCheck(key)).toBe(true);
    expect(seen.noteAndCheck(key)).toBe(true);
  });

  it('remembers nearly every key of a number well under its slots', () => {
    const seen = new SeenKeys(65_536);
    const keys = Array.from({ length: 2000 }, (_, i) => `category:${i % 40}:${i}:20`);
    for (const key of keys) seen.noteAndCheck(key);
    const known = keys.filter((key) => seen.noteAndCheck(key)).length;
    expect(known).toBeGreaterThanOrEqual(1960);
  });

  it('forgets a key once another key takes its slot, and never mistakes one key for another', () => {
    const seen = new SeenKeys(2);
    const keys = Array.from({ length: 40 }, (_, i) => `k${i}`);
    for (const key of keys) seen.noteAndCheck(key);
    // Two slots hold the last key noted in each: of forty keys, at most two are still known.
    const known = keys.filter((key) => seen.noteAndCheck(key));
    expect(known.length).toBeLessThanOrEqual(2);
    const fresh = new SeenKeys(2);
    fresh.noteAndCheck('k0');
    expect(keys.slice(1).filter((key) => fresh.noteAndCheck(key) && key !== 'k0')).toEqual([]);
  });

  it('rounds its slots up to a power of two', () => {
    const seen = new SeenKeys(3);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const key of keys) seen.noteAndCheck(key);
    expect(keys.filter((key) => seen.noteAndCheck(key)).length).toBeLessThanOrEqual(4);
  });
});
