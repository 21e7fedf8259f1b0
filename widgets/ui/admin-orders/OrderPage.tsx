// One order for staff: customer, lines, totals, the status history, its card payments, and the next steps (with a
// note; a cancellation needs its reason; marking a declined card order paid asks first).
import { adminCall } from '../../api/admin.js';
import type { OrderDetail } from '../../api/admin-orders.js';
import { PaymentAttempts } from './PaymentAttempts.js';
import { OrderMessages } from './OrderMessages.js';
import { OrderReceipts } from './OrderReceipts.js';
import { OrderFacts } from './OrderFacts.js';
import { NextStep, useOrderMove } from './NextStep.js';
import { OrderLines, StatusHistory } from './OrderLines.js';
import { LoadingOr, useAdminLoad } from '../admin-app/use-admin.js';

export function OrderPage({ orderNo, onBack, live = 0 }: { orderNo: number; onBack: () => void; live?: number }) {
  const { state, reload } = useAdminLoad(() => adminCall<{ Order: OrderDetail }>('GET', 'GetOrder', { query: { OrderNo: orderNo } }), [orderNo, live]);
  const step = useOrderMove(orderNo, reload);
  return (
    <section className="order-page" part="order">
      <div className="slip-tools">
        <button type="button" className="ghost back" onClick={onBack}>
          ← Orders
        </button>
        <a className="button-like" href={`#slip/${orderNo}`}>
          Packing slip
        </a>
      </div>
      <LoadingOr state={state} reload={reload}>
        {({ Order: o }) => (
          <>
            <OrderFacts order={o} />
            <OrderReceipts receipts={o.PaymentReceipts ?? []} />
            <NextStep order={o} step={step} />
            <OrderLines order={o} />
            <StatusHistory order={o} />
            {o.PaymentAttempts.length > 0 && <PaymentAttempts attempts={o.PaymentAttempts} />}
            {o.Messages && o.Messages.length > 0 && <OrderMessages messages={o.Messages} />}
            {o.Returns.length > 0 && (
              <p className="muted">Returns: {o.Returns.map((r) => `RMA-${String(r.RmaNo).padStart(6, '0')} (${r.Status})`).join(', ')}</p>
            )}
          </>
        )}
      </LoadingOr>
    </section>
  );
}
