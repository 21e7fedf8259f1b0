// Floating buttons never lie over a control, text or a card's edge at rest (docs/screens.md#page-shell): whenever the page comes to
// rest (scrolling ends, the window resizes, the shopper clicks or types, and once a second for content that changes
// on its own), each floating button is checked against what lies under it and stands aside while it covers
// something. The back-to-top button is this widget's own; the page's other floating buttons carry
// `data-trini-floating` and get `data-trini-covering`, which the page's CSS hides.
import { useEffect, useState, type RefObject } from 'react';
import { coverSteps } from './covers-content.js';
import { runWhenIdle } from './idle-steps.js';

export const FLOATING_ATTRIBUTE = 'data-trini-floating';
export const COVERING_ATTRIBUTE = 'data-trini-covering';
const SETTLE_MS = 150;
const RECHECK_MS = 1000;

/**
 * Whether the widget's own button covers something; keeps the page's other floating buttons' attribute up to date.
 * The own button is checked only while `ownInUse()`: a button that cannot show needs no check, and on a page at its
 * top, as every page loads, that halves the work of the first checks.
 */
export function useClearAtRest(own: RefObject<HTMLElement | null>, ownInUse: () => boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    let checking = false;
    // One hit test at a time in idle time: on a long page a phone takes a good part of a second over the whole check.
    function* steps() {
      if (own.current && ownInUse()) setCovering((yield* coverSteps(own.current)) !== null);
      for (const el of Array.from(document.querySelectorAll(`[${FLOATING_ATTRIBUTE}]`))) {
        // Measured while visible or not: a hidden button keeps its box.
        el.toggleAttribute(COVERING_ATTRIBUTE, (yield* coverSteps(el)) !== null);
      }
      checking = false;
    }
    // The page at rest again (an event): what was measured may have moved, so a check under way starts over.
    const check = () => {
      timer = undefined;
      stop();
      checking = true;
      stop = runWhenIdle(steps());
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SETTLE_MS);
    };
    const events = ['scroll', 'resize', 'load', 'click', 'keyup', 'focusin', 'transitionend'] as const;
    for (const e of events) window.addEventListener(e, soon, { passive: true, capture: true });
    // The periodic look lets a check under way finish: on a busy phone one can take longer than the period, and one
    // started over each period would never end, leaving the buttons where they were.
    const every = setInterval(() => !checking && document.visibilityState === 'visible' && check(), RECHECK_MS);
    soon();
    return () => {
      for (const e of events) window.removeEventListener(e, soon, { capture: true });
      clearInterval(every);
      clearTimeout(timer);
      stop();
    };
  }, [own, ownInUse]);
  return covering;
}
