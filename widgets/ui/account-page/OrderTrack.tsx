// Order Track (docs/screens.md#account-pages; docs/architecture.md#decisions: the real tracking status). Works for guests: the order number and
// the mobile it was placed with. The mobile an order was just placed with in this tab (order-mobile.ts), else a
// logged-in customer's, is filled in; with an order-no as well, the order is looked up at once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { trackOrder, type TrackedOrder } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { isMobileNumber } from '../../domain/validation.js';
import { PHONE_INVALID } from '../../domain/messages.js';
import { $session } from '../../state/session.js';
import { useLatest } from '../shared/use-latest.js';
import { orderMobile } from '../order-success/order-mobile.js';
import { FormMessage } from './Field.js';
import { OrderIdMobileFields } from './OrderIdMobileFields.js';
import { TrackSteps } from './TrackSteps.js';
import { trackProgress } from '../../domain/order-status.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { formatDay } from '../../domain/dates.js';

export function trackMessage(orderId: string, mobile: string): string | null {
  if (!orderId.trim()) return ACCOUNT_TEXTS.orderIdRequired;
  if (!/^\d{1,9}$/.test(orderId.trim()) || Number(orderId) < 1) return ACCOUNT_TEXTS.orderIdInvalid;
  if (!mobile.trim()) return ACCOUNT_TEXTS.mobileRequired;
  if (!isMobileNumber(mobile)) return PHONE_INVALID;
  return null;
}

export function OrderTrack({ orderNo }: { orderNo: number | undefined }) {
  const session = useStore($session);
  const [orderId, setOrderId] = useState(orderNo ? String(orderNo) : '');
  // The mobile this tab just ordered it with (the success page's "Track this order"), else the customer's own.
  const [mobile, setMobile] = useState(() => (orderNo ? orderMobile(orderNo) : '') || session.mobile);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<TrackedOrder | null>(null);

  const track = async (e?: FormEvent) => {
    e?.preventDefault();
    const problem = trackMessage(orderId, mobile);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setOrder(await trackOrder(Number(orderId), mobile.trim()));
    } catch (err) {
      setOrder(null);
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) setError(err.message);
      else {
        console.error('[trini-account-page] tracking failed', err);
        setError(ACCOUNT_TEXTS.networkError);
      }
    } finally {
      setBusy(false);
    }
  };

  const autoTracked = useRef(false);
  const latestTrack = useLatest(track);
  // Once, on arrival with both known.
  useEffect(() => {
    if (autoTracked.current || !orderNo || !isMobileNumber(mobile)) return;
    autoTracked.current = true;
    void latestTrack.current();
  }, [orderNo, mobile, latestTrack]);

  const progress = order ? trackProgress(order.Status, order.IsPickup === 1) : null;
  return (
    <div className="track">
      <form className="form track-form" part="form" onSubmit={track} noValidate>
        <OrderIdMobileFields orderId={orderId} setOrderId={setOrderId} mobile={mobile} setMobile={setMobile} />
        <FormMessage error={error} />
        <div className="form-buttons">
          <button type="submit" disabled={busy}>
            {busy ? 'Tracking…' : 'Track Order'}
          </button>
        </div>
      </form>
      {order && (
        <section className="card track-result" part="track-result" aria-live="polite" aria-labelledby="track-title">
          <h2 id="track-title">Order #{order.OrderNo}</h2>
          <p className="muted">
            Placed on {formatDay(order.OrderDate)} · {order.IsPickup === 1 ? 'Pickup' : 'Delivery'} · Status: <strong className="status">{order.Status}</strong>
          </p>
          {progress?.stopped ? <p className="notice failed">{ACCOUNT_TEXTS.trackCancelled}</p> : progress && <TrackSteps progress={progress} />}
          {progress && !progress.stopped && progress.reached < 0 && <p className="muted not-started">{ACCOUNT_TEXTS.trackNotStarted}</p>}
        </section>
      )}
    </div>
  );
}
