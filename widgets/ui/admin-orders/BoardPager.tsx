// The board's pages: first, previous, a page number to jump to, next, last.
import { useEffect, useState } from 'react';

export function BoardPager({ pageNo, pageCount, onPage }: { pageNo: number; pageCount: number; onPage: (pageNo: number) => void }) {
  const [typed, setTyped] = useState(String(pageNo));
  useEffect(() => setTyped(String(pageNo)), [pageNo]);
  const go = (n: number) => onPage(Math.min(Math.max(1, n), pageCount));
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="secondary" disabled={pageNo <= 1} onClick={() => go(1)} aria-label="First page">
        «
      </button>
      <button type="button" className="secondary" disabled={pageNo <= 1} onClick={() => go(pageNo - 1)}>
        Newer
      </button>
      <form
        className="jump"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(typed);
          if (Number.isInteger(n)) go(n);
        }}
      >
        <label className="inline-jump">
          Page{' '}
          <input name="page" inputMode="numeric" value={typed} size={3} onChange={(e) => setTyped(e.target.value)} aria-label={`Page (1 to ${pageCount})`} />
        </label>{' '}
        <span>of {pageCount}</span>
      </form>
      <button type="button" className="secondary" disabled={pageNo >= pageCount} onClick={() => go(pageNo + 1)}>
        Older
      </button>
      <button type="button" className="secondary" disabled={pageNo >= pageCount} onClick={() => go(pageCount)} aria-label="Last page">
        »
      </button>
    </nav>
  );
}
