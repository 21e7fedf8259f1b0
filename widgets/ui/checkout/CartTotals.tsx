// Sub Total, Freight and Total of an order's cart (§2.9 'Your Order', §2.16 Shopping Cart).
import type { Cart } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';

export function CartTotals({ cart }: { cart: Cart }) {
  return (
    <dl className="totals" part="totals">
      <dt>Sub Total</dt>
      <dd>{formatTT(cart.ItemTotal)}</dd>
      <dt>Freight</dt>
      <dd>{formatTT(cart.Freight)}</dd>
      <dt className="grand">Total</dt>
      <dd className="grand price" part="total">
        {formatTT(cart.ItemGrandTotal)}
      </dd>
    </dl>
  );
}
