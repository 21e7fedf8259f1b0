// The orders board's filters: a view applies at once (it is what staff switch between all day); the others when
// Show is pressed.
import { useState } from 'react';
import { adminCall, type Shop } from '../../api/admin.js';
import { ORDER_STATUSES } from '../../domain/order-status.js';
import { BOARD_VIEW_LABELS, BOARD_VIEWS, BoardView } from '../../domain/board-views.js';
import { useAdminLoad } from '../admin-app/use-admin.js';

export interface Filters {
  View: string;
  Status: string;
  ShopNo: string;
  Source: string;
  From: string;
  To: string;
  SearchText: string;
}
export const NO_FILTERS: Filters = { View: BoardView.Action, Status: '', ShopNo: '', Source: '', From: '', To: '', SearchText: '' };

export function BoardFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  return (
    <form
      className="filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...draft });
      }}
    >
      <label>
        Show
        <select
          {...field('View')}
          onChange={(e) => {
            const next = { ...draft, View: e.target.value };
            setDraft(next);
            onApply(next);
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
      <ShopFilter {...field('ShopNo')} />
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
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

function ShopFilter({ value, onChange }: { value: string; onChange: (e: { target: { value: string } }) => void }) {
  const shops = useAdminLoad(() => adminCall<{ Shops: Shop[] }>('GET', 'GetShops'), []);
  return (
    <label>
      Shop
      <select value={value} onChange={onChange}>
        <option value="">Any</option>
        {shops.state.status === 'ready' &&
          shops.state.data.Shops.map((s) => (
            <option key={s.ShopNo} value={s.ShopNo}>
              {s.ShopNo} {s.ShopName}
            </option>
          ))}
      </select>
    </label>
  );
}
