// The Products screen (docs/back-office.md#products-and-stock): every product, 25 a page, searched by name or number
// and filtered to those for sale, sold out or low on stock (at the shop's threshold or below), with its price and
// stock; choosing one opens the editor. `lowStock`: open on the low-stock filter (the board's badge links here).
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { ProductPage } from '../../api/admin-products.js';
import { formatTT } from '../../domain/money.js';
import { LoadingOr, useAdminLoad } from '../admin-app/use-admin.js';
import { BoardPager } from '../admin-orders/BoardPager.js';
import { ProductEditor } from './ProductEditor.js';
import { CategoriesPage } from './CategoriesPage.js';
import { ProductCsv } from './ProductCsv.js';

type Show = '' | 'forSale' | 'soldOut' | 'lowStock';
type Search = { Search: string; Show: Show };
const SHOW_QUERY: Record<Show, Record<string, string>> = { '': {}, forSale: { SoldOut: '0' }, soldOut: { SoldOut: '1' }, lowStock: { LowStock: '1' } };

export function ProductsPage({ lowStock = false }: { lowStock?: boolean }) {
  const [draft, setDraft] = useState<Search>({ Search: '', Show: lowStock ? 'lowStock' : '' });
  const [filters, setFilters] = useState(draft);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | 'new' | 'categories' | null>(null);
  const { state, reload } = useAdminLoad(
    () => adminCall<ProductPage>('GET', 'GetProducts', { query: { Search: filters.Search, ...SHOW_QUERY[filters.Show], PageNo: pageNo } }),
    [filters, pageNo],
  );

  const close = () => {
    setOpen(null);
    reload();
  };
  if (open === 'categories') return <CategoriesPage onClose={close} />;
  if (open !== null) return <ProductEditor productNo={open === 'new' ? null : open} onClose={close} onAdded={setOpen} />;
  return (
    <section className="products" part="products">
      <h1>Products</h1>
      <div className="filter-buttons">
        <button type="button" onClick={() => setOpen('new')}>
          Add a product
        </button>
        <button type="button" className="secondary" onClick={() => setOpen('categories')}>
          Categories
        </button>
      </div>
      <ProductCsv onImported={reload} />
      <ProductSearch
        draft={draft}
        onChange={setDraft}
        onSubmit={() => {
          setPageNo(1);
          setFilters({ ...draft });
        }}
      />
      <LoadingOr state={state} reload={reload}>
        {(data) => (
          <>
            <p className="muted total">
              {data.Total} product{data.Total === 1 ? '' : 's'}
              {filters.Show === 'lowStock' ? ` with ${data.LowStockThreshold} or fewer left` : ''}
            </p>
            <ul className="product-list">
              {data.Products.map((p) => (
                <ProductRow key={p.ProductNo} product={p} onOpen={setOpen} />
              ))}
            </ul>
            <BoardPager pageNo={pageNo} pageCount={data.PageCount} onPage={setPageNo} />
          </>
        )}
      </LoadingOr>
    </section>
  );
}

/** The search form; its draft is kept by the page, so it is still there when the editor closes. */
function ProductSearch({ draft, onChange, onSubmit }: { draft: Search; onChange: (draft: Search) => void; onSubmit: () => void }) {
  return (
    <form
      className="filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Search products
        <input type="search" placeholder="Name or product no." value={draft.Search} onChange={(e) => onChange({ ...draft, Search: e.target.value })} />
      </label>
      <label>
        Show
        <select value={draft.Show} onChange={(e) => onChange({ ...draft, Show: e.target.value as Show })}>
          <option value="">All products</option>
          <option value="forSale">For sale</option>
          <option value="soldOut">Sold out</option>
          <option value="lowStock">Low stock</option>
        </select>
      </label>
      <div className="filter-buttons">
        <button type="submit">Search</button>
      </div>
    </form>
  );
}

function ProductRow({ product: p, onOpen }: { product: ProductPage['Products'][number]; onOpen: (productNo: number) => void }) {
  return (
    <li className="product-row" data-product-no={p.ProductNo}>
      <button type="button" className="link" onClick={() => onOpen(p.ProductNo)}>
        #{p.ProductNo} {p.ProductName}
      </button>
      <strong>{formatTT(p.SalesPrice)}</strong>
      <span className="muted">
        {p.CategoryName}
        {p.DiscountPercent > 0 ? ` · ${p.DiscountPercent}% off` : ''}
        {p.Hidden ? ' · hidden from the shop' : ''}
      </span>
      <span className={`stock${p.LowStock ? ' low' : ''}`}>{p.IsSoldOut ? 'Sold out' : p.Stock === null ? 'In stock' : `${p.Stock} left`}</span>
    </li>
  );
}
