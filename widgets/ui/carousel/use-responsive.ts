// Layout hints for the carousel: a media query, and whether the carousel itself is narrow. Its own width
// decides (not the window's), so a carousel in a narrow column of a partner page uses the narrow count.
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(query) : null;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/**
 * True while `el` is narrower than `px` (the window's width until the first measurement). Measure the
 * host element, not something inside it whose padding depends on the answer (that would oscillate).
 */
export function useNarrowerThan(el: HTMLElement | null, px: number): boolean {
  const [narrow, setNarrow] = useState(() => mediaList(`(max-width: ${px - 0.02}px)`)?.matches ?? false);
  useLayoutEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width ?? 0;
      if (width > 0) setNarrow(width < px); // 0: hidden (display: none), keep the last answer
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, px]);
  return narrow;
}
