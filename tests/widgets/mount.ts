// Helpers for widget tests (happy-dom): mount an element through the real loader and wait until its
// React tree has rendered.
import { act } from 'react';
// Its global event maps type the trini-* events the tests listen for (e.detail).
import type {} from '../../widgets/runtime/events.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type WidgetElement = HTMLElement & { ready: Promise<void> };

/** Parses `html` (one element), appends it to <body>, waits for its chunk and first render. */
export async function mount<T extends HTMLElement = WidgetElement>(html: string, parent: Element = document.body): Promise<T & WidgetElement> {
  const tpl = document.createElement('template');
  tpl.innerHTML = html.trim();
  const el = tpl.content.firstElementChild as T & WidgetElement;
  await act(async () => {
    parent.append(el);
    await el.ready;
  });
  return el;
}

/** Lets observers, microtasks, timers of 0 ms and React work settle. */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`${el.tagName} has no shadow root`);
  return el.shadowRoot;
}

/** A fake JWT (unsigned; the widgets only decode). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
}

export { product } from '../helpers/product-fixture.js';
