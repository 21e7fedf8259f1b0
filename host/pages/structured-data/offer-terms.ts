// Delivery and returns in schema.org terms (Google's merchant listing fields), derived from the store's own
// rules in widgets/domain and the shop's settings: freight per island (docs/domain.md#freight), the delivery minimum
// (docs/domain.md#delivery-minimum), processing time, pickup at the outlet, and the return form's terms.
import { DELIVERY_REGIONS, PROCESSING_DAYS, RETURN_TERMS, TRANSIT_DAYS, type DeliveryRegion } from '../../../widgets/domain/delivery-terms.js';
import type { PickupOutlet } from '../../../widgets/domain/shop-settings.js';
import type { DeliveryRates } from '../../../widgets/domain/delivery-rates.js';
import { freightFor } from '../../../widgets/domain/freight.js';
import { fromCents, toCents } from '../../../widgets/domain/money.js';

const CURRENCY = 'TTD';
const days = (range: { min: number; max: number }) => ({ '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitCode: 'DAY' });
const money = (value: number) => ({ '@type': 'MonetaryAmount', value, currency: CURRENCY });

export function region(r: DeliveryRegion) {
  return { '@type': 'DefinedRegion', addressCountry: 'TT', addressRegion: [...r.isoRegions] };
}

/** Offer.shippingDetails: one entry per island with this product's freight (reduced for free-delivery products). */
export function shippingDetails(product: { FreeDelivery: number }, rates: DeliveryRates) {
  return DELIVERY_REGIONS.map((r) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: `Delivery to ${r.name}`,
    shippingDestination: region(r),
    shippingRate: money(freightFor(r.countryNo, product.FreeDelivery === 1, false, rates)),
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(PROCESSING_DAYS), transitTime: days(TRANSIT_DAYS) },
  }));
}

/**
 * Organization.hasShippingService: delivery to each island from the order minimum (below it the courier does
 * not go: pickup only), and pickup at the outlet for any order, free.
 */
export function deliveryServices(rates: DeliveryRates, pickup: PickupOutlet | undefined) {
  const orderMinimum = rates.minimum;
  const belowMinimum = fromCents(toCents(orderMinimum) - 1);
  const period = (range: { min: number; max: number }) => ({ '@type': 'ServicePeriod', duration: days(range) });
  return [
    {
      '@type': 'ShippingService',
      name: 'Courier delivery',
      fulfillmentType: 'https://schema.org/FulfillmentTypeDelivery',
      handlingTime: period(PROCESSING_DAYS),
      shippingConditions: DELIVERY_REGIONS.flatMap((r) => [
        {
          '@type': 'ShippingConditions',
          shippingDestination: region(r),
          orderValue: { '@type': 'MonetaryAmount', minValue: orderMinimum, currency: CURRENCY },
          shippingRate: money(freightFor(r.countryNo, false, false, rates)),
          transitTime: period(TRANSIT_DAYS),
        },
        {
          '@type': 'ShippingConditions',
          shippingDestination: region(r),
          orderValue: { '@type': 'MonetaryAmount', minValue: 0, maxValue: belowMinimum, currency: CURRENCY },
          doesNotShip: true,
        },
      ]),
    },
    ...(pickup ? [pickupService(pickup, period)] : []),
  ];
}

function pickupService(pickup: PickupOutlet, period: (range: { min: number; max: number }) => unknown) {
  return {
    '@type': 'ShippingService',
    name: `Pickup at our ${pickup.town ? `${pickup.town} ` : ''}outlet`,
    fulfillmentType: 'https://schema.org/FulfillmentTypeCollectionPoint',
    handlingTime: period(PROCESSING_DAYS),
    shippingConditions: [{ '@type': 'ShippingConditions', shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'TT' }, shippingRate: money(0) }],
  };
}

/** MerchantReturnPolicy from the return form's terms. */
export function returnPolicy(base: string) {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'TT',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_TERMS.windowDays,
    returnMethod: [...(RETURN_TERMS.inStore ? ['https://schema.org/ReturnInStore'] : []), ...(RETURN_TERMS.byMail ? ['https://schema.org/ReturnByMail'] : [])],
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    itemDefectReturnFees: RETURN_TERMS.freeForOurMistakes ? 'https://schema.org/FreeReturn' : 'https://schema.org/ReturnFeesCustomerResponsibility',
    refundType: 'https://schema.org/FullRefund',
    merchantReturnLink: `${base}/productreturn`,
  };
}
