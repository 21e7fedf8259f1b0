// <trini-toasts>: the page's one snack bar host (state/toasts.ts holds the list). Not a loader tag: no page
// places it; it is appended to <body> when the first toast shows.
import { toastsCss } from '../styles/tokens.js';
import { Toasts } from '../ui/toasts/Toasts.js';
import { $toasts } from '../state/toasts.js';
import { defineElement, makeWidget, type WidgetDefinition } from '../runtime/widget.js';

const TOASTS_TAG = 'trini-toasts';

let watching = false;
let definition: WidgetDefinition | null = null;

/** Makes sure one <trini-toasts> is in the document. */
function ensureToastHost(): void {
  if (!document.body) return;
  definition ??= makeWidget({ tag: TOASTS_TAG, css: toastsCss, component: Toasts });
  defineElement(definition);
  if (!document.querySelector(TOASTS_TAG)) document.body.append(document.createElement(TOASTS_TAG));
}

/** From now on, a toast brings the host into the page (started by the first widget to mount). */
export function watchToasts(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  $toasts.subscribe((list) => {
    if (list.length) ensureToastHost();
  });
}
