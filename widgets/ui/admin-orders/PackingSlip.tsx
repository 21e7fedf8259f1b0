// The packing slip of one order (docs/back-office.md#packing-slip): what to pack and where it goes, printed on A4 or on
// 80 mm receipt paper (shop-day.css.ts's print rules). Prices are left off unless the shop wants them (kept in this
// browser); the amount a courier collects on a cash-on-delivery order is always on it.
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { OrderDetail } from '../../api/admin-orders.js';
import { formatTT } from '../../domain/money.js';
import { nameWithOption } from '../../domain/options.js';
import { useShopSettings } from '../../state/shop.js';
import { OrderStatus } from '../../domain/order-status.js';
import { PaymentMethod } from '../../domain/types.js';
import { formatTime, LoadingOr, useAdminLoad } from '../admin-app/use-admin.js';

const PRICES_KEY = 'trini-slip-prices';

function storedPrices(): boolean {
  try {
    return globalThis.localStorage?.getItem(PRICES_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the slip shows prices, kept in this browser. */
function useSlipPrices() {
  const [prices, setPrices] = useState(storedPrices);
  const showPrices = (on: boolean) => {
    setPrices(on);
    try {
      localStorage.setItem(PRICES_KEY, on ? '1' : '0');
    } catch {
      // storage blocked: the choice lasts for this page
    }
  };
  return [prices, showPrices] as const;
}

export function PackingSlip({ orderNo, onBack }: { orderNo: number; onBack: () => void }) {
  const { state, reload } = useAdminLoad(() => adminCall<{ Order: OrderDetail }>('GET', 'GetOrder', { query: { OrderNo: orderNo } }), [orderNo]);
  const [prices, showPrices] = useSlipPrices();
  const shopName = useShopSettings().name;
  return (
    <section className="slip-page">
      <div className="slip-tools no-print">
        <button type="button" className="ghost back" onClick={onBack}>
          ← Order #{orderNo}
        </button>
        <label className="check">
          <input type="checkbox" checked={prices} onChange={(e) => showPrices(e.target.checked)} /> Show prices
        </label>
        <button type="button" onClick={() => globalThis.print()}>
          Print
        </button>
      </div>
      <LoadingOr state={state} reload={reload}>
        {({ Order: o }) => <Slip order={o} prices={prices} shopName={shopName} />}
      </LoadingOr>
    </section>
  );
}

function Slip({ order: o, prices, shopName }: { order: OrderDetail; prices: boolean; shopName: string }) {
  return (
    <article className="slip" part="slip" aria-label={`Packing slip for order ${o.OrderNo}`}>
      <header>
        <strong className="slip-shop">{shopName}</strong>
        <h1>Order #{o.OrderNo}</h1>
        <p>{o.StatusHistory[0]?.At ? formatTime(o.StatusHistory[0].At) : o.OrderDate}</p>
      </header>
      <section>
        <h2>{o.IsPickup ? 'Pickup at the shop' : 'Deliver to'}</h2>
        <p>
          {o.CustomerName}
          <br />
          {o.CustomerMobile}
          {!o.IsPickup && (
            <>
              <br />
              {[o.CustomerAddress, o.CityName].filter(Boolean).join(', ')}
            </>
          )}
        </p>
        {o.Remarks && <p className="slip-notes">Notes: {o.Remarks}</p>}
      </section>
      <SlipLines order={o} prices={prices} />
      <p className="slip-payment">
        Payment: {o.PMName}
        {o.IsPaid || o.Status === OrderStatus.Paid
          ? ' (paid)'
          : o.PMNo === PaymentMethod.CashOnDelivery
            ? `: collect ${formatTT(o.TotalAmount)}`
            : ' (not paid yet)'}
      </p>
    </article>
  );
}

function SlipLines({ order: o, prices }: { order: OrderDetail; prices: boolean }) {
  return (
    <table className="slip-lines">
      <thead>
        <tr>
          <th scope="col">Qty</th>
          <th scope="col">Item</th>
          {prices && (
            <th scope="col" className="amount">
              Amount
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {o.OrderProductList.map((l) => (
          <tr key={l.LineNo}>
            <td className="qty">{l.Quantity}</td>
            <td>
              {nameWithOption(l.ProductName, l)} <span className="muted">#{l.ProductNo}</span>
            </td>
            {prices && <td className="amount">{formatTT(l.TotalAmount)}</td>}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td className="qty">{o.OrderProductList.reduce((n, l) => n + l.Quantity, 0)}</td>
          <td>items</td>
          {prices && <td className="amount">{formatTT(o.TotalAmount)}</td>}
        </tr>
      </tfoot>
    </table>
  );
}
