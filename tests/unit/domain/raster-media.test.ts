import { describe, expect, it } from 'vitest';
import { RASTER_WIDTHS, rasterFiles, rasterPath, rasterSrcset, rasterStem } from '../../../widgets/domain/raster-media.js';

describe('rasterStem', () => {
  it.each([
    ['products/12/1.svg', 'products/12/1'],
    ['products/12/1-thumb.svg', 'products/12/1'],
    ['/products/7/3.svg', 'products/7/3'],
    ['products/12/1.png', null],
    ['slider/1.svg', null],
    ['https://cdn.example/products/12/1.svg', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (path, stem) => {
    expect(rasterStem(path)).toBe(stem);
  });
});

describe('raster names', () => {
  it('names one JPEG and one WebP per width', () => {
    expect(rasterPath('products/12/1', 400, 'webp')).toBe('products/12/1-400.webp');
    expect(rasterPath('products/12/1', 200, 'jpeg')).toBe('products/12/1-200.jpg');
    expect(rasterFiles('products/12/1').map((f) => f.path)).toEqual(RASTER_WIDTHS.flatMap((w) => [`products/12/1-${w}.webp`, `products/12/1-${w}.jpg`]));
  });

  it('builds srcset with width descriptors through the URL function', () => {
    expect(rasterSrcset('products/12/1', 'jpeg', (p) => `/media/${p}`)).toBe(
      '/media/products/12/1-200.jpg 200w, /media/products/12/1-400.jpg 400w, /media/products/12/1-600.jpg 600w',
    );
  });
});
