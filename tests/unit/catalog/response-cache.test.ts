import { describe, expect, it } from 'vitest';
import { ResponseCache, etagMatches, toAnswer } from '../../../host/catalog/response-cache.js';

describe('ResponseCache', () => {
  it('builds an answer once per key', () => {
    const cache = new ResponseCache();
    let builds = 0;
    const a = cache.answer('k', () => ({ n: ++builds }));
    const b = cache.answer('k', () => ({ n: ++builds }));
    expect(b).toBe(a);
    expect(builds).toBe(1);
    expect(JSON.parse(a.body.toString())).toEqual({ n: 1 });
  });

  it('drops the least recently used entries past its entry and byte bounds', () => {
    const cache = new ResponseCache(2, 1000);
    cache.answer('a', () => 1);
    cache.answer('b', () => 2);
    cache.answer('a', () => 1); // a is now the most recent
    cache.answer('c', () => 3);
    expect(cache.size).toBe(2);
    let rebuilt = false;
    cache.answer('b', () => ((rebuilt = true), 2));
    expect(rebuilt).toBe(true);

    const small = new ResponseCache(100, 50);
    small.answer('x', () => 'x'.repeat(30));
    small.answer('y', () => 'y'.repeat(30));
    expect(small.size).toBe(1);
    expect(small.totalBytes).toBeLessThanOrEqual(50);
  });

  it('remembers request URLs as aliases of their key, only while the answer is cached', () => {
    const cache = new ResponseCache(1, 1000);
    expect(cache.byUrl('/a?x=1')).toBeUndefined();
    const a = cache.answer('a', () => 'A', '/a?x=1');
    cache.answer('a', () => 'A', '/a?X=1');
    expect(cache.byUrl('/a?x=1')).toBe(a);
    expect(cache.byUrl('/a?X=1')).toBe(a);
    cache.answer('b', () => 'B', '/b');
    expect(cache.byUrl('/a?x=1')).toBeUndefined(); // 'a' was evicted: the alias no longer answers
    expect(() =>
      cache.answer(
        'c',
        () => {
          throw new Error('no');
        },
        '/c',
      ),
    ).toThrow();
    expect(cache.byUrl('/c')).toBeUndefined();
  });

  it('gives equal bodies equal strong ETags', () => {
    expect(toAnswer([1, 2]).etag).toBe(toAnswer([1, 2]).etag);
    expect(toAnswer([1, 2]).etag).not.toBe(toAnswer([2, 1]).etag);
    expect(toAnswer([]).etag).toMatch(/^"[\w-]+"$/);
  });
});

describe('etagMatches', () => {
  const etag = '"abc"';
  it('matches strong, weak, listed and wildcard tags', () => {
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x", "abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abcd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
