// Share card files in the media folder: read when drawn already, else drawn once (concurrent requests for
// the same card wait for the one drawing) and written, so each card is drawn once per media folder. With a raster
// cache (RASTER_CACHE_DIR: the tests' and benchmarks' hosts), a card drawn for one media folder is copied into the
// next instead of drawn again.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { drawSvg, encode } from './rasterise.js';
import { writeWhole } from './write-whole.js';
import { loadSharp } from './image-libraries.js';
import { shareCardSvg, CARD_WIDTH } from './share-card-svg.js';
import { cardFile, cardKey, type ShareCardSpec } from './share-cards.js';
import { rasterPath, rasterStem } from '../../widgets/domain/raster-media.js';

/**
 * An artwork as SVG text: the seed's SVG as it is; an uploaded photo (a .jpg) as an SVG holding its 600 px JPEG copy,
 * so the card shows the shop's own photo. '' when it cannot be read.
 */
async function readArtwork(mediaDir: string, path: string): Promise<string> {
  if (path.includes('..')) return '';
  if (path.endsWith('.svg')) return readFile(join(mediaDir, path), 'utf8').catch(() => '');
  const stem = rasterStem(path);
  if (!stem) return '';
  const bytes = await readFile(join(mediaDir, rasterPath(stem, 600, 'jpeg'))).catch(() => undefined);
  if (!bytes) return '';
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return '';
  const { width, height } = meta;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><image href="data:image/jpeg;base64,${bytes.toString('base64')}" width="${width}" height="${height}"/></svg>`;
}

type Gc = (options: { type: 'minor' }) => void;

/**
 * A card's drawing leaves megabytes of pixels in buffers that only a collection frees, and the few objects holding
 * them give V8 no reason for one soon: drawn one after another, cards kept a hundred megabytes resident. Where node
 * runs with --expose-gc (npm run start:prod), a young-generation collection (a millisecond or so) after each card
 * frees them at once.
 */
function releaseDrawingBuffers(): void {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc === 'function') gc({ type: 'minor' });
}

export class ShareCardStore {
  private readonly drawing = new Map<string, Promise<Buffer>>();

  /** `cacheDir`: a folder several media folders share (the raster cache), where drawn cards are kept by content. */
  constructor(
    private readonly mediaDir: string,
    private readonly cacheDir?: string,
  ) {}

  /** The card's JPEG bytes, drawn now if this media folder has no file for it yet. */
  async jpeg(spec: ShareCardSpec): Promise<Buffer> {
    const file = join(this.mediaDir, cardFile(spec));
    const existing = await readFile(file).catch(() => undefined);
    if (existing) return existing;
    let pending = this.drawing.get(file);
    if (!pending) {
      pending = this.draw(spec, file).finally(() => {
        this.drawing.delete(file);
        releaseDrawingBuffers();
      });
      this.drawing.set(file, pending);
    }
    return pending;
  }

  /** Draws every card that has no file yet, one at a time (a background job: requests go first). */
  async warm(specs: readonly ShareCardSpec[]): Promise<number> {
    let drawn = 0;
    for (const spec of specs) {
      const file = join(this.mediaDir, cardFile(spec));
      if (
        await stat(file).then(
          () => true,
          () => false,
        )
      )
        continue;
      await this.jpeg(spec);
      drawn += 1;
    }
    return drawn;
  }

  private async draw(spec: ShareCardSpec, file: string): Promise<Buffer> {
    const artworks = (await Promise.all(spec.artwork.map((path) => readArtwork(this.mediaDir, path)))).filter(Boolean);
    const cached = this.cacheDir && join(this.cacheDir, 'share-cards', `${cacheKey(spec, artworks)}.jpg`);
    const copy = cached ? await readFile(cached).catch(() => undefined) : undefined;
    const jpeg = copy ?? (await encode(await drawSvg(shareCardSvg(spec, artworks), CARD_WIDTH), 'jpeg', undefined, { thorough: true }));
    await writeWhole(file, jpeg);
    if (cached && !copy) await writeWhole(cached, jpeg);
    return jpeg;
  }
}

/** A drawn card's name in the shared cache: what it shows (cardKey) and the artwork it was drawn from. */
function cacheKey(spec: ShareCardSpec, artworks: readonly string[]): string {
  const hash = createHash('sha256').update(cardKey(spec));
  for (const artwork of artworks) hash.update('\0').update(artwork);
  return hash.digest('hex').slice(0, 32);
}
