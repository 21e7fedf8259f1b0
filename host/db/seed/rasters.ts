// The raster copies of the seed's product artwork (widgets/domain/raster-media.ts): JPEG and WebP at every
// width the pages use, written into the media folder beside the SVGs. Drawing them takes seconds, so each
// image's copies are made once: a manifest in the media folder remembers the SVG content they were drawn
// from, and an optional cache folder shared by several media folders (the tests start many hosts, each with
// a fresh data folder) keeps the encoded files by content.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { RASTER_WIDTHS, rasterFiles, rasterStem } from '../../../widgets/domain/raster-media.js';
import { RASTER_VERSION, drawSvg, encode } from '../../media/rasterise.js';
import { writeWhole } from '../../media/write-whole.js';
import { seedMediaFiles } from './images.js';

const MANIFEST = '.rasters.json';
/** Images drawn at once: resvg and sharp each use libuv's thread pool, so two keep both cores busy. */
const PARALLEL = 2;

export interface RasterResult {
  /** Images whose copies were drawn or taken from the cache by this call. */
  written: number;
  /** Product images with raster copies. */
  total: number;
}

interface Source {
  stem: string;
  svg: string;
  key: string;
}

/** The seed's product images (thumbnails are the same artwork drawn smaller: one set of copies serves both). */
export function rasterSources(): Source[] {
  return seedMediaFiles().flatMap((f) => {
    const stem = rasterStem(f.path);
    if (!stem || f.path.endsWith('-thumb.svg') || typeof f.content !== 'string') return [];
    return [{ stem, svg: f.content, key: createHash('sha256').update(`${RASTER_VERSION}\n${f.content}`).digest('hex').slice(0, 24) }];
  });
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function allExist(paths: string[]): Promise<boolean> {
  return (await Promise.all(paths.map(exists))).every(Boolean);
}

async function drawInto(mediaDir: string, source: Source, cacheDir?: string): Promise<void> {
  const files = rasterFiles(source.stem);
  const cached = (f: (typeof files)[number]) => join(cacheDir!, source.key, `${f.width}.${f.format}`);
  await mkdir(dirname(join(mediaDir, files[0].path)), { recursive: true });
  if (cacheDir && (await allExist(files.map(cached)))) {
    await Promise.all(files.map((f) => copyFile(cached(f), join(mediaDir, f.path))));
    return;
  }
  const pixels = await drawSvg(source.svg, Math.max(...RASTER_WIDTHS));
  const encoded = await Promise.all(files.map(async (f) => ({ f, bytes: await encode(pixels, f.format, f.width) })));
  await Promise.all(encoded.map(({ f, bytes }) => writeFile(join(mediaDir, f.path), bytes)));
  // Written whole: another process filling the same cache never copies half a file.
  if (cacheDir) await Promise.all(encoded.map(({ f, bytes }) => writeWhole(cached(f), bytes)));
}

/** Writes the raster copies that are missing or were drawn from other SVG content (`only`: these stems, for tests). */
export async function ensureRasterMedia(
  mediaDir: string,
  opts: { cacheDir?: string; only?: readonly string[]; onProgress?: (done: number, total: number) => void } = {},
): Promise<RasterResult> {
  const manifestPath = join(mediaDir, MANIFEST);
  const manifest: Record<string, string> = await readFile(manifestPath, 'utf8').then(
    (t) => JSON.parse(t) as Record<string, string>,
    () => ({}),
  );
  const sources = rasterSources().filter((s) => !opts.only || opts.only.includes(s.stem));
  const stale: Source[] = [];
  for (const s of sources) {
    if (manifest[s.stem] !== s.key || !(await allExist(rasterFiles(s.stem).map((f) => join(mediaDir, f.path))))) stale.push(s);
  }
  let next = 0;
  let done = 0;
  if (stale.length) opts.onProgress?.(0, stale.length);
  const worker = async () => {
    while (next < stale.length) {
      const source = stale[next++];
      await drawInto(mediaDir, source, opts.cacheDir);
      manifest[source.stem] = source.key;
      opts.onProgress?.(++done, stale.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (stale.length) {
    await mkdir(mediaDir, { recursive: true });
    await writeFile(manifestPath, JSON.stringify(manifest, null, 1));
  }
  return { written: stale.length, total: sources.length };
}
