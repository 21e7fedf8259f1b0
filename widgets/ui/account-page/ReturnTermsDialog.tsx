// The return form's Terms & Conditions (docs/screens.md#account-pages), in a native modal <dialog> (focus is trapped and
// Escape closes it). The policy text is ours; the reference does not reproduce its text.
import { forwardRef } from 'react';
import { useShopSettings } from '../../state/shop.js';
import { RETURN_TERMS } from '../../domain/delivery-terms.js';

export const ReturnTermsDialog = forwardRef<HTMLDialogElement>(function ReturnTermsDialog(_props, ref) {
  const close = (e: { currentTarget: HTMLElement }) => e.currentTarget.closest('dialog')?.close();
  const { phone } = useShopSettings();
  return (
    <dialog ref={ref} className="terms-dialog" part="terms-dialog" aria-labelledby="return-terms-title">
      <h2 id="return-terms-title">Return Terms &amp; Conditions</h2>
      <div className="terms-text">
        <p>We want you to love what you buy. If something is wrong with your order, tell us within {RETURN_TERMS.windowDays} days of delivery or pickup.</p>
        <ul>
          <li>
            Items must come back with their original packaging. Opened personal-care items can only be returned if they are faulty, damaged or not what you
            ordered.
          </li>
          <li>Tell us your RMA number when you bring or send the item back, so we can match it to your request.</li>
          <li>
            Once we have checked the item we will replace it, or refund you by the way you paid. Refunds for cash on delivery orders are made by bank transfer.
          </li>
          <li>If the mistake was ours (dead on arrival, faulty, wrong item, order error) we cover the delivery cost of the exchange.</li>
        </ul>
        {phone && <p>Questions? Call or message us on {phone}.</p>}
      </div>
      <div className="dialog-buttons">
        <button type="button" className="close-terms" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
});

/** Opens a dialog as a modal where supported (falls back to a plain open dialog). */
export function openDialog(dialog: HTMLDialogElement | null): void {
  if (!dialog || dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
