// The answer to a submitted form (a confirmation, an RMA number, what went wrong) may appear far from the button
// that sent it: on a phone the shopper would see only the footer. When it appears, it is scrolled into view and
// takes the focus, so sighted, keyboard and screen reader users all land on it. The element needs tabIndex={-1}.
import { useEffect, useRef } from 'react';

/** A ref for the element to reveal; it is revealed whenever `key` changes to a non-null value. */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (key === null || key === undefined || key === false || !el) return;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
