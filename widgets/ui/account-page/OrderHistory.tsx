// Order History (docs/screens.md#account-pages; docs/architecture.md#decisions: the customer's real orders): OrderId, Customer, NoofProduct,
// Status, Total, DateAdded and a View link to the order's detail page. Rows stack on narrow widths.
import { getOrderHistory } from '../../api/account.js';
import { formatTT } from '../../domain/money.js';
import { links } from '../../runtime/links.js';
import { LoadState } from './LoadState.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { formatDay } from '../../domain/dates.js';
import { useLoad } from './useLoad.js';

const COLUMNS = ['Order ID', 'Customer', 'No. of Products', 'Status', 'Total', 'Date Added', 'Action'];

export function OrderHistory() {
  const { state, retry } = useLoad((signal) => getOrderHistory({ signal }), []);
  if (state.status !== 'ready') return <LoadState state={state} what="your orders" onRetry={retry} />;
  if (state.data.length === 0) {
    return (
      <div className="notice">
        <p>{ACCOUNT_TEXTS.noOrders}</p>
        <a href={links.home()}>Continue Shopping</a>
      </div>
    );
  }
  return (
    <table className="data-table history" part="table">
      <caption className="visually-hidden">Your orders, newest first</caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className={c === 'Total' || c === 'No. of Products' ? 'num' : undefined}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {state.data.map((o) => (
          <tr key={o.OrderId} part="row">
            <th scope="row" data-label="Order ID">
              #{o.OrderId}
            </th>
            <td data-label="Customer">{o.Customer}</td>
            <td data-label="No. of Products" className="num">
              {o.NoofProduct}
            </td>
            <td data-label="Status">
              <span className="status">{o.Status}</span>
            </td>
            <td data-label="Total" className="num price">
              {formatTT(o.Total)}
            </td>
            <td data-label="Date Added">{formatDay(o.DateAdded)}</td>
            <td data-label="Action" className="action">
              <a className="button-link small" href={links.orderDetail(o.OrderId)} aria-label={`View order ${o.OrderId}`}>
                View
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
