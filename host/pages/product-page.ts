import type { Product } from '../../widgets/domain/types.js';
import { SHOP_INFO } from '../../widgets/domain/shop-info.js';
import { html } from './html.js';
import type { Page } from './shell.js';

/** Product detail page with the data social networks and search engines read (OpenGraph, JSON-LD Product). */
export function productPage(product: Product, publicUrl: string): Page {
  const image = product.ImageFilePath ? `${publicUrl}/media/${product.ImageFilePath}` : undefined;
  const description = summary(product.ProductDescription) || `${product.ProductName} from ${SHOP_INFO.name}.`;
  const path = `/productdetails/${product.ProductNo}`;
  return {
    title: product.ProductName,
    description: `${description} TT$${product.SalesPrice.toFixed(2)}.`,
    path,
    image,
    ogType: 'product',
    preloadImage: product.ImageFilePath ? `/media/${product.ImageFilePath}` : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.ProductName,
      description: product.ProductDescription,
      sku: product.ProductSKUNo || String(product.ProductNo),
      gtin: product.Barcode || undefined,
      image: image ? [image] : undefined,
      category: product.ProductCategoryName,
      brand: { '@type': 'Brand', name: SHOP_INFO.name },
      offers: {
        '@type': 'Offer',
        url: publicUrl + path,
        priceCurrency: 'TTD',
        price: product.SalesPrice.toFixed(2),
        availability: product.IsSoldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      },
      aggregateRating:
        product.ReviewCount > 0
          ? { '@type': 'AggregateRating', ratingValue: product.Rating, reviewCount: product.ReviewCount }
          : undefined,
    },
    body: html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/home">Home</a> / <a href="/csearch/${encodeURIComponent(product.ProductCategoryName)}">${product.ProductCategoryName}</a> / ${product.ProductName}</nav>
<trini-product-detail product-no="${product.ProductNo}"></trini-product-detail>`,
  };
}

function summary(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 155 ? clean.slice(0, 152).replace(/\s+\S*$/, '') + '…' : clean;
}
