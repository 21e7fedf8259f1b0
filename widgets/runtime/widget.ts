// The core of ui/define.ts (kept apart so runtime-owned elements can use it without a module cycle).
// The base every widget is built on: a definition (React component + typed attributes + CSS) that the
// loader's lazy element mounts into an open shadow root. One constructed stylesheet per widget, shared
// by all its instances, plus the shared token sheet; React root per element, created on connect and
// unmounted on disconnect; attributes -> camelCase props, re-rendered when they change.
import { createElement, startTransition, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { tokensCss } from '../styles/tokens.js';
import { dispatchTrini, HostContext } from './events.js';
import { WidgetErrorBoundary } from './error-boundary.js';
import { keepTargetsForReplay } from './replayable-events.js';

/** How an attribute's string is turned into a prop. */
export type AttrType = 'string' | 'number' | 'boolean';
export type AttrSpec = Readonly<Record<string, AttrType>>;

/** 'product-no' -> 'productNo' (type level). */
export type CamelCase<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;
type PropValue<T extends AttrType> = T extends 'number' ? number | undefined : T extends 'boolean' ? boolean : string | undefined;
/** The props a component receives for an attribute spec: { 'product-no': 'number' } -> { productNo?: number }. */
export type AttrProps<A extends AttrSpec> = { [K in keyof A & string as CamelCase<K>]: PropValue<A[K]> };

export interface WidgetOptions<A extends AttrSpec> {
  /** The tag, used in error reports and as the chunk's identity. */
  tag: string;
  /** Observed attributes and how to parse them. Absent attributes give undefined (false for booleans). */
  attributes?: A;
  /** The widget's own CSS; adopted once per widget into all its instances' shadow roots. */
  css?: string;
  component: ComponentType<AttrProps<A>>;
  /**
   * What the widget shows before anyone uses it takes no room and cannot be seen (a closed panel, a button that
   * appears on scroll): its first render in the browser then runs in a transition, which yields to the browser,
   * instead of holding the main thread for the whole tree.
   */
  hiddenAtFirst?: boolean;
}

/** One mounted element. connect/disconnect are idempotent. */
export interface WidgetInstance {
  /** Mounts (renders, or hydrates the server's markup); `onCommitted` runs once the tree is on the page with its
   * handlers (at once when it already was). */
  connect(onCommitted?: () => void): void;
  disconnect(): void;
  /** Re-reads the attributes and renders again (done automatically on observed attribute changes). */
  update(): void;
}

/** What an element module exports as default; the loader only knows this shape. */
export interface WidgetDefinition {
  readonly tag: string;
  readonly attributes: readonly string[];
  create(host: HTMLElement): WidgetInstance;
  /** What it was made of: the host renders the same component and CSS on the server (host/pages/ssr). */
  readonly options?: WidgetOptions<AttrSpec>;
}

/** The class of the element React renders into, in the shadow root; the server writes the same one. */
export const ROOT_CLASS = 'trini-root';

/** Calls `onCommit` once, after the first commit of everything inside it (an effect runs after its children's). */
function Committed({ onCommit, children }: { onCommit: (() => void) | undefined; children?: ReactNode }): ReactNode {
  useEffect(() => onCommit?.(), []); // eslint-disable-line react-hooks/exhaustive-deps -- the first commit only
  return children;
}

/**
 * The React tree of one widget: the same for the browser's render, its hydration and the server's render
 * (host/pages/ssr), so hydration finds what the server wrote. `host` is null on the server.
 */
export function widgetTree(
  host: HTMLElement | null,
  component: ComponentType<never>,
  props: object,
  onError: (error: unknown) => void,
  onCommit?: () => void,
): ReactElement {
  return createElement(
    HostContext.Provider,
    { value: host },
    createElement(Committed, { onCommit }, createElement(WidgetErrorBoundary, { onError }, createElement(component as ComponentType<object>, props))),
  );
}

export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function parseAttr(value: string | null, type: AttrType): string | number | boolean | undefined {
  if (type === 'boolean') return value !== null && value !== 'false' && value !== '0';
  if (value === null) return undefined;
  if (type === 'number') {
    const t = value.trim();
    const n = t === '' ? NaN : Number(t);
    return Number.isFinite(n) ? n : undefined;
  }
  return value;
}

/** Reads the declared attributes of `host` into camelCase props. */
export function readProps<A extends AttrSpec>(host: Element, spec: A): AttrProps<A> {
  const props: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(spec)) props[camelCase(name)] = parseAttr(host.getAttribute(name), type);
  return props as AttrProps<A>;
}

// ---- stylesheets ----------------------------------------------------------------------------

const canAdopt =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Keeps the server's copy of the rules (host/pages/ssr) in a root about to hydrate: they are the same rules, and
 * trading them for the shared sheets would restyle the whole server-rendered tree while the page loads. Marked as
 * the widget's own, so a later remount adopts the shared sheets in its place.
 */
function keepServerStyles(root: ShadowRoot): void {
  for (const style of Array.from(root.children)) {
    if (style.localName !== 'style' || !style.hasAttribute('data-ssr')) continue;
    style.removeAttribute('data-ssr');
    style.setAttribute('data-trini', '');
  }
}

