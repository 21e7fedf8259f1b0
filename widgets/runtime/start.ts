// Page-wide runtime duties, started by the first widget that mounts:
// - <trini-toasts>, appended to <body> at once: it holds the page's polite live region, which must exist
//   (empty) before its first message for screen readers to announce it, and the snack bars;
// - one `trini-cart-change` event on document per cart change (for partner analytics).
import { toastsCss } from '../styles/tokens.js';
import { Toasts } from '../ui/toasts/Toasts.js';
import { $toasts } from '../state/toasts.js';
import { $announcement } from '../state/announcer.js';
import { $cart } from '../state/cart.js';
import { importHandoff } from '../state/cart-handoff.js';
import type { Cart } from '../domain/types.js';
import { defineElement, makeWidget, type WidgetDefinition } from './widget.js';
import { dispatchTrini, type CartChangeDetail } from './events.js';

export const TOASTS_TAG = 'trini-toasts';

let started = false;
let toastsDef: WidgetDefinition | null = null;

export function cartChangeDetail(cart: Cart): CartChangeDetail {
  return {
    itemCount: cart.ItemCount,
    quantity: cart.ItemList.reduce((n, l) => n + l.Quantity, 0),
    itemTotal: cart.ItemTotal,
    freight: cart.Freight,
    grandTotal: cart.ItemGrandTotal,
    productNos: cart.ItemList.map((l) => l.ProductNo),
  };
}

/** Makes sure one <trini-toasts> is in the document. */
export function ensureToastHost(): HTMLElement | null {
  if (typeof document === 'undefined' || !document.body) return null;
  toastsDef ??= makeWidget({ tag: TOASTS_TAG, css: toastsCss, component: Toasts });
  defineElement(toastsDef);
  let host = document.querySelector<HTMLElement>(TOASTS_TAG);
  if (!host) {
    host = document.createElement(TOASTS_TAG);
    document.body.append(host);
  }
  return host;
}

export function startRuntime(): void {
  if (typeof document === 'undefined') return;
  // Every mount makes sure the live region is there: a page (or a framework) may have replaced <body>.
  if (started) {
    ensureToastHost();
    return;
  }
  started = true;
  ensureToastHost();
  // (A test or a page may remove it: it comes back with the next message.)
  $toasts.subscribe((list) => {
    if (list.length) ensureToastHost();
  });
  $announcement.subscribe((message) => {
    if (message.text) ensureToastHost();
  });
  $cart.listen((cart) => {
    dispatchTrini(document, 'trini-cart-change', cartChangeDetail(cart));
  });
  void importHandoff();
}
