// Helpers for the page widgets' tests (category, wishlist, place order, account, store admin): the store
// API faked at the fetch level only, plus small DOM helpers for shadow roots and React inputs.
import { act } from 'react';
import { shadow } from './mount.js';
import { json, stubFetch, type FakeRequest } from './fakes/fetch.js';
import { $, $$, clickAndSettle, settle } from './fakes/page.js';

export { captureNavigation, json, loadWidgetsSameOrigin, productFrom, restoreFakes, LOAD_PRODUCT, type FakeRequest } from './fakes/fetch.js';
export { $, $$, resetPage, settle, toastTexts, type } from './fakes/page.js';

export type Handler = (req: FakeRequest) => Response | undefined | Promise<Response | undefined>;

/** Stubs fetch; `handler` answers, anything it leaves unanswered is a 404. Returns the call log. */
export function fakeApi(handler: Handler): FakeRequest[] {
  return stubFetch(async (call) => (await handler(call)) ?? json({ success: false, msg: 'Not found' }, 404));
}

export function text(el: Element, selector: string): string {
  return ($(el, selector).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export async function click(target: HTMLElement): Promise<void> {
  await clickAndSettle(target);
}

/** The label's control inside the shadow root, found by the label's text. */
export function field(el: Element, labelText: string): HTMLInputElement {
  const label = $$(el, 'label').find(
    (l) =>
      (l.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s*\*$/, '') === labelText,
  );
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
