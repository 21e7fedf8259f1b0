// The orders board: what needs action first (docs/back-office.md#orders-board), filters, newest first, 25 a page
// with a page to jump to, a badge while products are low on stock (docs/back-office.md#low-stock), and on each order the next steps the state machine allows as quick buttons
// (cancelling needs a reason, so it is on the order's own page; marking a declined card order paid asks first).
import { useState } from 'react';
import { adminCall, type Shop } from '../../api/admin.js';
import type { BoardPage, BoardRow } from '../../api/admin-orders.js';
import { ORDER_STATUSES, OrderStatus, REFUND_DUE } from '../../domain/order-status.js';
import { BOARD_VIEW_LABELS, BOARD_VIEWS, BoardView } from '../../domain/board-views.js';
import { formatTT } from '../../domain/money.js';
import { formatTime, LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';
import { MarkPaidConfirm } from './MarkPaidConfirm.js';
import { UnmatchedReceipts } from './UnmatchedReceipts.js';
import { BoardPager } from './BoardPager.js';

interface Filters {
  View: string;
  Status: string;
  ShopNo: string;
  Source: string;
  From: string;
  To: string;
  SearchText: string;
}
const NO_FILTERS: Filters = { View: BoardView.Action, Status: '', ShopNo: '', Source: '', From: '', To: '', SearchText: '' };

/** `live` changes with each live event (a new order, a status change): the page in view is read again. */
export function OrdersBoard({ onOpen, live = 0 }: { onOpen: (orderNo: number) => void; live?: number }) {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const shops = useAdminLoad(() => adminCall<{ Shops: Shop[] }>('GET', 'GetShops'), []);
  const { state, reload } = useAdminLoad(
    // A status asked for is shown wherever it is; otherwise the chosen view.
    () => adminCall<BoardPage>('GET', 'GetOrders', { query: { ...filters, View: filters.Status ? BoardView.All : filters.View, PageNo: pageNo } }),
    [filters, pageNo, live],
  );
  const { busy, message, run } = useAction();
  const [confirming, setConfirming] = useState<number | null>(null);
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  const move = (o: BoardRow, status: string) =>
    void run(async () => {
      setConfirming(null);
      const r = await adminCall<{ msg: string }>('POST', 'SetOrderStatus', { body: { OrderNo: o.OrderNo, Status: status, Note: '' } });
      reload();
      return r.msg;
    });

  return (
    <section className="board" part="orders">
      <h1>Orders</h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setFilters({ ...draft });
        }}
      >
        <label>
          Show
          <select
            {...field('View')}
            onChange={(e) => {
              // A view is applied at once: it is what staff switch between all day.
              const next = { ...draft, View: e.target.value };
              setDraft(next);
              setFilters(next);
              setPageNo(1);
            }}
          >
            {BOARD_VIEWS.map((v) => (
              <option key={v} value={v}>
                {BOARD_VIEW_LABELS[v]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search
          <input type="search" placeholder="Order no., name, mobile" {...field('SearchText')} />
        </label>
        <label>
          Status
          <select {...field('Status')}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Shop
          <select {...field('ShopNo')}>
            <option value="">Any</option>
            {shops.state.status === 'ready' &&
              shops.state.data.Shops.map((s) => (
                <option key={s.ShopNo} value={s.ShopNo}>
                  {s.ShopNo} {s.ShopName}
                </option>
              ))}
          </select>
        </label>
        <label>
          Source
          <select {...field('Source')}>
            <option value="">Any</option>
            <option value="1">Checkout</option>
            <option value="2">Quick order</option>
          </select>
        </label>
        <label>
          From
          <input type="date" {...field('From')} />
        </label>
        <label>
          To
          <input type="date" {...field('To')} />
        </label>
        <div className="filter-buttons">
          <button type="submit">Show</button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
              setPageNo(1);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <Message message={message} />
      <LoadingOr state={state} reload={reload}>
        {(data) => (
          <>
            <p className="muted total">
              {data.Total} order{data.Total === 1 ? '' : 's'}
              {data.LowStock ? (
                <>
                  {' '}
                  <a className="low-stock-badge" part="low-stock" href="#products/low">
                    {data.LowStock} product{data.LowStock === 1 ? '' : 's'} low on stock
                  </a>
                </>
              ) : null}
            </p>
            <UnmatchedReceipts live={live} />
            <ul className="order-list">
              {data.Orders.map((o) => (
                <li key={o.OrderNo} className="order-card" data-order-no={o.OrderNo}>
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
                        onClick={() => (s === OrderStatus.Paid && o.LastDecline ? setConfirming(o.OrderNo) : move(o, s))}
                      >
                        {s === OrderStatus.Paid && o.PMNo === 2 ? 'Bank transfer received' : `Mark ${s}`}
                      </button>
                    ))}
                  </div>
                  {confirming === o.OrderNo && (
                    <MarkPaidConfirm
                      orderNo={o.OrderNo}
                      decline={o.LastDecline}
                      busy={busy}
                      onConfirm={() => move(o, OrderStatus.Paid)}
                      onCancel={() => setConfirming(null)}
                    />
                  )}
                </li>
              ))}
            </ul>
            <BoardPager pageNo={pageNo} pageCount={data.PageCount} onPage={setPageNo} />
          </>
        )}
      </LoadingOr>
    </section>
  );
}
