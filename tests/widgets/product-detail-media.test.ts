// @vitest-environment happy-dom
// <trini-product-detail> media viewer (docs/screens.md#product-detail): video first, then images; arrows and thumbnails.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { product, shadow } from './mount.js';
import { $, $$, click, installFakeStore, loadWidgetsSameOrigin, mountDetail, resetPage } from './product-detail-fake.js';
import { mediaItems, nextMedia, previousMedia } from '../../widgets/ui/product-detail/media.js';

const images = [
  { ImageFilePath: 'p/a.jpg', ImageFilePathThumbnail: 'p/a-t.jpg' },
  { ImageFilePath: 'p/b.jpg', ImageFilePathThumbnail: 'p/b-t.jpg' },
  { ImageFilePath: 'p/c.jpg', ImageFilePathThumbnail: 'p/c-t.jpg' },
];
const withVideo = product({
  ProductNo: 1,
  ProductName: 'Shea Butter',
  VideoFileName: 'v/shea.mp4',
  ImageFilePath: 'p/a.jpg',
  ImageFilePathThumbnail: 'p/a-t.jpg',
  ProductImageList: images,
});
const imagesOnly = product({ ProductNo: 2, ProductName: 'Rose Toner', ImageFilePath: 'p/a.jpg', ProductImageList: images });
const single = product({ ProductNo: 3, ImageFilePath: 'p/only.jpg', ImageFilePathThumbnail: 'p/only-t.jpg', ProductImageList: [] });

beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  await resetPage();
  installFakeStore([withVideo, imagesOnly, single]);
});
afterEach(() => vi.unstubAllGlobals());

const media = (el: Element) => shadow(el).querySelector<HTMLImageElement | HTMLVideoElement>('.main-media')!;
const shown = (el: Element) => {
  const m = media(el);
  return m.tagName === 'VIDEO' ? 'video' : m.getAttribute('src')!.replace(`${location.origin}/media/`, '');
};

describe('media order (pure)', () => {
  it('puts the video first, then the images; falls back to the main image', () => {
    expect(mediaItems(withVideo).map((m) => `${m.kind}:${m.path}`)).toEqual(['video:v/shea.mp4', 'image:p/a.jpg', 'image:p/b.jpg', 'image:p/c.jpg']);
    expect(mediaItems(single).map((m) => m.path)).toEqual(['p/only.jpg']);
    expect(nextMedia(0, 4)).toBe(1);
    expect(nextMedia(3, 4)).toBe(3);
    expect(previousMedia(1)).toBe(0);
    expect(previousMedia(0)).toBe(0);
  });
});

describe('<trini-product-detail> media viewer', () => {
  it('shows the video first, with the unsupported text, via the media base', async () => {
    const el = await mountDetail(1);
    const video = media(el) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.querySelector('source')!.getAttribute('src')).toBe(`${location.origin}/media/v/shea.mp4`);
    expect(video.querySelector('source')!.getAttribute('type')).toBe('video/mp4');
    expect(video.textContent).toBe('Your browser does not support the video tag.');
    expect($$(el, '.thumb').map((t) => t.dataset.kind)).toEqual(['video', 'image', 'image', 'image']);
  });

  it('next goes from the video to the first image and through the images; previous back to the video', async () => {
    const el = await mountDetail(1);
    const prev = () => $(el, '.arrow.prev') as HTMLButtonElement;
    const next = () => $(el, '.arrow.next') as HTMLButtonElement;
    expect(prev().disabled).toBe(true);
    await click(next());
    expect(shown(el)).toBe('p/a.jpg');
    await click(next());
    expect(shown(el)).toBe('p/b.jpg');
    await click(next());
    expect(shown(el)).toBe('p/c.jpg');
    expect(next().disabled).toBe(true);
    await click(prev());
    await click(prev());
    expect(shown(el)).toBe('p/a.jpg');
    await click(prev()); // previous from the first image: the video
    expect(shown(el)).toBe('video');
  });

  it('without a video starts on the first image and previous stops there', async () => {
    const el = await mountDetail(2);
    expect(shown(el)).toBe('p/a.jpg');
    expect(($(el, '.arrow.prev') as HTMLButtonElement).disabled).toBe(true);
    await click($(el, '.arrow.next'));
    expect(shown(el)).toBe('p/b.jpg');
    expect(media(el).getAttribute('alt')).toBe('Rose Toner');
  });

  it('clicking a thumbnail selects it', async () => {
    const el = await mountDetail(1);
    const thumbs = $$(el, '.thumb');
    await click(thumbs[3]);
    expect(shown(el)).toBe('p/c.jpg');
    expect($$(el, '.thumb')[3].getAttribute('aria-current')).toBe('true');
    expect($$(el, '.thumb')[3].getAttribute('aria-label')).toBe('Image 3 of 3');
    await click($$(el, '.thumb')[0]);
    expect(shown(el)).toBe('video');
  });

  it('a single image needs no thumbnails or arrows', async () => {
    const el = await mountDetail(3);
    expect(shown(el)).toBe('p/only.jpg');
    expect(shadow(el).querySelector('.thumbs')).toBeNull();
    expect(shadow(el).querySelector('.arrow')).toBeNull();
  });
});
