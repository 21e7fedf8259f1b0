// The products of the category as cards (docs/screens.md#product-card ProductCard): a grid, or a list of compact cards.
import type { Product } from '../../domain/types.js';
import { CardSkeleton } from '../product-card/CardSkeleton.js';
import { ProductCard } from '../product-card/ProductCard.js';
import { freeDeliveryBadge } from '../../domain/free-delivery-badge.js';
import { useShopSettings } from '../../state/shop.js';
import type { ViewMode } from './Toolbar.js';
import { LoadFailed as LoadFailedBlock } from '../shared/LoadFailed.js';

export function ProductResults({ products, view }: { products: readonly Product[]; view: ViewMode }) {
  const rates = useShopSettings().delivery;
  return (
    <ul className={`products ${view}`} part="products">
      {products.map((p) => (
        <li key={p.ProductNo}>
          <ProductCard product={p} compact={view === 'list'} freeDelivery={freeDeliveryBadge(p, rates, 'short')} />
        </li>
      ))}
    </ul>
  );
}

/** The loader of docs/screens.md#category-page: placeholder cards in the grid's own shape, announced once. */
export function ResultsLoading({ count = 8 }: { count?: number }) {
  return (
    <div className="loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading products…
      </p>
      <ul className="products grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <LoadFailedBlock className="failed" part="error" message={`Could not load ${what}. Please check your connection.`} onRetry={onRetry} />;
}
