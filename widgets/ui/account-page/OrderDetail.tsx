// Order detail (docs/screens.md#account-pages; docs/architecture.md#decisions: the customer's real order): order id, date, payment and shipping
// method, the address, the product lines with sub-total, freight and total, the status history, and the
// Reorder and Return buttons (Return goes to /productreturn?OrderNo=N).
import { getOrder, getOrderProgress } from '../../api/account.js';
import type { OrderDetail as Order } from '../../domain/types.js';
import { Country } from '../../domain/constants.js';
import { initialStatus, OrderStatus } from '../../domain/order-status.js';
import { formatDay, trinidadDate } from '../../domain/dates.js';
import { useShopSettings } from '../../state/shop.js';
import { links, navigate } from '../../runtime/links.js';
import { LoadState } from './LoadState.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { useLoad } from './useLoad.js';
import { useReorder } from './useReorder.js';
import { OrderLinesTable } from './OrderLinesTable.js';

/** What is known of the order's progress: placed (Pending, or Awaiting payment for card orders), paid, now. */
export function statusHistory(o: Order): Array<{ date: string; status: string }> {
  const rows: Array<{ date: string; status: string }> = [{ date: formatDay(o.OrderDate), status: initialStatus(o.PMNo) }];
  if (o.Paid) rows.push({ date: formatDay(o.PaidAt), status: OrderStatus.Paid });
  if (!rows.some((r) => r.status === o.Status)) rows.push({ date: '—', status: o.Status });
  return rows;
}

/** The status history (with the shop's notes) and the answers to this order's returns, from the host; until
 * they arrive (or if they cannot), what the order itself tells. */
function OrderProgressSection({ o }: { o: Order }) {
  const { state } = useLoad((signal) => getOrderProgress(o.OrderNo, { signal }), [o.OrderNo, o.Status]);
  const progress = state.status === 'ready' ? state.data : null;
  const rows = progress
    ? progress.StatusHistory.map((h) => ({ date: h.At ? formatDay(trinidadDate(new Date(h.At))) : '—', status: h.Status, note: h.Note }))
    : statusHistory(o).map((r) => ({ ...r, note: '' }));
  return (
    <>
      <section className="card" aria-labelledby="order-history">
        <h2 id="order-history">Order History</h2>
        <table className="data-table plain">
          <thead>
            <tr>
              <th scope="col">Date Added</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{r.date}</td>
                <td>
                  {r.status}
                  {r.note && <div className="muted status-note">{r.note}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {progress && progress.Returns.length > 0 && (
        <section className="card order-returns" aria-labelledby="order-returns">
          <h2 id="order-returns">Returns</h2>
          <ul>
            {progress.Returns.map((r) => (
              <li key={r.RMANo}>
                {r.RMANo}: {r.Quantity} × {r.ProductName} · <strong className="return-status">{r.Status}</strong>
                {r.StatusNote && <span className="muted"> · {r.StatusNote}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function returnHref(orderNo: number): string {
  return `${links.productReturn()}?OrderNo=${orderNo}`;
}

function Address({ o }: { o: Order }) {
  const outlet = useShopSettings().pickups[0];
  if (o.IsPickup === 1) {
    return outlet ? (
      <address>
        Pickup from: {outlet.address}
        <br />
        {outlet.hours}
      </address>
    ) : (
      <address>Pickup</address>
    );
  }
  const place = [o.CityName, o.ODeliverCountryNo === Country.Trinidad ? 'Trinidad' : 'Tobago'].filter(Boolean).join(', ');
  return (
    <address>
      {o.CustomerName}
      <br />
      {o.CustomerAddress && (
        <>
          {o.CustomerAddress}
          <br />
        </>
      )}
      {place}
      <br />
      +1(868) {o.CustomerMobile}
    </address>
  );
}

function OrderView({ o }: { o: Order }) {
  const { reorder, busy } = useReorder(o.OrderProductList);
  return (
    <div className="order-detail" part="order">
      <section className="card" aria-labelledby="order-details">
        <h2 id="order-details">Order Details</h2>
        <dl className="details">
          <dt>Order ID</dt>
          <dd>#{o.OrderNo}</dd>
          <dt>Date Added</dt>
          <dd>{formatDay(o.OrderDate)}</dd>
          <dt>Payment Method</dt>
          <dd>{o.PMName}</dd>
          <dt>Shipping Method</dt>
          <dd>{o.IsPickup === 1 ? 'Pickup' : 'Delivery'}</dd>
          <dt>Status</dt>
          <dd>
            <span className="status">{o.Status}</span>
          </dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="order-address">
        <h2 id="order-address">{o.IsPickup === 1 ? 'Pickup Address' : 'Delivery Address'}</h2>
        <Address o={o} />
        {o.Remarks && <p className="remarks">Notes: {o.Remarks}</p>}
      </section>
      <OrderLinesTable o={o} />
      <OrderProgressSection o={o} />
      <div className="form-buttons">
        <a className="back" href={links.orderHistory()}>
          Back
        </a>
        <button type="button" className="secondary return" onClick={() => navigate(returnHref(o.OrderNo))}>
          Return
        </button>
        <button type="button" className="reorder" disabled={busy} onClick={() => void reorder()}>
          {busy ? 'Adding…' : 'Reorder'}
        </button>
      </div>
    </div>
  );
}

export function OrderDetail({ orderNo }: { orderNo: number | undefined }) {
  const { state, retry } = useLoad(orderNo ? (signal) => getOrder(orderNo, { signal }) : null, [orderNo]);
  if (!orderNo) {
    return (
      <div className="notice">
        <p>{ACCOUNT_TEXTS.noOrderChosen}</p>
        <a href={links.orderHistory()}>Order History</a>
      </div>
    );
  }
  if (state.status !== 'ready') return <LoadState state={state} what="this order" onRetry={retry} missing={ACCOUNT_TEXTS.orderNotFound} />;
  return <OrderView o={state.data} />;
}
