// Page helpers of the widget tests: shadow-root queries, input React notices, settling, the snack bars
// shown and a clean page.
import { act } from 'react';
import { flush, shadow } from '../mount.js';

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

/** Clicks, then lets the page settle for `rounds` flushes. */
export async function clickAndSettle(target: HTMLElement, rounds?: number): Promise<void> {
  await act(async () => target.click());
  await settle(rounds);
}

/** Sets a React-controlled input's or textarea's value the way typing does, or picks a <select> value. */
export async function type(target: Element, value: string): Promise<void> {
  const proto =
    target instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : target instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(target, value);
    target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export async function toastTexts(): Promise<string[]> {
  const { $toasts } = await import('../../../widgets/state/toasts.js');
  return $toasts.get().map((t) => t.text);
}

/** No elements, no cart lines, no snack bars. */
export async function resetPage(): Promise<void> {
  const { clear } = await import('../../../widgets/state/cart.js');
  const { clearToasts } = await import('../../../widgets/state/toasts.js');
  document.body.innerHTML = '';
  clear();
  clearToasts();
}
