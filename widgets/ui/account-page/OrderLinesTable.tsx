// An order's product lines on the customer's order page, with sub-total, freight and total.
import type { OrderDetail as Order } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { optionLabel } from '../../domain/options.js';
import { links } from '../../runtime/links.js';

export function OrderLinesTable({ o }: { o: Order }) {
  return (
    <table className="data-table lines" part="lines">
      <caption className="visually-hidden">Products in order {o.OrderNo}</caption>
      <thead>
        <tr>
          <th scope="col">Product Name</th>
          <th scope="col">Model</th>
          <th scope="col" className="num">
            Quantity
          </th>
          <th scope="col" className="num">
            Price
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {o.OrderProductList.map((l) => (
          <tr key={l.LineNo}>
            <th scope="row" data-label="Product Name">
              <a href={links.product(l.ProductNo)}>{l.ProductName}</a>
              {optionLabel(l) && <span className="option"> ({optionLabel(l)})</span>}
            </th>
            <td data-label="Model">{l.Barcode || '—'}</td>
            <td data-label="Quantity" className="num">
              {l.Quantity}
            </td>
            <td data-label="Price" className="num">
              {formatTT(l.Rate)}
            </td>
            <td data-label="Total" className="num">
              {formatTT(l.TotalAmount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Sub-Total
          </th>
          <td className="num">{formatTT(o.ItemTotal)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={4}>
            Freight
          </th>
          <td className="num">{formatTT(o.Freight)}</td>
        </tr>
        <tr className="grand">
          <th scope="row" colSpan={4}>
            Total
          </th>
          <td className="num">{formatTT(o.TotalAmount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
