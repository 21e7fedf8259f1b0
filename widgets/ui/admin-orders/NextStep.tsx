// An order's next steps for staff: a note for the customer (a cancellation needs its reason) and a button per status
// the state machine allows; marking a declined card order paid asks first.
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import { lastDecline, type OrderDetail } from '../../api/admin-orders.js';
import { OrderStatus } from '../../domain/order-status.js';
import { Message, useAction } from '../admin-app/use-admin.js';
import { MarkPaidConfirm } from './MarkPaidConfirm.js';

/** The note, the confirmation and the move itself; kept by the order page, so they outlast a reload of the order. */
export function useOrderMove(orderNo: number, reload: () => void) {
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, message, run } = useAction();
  const move = (status: string) =>
    void run(async () => {
      setConfirming(false);
      const r = await adminCall<{ msg: string }>('POST', 'SetOrderStatus', { body: { OrderNo: orderNo, Status: status, Note: note } });
      setNote('');
      reload();
      return r.msg;
    });
  return { note, setNote, confirming, setConfirming, busy, message, move };
}

export function NextStep({ order: o, step }: { order: OrderDetail; step: ReturnType<typeof useOrderMove> }) {
  const { note, setNote, confirming, setConfirming, busy, message, move } = step;
  return (
    <div className="actions card">
      <h2>Next step</h2>
      {o.NextStatuses.length === 0 ? (
        <p className="muted">This order is {o.Status}: nothing more to do.</p>
      ) : (
        <>
          <label>
            Note for the customer (the reason, when cancelling)
            <input name="note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </label>
          <div className="quick">
            {o.NextStatuses.map((s) => (
              <button
                key={s}
                type="button"
                className={s === OrderStatus.Cancelled ? 'danger' : ''}
                disabled={busy}
                onClick={() => (s === OrderStatus.Paid && lastDecline(o.PaymentAttempts) ? setConfirming(true) : move(s))}
              >
                {s === OrderStatus.Paid && o.PMNo === 2 ? 'Bank transfer received' : `Mark ${s}`}
              </button>
            ))}
          </div>
          {confirming && (
            <MarkPaidConfirm
              orderNo={o.OrderNo}
              decline={lastDecline(o.PaymentAttempts)}
              busy={busy}
              onConfirm={() => move(OrderStatus.Paid)}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
      <Message message={message} />
    </div>
  );
}
