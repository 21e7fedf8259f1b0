// Loads the product of the product-no attribute (spec §2.5: reloaded whenever ProductNo changes).
// A 404 (or a product number the store rejects) is "not found"; any other failure is logged and offers
// a retry, so the widget is never blank.
import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../domain/types.js';
import { loadProduct } from '../../api/catalog.js';
import { ApiError } from '../../api/client.js';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error' };

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useProduct(productNo: number | undefined) {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (productNo === undefined || !Number.isInteger(productNo) || productNo < 1) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadProduct(productNo, true, { signal: controller.signal }).then(
      (product) => {
        if (controller.signal.aborted) return;
        setState(product && typeof product === 'object' ? { status: 'ready', product } : { status: 'not-found' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotFound(error)) return setState({ status: 'not-found' });
        console.error('[trini-product-detail] product load failed', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [productNo, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** After a review is saved: fetch the product again and take its reviews and rating only, so the
   * shopper's quantity, option and media choice stay as they are. Resolves false when it failed. */
  const reloadReviews = useCallback(async (): Promise<boolean> => {
    if (productNo === undefined) return false;
    try {
      const fresh = await loadProduct(productNo, true);
      setState((current) =>
        current.status === 'ready' && current.product.ProductNo === fresh.ProductNo
          ? {
              status: 'ready',
              product: {
                ...current.product,
                ProductReviewList: fresh.ProductReviewList ?? [],
                Rating: fresh.Rating,
                ReviewCount: fresh.ReviewCount,
              },
            }
          : current,
      );
      return true;
    } catch (error) {
      console.error('[trini-product-detail] reviews reload failed', error);
      return false;
    }
  }, [productNo]);

  return { state, retry, reloadReviews };
}
