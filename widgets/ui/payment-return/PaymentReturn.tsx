// <trini-payment-return> on /wipay (docs/screens.md#payment-return, docs/payments.md#return, docs/screens.md#messages): posts the gateway's query parameters
// to WipayReceive. Success status: the cart is cleared and the shopper goes to /success; for an order placed on a
// partner's page the store answers that page (ReturnTo), whose own cart and confirmation the shopper goes back to,
// and this origin's cart is left as it is (docs/payments.md#back-to-the-partner-page). Otherwise one headline that
// says what happened and what to do, the gateway's own words and code folded in a details element for whoever asks,
// the way back to a checkout that still holds the shopper's details (checkout-draft.ts), and "Try again", which pays the same order (TryAgain.tsx). A payment for an order cancelled meanwhile (status refund_due) shows the
// host's message: the money arrived and is refunded, no order goes ahead. An HTTP error ends processing with no
// message (docs/screens.md#messages).
import { useEffect, useState } from 'react';
import { PAYMENT_ORDER_PLACED, PAYMENT_PROCESSING } from '../../domain/messages.js';
import { wipayReceive } from '../../api/orders.js';
import { clear } from '../../state/cart.js';
import { links, navigate } from '../../runtime/links.js';
import { rememberOrder } from '../order-success/last-order.js';
import { forgetCheckoutDraft, readCheckoutDraft } from '../checkout/checkout-draft.js';
import { rememberOrderMobile } from '../order-success/order-mobile.js';
import { TryAgain } from './TryAgain.js';

export const PAYMENT_NOT_COMPLETED = 'Your card was not charged. Your order is kept: try another card or pay another way.';
export const GATEWAY_DETAILS_LABEL = 'What the card processor said';

type Phase = 'processing' | 'placed' | 'failed' | 'refund' | 'ended';

/** Confirms the payment with the host once, from the gateway's return parameters: what happened, and for a failed
 * payment the order that "Try again" pays. */
function useGatewayReturn() {
  const [phase, setPhase] = useState<Phase>('processing');
  const [reason, setReason] = useState('');
  // The order whose payment failed: "Try again" pays it rather than placing another.
  const [orderNo, setOrderNo] = useState<number | null>(null);
  // Its reference, which the host gives the order's own shopper: proof enough for "Try again".
  const [orderRef, setOrderRef] = useState('');
  useEffect(() => {
    let live = true;
    const search = globalThis.location?.search ?? '';
    // Opened without the gateway's return parameters (a bookmark, a reload): nothing to confirm.
    const params = new URLSearchParams(search);
    if (!params.get('order_id') || !params.get('status')) {
      setPhase('ended');
      return;
    }
    wipayReceive(search).then(
      (result) => {
        if (!live) return;
        if (result.status === 'success' && typeof result.ReturnTo === 'string' && /^https?:\/\//.test(result.ReturnTo)) {
          setPhase('placed');
          // Replaced, not added: Back from the partner's page does not come through this return again.
          globalThis.location.replace(result.ReturnTo);
        } else if (result.status === 'success') {
          const paidNo = (result as { OrderNo?: number }).OrderNo;
          rememberOrder(paidNo);
          rememberOrderMobile(paidNo, readCheckoutDraft().mobile.trim());
          forgetCheckoutDraft();
          clear();
          setPhase('placed');
          navigate(links.success());
        } else if (result.status === 'refund_due') {
          setReason(result.msg.slice(0, 300));
          setPhase('refund');
        } else {
          const failedNo = (result as { OrderNo?: unknown }).OrderNo;
          if (typeof failedNo === 'number' && Number.isInteger(failedNo) && failedNo > 0) setOrderNo(failedNo);
          const ref = (result as { OrderRef?: unknown }).OrderRef;
          if (typeof ref === 'string' && /^[A-Za-z0-9_-]{22}$/.test(ref)) setOrderRef(ref);
          // The server's record of the gateway's reason; the return's own message when it has none.
          setReason((result.GatewayMessage || params.get('message') || '').slice(0, 300));
          setPhase('failed');
        }
      },
      (error: unknown) => {
        console.error('[trini] payment return could not be confirmed', error);
        if (live) setPhase('ended');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return { phase, reason, orderNo, orderRef };
}

export function PaymentReturn() {
  const { phase, reason, orderNo, orderRef } = useGatewayReturn();
  return (
    <div className="payment-return" part="payment-return" data-phase={phase}>
      <div className="status" role="status" aria-live="polite" part="status">
        {phase === 'processing' && (
          <>
            <span className="spinner" aria-hidden="true" />
            <p className="message">{PAYMENT_PROCESSING}</p>
          </>
        )}
        {phase === 'placed' && <p className="message placed">{PAYMENT_ORDER_PLACED}</p>}
        {phase === 'refund' && <p className="message refund">{reason}</p>}
        {phase === 'failed' && (
          <>
            <h2 className="message failed">{PAYMENT_NOT_COMPLETED}</h2>
            {reason && (
              <details className="reason" part="reason">
                <summary>{GATEWAY_DETAILS_LABEL}</summary>
                <p>{reason}</p>
              </details>
            )}
          </>
        )}
      </div>
      {phase === 'failed' && orderNo !== null && <TryAgain orderNo={orderNo} orderRef={orderRef} />}
      {phase === 'failed' && (
        <div className="actions">
          <a className="button-link" part="checkout-link" href={links.checkout()}>
            Back to Checkout
          </a>
          <a className="button-link secondary" part="cart-link" href={links.cart()}>
            View Cart
          </a>
        </div>
      )}
      {(phase === 'ended' || phase === 'refund') && (
        <div className="actions">
          <a className="button-link secondary" part="home-link" href={links.home()}>
            Continue Shopping
          </a>
        </div>
      )}
    </div>
  );
}
