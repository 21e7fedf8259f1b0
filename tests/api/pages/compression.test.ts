// Bytes: pages, the page stylesheet and the widget bundle go out compressed to clients that accept
// it (brotli first, then gzip), with Vary: Accept-Encoding; the bundle's copies are the ones the build wrote
// (no per-request compression); hashed chunks are immutable; product and home pages preload their LCP image.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGETS_DIR } from '../../../host/http/static.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('pages', () => {
  it('sends a page brotli-compressed when accepted, and the bytes decompress to the page', async () => {
    const plain = await get('/productdetails/18');
    const br = await get('/productdetails/18', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(text).toContain('<!doctype html>');
    expect(text).toContain('<trini-product-detail product-no="18"');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('falls back to gzip, and to identity when br and gzip are refused with q=0', async () => {
    const gz = await get('/home', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('<trini-product-grid');
    const refused = await get('/home', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.payload).toContain('<trini-product-grid');
  });

  it('compresses the not-found page too, keeping its status', async () => {
    const res = await get('/no/such/page', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('preloads the LCP image with high priority on the product and home pages', async () => {
    const product = (await get('/productdetails/18')).payload;
    const image = /<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="[^"]+" type="image\/webp" fetchpriority="high">/.exec(product);
    expect(image).not.toBeNull();
    const api = JSON.parse((await get('/api/Product/loadproduct?ProductNo=18')).payload) as { ImageFilePath: string };
    const stem = `/media/${api.ImageFilePath.replace(/\.svg$/, '')}`;
    expect(image![1]).toBe(`${stem}-200.webp 200w, ${stem}-400.webp 400w, ${stem}-600.webp 600w`);
    expect((await get('/home')).payload).toMatch(/<link rel="preload" as="image" href="\/media\/slider\/1\.svg" fetchpriority="high">/);
  });
});

describe('page stylesheet', () => {
  it('is compressed once at start-up and sent by encoding', async () => {
    const plain = await get('/assets/site.css');
    const br = await get('/assets/site.css', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});

describe('widget bundle', () => {
  const built = existsSync(join(WIDGETS_DIR, 'trini-widgets.js'));
  const runtime = built ? readdirSync(WIDGETS_DIR).find((f) => /^runtime-.*\.js$/.test(f)) : undefined;

  it('has been built with .br and .gz copies beside every chunk', () => {
    expect(built, 'run `npx rollup -c` first').toBe(true);
    const js = readdirSync(WIDGETS_DIR).filter((f) => f.endsWith('.js'));
    for (const f of js) {
      expect(existsSync(join(WIDGETS_DIR, f + '.br')), f).toBe(true);
      expect(existsSync(join(WIDGETS_DIR, f + '.gz')), f).toBe(true);
    }
  });

  it('serves the build-time brotli copy of the runtime chunk, immutable, as JavaScript', async () => {
    const res = await get(`/widgets/${runtime}`, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(join(WIDGETS_DIR, `${runtime}.br`)))).toBe(true);
  });

  it('serves gzip to a gzip-only client and identity to one that accepts neither', async () => {
    const gz = await get(`/widgets/${runtime}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(readFileSync(join(WIDGETS_DIR, runtime!)))).toBe(true);
    const plain = await get('/widgets/trini-widgets.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
  });
});
