// The working controls of the category page (docs/architecture.md#decisions): filters -> sort -> page of `pageSize`.
// Mounted with a key per category and product list, so a new category starts with fresh filters.
import { useMemo, useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '../../domain/constants.js';
import type { Category, Product } from '../../domain/types.js';
import { applyFilters, isFiltered, noFilters, pageCount, pageOf, priceCeiling, sortProducts, tagsOf, type Filters, type SortKey } from './filters.js';
import { FilterPanel } from './FilterPanel.js';
import { Pagination } from './Pagination.js';
import { ProductResults } from './ProductResults.js';
import { Toolbar, type ViewMode } from './Toolbar.js';
import { PageLayout } from './PageLayout.js';

interface Props {
  products: readonly Product[];
  subcategories: readonly Category[];
  tree: ReactNode; // the sidebar's category tree, above the filters
  header: ReactNode; // the category's heading and description, above the toolbar
}

export function CategoryBrowser({ products, subcategories, tree, header }: Props) {
  const ceiling = useMemo(() => priceCeiling(products), [products]);
  const tags = useMemo(() => tagsOf(products), [products]);
  const [filters, setFilters] = useState<Filters>(() => noFilters(ceiling));
  const [sort, setSort] = useState<SortKey>('default');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<ViewMode>('grid');

  const shown = useMemo(() => sortProducts(applyFilters(products, filters, subcategories), sort), [products, filters, subcategories, sort]);
  const count = pageCount(shown.length, pageSize);
  const current = Math.min(page, count);
  const visible = pageOf(shown, current, pageSize);
  const first = shown.length ? (current - 1) * pageSize + 1 : 0;
  const filtered = isFiltered(filters, ceiling);
  // Any change of what is listed starts again at page 1.
  const changeFilters = (next: Filters) => (setFilters(next), setPage(1));
  const clear = () => changeFilters(noFilters(ceiling));
  const goTo = (n: number) => setPage(n);

  const sidebar = (
    <>
      {tree}
      <FilterPanel ceiling={ceiling} filters={filters} onChange={changeFilters} subcategories={subcategories} tags={tags} filtered={filtered} onClear={clear} />
    </>
  );
  return (
    <PageLayout sidebar={sidebar} filtered={filtered}>
      {header}
      <Toolbar
        view={view}
        onView={setView}
        sort={sort}
        onSort={(s) => (setSort(s), setPage(1))}
        pageSize={pageSize}
        onPageSize={(n) => (setPageSize(n), setPage(1))}
        first={first}
        last={first ? first + visible.length - 1 : 0}
        total={shown.length}
      />
      {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline in order. */}
      <h2 className="visually-hidden products-heading">Products</h2>
      {visible.length > 0 ? (
        <ProductResults products={visible} view={view} />
      ) : (
        <div className="no-results" part="no-results">
          <p>{products.length ? 'No products match these filters.' : 'There are no products in this category yet.'}</p>
          {filtered && (
            <button type="button" className="secondary" onClick={clear}>
              Clear filters
            </button>
          )}
        </div>
      )}
      <Pagination page={current} count={count} onPage={goTo} />
    </PageLayout>
  );
}
