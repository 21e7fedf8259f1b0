// <trini-product-card product-no shop-no compact>: loads its product and shows one card — the partner
// shop's buy button (docs/architecture.md#overview). A shop-no attributes the sale to that shop. A product with
// options is chosen in the card: its option dialog is a chunk of its own, loaded when first asked for.
import { lazy, Suspense } from 'react';
import { CardSkeleton } from './CardSkeleton.js';
import { ProductCard, type ProductCardProps } from './ProductCard.js';
import type { OptionsDialogProps } from './OptionsDialog.js';
import { useProductLoad } from '../shared/use-product-load.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import { EmbedGate } from '../shared/EmbedGate.js';

export interface ProductCardWidgetProps {
  productNo: number | undefined;
  shopNo: number | undefined;
  compact: boolean;
  /** After an accepted add (the buy button opens the cart). */
  onAdded?: ProductCardProps['onAdded'];
}

const OptionsDialog = lazy(() => import('./OptionsDialog.js'));

function chooser(props: OptionsDialogProps) {
  return (
    <Suspense fallback={null}>
      <OptionsDialog {...props} />
    </Suspense>
  );
}

export const PRODUCT_UNAVAILABLE = 'This product is no longer available.';
export const PRODUCT_LOAD_FAILED = 'Could not load this product.';

export function ProductCardWidget(props: ProductCardWidgetProps) {
  return (
    <EmbedGate pending={<CardSkeleton compact={props.compact} addButton />}>
      <LoadedCard {...props} />
    </EmbedGate>
  );
}

export function LoadedCard({ productNo, shopNo, compact, onAdded }: ProductCardWidgetProps) {
  const { load, retry } = useProductLoad(productNo, { source: 'trini-product-card', idleWhenAbsent: true });
  if (load.status === 'idle') return null;
  if (load.status === 'loading') return <CardSkeleton compact={compact} addButton />;
  if (load.status === 'missing')
    return (
      <p className="status" part="status">
        {PRODUCT_UNAVAILABLE}
      </p>
    );
  if (load.status === 'error') {
    return <LoadFailed className="status" part="status" message={PRODUCT_LOAD_FAILED} onRetry={retry} />;
  }
  return (
    <ProductCard
      product={load.product}
      shopNo={shopNo}
      compact={compact}
      chooser={chooser}
      onAdded={onAdded}
      freeDelivery={load.product.FreeDeliveryBadge ?? null}
    />
  );
}
