// <trini-product-detail product-no>: the product detail page of docs/screens.md#product-detail. Loads the product (reloaded
// when product-no changes), shows a loader meanwhile, a 'Product not found' state for an unknown
// product and a retry note when the store cannot be reached, so the widget is never blank.
import { memo, useEffect, useMemo, useState } from 'react';
import type { Product, ProductReview, ProductSku } from '../../domain/types.js';
import { links } from '../../runtime/links.js';
import { useProduct } from './useProduct.js';
import { preloadedShopSettings } from '../../api/shop-settings.js';
import { markSocialAdVisit } from './social-ad.js';
import { mediaItems } from './media.js';
import { MediaViewer } from './MediaViewer.js';
import { PriceBlock } from './PriceBlock.js';
import { BuyBox } from './BuyBox.js';
import { optionPrices } from '../../domain/cart.js';
import { KeyFeatures } from './KeyFeatures.js';
import { ShareLinks } from './ShareLinks.js';
import { ReviewTabs } from './ReviewTabs.js';
import { Recommendations } from './Recommendations.js';
import { Stars } from './Stars.js';
import * as T from './texts.js';

export interface ProductDetailProps {
  productNo: number | undefined;
}

export function ProductDetail({ productNo }: ProductDetailProps) {
  useEffect(() => {
    markSocialAdVisit();
  }, []);
  const { state, retry, reloadReviews } = useProduct(productNo);
  // The price and share links read the shop's settings once the product is there. Asking here too lets the server's
  // first render pass note both answers, so it resolves them together and renders the widget once fewer.
  preloadedShopSettings();

  switch (state.status) {
    case 'loading':
      return (
        <div className="state loading" part="loader" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{T.LOADING_PRODUCT}</span>
        </div>
      );
    case 'missing':
    case 'idle':
      return (
        <div className="state not-found" part="not-found">
          <h1 className="state-title">{T.PRODUCT_NOT_FOUND}</h1>
          <p>{T.PRODUCT_NOT_FOUND_HINT}</p>
          <a className="button-link" href={links.home()}>
            Continue Shopping
          </a>
        </div>
      );
    case 'error':
      return (
        <div className="state load-error" part="load-error" role="alert">
          <p>
            {T.PRODUCT_LOAD_FAILED} {T.STORE_UNREACHABLE}
          </p>
          <button type="button" onClick={retry}>
            {T.TRY_AGAIN}
          </button>
        </div>
      );
    case 'ready':
      // keyed: another product starts with fresh quantity, option and media choice
      return <ProductView key={state.product.ProductNo} product={state.product} reloadReviews={reloadReviews} />;
  }
}

// Choosing an option renders again only what shows it: the media, price, reviews, sharing and the lists of other
// products stay as they are (docs/performance.md#interactions).
const Media = memo(MediaViewer);
const Price = memo(PriceBlock);
const Share = memo(ShareLinks);
const Reviews = memo(ReviewTabs);
const Lists = memo(Recommendations);
const NO_REVIEWS: ProductReview[] = [];

function ProductView({ product, reloadReviews }: { product: Product; reloadReviews: () => Promise<boolean> }) {
  const options = product.ProductSKUList ?? [];
  const [selected, setSelected] = useState<ProductSku | null>(options.length === 1 ? options[0] : null);
  // Only the media fields: a reviews reload replaces the product object but must keep the media choice.
  const { VideoFileName, ImageFilePath, ImageFilePathThumbnail, ProductImageList } = product;
  const media = useMemo(
    () => mediaItems({ VideoFileName, ImageFilePath, ImageFilePathThumbnail, ProductImageList }),
    [VideoFileName, ImageFilePath, ImageFilePathThumbnail, ProductImageList],
  );
  const reviews = product.ProductReviewList ?? NO_REVIEWS;

  return (
    <article className="detail" part="detail">
      <div className="top">
        <Media items={media} productName={product.ProductName} />
        <div className="info" part="info">
          {product.RibbonText && (
            <span className="ribbon" part="ribbon">
              {product.RibbonText}
            </span>
          )}
          <h1 className="name" part="name">
            {product.ProductName}
          </h1>
          <p className="rating-line">
            <Stars rating={product.Rating} />
            <span className="rating-count">{reviews.length === 1 ? '1 review' : `${reviews.length} reviews`}</span>
          </p>
          <Price product={optionPrices(product, selected ?? undefined)} />
          {product.IsSoldOut === 1 && <p className="sold-out-note">{T.SOLD_OUT_CAPTION}</p>}
          {product.ProductDescription && (
            <p className="description" part="description">
              {product.ProductDescription}
            </p>
          )}
          <BuyBox product={product} selected={selected} onSelect={setSelected} />
          <KeyFeatures product={product} selected={selected} />
          <Share productNo={product.ProductNo} productName={product.ProductName} />
        </div>
      </div>
      <Reviews productNo={product.ProductNo} reviews={reviews} reloadReviews={reloadReviews} />
      <Lists productNo={product.ProductNo} />
    </article>
  );
}
