// The main image and its thumbnails (docs/screens.md#place-order): clicking a thumbnail shows that image large.
import { useState } from 'react';
import type { Product } from '../../domain/types.js';
import { ProductImage } from '../shared/ProductImage.js';

interface Picture {
  full: string;
  thumb: string;
}

export function picturesOf(p: Product): Picture[] {
  const all: Picture[] = [
    { full: p.ImageFilePath, thumb: p.ImageFilePathThumbnail || p.ImageFilePath },
    ...(p.ProductImageList ?? []).map((i) => ({ full: i.ImageFilePath, thumb: i.ImageFilePathThumbnail || i.ImageFilePath })),
  ];
  const seen = new Set<string>();
  return all.filter((i) => i.full && !seen.has(i.full) && !!seen.add(i.full));
}

export function ProductGallery({ product }: { product: Product }) {
  const pictures = picturesOf(product);
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <div className="gallery" part="gallery">
      <div className="main-image" part="main-image">
        {current ? (
          <ProductImage path={current.full} place="detail" alt={product.ProductName} width={600} height={600} />
        ) : (
          <span className="no-image">No image available</span>
        )}
      </div>
      {pictures.length > 1 && (
        <ul className="thumbs" part="thumbnails" aria-label="Product images">
          {pictures.map((pic, i) => (
            <li key={pic.full}>
              <button
                type="button"
                className={i === index ? 'thumb on' : 'thumb'}
                aria-label={`Show image ${i + 1} of ${pictures.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage path={pic.thumb} place="thumb" alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
