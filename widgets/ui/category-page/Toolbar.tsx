// Above the products (docs/screens.md#category-page): how many are shown, grid/list view, Sort By and Show (page size).
import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../domain/constants.js';
import { SORT_OPTIONS, type SortKey } from './filters.js';

export type ViewMode = 'grid' | 'list';

interface Props {
  view: ViewMode;
  onView: (view: ViewMode) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  first: number;
  last: number;
  total: number;
}

const GRID = 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z';
const LIST = 'M3 4h4v4H3zm6 1h12v2H9zM3 10h4v4H3zm6 1h12v2H9zM3 16h4v4H3zm6 1h12v2H9z';

export function Toolbar({ view, onView, sort, onSort, pageSize, onPageSize, first, last, total }: Props) {
  const sortId = useId();
  const showId = useId();
  const viewButton = (mode: ViewMode, label: string, path: string) => (
    <button
      type="button"
      className={view === mode ? 'view on' : 'view'}
      aria-pressed={view === mode}
      aria-label={label}
      title={label}
      onClick={() => onView(mode)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={path} />
      </svg>
    </button>
  );
  return (
    <div className="toolbar" part="toolbar">
      <div className="views" role="group" aria-label="Layout">
        {viewButton('grid', 'Grid view', GRID)}
        {viewButton('list', 'List view', LIST)}
      </div>
      <p className="count" aria-live="polite">
        {total === 0 ? 'No products' : `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}`}
      </p>
      <div className="selects">
        <div className="pair sort">
          <label htmlFor={sortId}>Sort By</label>
          <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="pair">
          <label htmlFor={showId}>Show</label>
          <select id={showId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
