// Whether the shopper is typing in a form field anywhere on the page (shadow roots included). The floating
// buttons step aside meanwhile, so on a phone they never cover the field being filled; the
// page's own floating chat link follows the `data-trini-typing` attribute set on <html>.
import { useEffect, useState } from 'react';

export const TYPING_ATTRIBUTE = 'data-trini-typing';
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image']);

export function isTypingField(target: EventTarget | null | undefined): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && !NOT_TYPED.has((el as HTMLInputElement).type);
}

export function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = (event: FocusEvent) => {
      // The first entry of the composed path is the focused element itself, even inside a shadow root.
      const next = event.type === 'focusin' && isTypingField(event.composedPath()[0]);
      setTyping(next);
      document.documentElement.toggleAttribute(TYPING_ATTRIBUTE, next);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      document.documentElement.removeAttribute(TYPING_ATTRIBUTE);
    };
  }, []);
  return typing;
}
