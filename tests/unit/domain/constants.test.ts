// The shop's numbers (docs/domain.md#constants): each is pinned to the value the shop promises, and where the
// number reaches the shopper through CSS or page markup rather than a function call, the test reads that CSS or
// markup, so it pins what runs, not a twin of it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as C from '../../../widgets/domain/constants.js';
import { cartPanelCss } from '../../../widgets/ui/cart-panel/cart-panel.css.js';
import { sideMenuCss } from '../../../widgets/ui/side-menu/side-menu.css.js';
import { homeBody } from '../../../host/pages/home.js';
import { DEFAULT_SHOP_SETTINGS } from '../../../widgets/domain/shop-settings.js';

const siteCss = readFileSync(new URL('../../../host/pages/assets/site.css', import.meta.url), 'utf8');
const home = homeBody(DEFAULT_SHOP_SETTINGS).value;

describe('the shop numbers', () => {
  it.each([
    ['products per list request and home page', C.PAGE_SIZE, 15],
    ['largest MaxRecords the host accepts', C.MAX_RECORDS_LIMIT, 100],
    ['reviews shown before All Reviews', C.REVIEWS_BEFORE_ALL_BUTTON, 5],
    ['snack bar ms', C.SNACK_BAR_MS, 5000],
    ['caption revert ms', C.CAPTION_REVERT_MS, 2000],
    ['carousel transition ms', C.CAROUSEL_TRANSITION_MS, 500],
    ['banner slide ms (5 slides over 25 s)', C.BANNER_SLIDE_MS, 5000],
    ['video start delay ms', C.VIDEO_START_DELAY_MS, 100],
    ['video start volume', C.VIDEO_START_VOLUME, 0.4],
    ['categories carousel visible', C.CATEGORY_CAROUSEL_VISIBLE, 5],
    ['testimonials visible', C.TESTIMONIALS_VISIBLE, 4],
    ['testimonials visible on narrow screens', C.TESTIMONIALS_VISIBLE_NARROW, 2],
    ['back-to-top after px', C.BACK_TO_TOP_AFTER_PX, 100],
    ['panel width px', C.PANEL_WIDTH_PX, 350],
    ['panels full width below px', C.PANEL_FULL_WIDTH_BELOW_PX, 752],
    ['page body max width px', C.PAGE_MAX_WIDTH_PX, 1280],
    ['category bar hidden at or below px', C.CATEGORY_BAR_HIDDEN_AT_PX, 992],
    ['mobile product layout px', C.MOBILE_PRODUCT_LAYOUT_PX, 600],
    ['stars', C.STAR_COUNT, 5],
    ['checkout StoreNo', C.DEFAULT_STORE_NO, 8],
    ['store name', C.ONLINE_STORE_NAME, 'Online Store'],
    ['default shop', C.DEFAULT_SHOP_NO, 16],
    ['checkout Source', C.OrderSource.Checkout, 1],
    ['quick order Source', C.OrderSource.QuickOrder, 2],
    ['default payment method (cash on delivery)', C.DEFAULT_PAYMENT_METHOD, 3],
    ['default login type (guest)', C.DEFAULT_LOGIN_TYPE, 3],
    ['Trinidad', C.Country.Trinidad, 1],
    ['Tobago', C.Country.Tobago, 2],
    ['default country', C.DEFAULT_COUNTRY_NO, 1],
    ['Trinidad freight', C.TRINIDAD_FREIGHT, 40],
    ['Trinidad freight with free delivery', C.TRINIDAD_FREE_DELIVERY_FREIGHT, 0],
    ['Tobago freight', C.TOBAGO_FREIGHT, 60],
    ['Tobago freight with free delivery', C.TOBAGO_FREE_DELIVERY_FREIGHT, 30],
    ['delivery minimum', C.DELIVERY_MINIMUM, 500],
    ['phone prefix', C.PHONE_PREFIX, '+1(868)'],
    ['mobile digits', C.MOBILE_LENGTH, 7],
    ['name max', C.NAME_MAX, 100],
    ['address min', C.ADDRESS_MIN, 8],
    ['review title max', C.REVIEW_TITLE_MAX, 100],
    ['review max', C.REVIEW_MAX, 1000],
    ['rating min', C.RATING_MIN, 1],
    ['rating max', C.RATING_MAX, 5],
    ['email max', C.EMAIL_MAX, 254],
    ['email local part max', C.EMAIL_LOCAL_MAX, 64],
    ['store phone max', C.STORE_PHONE_MAX, 7],
    ['units per line max', C.MAX_LINE_QUANTITY, 99],
  ])('%s: %s', (_what, value, expected) => {
    expect(value).toBe(expected);
  });

  it('browser storage keys, payment method names, return reasons, page sizes, store websites', () => {
    expect(C.StorageKey).toEqual({ token: 'cjwt', wipayFlag: 'ew', stores: 'stores', cart: 'trini-cart', legacyCart: 'c', socialAd: 'fb' });
    expect(C.PAYMENT_METHOD_NAMES).toEqual({ 1: 'WiPay', 2: 'Bank Transfer', 3: 'Cash on Delivery' });
    expect(C.ReturnReason).toEqual({ DeadOnArrival: 1, ReceivedWrongItem: 2, OrderError: 3, Faulty: 4, Other: 5 });
    expect(C.PAGE_SIZE_OPTIONS).toEqual([5, 10, 15, 25]);
    expect(C.STORE_WEBSITES).toEqual([101, 102]);
  });
});

