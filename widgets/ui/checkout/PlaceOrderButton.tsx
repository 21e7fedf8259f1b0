// The order button: 'Place Order Using Wipay' for the gateway, disabled with a spinner while the
// request runs (docs/orders.md#submission); `PlaceOrderAction` shows the submission's notice below it.
import { PaymentMethod } from '../../domain/types.js';

export const WIPAY_BUTTON_LABEL = 'Place Order Using Wipay';

export interface PlaceOrderButtonProps {
  pmNo: number;
  busy: boolean;
  label: string; // the non-gateway caption: 'Place Order' or 'Send Order'
  className?: string;
  onClick?: () => void; // absent: a submit button of the surrounding form
}

export function PlaceOrderButton({ pmNo, busy, label, className, onClick }: PlaceOrderButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={className ? `place-order ${className}` : 'place-order'}
      part="place-order"
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {pmNo === PaymentMethod.Wipay ? WIPAY_BUTTON_LABEL : label}
    </button>
  );
}

export interface PlaceOrderActionProps extends PlaceOrderButtonProps {
  area: 'summary-action' | 'form-action'; // the wrapper's class: below the summary or at the form's end
  notice: string;
}

export function PlaceOrderAction({ area, notice, ...button }: PlaceOrderActionProps) {
  return (
    <div className={area}>
      <PlaceOrderButton {...button} />
      {notice && (
        // Not a live region (the button shows twice): use-order-submit reads the notice out once.
        <p className="notice" part="notice">
          {notice}
        </p>
      )}
    </div>
  );
}
