// The shop's delivery terms (docs/domain.md#freight): the minimum for delivery and the freight per island, the spec's
// values until the shop saves its own (shop-settings.ts). Apart from the other settings: every cart total needs them.
import { Country, DELIVERY_MINIMUM, TOBAGO_FREE_DELIVERY_FREIGHT, TOBAGO_FREIGHT, TRINIDAD_FREE_DELIVERY_FREIGHT, TRINIDAD_FREIGHT } from './constants.js';

/** Freight in TT$ per order, by island: the usual rate and the rate when free delivery applies. */
export interface DeliveryRates {
  /** Delivery needs an item total of at least this; smaller orders are picked up. */
  minimum: number;
  trinidad: number;
  trinidadFreeDelivery: number;
  tobago: number;
  tobagoFreeDelivery: number;
}

/** The spec's delivery terms: TT$40 to Trinidad (free with free delivery), TT$60 to Tobago (TT$30), TT$500 minimum. */
export const SPEC_DELIVERY_RATES: DeliveryRates = {
  minimum: DELIVERY_MINIMUM,
  trinidad: TRINIDAD_FREIGHT,
  trinidadFreeDelivery: TRINIDAD_FREE_DELIVERY_FREIGHT,
  tobago: TOBAGO_FREIGHT,
  tobagoFreeDelivery: TOBAGO_FREE_DELIVERY_FREIGHT,
};

/** Freight for one order to a country (1 Trinidad, anything else Tobago) with these rates. */
export function ratesFreight(rates: DeliveryRates, countryNo: number, freeDelivery: boolean): number {
  if (countryNo === Country.Trinidad) return freeDelivery ? rates.trinidadFreeDelivery : rates.trinidad;
  return freeDelivery ? rates.tobagoFreeDelivery : rates.tobago;
}
