// Loads one product by number (GET loadproduct) for any widget that shows one. A 404, or a number the
// store rejects (400), is 'missing'; any other failure is logged (docs/screens.md#messages) and offered as a retry, so a
// widget is never left blank. Either is reported to the page as a trini-error (a partner's page can react to a stale
// product number).
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Product } from '../../domain/types.js';
import { loadProduct, preloadedProduct } from '../../api/catalog.js';
import { ApiError } from '../../api/client.js';
import { useTriniEvent } from '../../runtime/events.js';

export type ProductLoad = { status: 'idle' } | { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; product: Product };

export interface ProductLoadOptions {
  /** The widget's tag, for the log. */
  source: string;
  withReviews?: boolean;
  /** No product number yet is 'idle' (a card waiting for its attribute) rather than 'missing'. */
  idleWhenAbsent?: boolean;
  /** A reload of the same product keeps showing it until the fresh copy arrives. */
  keepWhileReloading?: boolean;
}

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function useProductLoad(
  productNo: number | undefined,
  { source, withReviews = false, idleWhenAbsent = false, keepWhileReloading = false }: ProductLoadOptions,
): { load: ProductLoad; setLoad: Dispatch<SetStateAction<ProductLoad>>; retry: () => void } {
  // A product the page carries (server rendering) is shown at once and not fetched again.
  const carried = useRef(productNo !== undefined && productNo > 0 ? preloadedProduct(productNo, withReviews) : undefined);
  const [load, setLoad] = useState<ProductLoad>(() =>
    carried.current ? { status: 'ready', product: carried.current } : { status: productNo === undefined && idleWhenAbsent ? 'idle' : 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const emit = useTriniEvent();

  useEffect(() => {
    if (carried.current) {
      const fresh = carried.current.ProductNo === productNo && attempt === 0;
      carried.current = undefined;
      if (fresh) return;
    }
    if (productNo === undefined && idleWhenAbsent) {
      setLoad({ status: 'idle' });
      return;
    }
    const missing = () => {
      setLoad({ status: 'missing' });
      emit('trini-error', { message: `Product ${productNo ?? '(none)'} not found`, reason: 'product-not-found', source });
    };
    if (productNo === undefined || !Number.isInteger(productNo) || productNo < 1) return missing();
    const controller = new AbortController();
    setLoad((current) => (keepWhileReloading && current.status === 'ready' && current.product.ProductNo === productNo ? current : { status: 'loading' }));
    loadProduct(productNo, withReviews, { signal: controller.signal }).then(
      (product) => {
        if (controller.signal.aborted) return;
        if (product && typeof product.ProductNo === 'number') setLoad({ status: 'ready', product });
        else missing();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissing(error)) return missing();
        console.error(`[${source}] could not load product ${productNo}`, error);
        setLoad({ status: 'error' });
        emit('trini-error', { message: `Could not load product ${productNo}`, reason: 'product-load-failed', source });
      },
    );
    return () => controller.abort();
  }, [productNo, attempt, source, withReviews, idleWhenAbsent, keepWhileReloading, emit]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, setLoad, retry };
}
