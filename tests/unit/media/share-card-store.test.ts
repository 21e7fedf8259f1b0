// The share card store frees a drawing's pixel buffers at once where node exposes its collector (npm run start:prod),
// and with a shared raster cache draws each card once for every media folder.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareCardStore } from '../../../host/media/share-card-store.js';
import { cardFile, productCardSpec } from '../../../host/media/share-cards.js';
import type { Product } from '../../../widgets/domain/types.js';

const spec = productCardSpec({ ProductNo: 7, ProductName: 'Sea Moss Soap', SalesPrice: 35, StyleName: '100 g', ImageFilePath: '' } as Product, 'Trini');
const withGc = globalThis as { gc?: unknown };

afterEach(() => {
  delete withGc.gc;
});

describe('drawing a share card', () => {
  it('asks for a young-generation collection once the card is drawn, and not when it is read from its file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'trini-cards-'));
    try {
      const gc = vi.fn();
      withGc.gc = gc;
      const store = new ShareCardStore(dir);
      const drawn = await store.jpeg(spec);
      expect(gc.mock.calls).toEqual([[{ type: 'minor' }]]);
      expect(Buffer.compare(await store.jpeg(spec), drawn)).toBe(0);
      expect(gc).toHaveBeenCalledTimes(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('share cards with a shared cache', () => {
  it('copies a card another media folder drew, and draws again when its artwork differs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'trini-cards-'));
    try {
      const cache = join(dir, 'cache');
      const first = await new ShareCardStore(join(dir, 'a'), cache).jpeg(spec);
      const [kept] = await readdir(join(cache, 'share-cards'));
      expect(Buffer.compare(await readFile(join(cache, 'share-cards', kept)), first)).toBe(0);
      // What the cache holds is what the next folder gets: these bytes were never drawn.
      const marked = Buffer.concat([first, Buffer.from('from the cache')]);
      await writeFile(join(cache, 'share-cards', kept), marked);
      expect(Buffer.compare(await new ShareCardStore(join(dir, 'b'), cache).jpeg(spec), marked)).toBe(0);
      expect(Buffer.compare(await readFile(join(dir, 'b', cardFile(spec))), marked)).toBe(0);

      // The same card drawn over other artwork (an SVG of the same path with other content) is not the cached one.
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#%"/></svg>';
      const withArt = productCardSpec(
        { ...spec, ProductNo: 8, ProductName: 'Sorrel', SalesPrice: 20, StyleName: '', ImageFilePath: 'art.svg' } as unknown as Product,
        'Trini',
      );
      for (const [folder, colour] of [
        ['c', '0a0'],
        ['d', 'a00'],
      ]) {
        await mkdir(join(dir, folder), { recursive: true });
        await writeFile(join(dir, folder, 'art.svg'), svg.replace('%', colour));
        await new ShareCardStore(join(dir, folder), cache).jpeg(withArt);
      }
      expect(await readdir(join(cache, 'share-cards'))).toHaveLength(3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
