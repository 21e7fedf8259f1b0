import { describe, expect, it } from 'vitest';
import * as domain from '../../../widgets/domain/index.js';

describe('domain public API', () => {
  it.each([
    'toCents', 'fromCents', 'formatTT', 'twoDecimals', 'sumMoney', 'timesQuantity',
    'lineTotal', 'lineDiscount', 'priceLine', 'isBundlePriced', 'displayDiscountPercent', 'showsFreeDeliveryBadge',
    'freightFor', 'isFreeDelivery', 'deliveryAllowed', 'deliveryMessage', 'grandTotal',
    'emptyCart', 'lineFromProduct', 'addToCart', 'updateQuantity', 'incrementQuantity', 'decrementQuantity',
    'removeFromCart', 'clearCart', 'setDeliveryCountry', 'setPickup', 'setFromSocialAd', 'restoreCart', 'recalculate',
    'orderMessage', 'reviewMessage', 'registrationMessage', 'loginMessage', 'storeMessage', 'describeStructError', 'parseWith',
  ])('exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the structs, constants and messages', () => {
    expect(domain.OrderStruct).toBeDefined();
    expect(domain.ReviewStruct).toBeDefined();
    expect(domain.RegistrationStruct).toBeDefined();
    expect(domain.LoginStruct).toBeDefined();
    expect(domain.DELIVERY_MINIMUM).toBe(500);
    expect(domain.PAGE_SIZE).toBe(15);
    expect(domain.NO_PRODUCT_ADDED).toBe('No product added.');
    expect(domain.PaymentMethod.CashOnDelivery).toBe(3);
  });
});
