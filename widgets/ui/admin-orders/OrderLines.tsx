// An order's lines with freight and total, and its status history, on the order's page.
import type { OrderDetail } from '../../api/admin-orders.js';
import { formatTT } from '../../domain/money.js';
import { formatTime } from '../admin-app/use-admin.js';

export function OrderLines({ order: o }: { order: OrderDetail }) {
  return (
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
  );
}

export function StatusHistory({ order: o }: { order: OrderDetail }) {
  return (
    <>
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
    </>
  );
}
