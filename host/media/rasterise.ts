// SVG -> JPEG / WebP for the seed's product images and the share cards. resvg draws the SVG
// (a Rust renderer whose native binary ships inside its npm package); sharp (libvips, likewise prebuilt
// in its package) resizes and encodes. Text is drawn with the Inter font from an npm package, never with
// whatever fonts the machine has, so every machine draws the same pixels.
import { createRequire } from 'node:module';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import type { RasterFormat } from '../../widgets/domain/raster-media.js';
import { loadResvg, loadSharp } from './image-libraries.js';

const require = createRequire(import.meta.url);

/** Inter Regular and Bold: the SVGs ask for 'Segoe UI', 'Helvetica Neue', Arial, sans-serif; sans-serif is Inter here. */
export const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

const FONT: NonNullable<ResvgRenderOptions['font']> = {
  fontFiles: FONT_FILES,
  loadSystemFonts: false,
  defaultFontFamily: 'Inter',
  sansSerifFamily: 'Inter',
};

/** Bump when the drawing or the encoding changes, so cached files are made again. */
export const RASTER_VERSION = 2;

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** Draws an SVG at `width` pixels wide (height in proportion), off the main thread. */
export async function drawSvg(svg: string, width: number): Promise<Pixels> {
  const renderAsync = await loadResvg();
  const image = await renderAsync(svg, { font: FONT, fitTo: { mode: 'width', value: width }, background: '#ffffff' });
  return { data: image.pixels, width: image.width, height: image.height };
}

/**
 * Encodes pixels as JPEG or WebP, resized to `width` (in proportion) when given. The product images' copies
 * use the fast settings (WebP effort 2, plain libjpeg: much quicker than the thorough ones for slightly more
 * WebP bytes; the JPEG is only the fallback for browsers without WebP); the share cards, drawn one at a time
 * and fetched by every link preview, use mozjpeg.
 */
export async function encode(pixels: Pixels, format: RasterFormat, width?: number, opts: { thorough?: boolean } = {}): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } }).removeAlpha();
  if (width && width !== pixels.width) image = image.resize({ width, kernel: 'lanczos3' });
  if (format === 'webp') return image.webp({ quality: 80, effort: opts.thorough ? 4 : 2 }).toBuffer();
  return image.jpeg({ quality: 82, progressive: true, mozjpeg: opts.thorough === true }).toBuffer();
}
