// <trini-site-search> (docs/screens.md#page-shell header search): 'Search here...' with a search icon button. Enter or a
// click goes to /search/{typed text} (an empty text gives /search/). On a search page it shows the term.
// When the widget itself is too narrow for a usable box (a crowded header, a narrow column), the
// stylesheet shows only the icon, which opens the same search in a dialog at the top of the screen.
import { useEffect, useRef, useState } from 'react';
import { links, navigate } from '../../runtime/links.js';
import { SearchIcon } from '../icons.js';
import { SearchForm } from './SearchForm.js';

/** The term of the current /search/{term} page, or ''. */
export function currentSearchTerm(pathname: string = globalThis.location?.pathname ?? ''): string {
  const match = /(?:^|\/)search\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export function SiteSearch() {
  const [text, setText] = useState(() => currentSearchTerm());
  const [compactOpen, setCompactOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const search = () => navigate(links.search(text.trim()));

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (compactOpen && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      d.querySelector('input')?.focus();
    } else if (!compactOpen && d.open) d.close();
  }, [compactOpen]);

  return (
    <>
      <SearchForm className="site-search inline" text={text} onText={setText} onSearch={search} />
      <button
        type="button"
        className="ghost search-toggle"
        part="toggle"
        aria-label="Search products"
        aria-haspopup="dialog"
        onClick={() => setCompactOpen(true)}
      >
        <SearchIcon />
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a click on the dialog itself is on its backdrop; keyboard users press Escape */}
      <dialog
        ref={dialog}
        className="search-dialog"
        part="dialog"
        aria-label="Search products"
        onClose={() => setCompactOpen(false)}
        onClick={(e) => e.target === e.currentTarget && setCompactOpen(false)}
      >
        {compactOpen && <SearchForm className="site-search" text={text} onText={setText} onSearch={search} />}
      </dialog>
    </>
  );
}
