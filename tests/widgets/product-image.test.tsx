// Product images: the seed's artwork is shown as WebP with a JPEG fallback at every width, with
// the `sizes` of the place it is shown; any other image stays a plain <img>.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from '../../widgets/ui/shared/ProductImage.js';

const doc = (markup: string) => new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').body;

describe('ProductImage', () => {
  it('offers the WebP and JPEG copies with srcset and sizes for seed artwork', () => {
    const body = doc(renderToStaticMarkup(<ProductImage path="products/12/1-thumb.svg" place="card" alt="" width={300} height={300} loading="lazy" />));
    const source = body.querySelector('picture > source')!;
    const img = body.querySelector('picture > img')!;
    const media = `${location.origin}/media/products/12/1`;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(`${media}-200.webp 200w, ${media}-400.webp 400w, ${media}-600.webp 600w`);
    expect(source.getAttribute('sizes')).toBe('(max-width: 599.98px) 50vw, 300px');
    expect(img.getAttribute('srcset')).toBe(`${media}-200.jpg 200w, ${media}-400.jpg 400w, ${media}-600.jpg 600w`);
    expect(img.getAttribute('src')).toBe(`${media}-400.jpg`);
    expect(img.getAttribute('sizes')).toBe(source.getAttribute('sizes'));
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('uses the detail sizes and the largest fallback on the product page', () => {
    const img = doc(renderToStaticMarkup(<ProductImage path="products/7/2.svg" place="detail" alt="Shea butter" className="main-media" />)).querySelector(
      'img',
    )!;
    expect(img.getAttribute('src')).toMatch(/\/media\/products\/7\/2-600\.jpg$/);
    expect(img.getAttribute('sizes')).toBe('(max-width: 759.98px) 100vw, 600px');
    expect(img.getAttribute('alt')).toBe('Shea butter');
    expect(img.getAttribute('class')).toBe('main-media');
  });

  it('leaves any other image a plain <img>', () => {
    const body = doc(renderToStaticMarkup(<ProductImage path="p/1t.jpg" place="thumb" alt="" />));
    expect(body.querySelector('picture')).toBeNull();
    expect(body.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/media/p/1t.jpg`);
  });
});
