// The loader (docs/architecture.md#widgets): defines every tag at once and imports a widget's chunk the first time one
// of its tags connects. Must stay tiny: no React, no stores here (type-only imports are erased).
// Loading it twice (even from two URLs) is harmless: defined tags and an existing global are kept.
import type { WidgetDefinition, WidgetInstance } from './runtime/widget.js';
import type { ConfigOptions, TriniGlobal } from './runtime/config.js';
import { TriniConfigElement } from './loader/config-element.js';
import { isServerRendered, whenNeeded } from './loader/when-needed.js';
import { keepEarlyTaps, type EarlyTaps } from './loader/early-taps.js';
import { drawCardPlaceholder, removeCardPlaceholder } from './loader/card-placeholder.js';

declare const __TRINI_VERSION__: string | undefined;
export const VERSION = typeof __TRINI_VERSION__ === 'string' ? __TRINI_VERSION__ : 'dev';

type WidgetModule = { default: WidgetDefinition };

/** Tag -> its chunk. Add a line here for each new widget (see docs/widgets.md#register-a-tag). */
export const widgetLoaders: Readonly<Record<string, () => Promise<WidgetModule>>> = {
  'trini-product-grid': () => import('./ui/product-grid/element.js'),
  'trini-product-card': () => import('./ui/product-card/element.js'),
  'trini-buy-button': () => import('./ui/buy-button/element.js'),
  'trini-product-detail': () => import('./ui/product-detail/element.js'),
  'trini-cart-button': () => import('./ui/cart-button/element.js'),
  'trini-cart-panel': () => import('./ui/cart-panel/element.js'),
  'trini-cart': () => import('./ui/cart/element.js'),
  'trini-checkout': () => import('./ui/checkout/element.js'),
  'trini-quick-order': () => import('./ui/quick-order/element.js'),
  'trini-account-menu': () => import('./ui/account-menu/element.js'),
  'trini-payment-return': () => import('./ui/payment-return/element.js'),
  'trini-order-success': () => import('./ui/order-success/element.js'),
  'trini-side-menu': () => import('./ui/side-menu/element.js'),
  'trini-site-search': () => import('./ui/site-search/element.js'),
  'trini-back-to-top': () => import('./ui/back-to-top/element.js'),
  'trini-carousel': () => import('./ui/carousel/element.js'),
  'trini-wishlist': () => import('./ui/wishlist/element.js'),
  'trini-category-page': () => import('./ui/category-page/element.js'),
  'trini-place-order': () => import('./ui/place-order/element.js'),
  'trini-account-page': () => import('./ui/account-page/element.js'),
  'trini-store-admin': () => import('./ui/store-admin/element.js'),
  'trini-admin-app': () => import('./ui/admin-app/element.js'),
};

const definitions = new Map<string, WidgetDefinition>();
const pending = new Map<string, Promise<WidgetDefinition>>();

/** Loads (once) the implementation of a tag. A failed load is retried on the next call. */
export function loadWidget(tag: string): Promise<WidgetDefinition> {
  let p = pending.get(tag);
  if (!p) {
    const load = widgetLoaders[tag];
    if (!load) return Promise.reject(new Error(`Unknown widget ${tag}`));
    p = load().then((m) => {
      definitions.set(tag, m.default);
      return m.default;
    });
    p.catch(() => pending.delete(tag));
    pending.set(tag, p);
  }
  return p;
}

// Widgets whose chunks arrive together (a page's widgets all wait for the shared runtime chunk) start one per
// task, not all in the task that evaluated the chunks: a phone's main thread stays free for input between them.
const starts: Array<() => void> = [];

function startNext(): void {
  try {
    starts.shift()?.();
  } finally {
    if (starts.length) setTimeout(startNext, 0);
  }
}

function startSoon(start: () => void): void {
  starts.push(start);
  if (starts.length === 1) setTimeout(startNext, 0);
}

/** The element's internals, for the page's `:state(mounted)`; none where the browser has no ElementInternals. */
function internalsOf(element: HTMLElement): ElementInternals | undefined {
  try {
    return element.attachInternals?.();
  } catch {
    // no ElementInternals: pages simply cannot style the not-yet-mounted state
    return undefined;
  }
}

/** Pages reserve space for a widget until it has rendered: `trini-x:not(:state(mounted))`. */
function markMounted(internals: ElementInternals | undefined, on: boolean): void {
  try {
    if (on) internals?.states.add('mounted');
    else internals?.states.delete('mounted');
  } catch {
    // older browsers: no custom states
  }
}

