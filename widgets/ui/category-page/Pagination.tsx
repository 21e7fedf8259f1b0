// Prev / page numbers / Next under the products (docs/screens.md#category-page Show paging).
import { pageNumbers } from './filters.js';
import { changeKeepingFocus } from '../shared/keep-focus.js';

interface Props {
  page: number;
  count: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, count, onPage }: Props) {
  if (count <= 1) return null;
  // Prev on the first page and Next on the last disable themselves: the focus goes to the other one.
  const go = (button: HTMLButtonElement, to: number, other: string) =>
    changeKeepingFocus(
      button,
      () => onPage(to),
      () => button.parentElement?.querySelector<HTMLElement>(other),
    );
  return (
    <nav className="pagination" part="pagination" aria-label="Pages">
      <button type="button" className="secondary prev" disabled={page <= 1} onClick={(e) => go(e.currentTarget, page - 1, '.next')}>
        Prev
      </button>
      <ul>
        {pageNumbers(page, count).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={n === page ? 'page on' : 'page secondary'}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="secondary next" disabled={page >= count} onClick={(e) => go(e.currentTarget, page + 1, '.prev')}>
        Next
      </button>
    </nav>
  );
}
