// The store API faked at the fetch level only (docs/widgets.md#tests), and full-page navigation
// captured instead of leaving the test page. Shared by the widget tests' fakes.
import { vi } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';

/** One request the widgets sent, its JSON body parsed. */
export interface FakeRequest {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request body as JSON, read loosely by each test's answer
  body: any;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs fetch: each request is logged, then `answer` answers it. Returns the log. */
/** A JSON body parsed; any other (an uploaded file) as its text. */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function stubFetch(answer: (req: FakeRequest) => Response | Promise<Response>): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const call: FakeRequest = {
      method: req.method,
      url,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: text ? parsedOrText(text) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** The widgets' API, media and store links on the test page's own origin. */
export async function configureSameOrigin(): Promise<void> {
  const { configure } = await import('../../../widgets/runtime/config.js');
  configure({ apiBase: location.origin, mediaBase: location.origin + '/media/', storeBase: location.origin });
}

/** Undoes the fake fetch and the spies (after each test). */
export function restoreFakes(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** Captures navigate() (location.assign) instead of leaving the test page; returns the hrefs. */
export function captureNavigation(): string[] {
  const hrefs: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((href: string | URL) => void hrefs.push(String(href)));
  return hrefs;
}

/** The real loader, with the widgets' links on the test page's own origin (before all tests). */
export async function loadWidgetsSameOrigin(): Promise<void> {
  await import('../../../widgets/index.js');
  await configureSameOrigin();
}

export const LOAD_PRODUCT = '/api/Product/loadproduct';

/** Answers loadproduct from `catalog` (a missing product is a 404); leaves other paths unanswered. */
export function productFrom(catalog: ReadonlyMap<number, Product>, req: FakeRequest): Response | undefined {
  if (req.path !== LOAD_PRODUCT) return undefined;
  const p = catalog.get(Number(req.query.get('ProductNo')));
  return p ? json(p) : json({ success: false, msg: 'Product not found.' }, 404);
}
