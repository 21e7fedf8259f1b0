// Whether an element is on screen (any part of it in the viewport): false until the browser says, so the server's
// render and the first one in the browser agree.
import { useEffect, useState, type RefObject } from 'react';

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
