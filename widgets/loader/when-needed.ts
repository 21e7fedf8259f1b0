// When a server-rendered widget needs its code (docs/architecture.md#server-rendering). Its markup is already on
// screen and readable, so hydrating it during page load only holds up a phone's main thread; it hydrates when it
// comes near the viewport, or at once when the shopper reaches for it (the event that asks is then handled by
// React, which hydrates the target synchronously before dispatching it). A tap that comes before the code has
// arrived is kept and replayed once the widget runs (early-taps.ts).

/** Events that mean the shopper is about to use the widget; heard in the capture phase, on the element. */
const REACHING = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

/** How near the viewport a widget starts hydrating. */
const NEAR = '400px';

/** Whether the element arrived with the server's shadow root (declarative shadow DOM), not yet hydrated. */
export function isServerRendered(el: HTMLElement): boolean {
  const root = el.shadowRoot;
  if (!root) return false;
  for (const child of Array.from(root.children)) if (child.hasAttribute('data-ssr') && child.localName === 'div') return true;
  return false;
}

/**
 * Calls `start(false)` when the element comes near the viewport (start when convenient) and `start(true)` when the
 * shopper first reaches for it (start now, in this event), whichever comes first, and the other later if it
 * comes: a tap between "near" and the scheduled start must not wait for it. Starting twice is harmless.
 */
export function whenNeeded(el: HTMLElement, start: (urgent: boolean) => void): void {
  if (typeof IntersectionObserver !== 'function') return start(false);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      start(false);
    },
    { rootMargin: NEAR },
  );
  const reach = () => {
    for (const type of REACHING) el.removeEventListener(type, reach, true);
    observer.disconnect();
    start(true);
  };
  observer.observe(el);
  for (const type of REACHING) el.addEventListener(type, reach, { capture: true, passive: true });
}
