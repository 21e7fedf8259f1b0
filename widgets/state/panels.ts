// Slide-in panels (docs/screens.md#panels): the cart panel and the side menu.
import { map } from 'nanostores';

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
