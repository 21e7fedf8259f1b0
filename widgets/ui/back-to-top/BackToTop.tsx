// <trini-back-to-top> (docs/screens.md#page-shell, docs/domain.md#constants): appears after scrolling more than 100 px and scrolls smoothly to
// the top (instantly when the visitor prefers reduced motion). Hidden while a form field has focus, and while at
// rest it would lie over a control, text or a card's edge (use-clear-at-rest.ts, which looks after the chat link too).
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_AFTER_PX } from '../../domain/constants.js';
import { useTyping } from './use-typing.js';
import { useClearAtRest } from './use-clear-at-rest.js';

function scrolledPast(): boolean {
  return (globalThis.scrollY ?? 0) > BACK_TO_TOP_AFTER_PX;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BackToTop({ label }: { label: string | undefined }) {
  const [scrolled, setShown] = useState(scrolledPast);
  const typing = useTyping();
  const button = useRef<HTMLButtonElement>(null);
  const covering = useClearAtRest(button, scrolledPast);
  const shown = scrolled && !typing && !covering;

  useEffect(() => {
    const update = () => setShown(scrolledPast());
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      ref={button}
      type="button"
      className={shown ? 'back-to-top shown' : 'back-to-top'}
      part="button"
      aria-label={label || 'Back to top'}
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V20h2V9.4l5.3 5.3 1.4-1.4Z" />
      </svg>
    </button>
  );
}
