// The product's media in viewer order (docs/screens.md#product-detail): the video first when there is one, then the
// images. With that order the docs/domain.md#cart navigation rules are plain index steps: next from the video is the
// first image, previous from the first image is the video, and neither end wraps around.
import type { Product } from '../../domain/types.js';

export interface MediaItem {
  kind: 'video' | 'image';
  path: string; // relative media path (mediaUrl turns it into a URL)
  thumbnail: string; // relative media path of the thumbnail
}

export function mediaItems(product: Pick<Product, 'VideoFileName' | 'ImageFilePath' | 'ImageFilePathThumbnail' | 'ProductImageList'>): MediaItem[] {
  const items: MediaItem[] = [];
  const poster = product.ImageFilePathThumbnail || product.ImageFilePath;
  if (product.VideoFileName) items.push({ kind: 'video', path: product.VideoFileName, thumbnail: poster });
  const images = product.ProductImageList?.length
    ? product.ProductImageList
    : product.ImageFilePath
      ? [{ ImageFilePath: product.ImageFilePath, ImageFilePathThumbnail: product.ImageFilePathThumbnail }]
      : [];
  const seen = new Set<string>();
  for (const image of images) {
    if (!image.ImageFilePath || seen.has(image.ImageFilePath)) continue;
    seen.add(image.ImageFilePath);
    items.push({ kind: 'image', path: image.ImageFilePath, thumbnail: image.ImageFilePathThumbnail || image.ImageFilePath });
  }
  return items;
}

export function nextMedia(index: number, count: number): number {
  return Math.min(index + 1, Math.max(count - 1, 0));
}

export function previousMedia(index: number): number {
  return Math.max(index - 1, 0);
}
