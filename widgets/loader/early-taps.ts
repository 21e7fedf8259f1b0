// Taps that come before a widget's code (docs/performance.md#taps-before-the-code). A server-rendered widget looks
// ready before its chunk has arrived, and so does the product card's placeholder (card-placeholder.ts): a tap there
// would do nothing, and the shopper would not know to tap again. So the loader keeps each tap on a control, shows it
// as busy, and replays it once the widget runs: in order, once each, on the element tapped. Hydration (React's
// hydrateRoot) keeps the server's nodes, so that element is the one that now has the handler; if it is gone by then,
// its tap is dropped.
// A placeholder's control stands for a part the widget renders later (`data-stands-for="add-button"`): its tap waits
// until that part is there, for as long as some placeholder for it is still on screen.

/** What a tap is kept on: controls only; links keep working without the code. */
const CONTROL = 'button,input[type=radio],input[type=checkbox],[data-stands-for]';
const STANDS_FOR = 'data-stands-for';
/** How long, once the widget runs, a placeholder's tap may wait for what it stands for. */
export const STAND_IN_WAIT_MS = 20_000;

export interface EarlyTaps {
  /** The widget runs now: replay the kept taps. */
  release(): void;
  /** The widget will not run (its code failed to load): forget the taps and their busy look. */
  drop(): void;
}

/** The busy look (styled in tokens.ts and the placeholder's CSS) on `el`, or off. */
function mark(el: Element, on: boolean): void {
  el.toggleAttribute('data-trini-tap', on);
  if (on) el.setAttribute('aria-busy', 'true');
  else el.removeAttribute('aria-busy');
}

/** Starts keeping the taps made inside `root` (an open shadow root) until `release()` or `drop()`. */
export function keepEarlyTaps(root: ShadowRoot): EarlyTaps {
  const taps: Element[] = [];
  let deadline = 0; // set once released
  let running = false;
  let wake = () => {};
  const standIns = () => root.querySelectorAll(`[${STANDS_FOR}]`);
  const waiting = () => taps.some((tap) => tap.hasAttribute(STANDS_FOR));
  // A placeholder the widget renders again is a new element: it shows the busy look while a tap on one waits. Once the
  // widget runs and no placeholder is left, there is nothing more to keep.
  const rendered = () => {
    for (const el of standIns()) mark(el, waiting());
    wake();
    if (deadline && !running && !standIns().length) stop();
  };
  const observer = new MutationObserver(rendered);

  const onClick = (event: Event) => {
    const el = (event.target as Element).closest?.(CONTROL);
    if (!el || (el as HTMLButtonElement).disabled || (deadline && !el.hasAttribute(STANDS_FOR))) return;
    // No form submission or radio change of its own: the replay does it, through the widget.
    event.preventDefault();
    taps.push(el);
    mark(el, true);
    if (deadline) void replay();
  };

  const stop = () => {
    root.removeEventListener('click', onClick, true);
    observer.disconnect();
  };

  /** The element a tap is replayed on; for a placeholder's control, once its part has rendered. */
  const target = async (tap: Element): Promise<Element | null> => {
    const key = tap.getAttribute(STANDS_FOR);
    if (!key) return root.contains(tap) ? tap : null;
    for (;;) {
      const part = root.querySelector(`[part~="${key}"]:not([${STANDS_FOR}])`);
      if (part || !standIns().length || Date.now() > deadline) return part;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };

  const replay = async () => {
    if (running) return;
    running = true;
    while (taps.length) {
      const el = await target(taps[0]);
      mark(taps.shift()!, false);
      rendered();
      (el as HTMLElement | null)?.click();
      // The next task: React has committed what this tap changed (it flushes a click's updates in a microtask)
      // before the next tap is replayed.
      await new Promise((resolve) => setTimeout(resolve));
    }
    running = false;
    if (!standIns().length) stop();
  };

  root.addEventListener('click', onClick, true);
  return {
    release() {
      deadline = Date.now() + STAND_IN_WAIT_MS;
      setTimeout(() => wake(), STAND_IN_WAIT_MS + 1);
      observer.observe(root, { childList: true, subtree: true });
      rendered();
      void replay();
    },
    drop() {
      stop();
      for (const tap of taps.splice(0)) mark(tap, false);
    },
  };
}
