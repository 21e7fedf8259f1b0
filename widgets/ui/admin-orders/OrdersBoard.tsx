// The orders board: what needs action first (docs/back-office.md#orders-board), filters, newest first, 25 a page
// with a page to jump to, a badge while products are low on stock (docs/back-office.md#low-stock), and on each order
// the next steps the state machine allows (OrderCard.tsx).
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { BoardPage, BoardRow } from '../../api/admin-orders.js';
import { BoardView } from '../../domain/board-views.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';
import { BoardPager } from './BoardPager.js';
import { BoardFilters, NO_FILTERS, type Filters } from './BoardFilters.js';
import { OrderCard } from './OrderCard.js';
import { UnmatchedReceipts } from './UnmatchedReceipts.js';

/** `live` changes with each live event (a new order, a status change): the page in view is read again. */
export function OrdersBoard({ onOpen, live = 0 }: { onOpen: (orderNo: number) => void; live?: number }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const { state, reload } = useAdminLoad(
    // A status asked for is shown wherever it is; otherwise the chosen view.
    () => adminCall<BoardPage>('GET', 'GetOrders', { query: { ...filters, View: filters.Status ? BoardView.All : filters.View, PageNo: pageNo } }),
    [filters, pageNo, live],
  );
  const { busy, message, run } = useAction();
  const [confirming, setConfirming] = useState<number | null>(null);
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
      <BoardFilters
        onApply={(next) => {
          setPageNo(1);
          setFilters(next);
        }}
      />
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
                <OrderCard
                  key={o.OrderNo}
                  order={o}
                  busy={busy}
                  confirming={confirming === o.OrderNo}
                  onOpen={onOpen}
                  onMove={(status) => move(o, status)}
                  onConfirming={(on) => setConfirming(on ? o.OrderNo : null)}
                />
              ))}
            </ul>
            <BoardPager pageNo={pageNo} pageCount={data.PageCount} onPage={setPageNo} />
          </>
        )}
      </LoadingOr>
    </section>
  );
}
