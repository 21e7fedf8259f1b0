// Every media file the seed catalogue refers to, generated locally (no external URLs) and deterministically.
// Paths are relative media paths (the database stores them; clients prefix the media base URL).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CATEGORIES, HOME_CATEGORIES } from './categories.js';
import { TESTIMONIALS } from '../../pages/content/testimonials.js';
import { BANNERS, SLIDES, WHY_BUY, avatar, banner, categoryTile, logo, placeholder, slide, whyBuy } from './media/artwork.js';
import { productPhoto } from './media/product-photo.js';
import { productVideo } from './media/video.js';
import { SEED_PRODUCTS } from './products/index.js';

export interface MediaFile {
  path: string;
  content: string | Uint8Array;
}

export const LOGO_PATH = 'logo.svg';
export const PLACEHOLDER_PATH = 'products/placeholder.svg';
/** docs/screens.md#home: banners 11..15 are expo-promotion/16.svg .. 20.svg. */
export const BANNER_IMAGES = BANNERS.map((b) => ({ bannerNo: b.bannerNo, imageFilePath: `expo-promotion/${b.file}.svg`, title: b.title }));
export const SLIDER_IMAGES = SLIDES.map((s, i) => ({ imageFilePath: `slider/${i + 1}.svg`, title: s.title }));
/** One avatar per testimonial of the home carousel, at the path its image field names. */
export const TESTIMONIAL_AVATARS = TESTIMONIALS.map((t) => ({ name: t.name, imageFilePath: t.image.replace(/^\/media\//, '') }));
export const WHY_BUY_IMAGES = WHY_BUY.map((w, i) => ({ imageFilePath: `why/${i + 1}.svg`, title: w.title }));

const THUMB_SIZE = 200;
const IMAGE_SIZE = 600;

let cache: MediaFile[] | undefined;

/** All seed media, in a fixed order; generated once per process (about half a second, mostly the videos). */
export function seedMediaFiles(): MediaFile[] {
  cache ??= generateSeedMedia();
  return cache;
}

/** Generates every seed media file afresh: the same bytes on every call, on every machine. */
export function generateSeedMedia(): MediaFile[] {
  const files: MediaFile[] = [
    { path: LOGO_PATH, content: logo() },
    { path: PLACEHOLDER_PATH, content: placeholder() },
  ];
  for (const p of SEED_PRODUCTS) {
    p.images.forEach((img, i) => {
      files.push({ path: img.imageFilePath, content: productPhoto(p, i + 1, IMAGE_SIZE) });
      files.push({ path: img.imageFilePathThumbnail, content: productPhoto(p, i + 1, THUMB_SIZE) });
    });
    if (p.videoFileName) files.push({ path: p.videoFileName, content: productVideo(p) });
  }
  const tiles = new Map<string, string>();
  for (const c of CATEGORIES) tiles.set(c.imageFilePath, c.name);
  for (const h of HOME_CATEGORIES) tiles.set(h.imageFilePath, h.name);
  for (const [path, name] of tiles) files.push({ path, content: categoryTile(name) });
  BANNERS.forEach((b, i) => files.push({ path: BANNER_IMAGES[i].imageFilePath, content: banner(b) }));
  SLIDES.forEach((s, i) => files.push({ path: SLIDER_IMAGES[i].imageFilePath, content: slide(s) }));
  for (const t of TESTIMONIAL_AVATARS) files.push({ path: t.imageFilePath, content: avatar(t.name) });
  WHY_BUY.forEach((w, i) => files.push({ path: WHY_BUY_IMAGES[i].imageFilePath, content: whyBuy(w) }));
  return files;
}

function sameContent(existing: Buffer, content: string | Uint8Array): boolean {
  return typeof content === 'string' ? existing.toString('utf8') === content : Buffer.compare(existing, Buffer.from(content)) === 0;
}

/**
 * Writes every seed media file into mediaDir that is missing or differs from what the seed generates,
 * so a fresh start has images even when the database already existed. Returns how many were written.
 */
export async function ensureMedia(mediaDir: string): Promise<{ written: number; total: number }> {
  const files = seedMediaFiles();
  const dirs = new Set(files.map((f) => dirname(join(mediaDir, f.path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  let written = 0;
  const batch = 64; // bounded parallelism keeps file descriptors in check
  for (let i = 0; i < files.length; i += batch) {
    await Promise.all(
      files.slice(i, i + batch).map(async (f) => {
        const target = join(mediaDir, f.path);
        const existing = await readFile(target).catch(() => undefined);
        if (existing && sameContent(existing, f.content)) return;
        await writeFile(target, f.content);
        written += 1;
      }),
    );
  }
  return { written, total: files.length };
}
