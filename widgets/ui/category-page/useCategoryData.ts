// Loads what the category page shows: the category tree, the category's products and the design page's
// sections (docs/api.md). Each part fails on its own: a failure is logged (docs/screens.md#messages "logged only") and that part offers
// a retry, so the page is never blank. Products of "all categories" need the tree first.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCategoryList, loadDesignPageProducts, preloadedCategoryList, preloadedDesignPageProducts } from '../../api/catalog.js';
import type { Category, DesignSection, Product } from '../../domain/types.js';
import { loadCategoryProducts, preloadedCategoryProducts } from './load-category.js';

export type Part<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

const TAG = '[trini-category-page]';
export const DESIGN_PAGE_NO = 2; // docs/api.md#catalogue: the category page reads the sections of design page 2

/** `carried`: the data the page already holds (server rendering), shown at once and not fetched again. */
function usePart<T>(load: ((signal: AbortSignal) => Promise<T>) | null, what: string, deps: readonly unknown[], carried: () => T | undefined) {
  const first = useRef<T | undefined | null>(null);
  if (first.current === null) first.current = load ? carried() : undefined;
  const [part, setPart] = useState<Part<T>>(() =>
    first.current !== undefined && first.current !== null ? { status: 'ready', data: first.current } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (first.current !== undefined) {
      first.current = undefined;
      return;
    }
    if (!load) return setPart({ status: 'loading' });
    const controller = new AbortController();
    setPart({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setPart({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(TAG, `${what} failed to load`, error);
        setPart({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `deps` say when what it loads changes (the caller's list, like useEffect's).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps stand for `load` and `what`, which the rule cannot see through
  }, [...deps, attempt, !!load]);
  return { part, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

export function useCategoryData(categoryNo: number | undefined) {
  const tree = usePart<Category[]>((signal) => getCategoryList({ signal }), 'categories', [], preloadedCategoryList);
  const treeData = tree.part.status === 'ready' ? tree.part.data : null;
  // A given category loads at once; "all categories" waits for the tree's top categories.
  const canLoadProducts = categoryNo !== undefined || treeData !== null;
  const products = usePart<Product[]>(
    canLoadProducts ? (signal) => loadCategoryProducts(categoryNo, treeData ?? [], { signal }) : null,
    'products',
    [categoryNo, categoryNo === undefined ? treeData : null],
    () => preloadedCategoryProducts(categoryNo, treeData ?? []),
  );
  const sections = usePart<DesignSection[]>(
    (signal) => loadDesignPageProducts(DESIGN_PAGE_NO, { signal }),
    'sections',
    [],
    () => preloadedDesignPageProducts(DESIGN_PAGE_NO),
  );
  // "All categories" cannot list products without the tree: its failure is the products' failure too.
  const blocked = categoryNo === undefined && tree.part.status === 'error';
  return { tree, products: blocked ? { part: { status: 'error' } as Part<Product[]>, retry: tree.retry } : products, sections };
}
