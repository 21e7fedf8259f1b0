// Where the widgets talk to and link to. Defaults come from the bundle's own origin (import.meta.url),
// so a partner page that loads the script from the store needs no setup. Overrides come from
// TriniWidgets.configure({...}) or <trini-config api-base media-base store-base>, both of which live in
// the tiny loader; they meet this module through window.TriniWidgets (the loader must not import the
// runtime chunk, and the runtime must not import the loader: it may be loaded under another URL).
import { atom } from 'nanostores';

export interface ConfigOptions {
  /** base of the store API, e.g. https://shop.example.tt */
  apiBase?: string;
  /** base that product image and video paths are appended to */
  mediaBase?: string;
  /** base of the store's own pages, for links */
  storeBase?: string;
}

export interface Config {
  apiBase: string; // always ends with '/'
  mediaBase: string; // always ends with '/'
  storeBase: string; // always ends with '/'
}

/** The global object the loader installs; shared by every copy of the loader on a page. */
export interface TriniGlobal {
  version: string;
  config: ConfigOptions;
  configure(opts: ConfigOptions): void;
}

export const CONFIG_EVENT = 'trini-configure';

declare global {
  interface Window {
    TriniWidgets?: TriniGlobal;
  }
}

function locationOrigin(): string {
  const loc = globalThis.location;
  return loc && /^https?:$/.test(loc.protocol) ? loc.origin : 'http://localhost';
}

/** Origin the bundle was served from; the page origin when that is not http(s) (tests, file://). */
export function bundleOrigin(url: string = import.meta.url): string {
  try {
    const u = new URL(url);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin;
  } catch {
    // fall through
  }
  return locationOrigin();
}

function base(value: string | undefined, fallback: string): string {
  let v = (value ?? '').trim() || fallback;
  try {
    v = new URL(v, locationOrigin() + '/').href; // relative bases resolve against the page
  } catch {
    v = fallback;
  }
  return v.endsWith('/') ? v : v + '/';
}

export function resolveConfig(opts: ConfigOptions, origin: string = bundleOrigin()): Config {
  const apiBase = base(opts.apiBase, origin);
  return {
    apiBase,
    mediaBase: base(opts.mediaBase, apiBase + 'media/'), // the host serves media under /media/
    storeBase: base(opts.storeBase, origin),
  };
}

function globalOptions(): ConfigOptions {
  return (typeof window !== 'undefined' && window.TriniWidgets?.config) || {};
}

export const $config = atom<Config>(resolveConfig(globalOptions()));

if (typeof window !== 'undefined') {
  window.addEventListener(CONFIG_EVENT, () => $config.set(resolveConfig(globalOptions())));
}

/** Same as TriniWidgets.configure; usable from runtime code and tests. Unset keys keep their value. */
export function configure(opts: ConfigOptions): void {
  if (typeof window === 'undefined') {
    $config.set(resolveConfig({ ...defined(opts) }));
    return;
  }
  // Normally the loader installed the global; when the runtime is used without it (tests, direct
  // imports) install a compatible one so both entry points keep working.
  window.TriniWidgets ??= {
    version: 'runtime',
    config: {},
    configure(o: ConfigOptions) {
      Object.assign(this.config, defined(o));
      window.dispatchEvent(new Event(CONFIG_EVENT));
    },
  };
  window.TriniWidgets.configure(opts); // merges and fires CONFIG_EVENT, which updates $config
}

export function defined(opts: ConfigOptions): ConfigOptions {
  const out: ConfigOptions = {};
  for (const k of ['apiBase', 'mediaBase', 'storeBase'] as const) if (opts[k]) out[k] = opts[k];
  return out;
}

export function getConfig(): Config {
  return $config.get();
}
