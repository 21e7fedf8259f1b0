// <trini-toasts>: the page's one snack bar host (state/toasts.ts holds the list) and its polite live region
// (state/announcer.ts), which must exist, empty, before its first message for screen readers to announce it.
// Not a loader tag: no page places it; every widget mount makes sure it is in <body>.
import { toastsCss } from '../../styles/tokens.js';
import { Toasts } from './Toasts.js';
import { $toasts } from '../../state/toasts.js';
import { $announcement } from '../../state/announcer.js';
import { defineElement, makeWidget, type WidgetDefinition } from '../../runtime/widget.js';

export const TOASTS_TAG = 'trini-toasts';

let watching = false;
let definition: WidgetDefinition | null = null;

/** Makes sure one <trini-toasts> is in the document. */
export function ensureToastHost(): HTMLElement | null {
  if (typeof document === 'undefined' || !document.body) return null;
  definition ??= makeWidget({ tag: TOASTS_TAG, css: toastsCss, component: Toasts });
  defineElement(definition);
  let host = document.querySelector<HTMLElement>(TOASTS_TAG);
  if (!host) {
    host = document.createElement(TOASTS_TAG);
    document.body.append(host);
  }
  return host;
}

/**
 * Called on every widget mount: the host is put in at once (a page, or a framework, may have replaced <body>
 * since the last mount), and from the first call on a toast or an announcement brings it back if something
 * removed it.
 */
export function watchToasts(): void {
  if (typeof document === 'undefined') return;
  ensureToastHost();
  if (watching) return;
  watching = true;
  $toasts.subscribe((list) => {
    if (list.length) ensureToastHost();
  });
  $announcement.subscribe((message) => {
    if (message.text) ensureToastHost();
  });
}
