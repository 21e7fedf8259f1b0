// A server-rendered widget off screen hydrates when it comes near the viewport, or at once when reached for
// (widgets/loader/when-needed.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isServerRendered, whenNeeded } from '../../widgets/loader/when-needed.js';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options: { rootMargin?: string }; observed: Element[]; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  #record: (typeof observers)[number];
  constructor(callback: Callback, options: { rootMargin?: string }) {
    this.#record = { callback, options, observed: [], disconnected: false };
    observers.push(this.#record);
  }
  observe(el: Element) {
    this.#record.observed.push(el);
  }
  disconnect() {
    this.#record.disconnected = true;
  }
}

/** What the browser does when the element's distance to the viewport changes: nothing once disconnected. */
function intersect(isIntersecting: boolean): void {
  for (const o of observers) if (!o.disconnected) o.callback([{ isIntersecting }]);
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function element(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

describe('whenNeeded', () => {
  it('starts, not urgently, once the element comes within 400px of the viewport; then urgently if reached for', () => {
    const el = element();
    const start = vi.fn();
    whenNeeded(el, start);
    expect(observers[0].options.rootMargin).toBe('400px');
    expect(observers[0].observed).toEqual([el]);
    intersect(false);
    expect(start).not.toHaveBeenCalled();
    intersect(true);
    intersect(true);
    expect(start.mock.calls).toEqual([[false]]);
    expect(observers[0].disconnected).toBe(true);
    // The scheduled start may not have run yet: a tap must not wait for it.
    el.dispatchEvent(new Event('pointerdown'));
    el.dispatchEvent(new Event('keydown'));
    expect(start.mock.calls).toEqual([[false], [true]]);
  });

  it.each(['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'])('starts urgently, in the event, on %s inside the widget', (type) => {
    const el = element();
    const inner = document.createElement('button');
    el.append(inner);
    const start = vi.fn();
    whenNeeded(el, start);
    inner.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start.mock.calls).toEqual([[true]]);
    intersect(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const start = vi.fn();
    whenNeeded(element(), start);
    expect(start.mock.calls).toEqual([[false]]);
  });
});

describe('isServerRendered', () => {
  it("is true only for a shadow root holding the server's root element", () => {
    const plain = element();
    expect(isServerRendered(plain)).toBe(false);
    const rendered = element();
    rendered.attachShadow({ mode: 'open' }).innerHTML = '<style data-ssr></style><div class="trini-root" data-ssr></div>';
    expect(isServerRendered(rendered)).toBe(true);
    const mounted = element();
    mounted.attachShadow({ mode: 'open' }).innerHTML = '<div class="trini-root"></div>';
    expect(isServerRendered(mounted)).toBe(false);
  });
});