function loadFailedEvent(tag: string): CustomEvent {
  return new CustomEvent('trini-error', {
    detail: { message: `Could not load ${tag}`, reason: 'widget-load-failed', source: 'load' },
    bubbles: true,
    composed: true,
  });
}

/**
 * The element class registered for a tag: the real, final class (custom elements cannot be redefined),
 * whose implementation arrives with the chunk. Attributes set before the chunk loads are simply read at
 * mount; later changes are observed by the implementation (so the loader needs no attribute lists).
 */
function lazyElement(tag: string): CustomElementConstructor {
  return class TriniElement extends HTMLElement {
    #instance: WidgetInstance | undefined;
    #internals: ElementInternals | undefined;
    #resolve!: () => void;
    #reject!: (e: unknown) => void;
    /** Resolves once the widget is mounted (its chunk loaded and React root rendering). */
    readonly ready: Promise<void> = new Promise<void>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });

    constructor() {
      super();
      this.ready.catch(() => {}); // a failed load is reported as a trini-error event below
      this.#internals = internalsOf(this);
    }

    #waiting = false;
    /** Taps on what is on screen before the code has run (loader/early-taps.ts). */
    #taps: EarlyTaps | undefined;

    connectedCallback(): void {
      if (this.#instance) return this.#instance.connect();
      if (isServerRendered(this)) {
        this.#taps ??= keepEarlyTaps(this.shadowRoot!);
        return this.#hydrateWhenNeeded();
      }
      const def = definitions.get(tag);
      if (def) return this.#start(def);
      const placeholder = (tag === 'trini-product-card' || tag === 'trini-buy-button') && drawCardPlaceholder(this);
      if (placeholder) {
        this.#taps = keepEarlyTaps(placeholder);
        markMounted(this.#internals, true); // the placeholder takes the box the page reserved
      }
      loadWidget(tag).then(
        (d) => startSoon(() => this.#start(d)),
        (error: unknown) => this.#failed(error),
      );
    }

    #hydrateWhenNeeded(): void {
      if (this.#waiting) return;
      this.#waiting = true;
      // The code is fetched now, so that a tap on the widget finds it ready.
      loadWidget(tag).catch((error: unknown) => this.#failed(error));
      whenNeeded(this, (urgent) => {
        this.#waiting = false;
        const def = definitions.get(tag);
        if (def && urgent) return this.#start(def);
        loadWidget(tag).then(
          (d) => startSoon(() => this.#start(d)),
          () => undefined,
        );
      });
    }

    #failed(error: unknown): void {
      console.error(`[${tag}] failed to load`, error);
      this.#taps?.drop();
      this.#taps = undefined;
      if (!this.#instance && this.shadowRoot?.querySelector('[data-placeholder]')) {
        removeCardPlaceholder(this.shadowRoot); // no button that cannot work: the page's reserved box again
        markMounted(this.#internals, false);
      }
      this.#reject(error);
      this.dispatchEvent(loadFailedEvent(tag));
    }

    disconnectedCallback(): void {
      this.#instance?.disconnect();
    }

    #start(def: WidgetDefinition): void {
      if (!this.isConnected) return; // removed while the chunk was loading; the next connect mounts
      const taps = this.#taps;
      this.#taps = undefined;
      if (!this.#instance) removeCardPlaceholder(this.shadowRoot);
      // Taps kept before the code ran are replayed once the tree is committed: their elements have handlers then.
      (this.#instance ??= def.create(this)).connect(taps && (() => taps.release()));
      markMounted(this.#internals, true);
      this.#resolve();
    }
  };
}

function installGlobal(): TriniGlobal {
  const w = window as { TriniWidgets?: TriniGlobal };
  return (w.TriniWidgets ??= {
    version: VERSION,
    config: {},
    configure(opts: ConfigOptions) {
      for (const k of ['apiBase', 'mediaBase', 'storeBase'] as const) if (opts?.[k]) this.config[k] = opts[k];
      window.dispatchEvent(new Event('trini-configure'));
    },
  });
}

export function defineAll(): void {
  installGlobal();
  if (!customElements.get('trini-config')) customElements.define('trini-config', TriniConfigElement);
  for (const tag of Object.keys(widgetLoaders)) {
    if (!customElements.get(tag)) customElements.define(tag, lazyElement(tag));
  }
}

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') defineAll();
