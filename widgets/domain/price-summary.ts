// The one price summary (docs/domain.md#price-summary, issue 16): what the cart page, the cart panel, the checkout and the
// server show and charge. Below the TT$500 delivery minimum the order is a pickup, so no freight is shown
// or charged, whatever the cart's own Deliver/Pickup setting says.
import type { Cart, CountryNo } from './types.js';
import { deliveryAllowed, freightFor, grandTotal } from './freight.js';

export interface PriceSummary {
  itemTotal: number;
  freight: number;
  toPay: number;
  /** The order is collected: chosen by the shopper, or required below the delivery minimum. */
  pickup: boolean;
  /** Delivery is not offered for this item total. */
  pickupRequired: boolean;
  /** Free delivery applies (and the order is delivered). */
  freeDelivery: boolean;
}

export type PriceSummaryInput = Pick<Cart, 'ItemTotal' | 'FreeDelivery' | 'DeliverCountryNo' | 'IsPickup'>;

export function priceSummary(cart: PriceSummaryInput): PriceSummary {
  const pickupRequired = !deliveryAllowed(cart.ItemTotal);
  const pickup = cart.IsPickup === 1 || pickupRequired;
  const freight = freightFor(cart.DeliverCountryNo as CountryNo, cart.FreeDelivery, pickup);
  return {
    itemTotal: cart.ItemTotal,
    freight,
    toPay: grandTotal(cart.ItemTotal, freight),
    pickup,
    pickupRequired,
    freeDelivery: cart.FreeDelivery && !pickup,
  };
}
