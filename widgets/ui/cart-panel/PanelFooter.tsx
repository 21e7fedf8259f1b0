// Under the panel's lines: the same figures as the cart page and the checkout, for the area the shopper last chose
// (none chosen, no freight is shown as if it were known: a cart's own country is Trinidad until someone chooses), and
// the ways on: View Cart (not on a page with a buy button) and Checkout.
import type { MouseEvent } from 'react';
import type { Cart } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { priceSummary } from '../../domain/price-summary.js';
import { Country } from '../../domain/constants.js';
import { chosenArea } from '../cart/delivery-area.js';
import { useShopSettings } from '../../state/shop.js';
import { closeCartPanel, openCheckoutDialog } from '../../state/panels.js';
import { links } from '../../runtime/links.js';

/** A link's click that stays on the page and does `then` instead. */
export const stay = (then: () => void) => (e: MouseEvent) => {
  e.preventDefault();
  then();
};

export function PanelFooter({ cart, onPage }: { cart: Cart; onPage: boolean }) {
  const rates = useShopSettings().delivery;
  const area = chosenArea();
  const summary = priceSummary(area === null ? cart : { ...cart, DeliverCountryNo: area }, rates);
  const freightKnown = summary.pickup || area !== null;
  const freightLabel = summary.pickup ? 'Freight (pickup)' : area === null ? 'Freight' : `Freight to ${area === Country.Trinidad ? 'Trinidad' : 'Tobago'}`;
  return (
    <div className="panel-footer">
      <p className="total" part="total">
        <span>Item total</span>
        <span className="price">{formatTT(summary.itemTotal)}</span>
      </p>
      <p className="total freight" part="freight">
        <span>{freightLabel}</span>
        {freightKnown ? <span className="price">{formatTT(summary.freight)}</span> : <span className="later">Calculated at checkout</span>}
      </p>
      {freightKnown && (
        <p className="total to-pay" part="to-pay">
          <span>To Pay</span>
          <span className="price">{formatTT(summary.toPay)}</span>
        </p>
      )}
      <div className="actions">
        {!onPage && (
          <a className="button-link secondary" part="view-cart" href={links.cart()} onClick={closeCartPanel}>
            View Cart
          </a>
        )}
        <a className="button-link" part="checkout" href={links.checkout()} onClick={onPage ? stay(openCheckoutDialog) : closeCartPanel}>
          Checkout
        </a>
      </div>
    </div>
  );
}
