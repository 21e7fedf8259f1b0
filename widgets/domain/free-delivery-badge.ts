// The free-delivery badge of a product (docs/domain.md#freight): it shows when the product brings free delivery
// ("Free-delivery badge shows when FreeDelivery is 1 or FreeDeliveryQuantity exceeds 1"), and it says where free
// delivery holds by the shop's delivery rates, as the checkout will charge them: with the default rates ("Trinidad 40
// by default, 0 when free delivery applies. Tobago 60 by default, 30 when free delivery applies"), free in Trinidad
// and TT$30 to Tobago, not "Free delivery" everywhere.
import type { DeliveryRates } from './delivery-rates.js';
import { formatTT } from './money.js';
import { showsFreeDeliveryBadge } from './pricing.js';
import type { Product } from './types.js';

/**
 * The badge's words, or null when the product brings no lower freight anywhere. `short` (a product card): only where
 * delivery is free ("Free delivery in Trinidad on 3+"); in full (the product page) the other island's rate as well.
 */
export function freeDeliveryBadge(
  product: Pick<Product, 'FreeDelivery' | 'FreeDeliveryQuantity'>,
  rates: DeliveryRates,
  form: 'full' | 'short' = 'full',
): string | null {
  if (!showsFreeDeliveryBadge(product)) return null;
  const islands = [
    { where: 'in Trinidad', rate: rates.trinidadFreeDelivery, usual: rates.trinidad },
    { where: 'to Tobago', rate: rates.tobagoFreeDelivery, usual: rates.tobago },
  ];
  if (!islands.some((island) => island.rate < island.usual)) return null;
  const free = islands.filter((island) => island.rate === 0);
  const from = product.FreeDelivery !== 1 && product.FreeDeliveryQuantity > 1 ? product.FreeDeliveryQuantity : 0;
  if (form === 'short') {
    const what = free.length === 2 ? 'Free delivery' : free.length === 1 ? `Free delivery ${free[0].where}` : 'Reduced delivery';
    return from ? `${what} on ${from}+` : what;
  }
  const priced = islands.filter((island) => island.rate !== 0).map((island) => `${formatTT(island.rate)} ${island.where}`);
  const text = free.length === 2 ? 'free delivery' : free.length === 1 ? `free delivery ${free[0].where}, ${priced[0]}` : `delivery ${priced.join(', ')}`;
  return from ? `Buy ${from} or more: ${text}` : text[0].toUpperCase() + text.slice(1);
}
