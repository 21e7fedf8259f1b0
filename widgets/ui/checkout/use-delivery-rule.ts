// docs/domain.md#delivery-minimum: below the TT$500 item total delivery is not offered. The rule is derived, not stored: the
// one price summary (domain/price-summary.ts) makes such an order a pickup, so the cart keeps only the
// shopper's own Deliver/Pickup choice, and a cart that grows past the minimum is delivered again unless
// the shopper chose pickup (issue 16: cart page, cart panel and checkout show the same).
import { deliveryAllowed } from '../../domain/freight.js';

export function useDeliveryRule(itemTotal: number, setPickup: (pickup: boolean) => void) {
  return { deliveryAllowed: deliveryAllowed(itemTotal), choose: setPickup };
}
