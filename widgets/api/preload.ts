// Answers the page already carries (docs/architecture.md#server-rendering). On the host's own pages the server renders
// the widgets with the catalogue answers they need and puts those answers into the page once, as
// <script type="application/json" id="trini-data">{ "api/...?...": answer }</script>. The widgets' first
// render reads them here synchronously, so hydration sees the same data the server used and no widget
// fetches what the page holds. On the server the same lookups record the answers a render still lacks, so
// the host can resolve them and render again (host/pages/ssr).
import type { Query } from './client.js';

export const PRELOAD_ELEMENT_ID = 'trini-data';

let answers = new Map<string, unknown>();
let missing: Set<string> | null = null;

/** The key of one GET: its path (relative to apiBase) and its query in the order given, empty values left out. */
export function preloadKey(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The carried answer to this GET, or undefined (on the server, the key is then noted as missing). */
export function preloaded<T>(path: string, query?: Query): T | undefined {
  const key = preloadKey(path, query);
  if (answers.has(key)) return answers.get(key) as T;
  missing?.add(key);
  return undefined;
}

/** Server side: the answers one render may use; returns the set that collects the keys it lacked. */
export function providePreloaded(entries: ReadonlyMap<string, unknown>): Set<string> {
  answers = new Map(entries);
  missing = new Set();
  return missing;
}

/** Server side, after a render: nothing is carried any more (renders of different pages must not mix). */
export function clearPreloaded(): void {
  answers = new Map();
  missing = null;
}

/** Browser side: reads the page's data element once at start (absent on partner pages). */
export function readPagePreload(doc: Document | undefined = globalThis.document): void {
  const element = doc?.getElementById(PRELOAD_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const data = JSON.parse(element.textContent) as Record<string, unknown>;
    answers = new Map(Object.entries(data));
  } catch {
    // A damaged data element only costs the widgets a fetch.
  }
}

readPagePreload();
