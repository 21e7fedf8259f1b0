// The panel's native modal <dialog> follows $panels.cart: opened with focus on its close button, closed with focus
// back where it was. Escape and other close requests go through the store, so every widget sees the change.
import { useEffect, useRef } from 'react';
import { closeCartPanel } from '../../state/panels.js';
import { deepActiveElement, restoreFocus } from './focus.js';

export function usePanelDialog(open: boolean | undefined) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = deepActiveElement();
      d.showModal();
      closeButton.current?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const onClose = () => {
      closeCartPanel();
      restoreFocus(opener.current);
      opener.current = null;
    };
    // Escape (and other close requests): let the store close it, so every widget sees the change.
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeCartPanel();
    };
    d.addEventListener('close', onClose);
    d.addEventListener('cancel', onCancel);
    return () => {
      d.removeEventListener('close', onClose);
      d.removeEventListener('cancel', onCancel);
    };
  }, []);

  return { dialog, closeButton };
}
