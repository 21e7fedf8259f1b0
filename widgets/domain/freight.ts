// Freight, free delivery and the delivery minimum (docs/domain.md#freight, docs/domain.md#delivery-minimum).
import type { CartLine, CountryNo } from './types.js';
import { Country, DELIVERY_MINIMUM, TOBAGO_FREE_DELIVERY_FREIGHT, TOBAGO_FREIGHT, TRINIDAD_FREE_DELIVERY_FREIGHT, TRINIDAD_FREIGHT } from './constants.js';
import { formatTT, fromCents, toCents } from './money.js';

export { DELIVERY_MINIMUM };

export const deliveryMinimumMessage =
  `Delivery is available for orders of ${formatTT(DELIVERY_MINIMUM)} or more. ` + 'Please choose Pickup for smaller orders.';

/** Country 1 is Trinidad; any other number is Tobago (docs/domain.md#freight). */
export function isTrinidad(countryNo: CountryNo): boolean {
  return countryNo === Country.Trinidad;
}

export function freightFor(countryNo: CountryNo, freeDelivery: boolean, isPickup = false): number {
  if (isPickup) return 0;
  if (isTrinidad(countryNo)) return freeDelivery ? TRINIDAD_FREE_DELIVERY_FREIGHT : TRINIDAD_FREIGHT;
  return freeDelivery ? TOBAGO_FREE_DELIVERY_FREIGHT : TOBAGO_FREIGHT;
}

type FreeDeliveryFields = Pick<CartLine, 'FreeDelivery' | 'FreeDeliveryQuantity' | 'Quantity'>;

export function lineGetsFreeDelivery(line: FreeDeliveryFields): boolean {
  if (line.FreeDelivery === 1) return true;
  return line.FreeDeliveryQuantity > 1 && line.Quantity >= line.FreeDeliveryQuantity;
}

/** docs/domain.md#freight: any line flagged free, or any line whose quantity reaches its FreeDeliveryQuantity (> 1). */
export function isFreeDelivery(lines: readonly FreeDeliveryFields[]): boolean {
  return lines.some(lineGetsFreeDelivery);
}

export function deliveryAllowed(itemTotal: number): boolean {
  return toCents(itemTotal) >= toCents(DELIVERY_MINIMUM);
}

/** The message to show (or send back) when delivery was chosen below the minimum; null when fine. */
export function deliveryMessage(itemTotal: number, isPickup: boolean): string | null {
  return isPickup || deliveryAllowed(itemTotal) ? null : deliveryMinimumMessage;
}

/** docs/domain.md#freight: grand total = item total + freight. */
export function grandTotal(itemTotal: number, freight: number): number {
  return fromCents(toCents(itemTotal) + toCents(freight));
}
