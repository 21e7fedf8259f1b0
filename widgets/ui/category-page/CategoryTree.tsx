// The 'ALL CATEGORIES' tree (docs/screens.md#category-page): each category links to /category/{ProductCategoryNo}; one with
// subcategories has an expand button; the branch holding the current category starts open and the
// current one is highlighted (aria-current).
import { useState } from 'react';
import type { Category } from '../../domain/types.js';
import { links } from '../../runtime/links.js';

interface TreeProps {
  tree: readonly Category[];
  currentNo: number | undefined;
  openNos: ReadonlySet<number>; // the current category's ancestors
}

function Branch({ category, currentNo, openNos, depth }: { category: Category; currentNo: number | undefined; openNos: ReadonlySet<number>; depth: number }) {
  const subs = category.SubCategories ?? [];
  const [open, setOpen] = useState(openNos.has(category.ProductCategoryNo));
  const current = category.ProductCategoryNo === currentNo;
  const listId = `subcategories-${category.ProductCategoryNo}`;
  return (
    <li className={depth === 0 ? 'top' : 'sub'}>
      <div className={current ? 'row current' : 'row'}>
        <a href={links.category(category.ProductCategoryNo)} aria-current={current ? 'page' : undefined}>
          {category.ProductCategoryName}
        </a>
        {subs.length > 0 && (
          <button
            type="button"
            className="ghost expand"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${category.ProductCategoryName}`}
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={open ? 'chevron open' : 'chevron'}>
              <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
            </svg>
          </button>
        )}
      </div>
      {subs.length > 0 && (
        <ul id={listId} hidden={!open}>
          {subs.map((c) => (
            <Branch key={c.ProductCategoryNo} category={c} currentNo={currentNo} openNos={openNos} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function CategoryTree({ tree, currentNo, openNos }: TreeProps) {
  return (
    <nav className="panel tree" part="category-tree" aria-labelledby="all-categories">
      <h2 id="all-categories" className="panel-title">
        ALL CATEGORIES
      </h2>
      <ul>
        {tree.map((c) => (
          <Branch key={c.ProductCategoryNo} category={c} currentNo={currentNo} openNos={openNos} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
