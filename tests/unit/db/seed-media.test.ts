import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, HOME_CATEGORIES } from '../../../host/db/seed/categories.js';
import { BANNER_IMAGES, ensureMedia, generateSeedMedia, seedMediaFiles, type MediaFile } from '../../../host/db/seed/images.js';
import { SEED_PRODUCTS } from '../../../host/db/seed/products/index.js';

/** A strict little well-formedness check: balanced tags, quoted attributes, escaped text. */
function wellFormed(xml: string): string | undefined {
  const stack: string[] = [];
  const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/;
  const text = /^(?:[^<>&]|&(?:amp|lt|gt|quot|#39|#\d+);)*$/;
  let last = 0;
  for (const m of xml.matchAll(/<[^>]*>/g)) {
    const between = xml.slice(last, m.index);
    if (!text.test(between)) return `bad text: ${between.slice(0, 40)}`;
    last = m.index + m[0].length;
    const t = tag.exec(m[0]);
    if (!t) return `bad tag: ${m[0].slice(0, 60)}`;
    const [, closing, name, attrs, selfClosing] = t;
    if (/&(?!(?:amp|lt|gt|quot|#39|#\d+);)/.test(attrs)) return `unescaped & in ${name}`;
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}>`;
    } else if (!selfClosing) stack.push(name);
  }
  if (xml.slice(last).trim() !== '') return 'text after the root element';
  return stack.length ? `unclosed <${stack.join('> <')}>` : undefined;
}

const svgs = () => seedMediaFiles().filter((f): f is MediaFile & { content: string } => f.path.endsWith('.svg'));

describe('seed media', () => {
  it('has every file the catalogue refers to, with relative paths', { timeout: 30_000 }, () => {
    const paths = new Set(seedMediaFiles().map((f) => f.path));
    expect(paths.size).toBe(seedMediaFiles().length);
    const referenced = [
      ...SEED_PRODUCTS.flatMap((p) => [...p.images.flatMap((i) => [i.imageFilePath, i.imageFilePathThumbnail]), ...(p.videoFileName ? [p.videoFileName] : [])]),
      ...CATEGORIES.map((c) => c.imageFilePath),
      ...HOME_CATEGORIES.map((c) => c.imageFilePath),
      ...[16, 17, 18, 19, 20].map((n) => `expo-promotion/${n}.svg`),
      'logo.svg',
    ];
    for (const path of referenced) expect(paths.has(path), path).toBe(true);
    for (const path of paths) expect(path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|mp4)$/);
    expect(BANNER_IMAGES.map((b) => [b.bannerNo, b.imageFilePath])).toEqual([11, 12, 13, 14, 15].map((n) => [n, `expo-promotion/${n + 5}.svg`]));
  });

  it('writes well-formed, self-contained SVG', () => {
    for (const f of svgs()) {
      expect(f.content.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="'), f.path).toBe(true);
      expect(wellFormed(f.content), f.path).toBeUndefined();
      // No external references: no links, no images, no URLs except the SVG namespace.
      expect(f.content.replace('http://www.w3.org/2000/svg', ''), f.path).not.toMatch(/https?:|href|<image|<script/);
    }
  });

  it('draws the banners at 1265 x 310 and thumbnails smaller than images', () => {
    const byPath = new Map(svgs().map((f) => [f.path, f.content]));
    for (const b of BANNER_IMAGES) expect(byPath.get(b.imageFilePath)).toContain('width="1265" height="310"');
    expect(byPath.get('products/12/1.svg')).toContain('width="600" height="600"');
    expect(byPath.get('products/12/1-thumb.svg')).toContain('width="200" height="200"');
    expect(byPath.get('products/12/1.svg')).toContain('Rosehip &amp; Sea Buckthorn');
  });

  // Two whole media generations: about 2.3 s alone, over 5 s on a loaded 2-core machine (it timed out at
  // vitest's default there), so the limit is sized for that machine.
  it('is deterministic', { timeout: 30_000 }, () => {
    const a = generateSeedMedia();
    const b = generateSeedMedia();
    expect(b.map((f) => f.path)).toEqual(a.map((f) => f.path));
    b.forEach((f, i) => expect(Buffer.from(f.content).equals(Buffer.from(a[i].content)), f.path).toBe(true));
  });

  it('writes product videos as MP4 (H.264) files', () => {
    const videos = seedMediaFiles().filter((f) => f.path.endsWith('.mp4'));
    expect(videos.length).toBe(SEED_PRODUCTS.filter((p) => p.videoFileName).length);
    for (const v of videos) {
      const bytes = Buffer.from(v.content);
      expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypisom');
      for (const box of ['moov', 'avcC', 'stsz', 'mdat']) expect(bytes.includes(box), box).toBe(true);
      expect(bytes.length).toBeLessThan(300_000);
    }
  });
});

describe('ensureMedia', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'trini-media-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every file once, then only missing or changed ones', { timeout: 30_000 }, async () => {
    const total = seedMediaFiles().length;
    expect(await ensureMedia(dir)).toEqual({ written: total, total });
    expect(await ensureMedia(dir)).toEqual({ written: 0, total });
    await unlink(join(dir, 'products/12/2.svg'));
    await writeFile(join(dir, 'expo-promotion/16.svg'), 'stale');
    expect(await ensureMedia(dir)).toEqual({ written: 2, total });
    expect(await readFile(join(dir, 'expo-promotion/16.svg'), 'utf8')).toContain('<svg');
  });
});
