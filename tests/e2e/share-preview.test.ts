// The share preview on /demo, in Chromium against the real host: for any product picked, the
// preview shows the title, description and image the product page's own tags give (read here from the
// page's HTML, as a crawler would), and the image is the 1200x630 JPEG share card.
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openPage, withShop, type RunningHost } from '../helpers/e2e.js';
import type { Browser } from 'playwright-core';
import { jpegSize } from '../helpers/image-size.js';

let host: RunningHost;
let browser: Browser;
withShop((h, b) => {
  host = h;
  browser = b;
});

const WAIT = 20_000;

/** og:* and twitter:* tags straight from the product page's HTML. */
async function tagsOf(productNo: number) {
  const html = await (await fetch(`${host.url}/productdetails/${productNo}`)).text();
  const read = (key: string) => {
    const raw = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? '';
    return raw
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  };
  return { title: read('og:title'), description: read('og:description'), image: read('og:image'), url: read('og:url') };
}

describe('share preview on /demo', () => {
  it('shows, for any product picked, the card built from that page’s own tags', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1280, height: 1100 });
    try {
      await page.goto(`${host.url}/demo`);
      const picker = page.locator('#share-product');
      await expect.poll(() => picker.isEnabled(), { timeout: WAIT }).toBe(true);
      const options = await picker.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
      const [{ count }] = await host.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
      expect(options).toHaveLength(count);

      for (const productNo of [18, 48, 7]) {
        await picker.selectOption(String(productNo));
        const preview = page.locator('#share-preview');
        await expect.poll(() => preview.getAttribute('data-product-no'), { timeout: WAIT }).toBe(String(productNo));
        const tags = await tagsOf(productNo);
        expect(tags.image).toMatch(/\/share\/product\/\d+-[0-9a-f]{12}\.jpg$/);
        expect(await preview.locator('.share-card__title').textContent()).toBe(tags.title);
        expect(await preview.locator('.share-card__description').textContent()).toBe(tags.description);
        expect(await preview.locator('.share-card__site').textContent()).toBe(new URL(tags.url).host.toUpperCase());
        const img = preview.locator('img.share-card__image');
        expect(await img.getAttribute('src')).toBe(tags.image);
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? [i.naturalWidth, i.naturalHeight] : null)), { timeout: WAIT })
          .toEqual([1200, 630]);
      }

      // The image behind the preview: a JPEG by its type and by its own header bytes.
      const tags = await tagsOf(7);
      const res = await fetch(tags.image);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(jpegSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

      // A product typed by number works too.
      await page.locator('#share-product-no').fill('12');
      await page.locator('#share-product-no').press('Enter');
      await page.locator('#share-product-no').blur();
      await expect.poll(() => page.locator('#share-preview').getAttribute('data-product-no'), { timeout: WAIT }).toBe('12');
      expect(await page.locator('#share-preview .share-card__title').textContent()).toBe((await tagsOf(12)).title);
      const typed = page.locator('#share-preview img.share-card__image');
      await expect.poll(() => typed.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)), { timeout: WAIT }).toBe(1200);

      await mkdir('screenshots', { recursive: true });
      await page.locator('.demo-share').screenshot({ path: 'screenshots/share-preview.png' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
