// Helpers for the page widgets' tests (category, wishlist, place order, account, store admin): the store
// API faked at the fetch level only, plus small DOM helpers for shadow roots and React inputs.
import { act } from 'react';
import { vi } from 'vitest';
import { flush, shadow } from './mount.js';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type Handler = (req: FakeRequest) => Response | undefined | Promise<Response | undefined>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs fetch; `handler` answers, anything it leaves unanswered is a 404. Returns the call log. */
export function fakeApi(handler: Handler): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const call: FakeRequest = { method: req.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined, headers: req.headers };
    calls.push(call);
    return (await handler(call)) ?? json({ success: false, msg: 'Not found' }, 404);
  });
  return calls;
}

export async function configureSameOrigin(): Promise<void> {
  const { configure } = await import('../../widgets/runtime/config.js');
  configure({ apiBase: location.origin, mediaBase: location.origin + '/media/', storeBase: location.origin });
}

/** Spies on full-page navigation; returns the list of hrefs. */
export function captureNavigation(): string[] {
  const hrefs: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((href: string | URL) => void hrefs.push(String(href)));
  return hrefs;
}

/** Lets fetches, React updates and effects settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await flush();
}

export function $(el: Element, selector: string): HTMLElement {
  const found = shadow(el).querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`${selector} not found`);
  return found;
}

export function $$(el: Element, selector: string): HTMLElement[] {
  return [...shadow(el).querySelectorAll<HTMLElement>(selector)];
}

export function text(el: Element, selector: string): string {
  return ($(el, selector).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export async function click(target: HTMLElement): Promise<void> {
  await act(async () => target.click());
  await settle();
}

/** Types into a React-controlled input or textarea, or picks a <select> value. */
export async function type(target: HTMLElement, value: string): Promise<void> {
  const proto =
    target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : target instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(target, value);
    target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/** The label's control inside the shadow root, found by the label's text. */
export function field(el: Element, labelText: string): HTMLInputElement {
  const label = $$(el, 'label').find((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/\s*\*$/, '') === labelText);
  if (!label) throw new Error(`label ${labelText} not found`);
  const id = label.getAttribute('for');
  const control = id ? shadow(el).getElementById(id) : label.querySelector('input, select, textarea');
  if (!control) throw new Error(`control for ${labelText} not found`);
  return control as HTMLInputElement;
}

export async function submit(form: HTMLElement): Promise<void> {
  await act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await settle();
}

export async function toastTexts(): Promise<string[]> {
  const { $toasts } = await import('../../widgets/state/toasts.js');
  return $toasts.get().map((t) => t.text);
}

export async function resetPage(): Promise<void> {
  const { clear } = await import('../../widgets/state/cart.js');
  const { clearToasts } = await import('../../widgets/state/toasts.js');
  document.body.innerHTML = '';
  clear();
  clearToasts();
}
