// One order on the board: number, status, total, what was bought, who and how, and the next steps as quick buttons
// (cancelling needs a reason, so it is on the order's own page; marking a declined card order paid asks first).
import type { BoardRow } from '../../api/admin-orders.js';
import { OrderStatus, REFUND_DUE } from '../../domain/order-status.js';
import { formatTT } from '../../domain/money.js';
import { formatTime } from '../admin-app/use-admin.js';
import { MarkPaidConfirm } from './MarkPaidConfirm.js';

interface OrderCardProps {
  order: BoardRow;
  busy: boolean;
  confirming: boolean;
  onOpen: (orderNo: number) => void;
  onMove: (status: string) => void;
  onConfirming: (confirming: boolean) => void;
}

export function OrderCard({ order: o, busy, confirming, onOpen, onMove, onConfirming }: OrderCardProps) {
  return (
    <li className="order-card" data-order-no={o.OrderNo}>
      <div className="order-head">
        <button type="button" className="link" onClick={() => onOpen(o.OrderNo)}>
          #{o.OrderNo}
        </button>
        <span className={`status status-${o.Status.toLowerCase().replace(/\s+/g, '-')}`}>{o.Status}</span>
        {o.RefundDue ? <span className="status status-refund-due">{REFUND_DUE}</span> : null}
        <strong className="amount">{formatTT(o.TotalAmount)}</strong>
      </div>
      {o.Items && <div className="order-items">{o.Items}</div>}
      <div className="order-meta">
        <time dateTime={o.CreatedAt}>{formatTime(o.CreatedAt)}</time> · {o.CustomerName} · {o.CustomerMobile} · {o.PMName}
        {o.IsPaid ? ' (paid)' : ''} · {o.IsPickup ? 'Pickup' : 'Delivery'} · {o.ShopName || `Shop ${o.ShopNo}`}
        {o.Source === 2 ? ' · quick order' : ''}
      </div>
      <div className="quick">
        {o.NextStatuses.filter((s) => s !== OrderStatus.Cancelled).map((s) => (
          <button
            key={s}
            type="button"
            className="small"
            disabled={busy}
            onClick={() => (s === OrderStatus.Paid && o.LastDecline ? onConfirming(true) : onMove(s))}
          >
            {s === OrderStatus.Paid && o.PMNo === 2 ? 'Bank transfer received' : `Mark ${s}`}
          </button>
        ))}
      </div>
      {confirming && (
        <MarkPaidConfirm
          orderNo={o.OrderNo}
          decline={o.LastDecline}
          busy={busy}
          onConfirm={() => onMove(OrderStatus.Paid)}
          onCancel={() => onConfirming(false)}
        />
      )}
    </li>
  );
}
