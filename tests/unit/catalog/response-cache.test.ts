import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';
import { ResponseCache, etagMatches, toAnswer } from '../../../host/catalog/response-cache.js';
import { forgetJson, productsJson, productsJsonIn } from '../../../host/catalog/products-json.js';
import { SendBuffers } from '../../../host/http/send-buffers.js';

/** Asks for `key` twice, as a request that repeats does: the cache keeps what the second ask makes. */
function askedAgain(cache: ResponseCache, key: string, build: () => unknown, url?: string) {
  cache.answer(key, build, url);
  return cache.answer(key, build, url);
}

describe('ResponseCache', () => {
  it('keeps an answer from the second time its key is asked for, and answers from it after', () => {
    const cache = new ResponseCache();
    let builds = 0;
    const once = cache.answer('k', () => ({ n: ++builds }), '/k');
    expect(JSON.parse(once.body.toString())).toEqual({ n: 1 });
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
    expect(cache.byUrl('/k')).toBeUndefined();
    const kept = cache.answer('k', () => ({ n: ++builds }), '/k');
    expect(cache.size).toBe(1);
    expect(cache.byUrl('/k')).toBe(kept);
    expect(cache.answer('k', () => ({ n: ++builds }))).toBe(kept);
    expect(builds).toBe(2);
    expect(JSON.parse(kept.body.toString())).toEqual({ n: 2 });
  });

  it('keeps a key asked for again after many others asked for once', () => {
    const cache = new ResponseCache();
    cache.answer('repeated', () => 1);
    for (let i = 0; i < 100; i++) cache.answer(`once-${i}`, () => i);
    expect(cache.size).toBe(0);
    const kept = cache.answer('repeated', () => 1);
    expect(cache.answer('repeated', () => 2)).toBe(kept);
  });

  it('drops the least recently used entries past its entry and byte bounds', () => {
    const cache = new ResponseCache(2, 1000);
    askedAgain(cache, 'a', () => 1);
    askedAgain(cache, 'b', () => 2);
    cache.answer('a', () => 1); // a is now the most recent
    askedAgain(cache, 'c', () => 3);
    expect(cache.size).toBe(2);
    let rebuilt = false;
    cache.answer('b', () => ((rebuilt = true), 2));
    expect(rebuilt).toBe(true);

    const small = new ResponseCache(100, 50);
    askedAgain(small, 'x', () => 'x'.repeat(30));
    askedAgain(small, 'y', () => 'y'.repeat(30));
    expect(small.size).toBe(1);
    expect(small.totalBytes).toBeLessThanOrEqual(50);
  });

  it('remembers request URLs as aliases of their key, only while the answer is cached', () => {
    const cache = new ResponseCache(1, 1000);
    expect(cache.byUrl('/a?x=1')).toBeUndefined();
    const a = askedAgain(cache, 'a', () => 'A', '/a?x=1');
    cache.answer('a', () => 'A', '/a?X=1');
    expect(cache.byUrl('/a?x=1')).toBe(a);
    expect(cache.byUrl('/a?X=1')).toBe(a);
    askedAgain(cache, 'b', () => 'B', '/b');
    expect(cache.byUrl('/a?x=1')).toBeUndefined(); // 'a' was evicted: the alias no longer answers
    const fails = () => {
      throw new Error('no');
    };
    expect(() => cache.answer('c', fails, '/c')).toThrow();
    expect(() => cache.answer('c', fails, '/c')).toThrow();
    expect(cache.byUrl('/c')).toBeUndefined();
  });

  it('compresses an encoding only when it is first asked for, and counts its bytes while cached', () => {
    const cache = new ResponseCache(10, 1_000_000);
    const answer = askedAgain(cache, 'big', () => ({ text: 'cream '.repeat(500) }));
    expect(answer.compressible).toBe(true);
    expect(answer.size).toBe(answer.body.length);
    expect(cache.totalBytes).toBe(answer.body.length);
    const br = answer.br!;
    expect(answer.br).toBe(br);
    expect(answer.size).toBe(answer.body.length + br.length);
    expect(cache.totalBytes).toBe(answer.size);
    const gzip = answer.gzip!;
    expect(cache.totalBytes).toBe(answer.body.length + br.length + gzip.length);
    expect(toAnswer({ n: 1 }).compressible).toBe(false);
    expect(toAnswer({ n: 1 }).gzip).toBeUndefined();
  });

  it('drops answers that outgrow the byte bound once compressed', () => {
    let seed = 1;
    const noise = () => Array.from({ length: 1500 }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join('');
    const cache = new ResponseCache(10, 4000);
    const a = askedAgain(cache, 'a', noise);
    const b = askedAgain(cache, 'b', noise);
    expect(cache.size).toBe(2);
    void b.gzip; // incompressible: the copy pushes the total past the bound, so the least recent (a) goes
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(b.size);
    expect(cache.totalBytes).toBeLessThanOrEqual(4000);
    void a.gzip; // a dropped answer compressed later does not count
    expect(cache.totalBytes).toBe(b.size);
    let rebuilt = false;
    cache.answer('a', () => ((rebuilt = true), noise()));
    expect(rebuilt).toBe(true);
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

describe('a product list answer', () => {
  it('is joined at its first send and kept as bytes from its second, counted in the cache then', () => {
    const list = [1, 2].map((ProductNo) => ({ ProductNo, ProductName: 'Crème', ProductDescription: 'Shea butter. '.repeat(40) })) as unknown as Product[];
    const cache = new ResponseCache();
    const answer = askedAgain(cache, 'list', () => productsJson(list));
    const held = cache.totalBytes;
    expect(held).toBeLessThan(answer.bytes); // only the parts: the products' text is the products' own
    const first = answer.body;
    expect(typeof first).toBe('string');
    expect(first).toBe(JSON.stringify(list));
    const second = answer.body;
    expect(Buffer.isBuffer(second)).toBe(true);
    expect(second.toString()).toBe(JSON.stringify(list));
    expect(answer.body).toBe(second);
    expect(cache.totalBytes).toBe(held + answer.bytes);
  });

  it('is written into a lent chunk at every send when its text is ASCII, and keeps no bytes of its own', () => {
    const list = [1, 2].map((ProductNo) => ({ ProductNo, ProductName: 'Shea', ProductDescription: 'Shea butter. '.repeat(40) })) as unknown as Product[];
    const chunks = new SendBuffers([[64 * 1024, 2]]);
    const cache = new ResponseCache();
    const answer = askedAgain(cache, 'list', () => productsJson(list));
    const held = cache.totalBytes;
    for (let i = 0; i < 4; i++) {
      const sent = answer.send(chunks);
      expect(Buffer.isBuffer(sent.body)).toBe(true);
      expect(sent.body.toString()).toBe(JSON.stringify(list));
      expect(chunks.inUse).toBe(1);
      sent.release!();
      expect(chunks.inUse).toBe(0);
    }
    expect(cache.totalBytes).toBe(held);
    expect(answer.size).toBeLessThan(answer.bytes);
  });

  it('is joined as text when no chunk is free, or its text is not ASCII', () => {
    const ascii = [{ ProductNo: 1, ProductName: 'Shea' }] as unknown as Product[];
    const chunks = new SendBuffers([[64 * 1024, 1]]);
    const out = toAnswer(productsJson(ascii)).send(chunks);
    const sent = toAnswer(productsJson(ascii)).send(chunks);
    expect(sent).toEqual({ body: JSON.stringify(ascii) });
    out.release!();
    const accented = [{ ProductNo: 2, ProductName: 'Crème' }] as unknown as Product[];
    expect(toAnswer(productsJson(accented)).send(chunks)).toEqual({ body: JSON.stringify(accented) });
    expect(chunks.inUse).toBe(0);
  });

  it('gives its text to the server rendering without counting a send: it keeps no bytes for it', () => {
    const list = [1, 2].map((ProductNo) => ({ ProductNo, ProductName: 'Shea', ProductDescription: 'Shea butter. '.repeat(40) })) as unknown as Product[];
    const cache = new ResponseCache();
    const answer = askedAgain(cache, 'list', () => productsJson(list));
    const held = cache.totalBytes;
    for (let i = 0; i < 3; i++) expect(answer.text()).toBe(JSON.stringify(list));
    expect(cache.totalBytes).toBe(held);
    expect(typeof answer.body).toBe('string'); // still its first send
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect(answer.text()).toBe(JSON.stringify(list)); // from the bytes kept now
    expect(toAnswer({ a: 'x' }).text()).toBe('{"a":"x"}');
  });

  it('keeps no bytes of its own for clients that take only its compressed copies', () => {
    const list = [1, 2].map((ProductNo) => ({ ProductNo, ProductName: 'Shea', ProductDescription: 'Shea butter. '.repeat(60) })) as unknown as Product[];
    const answer = toAnswer(productsJson(list));
    expect(answer.compressible).toBe(true);
    for (let i = 0; i < 3; i++) {
      expect(gunzipSync(answer.gzip!).toString()).toBe(JSON.stringify(list));
      expect(brotliDecompressSync(answer.br!).toString()).toBe(JSON.stringify(list));
    }
    expect(answer.size).toBeLessThan(answer.bytes);
    expect(typeof answer.body).toBe('string'); // its first send as it is
  });
});

describe('productsJson', () => {
  it('is byte for byte JSON.stringify of the list, and of the list under a name', () => {
    const cards = [
      { ProductNo: 1, ProductName: 'Crème "Brûlée"\n', ProductImageList: [{ ImageFilePath: 'a.webp' }], Rating: 4.5 },
      { ProductNo: 2, ProductName: '', ProductImageList: [], Rating: 0 },
    ] as unknown as Product[];
    for (const list of [cards, [], [cards[1], cards[0], cards[1]]]) {
      expect(productsJson(list).text()).toBe(JSON.stringify(list));
      expect(productsJsonIn('ProductList', list).text()).toBe(JSON.stringify({ ProductList: list }));
      expect(toAnswer(productsJson(list)).body.toString()).toBe(JSON.stringify(list));
      expect(productsJson(list).bytes, 'UTF-8 bytes, accents included').toBe(Buffer.byteLength(JSON.stringify(list)));
      expect(toAnswer(productsJsonIn('ProductList', list)).bytes).toBe(Buffer.byteLength(JSON.stringify({ ProductList: list })));
    }
  });

  it('gives equal lists one ETag, and lists differing in any product, order, length or wrapper different ones', () => {
    const card = (ProductNo: number, ProductName = 'Shea Butter') => ({ ProductNo, ProductName, ProductImageList: [] }) as unknown as Product;
    const [a, b] = [card(1), card(2)];
    const etag = (list: Product[]) => toAnswer(productsJson(list)).etag;
    // New objects with the same content (the next snapshot's) give the same ETag: it follows the bytes.
    expect(etag([a, b])).toBe(etag([card(1), card(2)]));
    const variants = [etag([a, b]), etag([b, a]), etag([a]), etag([a, b, b]), etag([]), etag([a, card(2, 'Shea Butter ')])];
    variants.push(toAnswer(productsJsonIn('ProductList', [a, b])).etag);
    expect(new Set(variants).size).toBe(variants.length);
    for (const tag of variants) expect(tag).toMatch(/^"[\w-]+"$/);
    const long = Array.from({ length: 30 }, (_, i) => card(i + 1));
    expect(etag(long)).not.toBe(etag(long.map((p, i) => (i === 15 ? card(16, 'Shea Butter!') : p))));
    expect(etag(long)).not.toBe(etag([...long.slice(0, 10), long[11], long[10], ...long.slice(12)]));
  });

  it("remembers a product's JSON where no copy, key list or JSON of it sees it, until forgetJson", () => {
    const card = { ProductNo: 7, ProductName: 'Sea Moss Gel', Stock: 5 } as unknown as Product;
    const before = productsJson([card]);
    expect(Object.keys(card)).toEqual(['ProductNo', 'ProductName', 'Stock']);
    expect({ ...card }).toEqual({ ProductNo: 7, ProductName: 'Sea Moss Gel', Stock: 5 });
    expect(Object.getOwnPropertySymbols({ ...card }).length, 'a spread copies no memo').toBe(0);
    expect(JSON.stringify(card)).toBe('{"ProductNo":7,"ProductName":"Sea Moss Gel","Stock":5}');
    card.Stock = 4;
    expect(productsJson([card]).text(), 'remembered until forgotten').toBe(before.text());
    forgetJson(card);
    expect(productsJson([card]).text()).toBe(JSON.stringify([card]));
    expect(productsJson([card]).etag).not.toBe(before.etag);
    expect(Object.keys(card)).toEqual(['ProductNo', 'ProductName', 'Stock']);
  });
});
