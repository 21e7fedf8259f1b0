// Partner shops (add, rename, site origins) and what each sold: the report per shop and source, its chart, and CSV.
import { sourceName } from '../../domain/constants.js';
import { useState } from 'react';
import { adminCall, type Report } from '../../api/admin.js';
import { formatTT } from '../../domain/money.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';
import { RevenueChart } from './RevenueChart.js';
import { PartnerShops } from './PartnerShops.js';

export function ShopsPage() {
  const [range, setRange] = useState({ From: '', To: '' });
  const [draft, setDraft] = useState(range);
  const report = useAdminLoad(() => adminCall<Report>('GET', 'GetShopReport', { query: range }), [range]);
  const { message, run } = useAction();

  const downloadCsv = () =>
    void run(async () => {
      const csv = await adminCall<string>('GET', 'GetShopReport', { query: range, accept: 'text/csv' });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      a.download = 'shop-report.csv';
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
      return 'CSV downloaded.';
    });

  return (
    <section className="shops" part="shops">
      <h1>Shops and sales</h1>
      <form
        className="card filters"
        onSubmit={(e) => {
          e.preventDefault();
          setRange({ ...draft });
        }}
      >
        <label>
          From
          <input type="date" value={draft.From} onChange={(e) => setDraft({ ...draft, From: e.target.value })} />
        </label>
        <label>
          To
          <input type="date" value={draft.To} onChange={(e) => setDraft({ ...draft, To: e.target.value })} />
        </label>
        <div className="filter-buttons">
          <button type="submit">Show</button>
          <button type="button" className="secondary" onClick={downloadCsv}>
            CSV
          </button>
        </div>
      </form>
      <Message message={message} />
      <LoadingOr state={report.state} reload={report.reload}>
        {(r) => (
          <>
            <RevenueChart report={r} />
            <ReportTable report={r} />
          </>
        )}
      </LoadingOr>
      <PartnerShops onSaved={report.reload} />
    </section>
  );
}

function ReportTable({ report: r }: { report: Report }) {
  return (
    <>
      <div className="table-wrap">
        <table className="report" part="report">
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Source</th>
              <th scope="col">Orders</th>
              <th scope="col">Units</th>
              <th scope="col">Revenue</th>
              <th scope="col">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {r.Rows.map((row) => (
              <tr key={`${row.ShopNo}-${row.Source}`} data-shop-no={row.ShopNo}>
                <td>
                  {row.ShopNo} {row.ShopName}
                </td>
                <td>{sourceName(row.Source)}</td>
                <td>{row.Orders}</td>
                <td>{row.Units}</td>
                <td>{formatTT(row.Revenue)}</td>
                <td>{row.RefundedUnits ? `${row.RefundedUnits} · ${formatTT(row.Refunds ?? 0)}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        Units and revenue are net of refunded returns (shown apart as Refunded); revenue is the goods' total without freight; cancelled and unpaid card orders
        are left out.
      </p>
    </>
  );
}
