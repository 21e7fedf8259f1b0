import type { ConfigOptions, TriniGlobal } from '../runtime/config.js';

const ATTRS = { 'api-base': 'apiBase', 'media-base': 'mediaBase', 'store-base': 'storeBase' } as const;

/**
 * Overrides where the widgets find the store API, the media and the store's pages (by default the origin
 * the loader came from). Part of the loader itself (no React, no runtime import), so it applies before any
 * widget loads.
 *
 * @tagname trini-config
 * @attr {string} api-base - Base of the store API, e.g. https://shop.example.tt (default: the loader's origin).
 * @attr {string} media-base - Base that product image and video paths are appended to (default: the API base + media/).
 * @attr {string} store-base - Base of the store's own pages, for links (default: the loader's origin).
 */
export class TriniConfigElement extends HTMLElement {
  static observedAttributes = Object.keys(ATTRS);

  connectedCallback(): void {
    this.hidden = true;
    this.apply();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.apply();
  }

  apply(): void {
    const opts: ConfigOptions = {};
    for (const [attr, key] of Object.entries(ATTRS)) {
      const v = this.getAttribute(attr);
      if (v) opts[key] = v;
    }
    (window as { TriniWidgets?: TriniGlobal }).TriniWidgets?.configure(opts);
  }
}
