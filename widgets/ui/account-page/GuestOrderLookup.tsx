// A guest's way into the return form (docs/orders.md#returns): the order number and the mobile the order was placed
// with find it (GetGuestOrder, the mobile in the body, never in an address), and the form then offers its lines. The
// checks are the tracking form's: the same two fields, the same question.
import { useState, type FormEvent } from 'react';
import { getGuestOrder } from '../../api/account.js';
import type { ReturnableOrder } from '../../domain/types.js';
import { FormMessage } from './Field.js';
import { OrderIdMobileFields } from './OrderIdMobileFields.js';
import { trackMessage } from './OrderTrack.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { orderMobile } from '../order-success/order-mobile.js';

export const GUEST_RETURN_INTRO = 'Enter your order number and the mobile you ordered with to request a return.';

export function GuestOrderLookup({ orderNo, onFound }: { orderNo: number | undefined; onFound: (order: ReturnableOrder, mobile: string) => void }) {
  const [orderId, setOrderId] = useState(orderNo ? String(orderNo) : '');
  const [mobile, setMobile] = useState(() => (orderNo ? orderMobile(orderNo) : ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const find = async (e: FormEvent) => {
    e.preventDefault();
    const problem = trackMessage(orderId, mobile);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const found = await getGuestOrder(Number(orderId), mobile.trim());
      if (found.success) onFound(found, mobile.trim());
      else setError(found.msg);
    } catch (err) {
      console.error('[trini-account-page] finding the order failed', err);
      setError(ACCOUNT_TEXTS.networkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form track-form" part="form" onSubmit={find} noValidate>
      <p className="intro-text">{GUEST_RETURN_INTRO}</p>
      <OrderIdMobileFields orderId={orderId} setOrderId={setOrderId} mobile={mobile} setMobile={setMobile} />
      <FormMessage error={error} />
      <div className="form-buttons">
        <button type="submit" disabled={busy}>
          {busy ? 'Finding…' : 'Find order'}
        </button>
      </div>
    </form>
  );
}
