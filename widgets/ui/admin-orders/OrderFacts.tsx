// What staff read first on an order's page: its number and status (and a refund due), the customer, where it goes,
// how it is paid, the shop and the customer's notes.
import type { OrderDetail } from '../../api/admin-orders.js';
import { OrderStatus, REFUND_DUE } from '../../domain/order-status.js';

export function OrderFacts({ order: o }: { order: OrderDetail }) {
  return (
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
    </>
  );
}
