// Keyboard steps for the end-to-end tests: press Tab, find the element that really has the focus
// (through shadow roots), and check its focus ring: visible while focused (an outline of 2px or more on the
// control or the box around it) and different from how the same element looks once the focus has moved on.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface FocusStop {
  /** 'button "Add to cart"', for messages. */
  desc: string;
  tag: string;
  role: string;
  name: string;
  /** The computed ring while focused: outline style, width, colour, offset and box-shadow. */
  ring: string;
  visibleRing: boolean;
  /** The element focused before this one, now unfocused: did its look change back? null: it is gone. */
  previousChanged: boolean | null;
  previousDesc: string | null;
}

/** Installed in every document of the context: reads the focus and rings without moving anything. */
export const FOCUS_PROBE_SCRIPT = `(() => {
  // The ring may be drawn by the control or by the box that wraps it (a search pill, an option chip).
  const boxes = (el) => [el, el.parentElement, el.parentElement && el.parentElement.parentElement].filter(Boolean);
  const ringOf = (el) => { const s = getComputedStyle(el); return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.outlineOffset, s.boxShadow].join(' | '); };
  const ring = (el) => boxes(el).map(ringOf).join(' / ');
  const visible = (el) => boxes(el).some((box) => {
    const s = getComputedStyle(box);
    return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && !/rgba\\([^)]*,\\s*0\\)|transparent/.test(s.outlineColor);
  });
  const deep = () => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return a === document.body ? null : a; };
  const nameOf = (el) => (el.getAttribute('aria-label') || (el.labels && el.labels[0] && el.labels[0].textContent) || el.getAttribute('title') || el.textContent || '').replace(/\\s+/g, ' ').trim();
  const roleOf = (el) => el.getAttribute('role') || ({ a: 'link', button: 'button', select: 'combobox', textarea: 'textbox' })[el.localName] || (el.localName === 'input' ? (['radio', 'checkbox'].includes(el.type) ? el.type : 'textbox') : el.localName);
  let previous = null;
  window.__focusProbe = () => {
    const el = deep();
    let previousChanged = null, previousDesc = null;
    if (previous && previous.el !== el && previous.el.isConnected) {
      previousChanged = ring(previous.el) !== previous.ring;
      previousDesc = previous.desc;
    }
    if (!el) { previous = null; return null; }
    const name = nameOf(el), role = roleOf(el);
    const stop = { desc: role + ' "' + name.slice(0, 60) + '"', tag: el.localName, role, name, ring: ring(el), visibleRing: visible(el), previousChanged, previousDesc };
    previous = { el, ring: stop.ring, desc: stop.desc };
    return stop;
  };
})();`;

/** The focused element now (after the last key), with its ring checked against the rules above. */
export async function focusStop(page: Page): Promise<FocusStop | null> {
  const stop = (await page.evaluate('window.__focusProbe()')) as FocusStop | null;
  if (stop) {
    expect(stop.visibleRing, `a visible focus ring on ${stop.desc} (${stop.ring})`).toBe(true);
    if (stop.previousChanged !== null) expect(stop.previousChanged, `the ring of ${stop.previousDesc} goes when the focus leaves it`).toBe(true);
  }
  return stop;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `want` matches the focused element, checking the ring of every
 * stop on the way. Answers the matching stop and the number of stops passed.
 */
export async function tabTo(page: Page, want: (stop: FocusStop) => boolean, { max = 250, back = false } = {}): Promise<FocusStop & { stops: number }> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (stop && want(stop)) return { ...stop, stops: i };
  }
  throw new Error(`no focus stop matched after ${max} presses of Tab`);
}

export const named =
  (role: string, name: string | RegExp) =>
  (stop: FocusStop): boolean =>
    stop.role === role && (typeof name === 'string' ? stop.name === name : name.test(stop.name));
