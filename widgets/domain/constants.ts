// The shop's numbers (docs/domain.md#constants). One place, so the widgets, the host's pages and the API agree
// on every number; the code that runs imports them (the page CSS in host/pages/assets is pinned by a test).
import { PaymentMethod } from './types.js';

// --- Catalogue requests and paging
export const PAGE_SIZE = 15; // home page size and MaxRecords of every product list (recommendations too)
export const MAX_RECORDS_LIMIT = 100; // the host caps any MaxRecords query at this
export const REVIEWS_BEFORE_ALL_BUTTON = 5; // All Reviews appears above this many

// --- Timing (milliseconds)
export const SNACK_BAR_MS = 5000;
export const CAPTION_REVERT_MS = 2000; // 'Item Added To Cart' back to 'Add To Cart'
export const CAROUSEL_TRANSITION_MS = 500;
export const BANNER_SLIDE_MS = 5000; // 5 slides over 25 seconds; the home image slider turns at the same pace
export const VIDEO_START_DELAY_MS = 100;
export const VIDEO_START_VOLUME = 0.4;

// --- Layout
export const CATEGORY_CAROUSEL_VISIBLE = 5;
export const CATEGORY_CAROUSEL_VISIBLE_NARROW = 2; // ours: the reference gives none
export const TESTIMONIALS_VISIBLE = 4;
export const TESTIMONIALS_VISIBLE_NARROW = 2;
export const BACK_TO_TOP_AFTER_PX = 100;
export const PANEL_WIDTH_PX = 350;
export const PANEL_FULL_WIDTH_BELOW_PX = 752;
export const PAGE_MAX_WIDTH_PX = 1280; // host/pages/assets/site.css
export const CATEGORY_BAR_HIDDEN_AT_PX = 992; // hidden at this width or less (the menu button shows instead)
export const MOBILE_PRODUCT_LAYOUT_PX = 600;
export const STAR_COUNT = 5;
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 25] as const;

// --- Orders
export const DEFAULT_STORE_NO = 8;
export const ONLINE_STORE_NAME = 'Online Store';
export const DEFAULT_SHOP_NO = 16;
export const OrderSource = { Checkout: 1, QuickOrder: 2 } as const;
/** How screens and exports name an order's Source. */
export function sourceName(source: number): string {
  return source === OrderSource.QuickOrder ? 'Quick order' : 'Checkout';
}
export const DEFAULT_PAYMENT_METHOD = PaymentMethod.CashOnDelivery;
export const PAYMENT_METHOD_NAMES: Readonly<Record<number, string>> = {
  [PaymentMethod.Wipay]: 'WiPay',
  [PaymentMethod.BankTransfer]: 'Bank Transfer',
  [PaymentMethod.CashOnDelivery]: 'Cash on Delivery',
};
export const LoginType = { Login: 1, Register: 2, Guest: 3 } as const;
export const DEFAULT_LOGIN_TYPE = LoginType.Guest;
export const ReturnReason = {
  DeadOnArrival: 1,
  ReceivedWrongItem: 2,
  OrderError: 3,
  Faulty: 4,
  Other: 5,
} as const;

// --- Places and freight (TT$)
export const Country = { Trinidad: 1, Tobago: 2 } as const;
export const DEFAULT_COUNTRY_NO = Country.Trinidad;
export const TRINIDAD_FREIGHT = 40;
export const TRINIDAD_FREE_DELIVERY_FREIGHT = 0;
export const TOBAGO_FREIGHT = 60;
export const TOBAGO_FREE_DELIVERY_FREIGHT = 30;
export const DELIVERY_MINIMUM = 500; // on the item total; below it only pickup (docs/domain.md#delivery-minimum)

// --- People and forms
export const PHONE_PREFIX = '+1(868)';
export const MOBILE_LENGTH = 7;
export const NAME_MAX = 100;
export const ADDRESS_MIN = 8; // a delivery address a courier can find: '12 Main Rd' passes, 'Home' does not
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_MAX = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;
export const STORE_PHONE_MAX = 7;
// Units per line, in the cart and on the server alike; larger quantities are arranged with the shop directly.
export const MAX_LINE_QUANTITY = 99;

export const STORE_WEBSITES = [101, 102] as const; // store form Website options

// --- Browser storage keys (docs/domain.md#browser-storage)
export const StorageKey = {
  token: 'cjwt', // localStorage
  wipayFlag: 'ew', // localStorage
  stores: 'stores', // localStorage
  cart: 'trini-cart', // localStorage: versioned, expiring (domain/stored-cart.ts)
  legacyCart: 'c', // sessionStorage: read once into the cart above
  socialAd: 'fb', // sessionStorage
} as const;
