// Sidebar (tree and filters) beside the products on wide containers; on narrow ones the sidebar folds
// behind a 'Categories & filters' button above the products (container query in the CSS).
import { useId, useState, type ReactNode } from 'react';

export function PageLayout({ sidebar, filtered = false, children }: { sidebar: ReactNode; filtered?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="layout">
      <button type="button" className="secondary sidebar-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" />
        </svg>
        Categories &amp; filters{filtered ? ' (on)' : ''}
      </button>
      <aside id={id} className={open ? 'sidebar open' : 'sidebar'} part="sidebar">
        {sidebar}
      </aside>
      <div className="content" part="content">
        {children}
      </div>
    </div>
  );
}
