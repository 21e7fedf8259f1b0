// The product page's Product (or, with colour/size variants, a ProductGroup with one Product per variant),
// with Google's merchant listing fields: price valid until, condition, shipping from the freight rules,
// the return policy.
import type { Product, ProductSku } from '../../../widgets/domain/types.js';
import type { ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { organizationId } from './site.js';
import { returnPolicy, shippingDetails } from './offer-terms.js';
import { shownPrice } from '../../../widgets/domain/pricing.js';
import { optionPrices } from '../../../widgets/domain/cart.js';

/** Prices may be changed by the shop any day: an offer is promised for this long from the page's date. */
export const PRICE_VALID_DAYS = 30;

export interface ProductLdInput {
  shop: ShopSettings;
  product: Product;
  base: string;
  /** Absolute URLs: the share card first, then the product's photos. */
  images: string[];
  now: Date;
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** EAN-13 -> gtin13, UPC-A -> gtin12; anything else is no GTIN. */
function gtin(barcode: string): Record<string, string> {
  if (/^\d{13}$/.test(barcode)) return { gtin13: barcode };
  if (/^\d{12}$/.test(barcode)) return { gtin12: barcode };
  return {};
}

/** `sku`: a variant's offer, at its own price and stock when it has them. */
function offer(input: ProductLdInput, url: string, sku?: ProductSku) {
  const { product, base, now } = input;
  const soldOut = product.IsSoldOut === 1 || sku?.Stock === 0;
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'TTD',
    price: shownPrice(optionPrices(product, sku)).now.toFixed(2), // what the page shows and one unit costs
    priceValidUntil: isoDay(new Date(now.getTime() + PRICE_VALID_DAYS * DAY_MS)),
    itemCondition: 'https://schema.org/NewCondition',
    availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    seller: { '@id': organizationId(base) },
    shippingDetails: shippingDetails(product, input.shop.delivery),
    hasMerchantReturnPolicy: returnPolicy(base),
  };
}

function ratings(product: Product) {
  if (product.ReviewCount <= 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.Rating, reviewCount: product.ReviewCount, bestRating: 5, worstRating: 1 },
    review: product.ProductReviewList.slice(0, 5).map((r) => ({
      '@type': 'Review',
      name: r.ReviewTitle || undefined,
      reviewBody: r.Comments,
      datePublished: r.ReviewDate,
      author: { '@type': 'Person', name: r.CustomerName },
      reviewRating: { '@type': 'Rating', ratingValue: r.Rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

const variesBy = (skus: readonly ProductSku[]) => [
  ...(skus.some((s) => s.Color) ? ['https://schema.org/color'] : []),
  ...(skus.some((s) => s.Size) ? ['https://schema.org/size'] : []),
];

export function productLd(input: ProductLdInput) {
  const { product, base, images } = input;
  const url = `${base}/productdetails/${product.ProductNo}`;
  const groupId = product.ProductSKUNo || String(product.ProductNo);
  const shared = {
    description: product.ProductDescription,
    image: images,
    brand: { '@type': 'Brand', name: input.shop.name },
    category: product.ProductCategoryName,
  };
  const skus = product.ProductSKUList ?? [];
  if (skus.length < 2) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#product`,
      name: product.ProductName,
      sku: groupId,
      ...gtin(product.Barcode),
      ...shared,
      offers: offer(input, url),
      ...ratings(product),
    };
  }
  // Colour/size variants are chosen on the page itself (no URL of their own): each variant's offer is the page.
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    '@id': `${url}#product`,
    name: product.ProductName,
    url,
    productGroupID: groupId,
    variesBy: variesBy(skus),
    ...shared,
    ...ratings(product),
    hasVariant: skus.map((sku) => ({
      '@type': 'Product',
      name: [product.ProductName, sku.Color, sku.Size].filter(Boolean).join(' – '),
      sku: `${groupId}-${sku.ProductSKUNo}`,
      ...gtin(sku.Barcode),
      ...(sku.Color ? { color: sku.Color } : {}),
      ...(sku.Size ? { size: sku.Size } : {}),
      image: images,
      inProductGroupWithID: groupId,
      offers: offer(input, url, sku),
    })),
  };
}
