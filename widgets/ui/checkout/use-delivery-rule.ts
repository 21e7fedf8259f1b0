// docs/domain.md#delivery-minimum: below the shop's delivery minimum delivery is not offered. The rule is derived, not
// stored: the one price summary (domain/price-summary.ts) makes such an order a pickup, so the cart keeps only the
// shopper's own Deliver/Pickup choice, and a cart that grows past the minimum is delivered again unless the shopper
// chose pickup (cart page, cart panel and checkout show the same).
import { deliveryAllowed } from '../../domain/freight.js';
import { useShopSettings } from '../../state/shop.js';

export function useDeliveryRule(itemTotal: number, setPickup: (pickup: boolean) => void) {
  return { deliveryAllowed: deliveryAllowed(itemTotal, useShopSettings().delivery.minimum), choose: setPickup };
}
