import { describe, expect, it } from 'vitest';
import * as C from '../../../widgets/domain/constants.js';

describe('§9 constants', () => {
  it.each([
    ['PAGE_SIZE', C.PAGE_SIZE, 15],
    ['RECOMMENDATION_LIMIT', C.RECOMMENDATION_LIMIT, 15],
    ['MAX_RECORDS_LIMIT', C.MAX_RECORDS_LIMIT, 100],
    ['CATEGORY_FIRST_PRODUCTS', C.CATEGORY_FIRST_PRODUCTS, 8],
    ['REVIEWS_BEFORE_ALL_BUTTON', C.REVIEWS_BEFORE_ALL_BUTTON, 5],
    ['SNACK_BAR_MS', C.SNACK_BAR_MS, 5000],
    ['CAPTION_REVERT_MS', C.CAPTION_REVERT_MS, 2000],
    ['CAROUSEL_TRANSITION_MS', C.CAROUSEL_TRANSITION_MS, 500],
    ['BANNER_SLIDE_MS', C.BANNER_SLIDE_MS, 5000],
    ['VIDEO_START_DELAY_MS', C.VIDEO_START_DELAY_MS, 100],
    ['VIDEO_START_VOLUME', C.VIDEO_START_VOLUME, 0.4],
    ['TOOLTIP_HIDE_DELAY_MS', C.TOOLTIP_HIDE_DELAY_MS, 1500],
    ['DEFAULT_STORE_NO', C.DEFAULT_STORE_NO, 8],
    ['ONLINE_STORE_NAME', C.ONLINE_STORE_NAME, 'Online Store'],
    ['DEFAULT_SHOP_NO', C.DEFAULT_SHOP_NO, 16],
    ['OrderSource.Checkout', C.OrderSource.Checkout, 1],
    ['OrderSource.QuickOrder', C.OrderSource.QuickOrder, 2],
    ['DEFAULT_PAYMENT_METHOD (cash on delivery)', C.DEFAULT_PAYMENT_METHOD, 3],
    ['DEFAULT_LOGIN_TYPE (guest)', C.DEFAULT_LOGIN_TYPE, 3],
    ['Country.Trinidad', C.Country.Trinidad, 1],
    ['Country.Tobago', C.Country.Tobago, 2],
    ['DEFAULT_COUNTRY_NO', C.DEFAULT_COUNTRY_NO, 1],
    ['TRINIDAD_FREIGHT', C.TRINIDAD_FREIGHT, 40],
    ['TRINIDAD_FREE_DELIVERY_FREIGHT', C.TRINIDAD_FREE_DELIVERY_FREIGHT, 0],
    ['TOBAGO_FREIGHT', C.TOBAGO_FREIGHT, 60],
    ['TOBAGO_FREE_DELIVERY_FREIGHT', C.TOBAGO_FREE_DELIVERY_FREIGHT, 30],
    ['DELIVERY_MINIMUM', C.DELIVERY_MINIMUM, 500],
    ['DEFAULT_DISPLAY_DISCOUNT_PERCENT', C.DEFAULT_DISPLAY_DISCOUNT_PERCENT, 5],
    ['PHONE_PREFIX', C.PHONE_PREFIX, '+1(868)'],
    ['MOBILE_LENGTH', C.MOBILE_LENGTH, 7],
    ['NAME_MAX', C.NAME_MAX, 100],
    ['REVIEW_TITLE_MAX', C.REVIEW_TITLE_MAX, 100],
    ['REVIEW_MAX', C.REVIEW_MAX, 1000],
    ['RATING_MIN', C.RATING_MIN, 1],
    ['RATING_MAX', C.RATING_MAX, 5],
    ['EMAIL_MAX', C.EMAIL_MAX, 254],
    ['EMAIL_LOCAL_MAX', C.EMAIL_LOCAL_MAX, 64],
    ['STORE_PHONE_MAX', C.STORE_PHONE_MAX, 7],
    ['PANEL_WIDTH_PX', C.PANEL_WIDTH_PX, 350],
    ['CATEGORY_BAR_HIDDEN_AT_PX', C.CATEGORY_BAR_HIDDEN_AT_PX, 992],
  ])('%s is %s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('§3 browser storage keys', () => {
    expect(C.StorageKey).toEqual({ token: 'cjwt', wipayFlag: 'ew', stores: 'stores', cart: 'c', socialAd: 'fb' });
  });

  it('payment method names for PMNo 1, 2, 3', () => {
    expect(C.PAYMENT_METHOD_NAMES).toEqual({ 1: 'WiPay', 2: 'Bank Transfer', 3: 'Cash on Delivery' });
  });

  it('§2.15 return reasons and tracking stages ("Earoute" corrected to "En Route")', () => {
    expect(C.ReturnReason).toEqual({ DeadOnArrival: 1, ReceivedWrongItem: 2, OrderError: 3, Faulty: 4, Other: 5 });
    expect(C.ORDER_TRACK_STAGES).toEqual(['Order Processed', 'Order Shipped', 'Order En Route', 'Order Arrived']);
  });

  it('page-size options 5, 10, 15, 25 and the 0-100 price slider', () => {
    expect(C.PAGE_SIZE_OPTIONS).toEqual([5, 10, 15, 25]);
    expect(C.PRICE_SLIDER).toEqual({ min: 0, max: 100, step: 1 });
  });
});
