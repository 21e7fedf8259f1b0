// Loads the product of the place-order page; a 404 (or a number the store rejects) is "not found",
// any other failure is logged and offers a retry, so the page is never blank.
import { useCallback, useEffect, useState } from 'react';
import { loadProduct } from '../../api/catalog.js';
import { ApiError } from '../../api/client.js';
import type { Product } from '../../domain/types.js';

export type OrderProductState = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'not-found' } | { status: 'error' };

export function useOrderProduct(productNo: number | undefined) {
  const [state, setState] = useState<OrderProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (productNo === undefined || !Number.isInteger(productNo) || productNo < 1) return setState({ status: 'not-found' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadProduct(productNo, false, { signal: controller.signal }).then(
      (product) => !controller.signal.aborted && setState({ status: 'ready', product }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return setState({ status: 'not-found' });
        console.error('[trini-place-order] product load failed', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [productNo, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
