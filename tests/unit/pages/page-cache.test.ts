// The kept pages (host/pages/page-cache.ts): one render per key and version however many ask at once, dropped when
// the version moves, least recently used out first within the byte budget, each encoding compressed once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type RenderedPage } from '../../../host/pages/page-cache.js';

/** A render that finishes when told, counting how often it was started. */
function slowRender(html: string) {
  let finish!: () => void;
  const started = { count: 0 };
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const render = async (): Promise<RenderedPage> => {
    started.count++;
    await gate;
    return { status: 200, html };
  };
  return { render, started, finish };
}

const page = (size: number, mark = 'x') => `<!doctype html><p>${mark.repeat(size)}</p>`;

describe('PageCache', () => {
  it('renders a cold page once for every request that arrives while it renders', async () => {
    const cache = new PageCache(1 << 20, () => 0);
    const { render, started, finish } = slowRender(page(10));
    const waiting = Array.from({ length: 50 }, () => cache.page('/p/1', render));
    finish();
    const pages = await Promise.all(waiting);
    expect(started.count).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(cache.stats()).toMatchObject({ pages: 1, renders: 1, hits: 49 });
  });

  it('drops every page when the version moves, and keeps no render begun under the old version', async () => {
    let version = 1;
    const cache = new PageCache(1 << 20, () => version);
    await cache.page('/a', async () => ({ status: 200, html: page(10, 'a') }));
    const { render, finish } = slowRender(page(10, 'old'));
    const old = cache.page('/b', render);
    version = 2;
    expect(cache.stats().pages).toBe(0);
    finish();
    expect((await old).identity.toString()).toContain('old');
    expect(cache.stats().pages).toBe(0);
    const fresh = await cache.page('/b', async () => ({ status: 200, html: page(10, 'new') }));
    expect(fresh.identity.toString()).toContain('new');
    expect(cache.stats()).toMatchObject({ pages: 1, renders: 3 });
  });

  it('joins no render of an older version: a request after the move renders anew', async () => {
    let version = 1;
    const cache = new PageCache(1 << 20, () => version);
    const first = slowRender(page(10, 'old'));
    const old = cache.page('/b', first.render);
    version = 2;
    const second = slowRender(page(10, 'new'));
    const fresh = cache.page('/b', second.render);
    first.finish();
    second.finish();
    expect((await old).identity.toString()).toContain('old');
    expect((await fresh).identity.toString()).toContain('new');
    expect((await cache.page('/b', first.render)).identity.toString()).toContain('new');
  });

  it('stays within its byte budget, the least recently used page out first', async () => {
    const cache = new PageCache(10_000, () => 0);
    const render = (mark: string) => async () => ({ status: 200, html: page(3_000, mark) });
    await cache.page('/a', render('a'));
    await cache.page('/b', render('b'));
    await cache.page('/c', render('c'));
    await cache.page('/a', render('a')); // /a is now the most recently used
    await cache.page('/d', render('d'));
    const { pages, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(pages).toBe(3);
    const renders = cache.stats().renders;
    await cache.page('/a', render('a'));
    expect(cache.stats().renders).toBe(renders);
    await cache.page('/b', render('b'));
    expect(cache.stats().renders).toBe(renders + 1);
  });

  it('keeps the first compressed copy in place of the page, and counts every copy in the budget', async () => {
    const cache = new PageCache(7_000, () => 0);
    const random = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 251).toString(36)).join('');
    const a = await cache.page('/a', async () => ({ status: 200, html: random(1_500) }));
    const b = await cache.page('/b', async () => ({ status: 200, html: random(1_500) }));
    const plain = Buffer.from(b.identity);
    const before = cache.stats().bytes;
    const gzip = b.encoded('gzip');
    expect(cache.stats().bytes).toBe(before - plain.length + gzip.length);
    expect(b.identity.equals(plain)).toBe(true);
    const br = b.encoded('br');
    expect(cache.stats().bytes).toBe(before - plain.length + gzip.length + br.length);
    a.encoded('br');
    expect(cache.stats()).toMatchObject({ pages: 2 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(7_000);
  });

  it('shares the render of a page not found, but does not keep it', async () => {
    const cache = new PageCache(1 << 20, () => 0);
    let renders = 0;
    const render = async () => ({ status: 404, html: page(10, String(++renders)) });
    const [a, b] = await Promise.all([cache.page('/nothing', render), cache.page('/nothing', render)]);
    expect(a).toBe(b);
    await cache.page('/nothing', render);
    expect(renders).toBe(2);
    expect(cache.stats().pages).toBe(0);
  });

  it('serves but does not keep a page larger than the whole budget, nor any page with a budget of 0', async () => {
    const small = new PageCache(100, () => 0);
    await small.page('/big', async () => ({ status: 200, html: page(1_000) }));
    expect(small.stats()).toMatchObject({ pages: 0, bytes: 0 });
    const none = new PageCache(0, () => 0);
    const { render, started, finish } = slowRender(page(10));
    const both = [none.page('/p', render), none.page('/p', render)];
    finish();
    await Promise.all(both);
    expect(started.count).toBe(1);
    await none.page('/p', render);
    expect(started.count).toBe(2);
  });

  it('compresses each encoding once, and the copies decode to the page', async () => {
    const cache = new PageCache(1 << 20, () => 0);
    const kept = await cache.page('/p', async () => ({ status: 200, html: page(5_000) }));
    const br = kept.encoded('br');
    expect(kept.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(kept.identity)).toBe(true);
    expect(gunzipSync(kept.encoded('gzip')).equals(kept.identity)).toBe(true);
    expect(kept.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('lets a failed render fail its waiters and tries again on the next request', async () => {
    const cache = new PageCache(1 << 20, () => 0);
    await expect(cache.page('/p', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    const kept = await cache.page('/p', async () => ({ status: 200, html: page(10) }));
    expect(kept.status).toBe(200);
  });
});
