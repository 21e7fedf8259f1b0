// Raster copies of the seed's SVG product artwork. Social networks show no preview for SVG, and a
// JPEG or WebP at the size a page shows weighs far less on a phone than the SVG scene. The seed writes them
// beside the SVG: products/12/1.svg -> products/12/1-200.webp, products/12/1-200.jpg, ... -600.jpg.
// Pure: the widgets (srcset), the host's pages (preload, JSON-LD) and the seed all name the files here.

/** Widths written for every product image: the card and thumbnail (200), a card at 2x (400), the detail view (600). */
export const RASTER_WIDTHS = [200, 400, 600] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];
export type RasterFormat = 'webp' | 'jpeg';

const EXTENSION: Record<RasterFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/** A product image or its thumbnail: the seed's products/{ProductNo}/{n}.svg or {n}-thumb.svg, an uploaded photo's .jpg. */
const ARTWORK = /^\/?(products\/\d+\/\d+)(?:-thumb)?\.(?:svg|jpg)$/;

/** The common stem of an image's raster copies ('products/12/1'), or null when it has none. */
export function rasterStem(path: string | null | undefined): string | null {
  const m = path ? ARTWORK.exec(path) : null;
  return m ? m[1] : null;
}

export function rasterPath(stem: string, width: RasterWidth, format: RasterFormat): string {
  return `${stem}-${width}.${EXTENSION[format]}`;
}

/** 'a-200.webp 200w, a-400.webp 400w, a-600.webp 600w', each path passed through toUrl (e.g. mediaUrl). */
export function rasterSrcset(stem: string, format: RasterFormat, toUrl: (path: string) => string = (p) => p): string {
  return RASTER_WIDTHS.map((w) => `${toUrl(rasterPath(stem, w, format))} ${w}w`).join(', ');
}

/** Every raster file of one stem, for the seed and its tests. */
export function rasterFiles(stem: string): Array<{ path: string; width: RasterWidth; format: RasterFormat }> {
  return RASTER_WIDTHS.flatMap((width) => (['webp', 'jpeg'] as const).map((format) => ({ path: rasterPath(stem, width, format), width, format })));
}

/** The `sizes` of each place a product image is shown (CSS pixels it takes at each layout). */
export const IMAGE_SIZES = {
  /** Product cards: two columns on phones, up to 300px wide elsewhere. */
  card: '(max-width: 599.98px) 50vw, 300px',
  /** The product page's main image: the full width on phones, at most 600px. */
  detail: '(max-width: 759.98px) 100vw, 600px',
  /** Thumbnails and cart lines. */
  thumb: '100px',
} as const;
