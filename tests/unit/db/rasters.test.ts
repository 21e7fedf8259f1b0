// The seed's raster copies of the product artwork: JPEG and WebP at each width the pages use,
// drawn once per media folder (manifest), taken from a shared cache folder when it has them.
import { mkdtemp, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRasterMedia, rasterSources } from '../../../host/db/seed/rasters.js';
import { SEED_PRODUCTS } from '../../../host/db/seed/products/index.js';
import { RASTER_WIDTHS, rasterFiles } from '../../../widgets/domain/raster-media.js';
import { jpegSize, webpSize } from '../../helpers/image-size.js';

const ONLY = ['products/12/1', 'products/18/2'];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trini-rasters-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('raster sources', () => {
  it('are every product image of the seed, thumbnails sharing their image copies', () => {
    const stems = rasterSources().map((s) => s.stem);
    expect(stems).toEqual(SEED_PRODUCTS.flatMap((p) => p.images.map((i) => i.imageFilePath.replace(/\.svg$/, ''))));
  });
});

describe('ensureRasterMedia', () => {
  it('writes a JPEG and a WebP at every width, square like the artwork', { timeout: 60_000 }, async () => {
    const media = join(dir, 'a');
    expect(await ensureRasterMedia(media, { only: ONLY })).toEqual({ written: 2, total: 2 });
    for (const stem of ONLY) {
      for (const f of rasterFiles(stem)) {
        const bytes = await readFile(join(media, f.path));
        const size = f.format === 'jpeg' ? jpegSize(bytes) : webpSize(bytes);
        expect(size, f.path).toEqual({ width: f.width, height: f.width });
        expect(bytes.length, f.path).toBeGreaterThan(500); // drawn, not blank
      }
    }
    expect(RASTER_WIDTHS).toEqual([200, 400, 600]);
  });

  it('draws nothing the second time, and again only what went missing', { timeout: 60_000 }, async () => {
    const media = join(dir, 'a');
    expect(await ensureRasterMedia(media, { only: ONLY })).toEqual({ written: 0, total: 2 });
    await unlink(join(media, 'products/18/2-400.webp'));
    expect(await ensureRasterMedia(media, { only: ONLY })).toEqual({ written: 1, total: 2 });
  });

  it('fills a new media folder from the shared cache with the same bytes', { timeout: 60_000 }, async () => {
    const cacheDir = join(dir, 'cache');
    const first = join(dir, 'b');
    const second = join(dir, 'c');
    await ensureRasterMedia(first, { only: ONLY, cacheDir });
    const started = Date.now();
    expect(await ensureRasterMedia(second, { only: ONLY, cacheDir })).toEqual({ written: 2, total: 2 });
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const f of rasterFiles('products/12/1')) {
      expect(Buffer.compare(await readFile(join(first, f.path)), await readFile(join(second, f.path))), f.path).toBe(0);
    }
  });
});
