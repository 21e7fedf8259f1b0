// Freight, free delivery and the delivery minimum (docs/domain.md#freight, docs/domain.md#delivery-minimum).
import type { CartLine, CountryNo } from './types.js';
// The rates are the shop's (its settings); without them, the spec's.
import { Country, DELIVERY_MINIMUM } from './constants.js';
import { formatTT, fromCents, toCents } from './money.js';
import { ratesFreight, SPEC_DELIVERY_RATES, type DeliveryRates } from './delivery-rates.js';

export { DELIVERY_MINIMUM };

/** The refusal of a delivery below the shop's minimum. */
export function deliveryMinimumText(minimum: number): string {
  return `Delivery is available for orders of ${formatTT(minimum)} or more. ` + 'Please choose Pickup for smaller orders.';
}

export const deliveryMinimumMessage = deliveryMinimumText(DELIVERY_MINIMUM);

/** Country 1 is Trinidad; any other number is Tobago (docs/domain.md#freight). */
export function isTrinidad(countryNo: CountryNo): boolean {
  return countryNo === Country.Trinidad;
}

export function freightFor(countryNo: CountryNo, freeDelivery: boolean, isPickup = false, rates: DeliveryRates = SPEC_DELIVERY_RATES): number {
  if (isPickup) return 0;
  return ratesFreight(rates, isTrinidad(countryNo) ? Country.Trinidad : Country.Tobago, freeDelivery);
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

export function deliveryAllowed(itemTotal: number, minimum: number = DELIVERY_MINIMUM): boolean {
  return toCents(itemTotal) >= toCents(minimum);
}

/** The message to show (or send back) when delivery was chosen below the minimum; null when fine. */
export function deliveryMessage(itemTotal: number, isPickup: boolean, minimum: number = DELIVERY_MINIMUM): string | null {
  return isPickup || deliveryAllowed(itemTotal, minimum) ? null : deliveryMinimumText(minimum);
}

/** docs/domain.md#freight: grand total = item total + freight. */
export function grandTotal(itemTotal: number, freight: number): number {
  return fromCents(toCents(itemTotal) + toCents(freight));
}
