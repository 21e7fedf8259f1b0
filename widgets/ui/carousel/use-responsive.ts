// Layout hints for the carousel: a media query, and whether the carousel itself is narrow. Its own width
// decides (not the window's), so a carousel in a narrow column of a partner page uses the narrow count.
import { useEffect, useLayoutEffect, useState } from 'react';
import { rendersServerMarkup } from '../../runtime/server-markup.js';

function mediaList(query: string): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(query) : null;
}

/** Whether `query` matches; false in the server's markup and its hydration (runtime/server-markup.ts). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => !rendersServerMarkup() && (mediaList(query)?.matches ?? false));
  useEffect(() => {
    const list = mediaList(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
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
