// The ordering widgets' tests (checkout, order submission, quick order): the real loader, the stores they
// read, and a clean page before each test. Imported after the loader, like the widgets import them.
import { flush } from '../mount.js';
import { captureNavigation } from './fetch.js';

export { restoreFakes } from './fetch.js';

await import('../../../widgets/index.js');
export const cart = await import('../../../widgets/state/cart.js');
const { emptyCart } = await import('../../../widgets/domain/cart.js');
export const { $settings, setFromSocialAd, forgetHostPaymentOptions } = await import('../../../widgets/state/settings.js');
export const session = await import('../../../widgets/state/session.js');
const { $toasts, clearToasts } = await import('../../../widgets/state/toasts.js');
export const { $authDialog } = await import('../../../widgets/state/dialogs.js');
const { $shop } = await import('../../../widgets/state/shop.js');
const { DEMO_SHOP_SETTINGS } = await import('../../../host/db/seed/shop-settings.js');
const { publicShopSettings } = await import('../../../widgets/domain/shop-settings.js');
export const { attributeToShop, clearAttribution } = await import('../../../widgets/state/attribution.js');

export const SAVE = '/api/shop/SaveOrder';
export const WIPAY = '/api/shop/GetWipayUrl';

export const toastTexts = () => $toasts.get().map((t) => t.text);

/**
 * No elements, storage, cart lines, session, gateway or social-ad setting, shop attribution, snack bars
 * or open dialog; the demo shop's settings; navigation is captured. Returns the captured navigation targets.
 */
export async function resetOrderingPage(): Promise<string[]> {
  document.body.innerHTML = '';
  await flush();
  sessionStorage.clear();
  localStorage.clear();
  cart.$cart.set(emptyCart());
  session.logout();
  $settings.set({ useWipay: false, fromSocialAd: false });
  forgetHostPaymentOptions();
  clearAttribution();
  clearToasts();
  $authDialog.set(null);
  // The demo shop's settings, as the host's own pages carry them.
  $shop.set(publicShopSettings(DEMO_SHOP_SETTINGS, ['whatsapp', 'sms'])); // as the development host, with its message emulator
  return captureNavigation();
}
