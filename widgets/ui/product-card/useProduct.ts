// Loads one product by number (GET loadproduct, without reviews). A 404 is 'missing'; any other
// failure is logged (spec §8) and offered as a retry, so the widget is never left blank.
import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../domain/types.js';
import { loadProduct } from '../../api/catalog.js';
import { ApiError } from '../../api/client.js';

export type ProductLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; product: Product };

export function useProduct(productNo: number | undefined, source: string): { load: ProductLoad; retry: () => void } {
  const [load, setLoad] = useState<ProductLoad>({ status: productNo === undefined ? 'idle' : 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (productNo === undefined) {
      setLoad({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    loadProduct(productNo, false, { signal: controller.signal }).then(
      (product) => {
        if (controller.signal.aborted) return;
        setLoad(product && typeof product.ProductNo === 'number' ? { status: 'ready', product } : { status: 'missing' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) return setLoad({ status: 'missing' });
        console.error(`[${source}] could not load product ${productNo}`, error);
        setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [productNo, attempt, source]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
