// The cart's Price Summary (docs/screens.md#cart-page, docs/domain.md#freight): Order Total, Freight, a free-shipping row when free
// delivery applies, To Pay; the delivery country (recalculates freight) and the TT$500 delivery
// minimum of docs/domain.md#delivery-minimum: below it the order is a pickup, with no freight, exactly as the checkout will
// charge it (the shared priceSummary).
import { useId } from 'react';
import type { Cart } from '../../domain/types.js';
import { Country } from '../../domain/constants.js';
import { formatTT } from '../../domain/money.js';
import { freightFor, isTrinidad } from '../../domain/freight.js';
import { priceSummary } from '../../domain/price-summary.js';
import { useShopSettings } from '../../state/shop.js';
import { chooseArea, useChosenArea } from './delivery-area.js';
import { links } from '../../runtime/links.js';

const COUNTRIES = [
  { no: Country.Trinidad, label: 'Trinidad' },
  { no: Country.Tobago, label: 'Tobago' },
] as const;

export const pickupBelowMinimum = (minimum: number) =>
  `Delivery is available for orders of ${formatTT(minimum)} or more, so this order is collected (no freight):`;

export function PriceSummary({ cart }: { cart: Cart }) {
  const id = useId();
  useChosenArea();
  const trinidad = isTrinidad(cart.DeliverCountryNo);
  const shop = useShopSettings();
  const summary = priceSummary(cart, shop.delivery);
  const pickup = summary.pickup;
  const outlet = shop.pickups[0];
  const saving = freightFor(cart.DeliverCountryNo, false, pickup, shop.delivery) - summary.freight;
  return (
    <aside className="summary" part="summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="summary-title">
        Price Summary
      </h2>
      <fieldset className="country">
        <legend>Deliver to</legend>
        {COUNTRIES.map((c) => (
          <label key={c.no} className="radio">
            <input type="radio" name={`${id}-country`} value={c.no} checked={(c.no === Country.Trinidad) === trinidad} onChange={() => chooseArea(c.no)} />
            {c.label}
          </label>
        ))}
      </fieldset>
      <dl className="totals">
        <div>
          <dt>Order Total</dt>
          <dd part="order-total">{formatTT(summary.itemTotal)}</dd>
        </div>
        <div>
          <dt>Freight{pickup ? ' (pickup)' : ''}</dt>
          <dd part="freight">{formatTT(summary.freight)}</dd>
        </div>
        {summary.freeDelivery && (
          <div className="free-shipping" part="free-shipping">
            <dt>Free shipping</dt>
            <dd>{saving > 0 ? `You save ${formatTT(saving)}` : 'Applied'}</dd>
          </div>
        )}
        <div className="to-pay">
          <dt>To Pay</dt>
          <dd part="to-pay">{formatTT(summary.toPay)}</dd>
        </div>
      </dl>
      {summary.pickupRequired && (
        <div className="minimum-note" part="delivery-note" role="note">
          <p>{pickupBelowMinimum(shop.delivery.minimum)}</p>
          {outlet && (
            <p className="pickup">
              Pickup: {outlet.address} ({outlet.hours})
            </p>
          )}
        </div>
      )}
      <a className="button-link checkout" part="checkout" href={links.checkout()}>
        Checkout
      </a>
      <a className="continue" href={links.home()}>
        Continue Shopping
      </a>
    </aside>
  );
}
