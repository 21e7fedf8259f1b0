// A list of product cards (docs/screens.md#home list with 'Load More Products...', docs/screens.md#search, category
// text, best sellers, new products, similar products, banner products). Cards are rendered as React
// components; the list re-queries whenever the attributes change the query.
import { useEffect, useState } from 'react';
import { ProductCard } from '../product-card/ProductCard.js';
import { freeDeliveryBadge } from '../../domain/free-delivery-badge.js';
import { useShopSettings } from '../../state/shop.js';
import { CardSkeleton } from '../product-card/CardSkeleton.js';
import { gridMode, gridQuery, isPaged, pageSizeFor, type GridQueryInput } from './query.js';
import { useProductList } from './useProductList.js';
import { NoProducts } from './NoProducts.js';
import { LoadFailed } from '../shared/LoadFailed.js';

/** The query's attributes (see query.ts) and how the list shows. */
export interface ProductGridProps extends GridQueryInput {
  heading: string | undefined;
  /** Render nothing while loading or when the list is empty (recommendation lists). */
  hideEmpty: boolean;
  shopNo: number | undefined;
}

export const LOAD_MORE_CAPTION = 'Load More Products...';
export const PRODUCTS_LOAD_FAILED = 'We could not load these products.';
export const MORE_LOAD_FAILED = 'We could not load more products. Please try again.';
const SKELETONS = 8;

export function ProductGrid(props: ProductGridProps) {
  const mode = gridMode(props.mode);
  const pageSize = pageSizeFor(props.maxRecords);
  const paged = isPaged(mode);
  const { state, loadMore, retry } = useProductList(gridQuery(props, 1), pageSize, paged, 'trini-product-grid');
  const { products, status, more } = state;
  const [announcement, setAnnouncement] = useState('');
  const rates = useShopSettings().delivery;

  useEffect(() => {
    if (state.pagesLoaded > 1) setAnnouncement(`Showing ${products.length} products`);
  }, [state.pagesLoaded, products.length]);

  if (status === 'loading') {
    if (props.hideEmpty) return null;
    return (
      <div className="product-grid" aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading products
        </span>
        <ul className="grid" role="list">
          {Array.from({ length: Math.min(SKELETONS, pageSize) }, (_, i) => (
            <li key={i}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (status === 'error') {
    return <LoadFailed className="grid-status" part="status" message={PRODUCTS_LOAD_FAILED} onRetry={retry} />;
  }

  if (products.length === 0) {
    return props.hideEmpty ? null : <NoProducts text={mode === 'search' ? props.searchText : mode === 'category-text' ? props.categoryText : undefined} />;
  }

  return (
    <section className="product-grid" part="grid" aria-label={props.heading ? undefined : 'Products'}>
      {props.heading && (
        <h2 className="heading" part="heading">
          {props.heading}
        </h2>
      )}
      <ul className="grid" part="list" role="list">
        {products.map((p) => (
          <li key={p.ProductNo}>
            <ProductCard product={p} shopNo={props.shopNo} freeDelivery={freeDeliveryBadge(p, rates, 'short')} />
          </li>
        ))}
      </ul>
      {paged && state.hasMore && (
        <div className="more">
          <button
            type="button"
            className="secondary load-more"
            part="load-more"
            onClick={loadMore}
            disabled={more === 'loading'}
            aria-busy={more === 'loading'}
          >
            {more === 'loading' ? 'Loading…' : LOAD_MORE_CAPTION}
          </button>
        </div>
      )}
      {more === 'error' && (
        <p className="more-error error" role="alert">
          {MORE_LOAD_FAILED}
        </p>
      )}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </section>
  );
}
