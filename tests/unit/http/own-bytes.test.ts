// Kept bytes own their ArrayBuffer: a view of Node's shared slab or of zlib's output chunk would hold the whole of it.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Answer, ResponseCache } from '../../../host/catalog/response-cache.js';
import { ownBytes } from '../../../host/http/own-bytes.js';
import { PageCache } from '../../../host/pages/page-cache.js';

const owns = (bytes: Buffer) => bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;
const text = (n: number) => `{"text":"${'Shea butter é '.repeat(n)}"}`;

describe('ownBytes', () => {
  it('copies a view of a shared slab or a zlib chunk, and keeps a buffer that is its whole ArrayBuffer', () => {
    const pooled = Buffer.from(text(100));
    const compressed = gzipSync(Buffer.from(text(2_000)));
    for (const view of [pooled, compressed]) {
      expect(owns(view)).toBe(false);
      const own = ownBytes(view);
      expect(owns(own)).toBe(true);
      expect(own.equals(view)).toBe(true);
    }
    const whole = Buffer.allocUnsafeSlow(100_000);
    expect(ownBytes(whole)).toBe(whole);
  });

  it('is what the answer cache and the page cache keep, so their counts are what they hold', async () => {
    const answers = new ResponseCache();
    const answer: Answer = answers.answer('k', () => JSON.parse(text(200)) as unknown);
    expect(owns(answer.body as Buffer)).toBe(true);
    expect(owns(answer.gzip!)).toBe(true);
    expect(owns(answer.br!)).toBe(true);
    const pages = new PageCache(1 << 20, () => 0);
    const page = await pages.page('/p', async () => ({ status: 200, html: `<p>${text(50)}</p>` }));
    expect(owns(page.identity)).toBe(true);
    expect(owns(page.encoded('br'))).toBe(true);
    expect(owns(page.encoded('gzip'))).toBe(true);
  });
});
