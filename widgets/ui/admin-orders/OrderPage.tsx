// One order for staff: customer, lines, totals, the status history, its card payments, and the next steps (with a
// note; a cancellation needs its reason; marking a declined card order paid asks first).
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import { lastDecline, type OrderDetail } from '../../api/admin-orders.js';
import { MarkPaidConfirm } from './MarkPaidConfirm.js';
import { PaymentAttempts } from './PaymentAttempts.js';
import { OrderMessages } from './OrderMessages.js';
import { OrderReceipts } from './OrderReceipts.js';
import { OrderStatus, REFUND_DUE } from '../../domain/order-status.js';
import { formatTT } from '../../domain/money.js';
import { formatTime, LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';

export function OrderPage({ orderNo, onBack, live = 0 }: { orderNo: number; onBack: () => void; live?: number }) {
  const { state, reload } = useAdminLoad(() => adminCall<{ Order: OrderDetail }>('GET', 'GetOrder', { query: { OrderNo: orderNo } }), [orderNo, live]);
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
            <h1>
              Order #{o.OrderNo} <span className={`status status-${o.Status.toLowerCase().replace(/\s+/g, '-')}`}>{o.Status}</span>
              {o.RefundDue ? <span className="status status-refund-due">{REFUND_DUE}</span> : null}
            </h1>
            {o.RefundDue ? (
              <p className="refund-due" role="note">
                A card payment arrived after this order stopped taking payments: refund it through WiPay. The history below has the transaction.
              </p>
            ) : null}
            <dl className="facts">
              <dt>Customer</dt>
              <dd>
                {o.CustomerName} · {o.CustomerMobile} {o.CustomerEmail && `· ${o.CustomerEmail}`}
              </dd>
              <dt>{o.IsPickup ? 'Pickup' : 'Delivery to'}</dt>
              <dd>{o.IsPickup ? 'At the shop' : [o.CustomerAddress, o.CityName].filter(Boolean).join(', ')}</dd>
              <dt>Payment</dt>
              <dd>
                {o.PMName} {o.IsPaid || o.Status === OrderStatus.Paid ? '(paid)' : ''}
              </dd>
              <dt>Shop</dt>
              <dd>
                {o.ShopName || o.ShopNo} {o.Source === 2 ? '· quick order' : '· checkout'}
              </dd>
              {o.Remarks && (
                <>
                  <dt>Notes</dt>
                  <dd>{o.Remarks}</dd>
                </>
              )}
            </dl>
            <OrderReceipts receipts={o.PaymentReceipts ?? []} />
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
            <div className="table-wrap">
              <table className="lines">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Qty</th>
                    <th scope="col">Price</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {o.OrderProductList.map((l) => (
                    <tr key={l.LineNo}>
                      <td>
                        {l.ProductName} {[l.Color, l.Size].filter(Boolean).join(' ')} <span className="muted">#{l.ProductNo}</span>
                      </td>
                      <td>{l.Quantity}</td>
                      <td>{formatTT(l.Rate)}</td>
                      <td>{formatTT(l.TotalAmount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td colSpan={3}>Freight</td>
                    <td>{formatTT(o.Freight)}</td>
                  </tr>
                  <tr>
                    <td colSpan={3}>Total</td>
                    <td>
                      <strong>{formatTT(o.TotalAmount)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <h2>History</h2>
            <ol className="history" part="history">
              {o.StatusHistory.map((h, i) => (
                <li key={i}>
                  <strong>{h.Status}</strong>{' '}
                  <span className="muted">
                    {formatTime(h.At)}
                    {h.By && ` · ${h.By}`}
                  </span>
                  {h.Note && <div className="note">{h.Note}</div>}
                </li>
              ))}
            </ol>
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
