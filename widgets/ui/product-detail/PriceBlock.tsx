// Price (TT$, docs/domain.md#money), the higher price struck through, the discount badge computed from exactly those
// two (domain/pricing.ts shownPrice: none without a lower price), the free-delivery badge saying where it holds by the
// shop's delivery rates (domain/free-delivery-badge.ts) and the multi-buy prices (SalesPrice2/3/5 when set).
import type { Product } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { shownPrice } from '../../domain/pricing.js';
import { freeDeliveryBadge } from '../../domain/free-delivery-badge.js';
import { useShopSettings } from '../../state/shop.js';

const BUNDLES = [
  [2, 'SalesPrice2'],
  [3, 'SalesPrice3'],
  [5, 'SalesPrice5'],
] as const;

export function PriceBlock({ product }: { product: Product }) {
  const { now, was, percentOff } = shownPrice(product);
  const freeDelivery = freeDeliveryBadge(product, useShopSettings().delivery);
  const bundles = BUNDLES.filter(([, key]) => product[key] > 0);
  return (
    <div className="pricing" part="pricing">
      <p className="price-line">
        <span className="price current-price" part="price">
          {formatTT(now)}
        </span>
        {was !== null && (
          <s className="list-price" part="list-price">
            <span className="visually-hidden">Was </span>
            {formatTT(was)}
          </s>
        )}
      </p>
      {(percentOff !== null || freeDelivery) && (
        <p className="badges">
          {percentOff !== null && (
            <span className="badge discount-badge" part="discount-badge">
              {percentOff}% off
            </span>
          )}
          {freeDelivery && (
            <span className="badge free-delivery-badge" part="free-delivery-badge">
              {freeDelivery}
            </span>
          )}
        </p>
      )}
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
