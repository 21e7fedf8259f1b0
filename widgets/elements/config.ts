// <trini-config api-base="..." media-base="..." store-base="...">: overrides the bundle-origin defaults.
// Part of the loader itself (no React, no runtime import), so it applies before any widget loads.
import type { ConfigOptions, TriniGlobal } from '../runtime/config.js';

const ATTRS = { 'api-base': 'apiBase', 'media-base': 'mediaBase', 'store-base': 'storeBase' } as const;

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
