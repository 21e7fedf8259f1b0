// Sub Total, Freight and Total of an order's cart (docs/screens.md#checkout 'Your Order', docs/screens.md#quick-order Shopping Cart), from the one
// price summary the cart page, the cart panel and the server use (below TT$500: pickup, no freight).
import type { Cart } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { priceSummary } from '../../domain/price-summary.js';
import { useShopSettings } from '../../state/shop.js';

export function CartTotals({ cart }: { cart: Cart }) {
  const summary = priceSummary(cart, useShopSettings().delivery);
  return (
    <dl className="totals" part="totals">
      <dt>Sub Total</dt>
      <dd part="sub-total">{formatTT(summary.itemTotal)}</dd>
      <dt>Freight{summary.pickup ? ' (pickup)' : ''}</dt>
      <dd part="freight">{formatTT(summary.freight)}</dd>
      <dt className="grand">Total</dt>
      <dd className="grand price" part="total">
        {formatTT(summary.toPay)}
      </dd>
    </dl>
  );
}
