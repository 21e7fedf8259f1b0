// <trini-checkout dialog>: the checkout in a modal dialog over a partner's page (docs/embedding.md#the-one-tag-buy-button),
// opened by the cart panel's Checkout (state/panels.ts) and by a card payment coming back to the page. Escape
// or Close shut it (a click beside it does not: a half-filled form is not lost by a stray tap); the focus goes back
// to where it was, or to the buy button's cart button.
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $checkoutDialog, closeCheckoutDialog } from '../../state/panels.js';
import { deepActiveElement, restoreFocus } from '../cart-panel/focus.js';
import { useShadowCss } from '../shared/use-shadow-css.js';
import { CloseIcon } from '../icons.js';
import { Checkout } from './Checkout.js';
import { checkoutDialogCss } from './checkout-dialog.css.js';

export const CHECKOUT_TITLE = 'Checkout';

const openDialog = () => $checkoutDialog.set(true);

export function CheckoutDialog() {
  useShadowCss(checkoutDialogCss);
  const open = useStore($checkoutDialog);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current!;
    if (open && !d.open) {
      opener.current = deepActiveElement();
      d.showModal();
    } else if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => {
    const d = dialog.current!;
    const onClose = () => {
      closeCheckoutDialog();
      const back = opener.current?.checkVisibility?.() === false ? null : opener.current;
      opener.current = null;
      if (back) return restoreFocus(back);
      // Opened from the cart panel, which has closed: the buy button's own way back to the cart.
      const root = (d.getRootNode() as ShadowRoot).host?.getRootNode() as ShadowRoot | Document | undefined;
      root?.querySelector<HTMLElement>('.open-cart, .card .add')?.focus({ preventScroll: true });
    };
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeCheckoutDialog();
    };
    d.addEventListener('close', onClose);
    d.addEventListener('cancel', onCancel);
    return () => {
      d.removeEventListener('close', onClose);
      d.removeEventListener('cancel', onCancel);
    };
  }, []);

  return (
    <dialog ref={dialog} className="checkout-dialog" part="dialog" aria-labelledby={titleId}>
      <div className="dialog-head">
        <h2 id={titleId} className="dialog-title">
          {CHECKOUT_TITLE}
        </h2>
        <button type="button" className="ghost dialog-close" part="close-button" aria-label="Close checkout" onClick={closeCheckoutDialog}>
          <CloseIcon />
        </button>
      </div>
      <Checkout onContinue={closeCheckoutDialog} onCardReturn={openDialog} />
    </dialog>
  );
}