describe('the numbers as the CSS and pages use them', () => {
  it.each([
    ['cart panel width', cartPanelCss, `width: ${C.PANEL_WIDTH_PX}px`],
    ['cart panel full width below 752px', cartPanelCss, `@media (max-width: ${C.PANEL_FULL_WIDTH_BELOW_PX - 0.02}px) { .panel { width: 100vw; } }`],
    ['side menu width', sideMenuCss, `width: ${C.PANEL_WIDTH_PX}px`],
    ['side menu full width below 752px', sideMenuCss, `@media (max-width: ${C.PANEL_FULL_WIDTH_BELOW_PX - 0.02}px) { .panel { width: 100%; } }`],
    [
      'menu button hidden above 992px',
      sideMenuCss,
      `@media (min-width: ${C.CATEGORY_BAR_HIDDEN_AT_PX + 0.02}px) { .menu-button:not(.always) { display: none; } }`,
    ],
    ['page body max width', siteCss, `.page { max-width: ${C.PAGE_MAX_WIDTH_PX}px;`],
    ['header as wide as the page body', siteCss, `.site-header__inner { max-width: ${C.PAGE_MAX_WIDTH_PX}px;`],
    ['category bar as wide as the page body', siteCss, `.category-bar > ul { max-width: ${C.PAGE_MAX_WIDTH_PX}px;`],
    ['footer as wide as the page body', siteCss, `.site-footer__grid { max-width: ${C.PAGE_MAX_WIDTH_PX}px;`],
    ['category bar hidden at 992px or less', siteCss, `@media (max-width: ${C.CATEGORY_BAR_HIDDEN_AT_PX}px) { .category-bar { display: none; } }`],
    ['banner slider hidden at 992px or less', siteCss, `@media (max-width: ${C.CATEGORY_BAR_HIDDEN_AT_PX}px) { .banner-slider { display: none; } }`],
    ['categories carousel', home, `visible="${C.CATEGORY_CAROUSEL_VISIBLE}" visible-narrow="${C.CATEGORY_CAROUSEL_VISIBLE_NARROW}" label="Shop by Category"`],
    ['testimonials carousel', home, `visible="${C.TESTIMONIALS_VISIBLE}" visible-narrow="${C.TESTIMONIALS_VISIBLE_NARROW}" label="What our Customer Says"`],
    ['banner slider timing', home, `autoplay-ms="${C.BANNER_SLIDE_MS}" label="Promotions"`],
  ])('%s', (_what, text, expected) => {
    // Whitespace-blind: the formatter may break a rule over lines.
    const squash = (t: string) => t.replace(/\s+/g, ' ');
    expect(squash(text)).toContain(squash(expected));
  });
});
