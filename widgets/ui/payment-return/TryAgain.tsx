// "Try again" on a declined card payment: the same order goes back to the gateway with a new attempt (one order per
// purchase). The order's reference from the payment return is the proof the host asks for; without it, the order's
// mobile: the checkout's kept details have it, else the shopper types it.
import { useState } from 'react';
import { retryCardPayment } from '../../api/card-retry.js';
import { navigate } from '../../runtime/links.js';
import { readCheckoutDraft } from '../checkout/checkout-draft.js';

export const TRY_AGAIN_FAILED = 'The payment page could not be opened. Please try again in a moment.';

export function TryAgain({ orderNo, orderRef }: { orderNo: number; orderRef: string }) {
  const [mobile, setMobile] = useState(() => readCheckoutDraft().mobile);
  const [known] = useState(() => orderRef !== '' || readCheckoutDraft().mobile !== '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const start = async () => {
    setBusy(true);
    setError('');
    try {
      const r = await retryCardPayment(orderNo, mobile.trim(), orderRef);
      if (r.success && r.url) {
        navigate(r.url);
        return;
      }
      setError(r.msg || TRY_AGAIN_FAILED);
    } catch {
      setError(TRY_AGAIN_FAILED);
    }
    setBusy(false);
  };
  return (
    <form
      className="try-again"
      part="try-again"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      {!known && (
        <label>
          The mobile you ordered with
          <input name="mobile" inputMode="tel" autoComplete="tel" required value={mobile} onChange={(e) => setMobile(e.target.value)} />
        </label>
      )}
      <button type="submit" className="button-link" disabled={busy}>
        Try again with another card
      </button>
      {error && (
        <p className="reason" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
