// Links to the store's own pages (docs/screens.md#routes). Path-only when the page is on the store's origin,
// absolute (storeBase + path) when a widget is embedded on a partner page. Media URLs: mediaBase + path.
import { getConfig } from './config.js';
import { $attribution, ATTRIBUTION_KEY } from '../state/attribution.js';
import { $cart } from '../state/cart.js';
import { encodeHandoff, HANDOFF_PARAM } from '../state/cart-handoff.js';

function seg(text: string | number): string {
  return encodeURIComponent(String(text));
}

let renderedPageOrigin: string | undefined;

/** Server rendering (host/pages/ssr): the origin of the page being rendered stands in for location's. */
export function setRenderedPageOrigin(origin: string | undefined): void {
  renderedPageOrigin = origin;
}

/** A store path ('/cart') as an href valid on the current page. */
export function storeHref(path: string, opts: { withCart?: boolean } = {}): string {
  const { storeBase } = getConfig();
  const clean = path.startsWith('/') ? path : '/' + path;
  let base: URL;
  try {
    base = new URL(storeBase);
  } catch {
    return clean;
  }
  const page = globalThis.location?.origin ?? renderedPageOrigin;
  const prefix = base.pathname.replace(/\/$/, ''); // a store mounted under a sub-path
  if (page && base.origin === page) return prefix + clean;
  const href = withAttribution(base.origin + prefix + clean);
  return opts.withCart && $cart.get().ItemCount ? `${href}${href.includes('?') ? '&' : '?'}${HANDOFF_PARAM}=${encodeHandoff()}` : href;
}

/** From a partner page, the store link names the partner shop so the sale stays attributed. */
function withAttribution(href: string): string {
  const shop = $attribution.get();
  return shop ? `${href}${href.includes('?') ? '&' : '?'}${ATTRIBUTION_KEY}=${shop}` : href;
}

export const links = {
  home: () => storeHref('/home'),
  product: (productNo: number) => storeHref(`/productdetails/${seg(productNo)}`),
  /** From a partner page, the cart and checkout links carry the cart (sessionStorage is per origin). */
  cart: (productNo?: number) => storeHref(productNo ? `/cart/${seg(productNo)}` : '/cart', { withCart: !productNo }),
  wishlist: (productNo?: number) => storeHref(productNo ? `/wishlist/${seg(productNo)}` : '/wishlist'),
  checkout: () => storeHref('/checkout', { withCart: true }),
  success: () => storeHref('/success'),
  /** /search/{text}; banner clicks add ?b=11..15. Empty text gives /search/. */
  search: (text = '', bannerNo?: number) => storeHref(`/search/${seg(text)}${bannerNo ? `?b=${seg(bannerNo)}` : ''}`),
  categorySearch: (text: string) => storeHref(`/csearch/${seg(text)}`),
  category: (categoryNo: number) => storeHref(`/category/${seg(categoryNo)}`),
  placeOrder: (productNo?: number) => storeHref(productNo ? `/placeorder/${seg(productNo)}` : '/placeorder'),
  quickOrder: (productNo: number, shopNo?: number) => storeHref(`/fborder/${seg(productNo)}${shopNo ? `/${seg(shopNo)}` : ''}`),
  login: () => storeHref('/login'),
  register: () => storeHref('/register'),
  account: () => storeHref('/account'),
  editAccount: () => storeHref('/editaccountinfo'),
  changePassword: () => storeHref('/changepassword'),
  orderHistory: () => storeHref('/orderhistory'),
  orderDetail: (orderNo?: number) => storeHref(orderNo ? `/orderdetail?OrderNo=${seg(orderNo)}` : '/orderdetail'),
  orderTrack: () => storeHref('/ordertrack'),
  productReturn: () => storeHref('/productreturn'),
  page: (name: 'deliverypolicy' | 'termsandcondition' | 'aboutus' | 'ourservices' | 'privacypolicy') => storeHref(`/${name}`),
};

/** mediaBase + a file path from the API (ImageFilePath, VideoFileName); absolute URLs pass through. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return getConfig().mediaBase + path.replace(/^\/+/, '');
}

/** Full-page navigation to a store page (widgets are not a single-page app). */
export function navigate(href: string): void {
  globalThis.location?.assign(href);
}
