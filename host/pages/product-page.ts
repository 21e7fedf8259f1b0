import type { Product } from '../../widgets/domain/types.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';
import { html } from './html.js';
import type { Page } from './shell.js';
import { IMAGE_SIZES, rasterSrcset, rasterStem } from '../../widgets/domain/raster-media.js';
import { shownPrice } from '../../widgets/domain/pricing.js';

/** The main image's preload: its WebP copies when it has them (as the page's <picture> shows), else the file. */
function mainImagePreload(path: string): Page['preloadImage'] {
  if (!path) return undefined;
  const stem = rasterStem(path);
  return stem ? { srcset: rasterSrcset(stem, 'webp', (p) => `/media/${p}`), sizes: IMAGE_SIZES.detail, type: 'image/webp' } : `/media/${path}`;
}

/** Product detail page. Its share card and structured data (JSON-LD Product) are added by page-seo.ts. */
export function productPage(product: Product, shop: ShopSettings): Page {
  const description = summary(product.ProductDescription) || `${product.ProductName} from ${shop.name}.`;
  const path = `/productdetails/${product.ProductNo}`;
  return {
    title: product.ProductName,
    description: `${description} TT$${shownPrice(product).now.toFixed(2)}.`,
    path,
    ogType: 'product',
    preloadImage: mainImagePreload(product.ImageFilePath),
    body: html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/home">Home</a> / <a href="/csearch/${encodeURIComponent(product.ProductCategoryName)}">${product.ProductCategoryName}</a> / ${product.ProductName}</nav>
<trini-product-detail product-no="${product.ProductNo}"></trini-product-detail>`,
  };
}

function summary(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 155 ? clean.slice(0, 152).replace(/\s+\S*$/, '') + '…' : clean;
}
