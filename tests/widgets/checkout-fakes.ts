// Test helpers for the ordering widgets: a fetch-level fake store API, navigation capture and form
// input that React notices.
import { act } from 'react';
import { vi } from 'vitest';

export interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: any;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const CITIES = [
  { ODeliverCityNo: 1, ODeliverCityName: 'Arima', CountryNo: 1 },
  { ODeliverCityNo: 2, ODeliverCityName: 'Port of Spain', CountryNo: 1 },
  { ODeliverCityNo: 3, ODeliverCityName: 'Scarborough', CountryNo: 2 },
];

/** Installs a fake fetch answering by path; unknown paths answer 404. Returns the call log. */
export function fakeApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const text = req.method === 'GET' ? '' : await req.text();
    const call: Call = { url: new URL(req.url), method: req.method, headers: req.headers, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const handler = routes[call.url.pathname];
    return handler ? handler(call) : json({ success: false, msg: 'not found' }, 404);
  });
  return calls;
}

export function posts(calls: Call[], path: string): Call[] {
  return calls.filter((c) => c.method === 'POST' && c.url.pathname === path);
}

/** Captures navigate() (location.assign) instead of leaving the test page. */
export function captureNavigation(): string[] {
  const targets: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((href: string | URL) => {
    targets.push(String(href));
  });
  return targets;
}

/** Sets a form control's value the way typing does, so React's onChange runs. */
export async function typeInto(el: Element, value: string): Promise<void> {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => {
    (el as HTMLElement).click();
  });
}

/** Resolves when `check` passes, letting promises and React settle in between. */
export async function until(check: () => boolean, tries = 50): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (check()) return;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
  throw new Error('condition not met');
}

/** A promise whose settling the test controls (for 'disabled while the request runs'). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The radio or checkbox whose label reads `text`. */
export function radioLabelled(root: ParentNode, text: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const input = label?.querySelector('input');
  if (!input) throw new Error(`no radio labelled ${text}`);
  return input;
}

/** The control whose <label for> reads `text` (ignoring the required star). */
export function fieldLabelled<T extends Element = HTMLInputElement>(root: ParentNode, text: string): T {
  const label = [...root.querySelectorAll('label[for]')].find((l) => l.textContent?.replace('*', '').trim() === text);
  const el = label && (root as Element | ShadowRoot).querySelector(`[id="${label.getAttribute('for')}"]`);
  if (!el) throw new Error(`no field labelled ${text}`);
  return el as unknown as T;
}
