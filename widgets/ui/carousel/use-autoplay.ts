// Autoplay for the carousel: one step every `intervalMs`, paused while the pointer is over the carousel,
// while focus is inside it and while the page is hidden; the wait starts again when the pause ends.
import { useEffect, useRef } from 'react';

export function useAutoplay(host: HTMLElement | null, intervalMs: number, active: boolean, step: () => void): void {
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    if (!host || !active || !(intervalMs > 0)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!hovered && !focused) timer = setTimeout(tick, intervalMs);
    };
    const tick = () => {
      if (!document.hidden) stepRef.current();
      schedule();
    };
    const onEnter = () => ((hovered = true), schedule());
    const onLeave = () => ((hovered = false), schedule());
    const onFocusIn = () => ((focused = true), schedule());
    const onFocusOut = (e: FocusEvent) => {
      const to = e.relatedTarget;
      focused = to instanceof Node && (to === host || host.contains(to));
      schedule();
    };

    host.addEventListener('pointerenter', onEnter);
    host.addEventListener('pointerleave', onLeave);
    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('focusout', onFocusOut);
    schedule();
    return () => {
      clearTimeout(timer);
      host.removeEventListener('pointerenter', onEnter);
      host.removeEventListener('pointerleave', onLeave);
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host, intervalMs, active]);
}
