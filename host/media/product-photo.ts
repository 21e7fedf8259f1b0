// Photos the shop uploads for a product (docs/back-office.md#your-catalogue): checked before anything is written,
// then drawn into the same copies as the seed's artwork (widgets/domain/raster-media.ts names them): WebP and JPEG
// at 200, 400 and 600 px, a 200 px thumbnail and a JPEG of at most 1200 px. Turned upright by its EXIF orientation,
// and written without its metadata (a phone's photo carries where it was taken).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Metadata } from 'sharp';
import { rasterFiles } from '../../widgets/domain/raster-media.js';
import { loadSharp } from './image-libraries.js';

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_SIDE = 10_000;
const MASTER_WIDTH = 1200;
const THUMB_WIDTH = 200;

export const PHOTO_MESSAGES = {
  tooLarge: (bytes: number) => `This photo is ${(bytes / 1024 / 1024).toFixed(1)} MB; a photo can be at most 15 MB.`,
  notAPhoto: 'This file is not a photo we can read. Upload a JPEG, PNG or WebP photo.',
  heic: 'HEIC photos cannot be read here. On an iPhone, choose JPEG (Settings > Camera > Formats > Most Compatible) or share the photo as JPEG.',
  tooWide: (width: number, height: number) => `This photo is ${width} x ${height} pixels; a photo can be at most ${MAX_PHOTO_SIDE} pixels on each side.`,
  empty: 'The photo is empty. Choose a photo file.',
} as const;

const READABLE = new Set(['jpeg', 'png', 'webp']);

export type PhotoCheck = { ok: true } | { ok: false; msg: string };

/** Whether the bytes are a photo the shop may upload; the message says what is wrong when not. */
export async function checkPhoto(bytes: Buffer): Promise<PhotoCheck> {
  if (bytes.length === 0) return { ok: false, msg: PHOTO_MESSAGES.empty };
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, msg: PHOTO_MESSAGES.tooLarge(bytes.length) };
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, msg: PHOTO_MESSAGES.notAPhoto };
  }
  if (meta.format === 'heif' && meta.compression === 'hevc') return { ok: false, msg: PHOTO_MESSAGES.heic };
  if (!meta.format || !READABLE.has(meta.format)) return { ok: false, msg: PHOTO_MESSAGES.notAPhoto };
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) return { ok: false, msg: PHOTO_MESSAGES.tooWide(width, height) };
  try {
    // The header can be whole and the pixels not: decode before anything is kept.
    await sharp(bytes).stats();
  } catch {
    return { ok: false, msg: PHOTO_MESSAGES.notAPhoto };
  }
  return { ok: true };
}

/** The photo's files under `stem` ('products/12/7'): stem.jpg, stem-thumb.jpg and the raster copies. */
export async function writePhotoCopies(mediaDir: string, stem: string, bytes: Buffer): Promise<{ image: string; thumbnail: string }> {
  const sharp = await loadSharp();
  const upright = await sharp(bytes).rotate().toBuffer();
  const jpeg = (width: number) =>
    sharp(upright).resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true });
  const files: Array<{ path: string; data: Promise<Buffer> }> = [
    { path: `${stem}.jpg`, data: jpeg(MASTER_WIDTH).toBuffer() },
    { path: `${stem}-thumb.jpg`, data: jpeg(THUMB_WIDTH).toBuffer() },
    ...rasterFiles(stem).map((f) => ({
      path: f.path,
      data: f.format === 'webp' ? sharp(upright).resize({ width: f.width }).webp({ quality: 80, effort: 2 }).toBuffer() : jpeg(f.width).toBuffer(),
    })),
  ];
  await mkdir(dirname(join(mediaDir, stem)), { recursive: true });
  for (const f of files) await writeFile(join(mediaDir, f.path), await f.data);
  return { image: `${stem}.jpg`, thumbnail: `${stem}-thumb.jpg` };
}