/** Puts the token sheet and the widget's sheet into `root`, once. */
export function applyStyles(root: ShadowRoot, css: string | undefined): void {
  const list = css ? [tokensCss, css] : [tokensCss];
  if (canAdopt) {
    try {
      const wanted = list.map(sheetFor);
      if (!wanted.every((s) => root.adoptedStyleSheets.includes(s))) {
        root.adoptedStyleSheets = [...wanted, ...root.adoptedStyleSheets.filter((s) => !wanted.includes(s))];
      }
      // The server's copy of the same rules (host/pages/ssr) is no longer needed once the shared sheets apply.
      for (const style of Array.from(root.children))
        if (style.localName === 'style' && (style.hasAttribute('data-ssr') || style.hasAttribute('data-trini'))) style.remove();
      return;
    } catch {
      // fall back to <style> below
    }
  }
  if (root.querySelector('style[data-trini], style[data-ssr]')) return;
  for (const text of list) {
    const style = document.createElement('style');
    style.dataset.trini = '';
    style.textContent = text;
    root.prepend(style);
  }
}

// ---- the widget ----------------------------------------------------------------------------

/** Builds a definition; `onConnect` runs before every mount (ui/define.ts passes the page start-up). */
export function makeWidget<A extends AttrSpec = Record<never, AttrType>>(options: WidgetOptions<A>, onConnect?: () => void): WidgetDefinition {
  const spec = (options.attributes ?? {}) as A;
  const names = Object.keys(spec);
  const { tag, css, component, hiddenAtFirst } = options;

  return {
    tag,
    attributes: names,
    options: options as unknown as WidgetOptions<AttrSpec>,
    create(host: HTMLElement): WidgetInstance {
      let root: Root | null = null;
      let container: HTMLElement | null = null;
      let observer: MutationObserver | null = null;
      let pendingUnmount = false;

      const reportError = (error: unknown) => {
        console.error(`[${tag}]`, error);
        dispatchTrini(host, 'trini-error', { message: String((error as Error)?.message ?? error), reason: 'render-failed', source: tag });
      };

      let committed: (() => void) | undefined;
      const onCommit = () => {
        const then = committed;
        committed = undefined;
        then?.();
      };
      const tree = () => widgetTree(host, component as ComponentType<never>, readProps(host, spec), reportError, onCommit);
      const render = () => {
        if (root) root.render(tree());
      };

      const unmount = () => {
        observer?.disconnect();
        observer = null;
        root?.unmount();
        root = null;
        container?.remove();
        container = null;
      };

      return {
        connect(onCommitted) {
          pendingUnmount = false;
          if (root) return onCommitted?.();
          committed = onCommitted;
          onConnect?.();
          const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
          // Rendered by the server (declarative shadow DOM): hydrate what is there instead of rendering anew.
          const rendered = serverRenderedRoot(shadow);
          if (rendered) keepServerStyles(shadow);
          else applyStyles(shadow, css);
          if (rendered) {
            container = rendered;
            container.removeAttribute('data-ssr'); // a later remount renders afresh
            // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
            // thread for the whole tree (the server's markup is already on screen, so nothing waits for it).
            const target = container;
            keepTargetsForReplay(shadow);
            startTransition(() => {
              root = hydrateRoot(target, tree(), { onRecoverableError: (error) => console.error(`[${tag}] hydration`, error) });
            });
          } else {
            container = appendRootContainer(shadow);
            root = createRoot(container);
          }
          if (names.length && typeof MutationObserver !== 'undefined') {
            observer = new MutationObserver(render);
            observer.observe(host, { attributes: true, attributeFilter: names });
          }
          // The first render happens now, not in a later task: the shadow root never shows empty (a frame in
          // which the widget has no height, then a layout shift when it renders). A widget placed by another
          // widget's tree connects during that tree's commit, when React cannot flush: it renders as that commit
          // ends, still before the frame is painted. One hidden at first has nothing to show empty.
          if (!rendered) {
            if (hiddenAtFirst) startTransition(render);
            else if (placedByWidget(host)) render();
            else flushSync(render);
          }
        },
        disconnect() {
          // Deferred: a move in the DOM (disconnect + connect in one task) keeps the React tree, and an
          // element removed by another widget's React commit is not unmounted in the middle of it.
          if (!root || pendingUnmount) return;
          pendingUnmount = true;
          queueMicrotask(() => {
            if (pendingUnmount && !host.isConnected) unmount();
            pendingUnmount = false;
          });
        },
        update: render,
      };
    },
  };
}

/** The root the server rendered into the shadow root, not yet hydrated. (`:scope` matches nothing in a shadow root's
 * querySelector: look at its children.) */
function serverRenderedRoot(shadow: ShadowRoot): HTMLElement | undefined {
  return Array.from(shadow.children).find(
    (el): el is HTMLElement => el.localName === 'div' && el.classList.contains(ROOT_CLASS) && el.hasAttribute('data-ssr'),
  );
}

function appendRootContainer(shadow: ShadowRoot): HTMLElement {
  const container = document.createElement('div');
  container.className = ROOT_CLASS;
  container.setAttribute('part', 'root');
  shadow.append(container);
  return container;
}

/** Whether `host` sits in another widget's shadow root, where that widget's React tree put it. */
function placedByWidget(host: HTMLElement): boolean {
  const root = host.getRootNode();
  return root instanceof ShadowRoot && root.host.localName.startsWith('trini-');
}

/**
 * Registers a definition as a regular (eager) custom element. The loader uses lazy elements instead;
 * this is for runtime-owned elements such as <trini-toasts> and for tests.
 */
export function defineElement(def: WidgetDefinition): void {
  if (customElements.get(def.tag)) return;
  customElements.define(
    def.tag,
    class extends HTMLElement {
      #instance = def.create(this);
      connectedCallback() {
        this.#instance.connect();
      }
      disconnectedCallback() {
        this.#instance.disconnect();
      }
    },
  );
}
