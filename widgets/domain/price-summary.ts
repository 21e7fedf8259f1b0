// The one price summary (docs/domain.md#price-summary): what the cart page, the cart panel, the checkout and the
// server show and charge. Below the TT$500 delivery minimum the order is a pickup, so no freight is shown
// or charged, whatever the cart's own Deliver/Pickup setting says.
import type { Cart, CountryNo } from './types.js';
import { deliveryAllowed, freightFor, grandTotal } from './freight.js';
import { SPEC_DELIVERY_RATES, type DeliveryRates } from './delivery-rates.js';

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

/** `rates`: the shop's delivery terms (its settings). */
export function priceSummary(cart: PriceSummaryInput, rates: DeliveryRates = SPEC_DELIVERY_RATES): PriceSummary {
  const pickupRequired = !deliveryAllowed(cart.ItemTotal, rates.minimum);
  const pickup = cart.IsPickup === 1 || pickupRequired;
  const freight = freightFor(cart.DeliverCountryNo as CountryNo, cart.FreeDelivery, pickup, rates);
  return {
    itemTotal: cart.ItemTotal,
    freight,
    toPay: grandTotal(cart.ItemTotal, freight),
    pickup,
    pickupRequired,
    freeDelivery: cart.FreeDelivery && !pickup,
  };
}
