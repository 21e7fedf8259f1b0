// Link previews: every page type names a 1200x630 JPEG share card in og:image (with its width,
// height, type and alt) and asks for the large-image Twitter card; the card answers image/jpeg, its header
// bytes say 1200x630, it is drawn once and then read from the media folder, and an old card name (the card
// showed an old price) leads to the current card.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMedia } from '../../../host/db/seed/images.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { jpegSize } from '../../helpers/image-size.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'trini-share-'));
  await ensureMedia(join(dataDir, 'media')); // the SVG artwork the cards draw
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];
const local = (url: string) => url.slice(t.config.publicUrl.length);

describe('share images on every page type', () => {
  for (const url of [
    '/home',
    '/productdetails/12',
    '/productdetails/18',
    '/category',
    '/category/5',
    '/csearch/Hair%20Oil',
    '/search/coconut',
    '/aboutus',
    '/cart',
    '/category/99999',
  ]) {
    it(url, async () => {
      const html = (await get(url)).payload;
      const image = metaOf(html, 'og:image');
      expect(image, 'og:image').toMatch(new RegExp(`^${t.config.publicUrl}/share/(product|category|home)/\\w+-[0-9a-f]{12}\\.jpg$`));
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:height')).toBe('630');
      expect(metaOf(html, 'og:image:type')).toBe('image/jpeg');
      expect(metaOf(html, 'og:image:alt')).toBeTruthy();
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:image')).toBe(image);
    });
  }

  it('product, category and home pages each have their own card', async () => {
    const image = async (url: string) => metaOf((await get(url)).payload, 'og:image')!;
    expect(await image('/productdetails/12')).toContain('/share/product/12-');
    expect(await image('/category/5')).toContain('/share/category/5-');
    expect(await image('/home')).toContain('/share/home/home-');
    expect(await image('/aboutus')).toBe(await image('/home'));
  });
});

describe('the product share card', () => {
  it("is the page's og:image: a 1200x630 JPEG answered as image/jpeg", async () => {
    const image = metaOf((await get('/productdetails/12')).payload, 'og:image')!;
    const res = await get(local(image));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(jpegSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.rawPayload.length).toBeGreaterThan(20_000); // drawn, not blank
  });

  it('is drawn once: the second answer is the file written the first time', async () => {
    const image = local(metaOf((await get('/productdetails/19')).payload, 'og:image')!);
    const [a, b] = await Promise.all([get(image), get(image)]);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    const files = await readdir(join(dataDir, 'media/share/product'));
    expect(files.filter((f) => f.startsWith('19-'))).toHaveLength(1);
    expect(Buffer.compare((await get(image)).rawPayload, a.rawPayload)).toBe(0);
  });

  it('answers 404 for an unknown product or a malformed name', async () => {
    expect((await get('/share/product/99999-0123456789ab.jpg')).statusCode).toBe(404);
    expect((await get('/share/product/12.jpg')).statusCode).toBe(404);
    expect((await get('/share/nothing/12-0123456789ab.jpg')).statusCode).toBe(404);
  });

  it('a stale key is redirected to the current card', async () => {
    const res = await get('/share/product/12-0123456789ab.jpg');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(local(metaOf((await get('/productdetails/12')).payload, 'og:image')!));
  });
});
