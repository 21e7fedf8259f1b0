// A product image: the seed's JPEG and WebP copies at every width with srcset/sizes (widgets/domain/raster-media.ts),
// or the plain file when the image has no raster copies (an image added by hand, an absolute URL).
import type { SyntheticEvent } from 'react';
import { IMAGE_SIZES, rasterPath, rasterSrcset, rasterStem, type RasterWidth } from '../../domain/raster-media.js';
import { mediaUrl } from '../../runtime/links.js';

export interface ProductImageProps {
  path: string;
  alt: string;
  /** Where it is shown: picks `sizes` and the fallback width. */
  place: keyof typeof IMAGE_SIZES;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  decoding?: 'async' | 'auto' | 'sync';
  onError?: (e: SyntheticEvent<HTMLImageElement>) => void;
}

const FALLBACK_WIDTH: Record<keyof typeof IMAGE_SIZES, RasterWidth> = { card: 400, detail: 600, thumb: 200 };

export function ProductImage({ path, alt, place, className, width, height, loading, decoding, onError }: ProductImageProps) {
  const stem = rasterStem(path);
  const common = { alt, className, width, height, loading, decoding, onError };
  if (!stem) return <img src={mediaUrl(path)} {...common} />;
  const sizes = IMAGE_SIZES[place];
  return (
    <picture>
      <source type="image/webp" srcSet={rasterSrcset(stem, 'webp', mediaUrl)} sizes={sizes} />
      <img src={mediaUrl(rasterPath(stem, FALLBACK_WIDTH[place], 'jpeg'))} srcSet={rasterSrcset(stem, 'jpeg', mediaUrl)} sizes={sizes} {...common} />
    </picture>
  );
}
