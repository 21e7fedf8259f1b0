// Slide-in panels (docs/screens.md#panels): the cart panel and the side menu; and the checkout dialog of a partner's page
// (docs/embedding.md#the-one-tag-buy-button): while a <trini-buy-button> is on the page, the cart panel's Checkout opens
// the checkout dialog right there instead of going to the store's checkout. The first buy button on the page brings
// the panel and the dialog; another takes over when it leaves.
import { atom, map } from 'nanostores';

export interface PanelsState {
  cart: boolean;
  menu: boolean;
}

export const $panels = map<PanelsState>({ cart: false, menu: false });

function currentPath(): string {
  try {
    return globalThis.location?.pathname ?? '/';
  } catch {
    return '/';
  }
}

/** True on the cart page (/cart or /cart/{ProductNo}). */
export function isCartPage(pathname: string = currentPath()): boolean {
  return /^\/cart(\/|$)/i.test(pathname);
}

/** The header cart button: closes on the cart page (the page already shows the cart), otherwise flips. */
export function toggleCartPanel(pathname: string = currentPath()): void {
  $panels.setKey('cart', isCartPage(pathname) ? false : !$panels.get().cart);
}

export function openCartPanel(): void {
  $panels.setKey('cart', true);
}

/** Overlay, close button, View Cart, Checkout and Continue Shopping all close it. */
export function closeCartPanel(): void {
  $panels.setKey('cart', false);
}

/** The menu button flips the side menu. */
export function toggleMenuPanel(): void {
  $panels.setKey('menu', !$panels.get().menu);
}

/** Overlay, close button, any entry or a search close it. */
export function closeMenuPanel(): void {
  $panels.setKey('menu', false);
}

/** The buy buttons on the page, in the order they came; the first hosts the cart panel and the checkout dialog. */
export const $checkoutHosts = atom<readonly object[]>([]);

/** The checkout dialog is open. */
export const $checkoutDialog = atom(false);

/** Registers a buy button; the answer takes it off again. */
export function hostCheckout(host: object): () => void {
  $checkoutHosts.set([...$checkoutHosts.get(), host]);
  return () => $checkoutHosts.set($checkoutHosts.get().filter((h) => h !== host));
}

/** From the cart panel: the panel closes, the checkout opens over the page. */
export function openCheckoutDialog(): void {
  closeCartPanel();
  $checkoutDialog.set(true);
}

export function closeCheckoutDialog(): void {
  $checkoutDialog.set(false);
}
