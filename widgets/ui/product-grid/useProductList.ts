// A product list that loads its first page whenever the query changes (aborting the request of the
// old query) and, for the home list, grows page by page. docs/screens.md#home: the page counter advances only when
// a page returns at least one product; a short page means there is nothing more. Failures are logged
// (docs/screens.md#messages) and offered as a retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../domain/types.js';
import { getProducts, preloadedProducts, type ProductQuery } from '../../api/catalog.js';

export interface ProductListState {
  status: 'loading' | 'ready' | 'error';
  products: Product[];
  pagesLoaded: number; // pages that returned at least one product
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
}

const LOADING: ProductListState = { status: 'loading', products: [], pagesLoaded: 0, hasMore: false, more: 'idle' };

/** Appends a page, skipping products already shown (the catalogue may change between pages). */
function merge(shown: Product[], page: Product[]): Product[] {
  const seen = new Set(shown.map((p) => p.ProductNo));
  return [...shown, ...page.filter((p) => !seen.has(p.ProductNo))];
}

function readyState(list: Product[], paged: boolean, pageSize: number): ProductListState {
  return { status: 'ready', products: merge([], list), pagesLoaded: list.length > 0 ? 1 : 0, hasMore: paged && list.length >= pageSize, more: 'idle' };
}

export function useProductList(first: ProductQuery | null, pageSize: number, paged: boolean, source: string) {
  const key = JSON.stringify(first);
  // The first page the page carries (server rendering): shown at once, and not fetched again.
  const [carried] = useState(() => (first ? preloadedProducts(first) : undefined));
  const [state, setState] = useState<ProductListState>(() =>
    carried ? readyState(carried, paged, pageSize) : first ? LOADING : { ...LOADING, status: 'ready' },
  );
  const carriedKey = useRef(carried ? key : null);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);

  // Resolves null when superseded (a newer request or an unmount aborted it).
  const fetchPage = useCallback(
    (pageNo: number): Promise<Product[] | null> => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      const base = JSON.parse(key) as ProductQuery;
      const query = base.HomePageProducts ? { ...base, PageNo: pageNo } : base;
      return getProducts(query, { signal: c.signal }).then(
        (list) => (c.signal.aborted ? null : list),
        (error: unknown) => {
          if (c.signal.aborted) return null;
          throw error;
        },
      );
    },
    [key],
  );

  useEffect(() => {
    if (key === 'null') {
      setState({ ...LOADING, status: 'ready' });
      return;
    }
    if (carriedKey.current === key) {
      carriedKey.current = null;
      return;
    }
    carriedKey.current = null;
    setState(LOADING);
    fetchPage(1).then(
      (list) => {
        if (!list) return;
        setState(readyState(list, paged, pageSize));
      },
      (error: unknown) => {
        console.error(`[${source}] could not load products`, error);
        setState({ ...LOADING, status: 'error' });
      },
    );
    return () => controller.current?.abort();
  }, [fetchPage, key, paged, pageSize, source, attempt]);

  const loadMore = useCallback(() => {
    if (state.more === 'loading') return;
    setState((s) => ({ ...s, more: 'loading' }));
    fetchPage(state.pagesLoaded + 1).then(
      (list) => {
        if (!list) return;
        setState((s) => ({
          ...s,
          products: list.length ? merge(s.products, list) : s.products,
          pagesLoaded: list.length ? s.pagesLoaded + 1 : s.pagesLoaded,
          hasMore: list.length >= pageSize,
          more: 'idle',
        }));
      },
      (error: unknown) => {
        console.error(`[${source}] could not load more products`, error);
        setState((s) => ({ ...s, more: 'error' }));
      },
    );
  }, [fetchPage, pageSize, source, state.more, state.pagesLoaded]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}
