// Test helpers for the ordering widgets: a fetch-level fake store API answering by path, navigation
// capture and form input that React notices.
import { act } from 'react';
import { json, stubFetch, type FakeRequest } from './fakes/fetch.js';

export { captureNavigation, json } from './fakes/fetch.js';
export { type as typeInto } from './fakes/page.js';

export type Call = FakeRequest;

export type Handler = (call: Call) => Response | Promise<Response>;

export const CITIES = [
  { ODeliverCityNo: 1, ODeliverCityName: 'Arima', CountryNo: 1 },
  { ODeliverCityNo: 2, ODeliverCityName: 'Port of Spain', CountryNo: 1 },
  { ODeliverCityNo: 3, ODeliverCityName: 'Scarborough', CountryNo: 2 },
];

/** Installs a fake fetch answering by path; unknown paths answer 404. Returns the call log. */
export function fakeApi(routes: Record<string, Handler>): Call[] {
  return stubFetch((call) => {
    const handler = routes[call.path];
    return handler ? handler(call) : json({ success: false, msg: 'not found' }, 404);
  });
}

export function posts(calls: Call[], path: string): Call[] {
  return calls.filter((c) => c.method === 'POST' && c.path === path);
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
