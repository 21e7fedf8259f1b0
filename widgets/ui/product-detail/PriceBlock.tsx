// Price (TT$, docs/domain.md#money), the list price struck through when higher, the free-delivery and discount
// badges (docs/domain.md#pricing: 5 % shown when none) and the multi-buy prices (SalesPrice2/3/5 when set).
import type { Product } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { displayDiscountPercent, showsFreeDeliveryBadge } from '../../domain/pricing.js';

const BUNDLES = [
  [2, 'SalesPrice2'],
  [3, 'SalesPrice3'],
  [5, 'SalesPrice5'],
] as const;

export function PriceBlock({ product }: { product: Product }) {
  const listPrice = product.Price > product.SalesPrice ? product.Price : 0;
  const bundles = BUNDLES.filter(([, key]) => product[key] > 0);
  return (
    <div className="pricing" part="pricing">
      <p className="price-line">
        <span className="price current-price" part="price">
          {formatTT(product.SalesPrice)}
        </span>
        {listPrice > 0 && (
          <s className="list-price" part="list-price">
            <span className="visually-hidden">Was </span>
            {formatTT(listPrice)}
          </s>
        )}
      </p>
      <p className="badges">
        <span className="badge discount-badge" part="discount-badge">
          {displayDiscountPercent(product)}% off
        </span>
        {showsFreeDeliveryBadge(product) && (
          <span className="badge free-delivery-badge" part="free-delivery-badge">
            {product.FreeDelivery === 1 || product.FreeDeliveryQuantity <= 1 ? 'Free delivery' : `Free delivery on ${product.FreeDeliveryQuantity} or more`}
          </span>
        )}
      </p>
      {bundles.length > 0 && (
        <ul className="multi-buy" part="multi-buy" aria-label="Multi-buy prices">
          {bundles.map(([size, key]) => (
            <li key={size}>
              Buy {size} for <strong>{formatTT(product[key])}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
