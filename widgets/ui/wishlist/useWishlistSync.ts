// Keeps the wishlist page truthful: the /wishlist/{ProductNo} route adds that product, and the saved
// snapshots are refreshed from the store once (stock and price change after a product was saved).
// Failures are logged (docs/screens.md#messages "logged only") and the saved snapshot stays; a failed add says so with a retry.
import { useCallback, useEffect, useState } from 'react';
import { loadProduct } from '../../api/catalog.js';
import { ApiError } from '../../api/client.js';
import type { Product } from '../../domain/types.js';
import { $wishlist, addToWishlist, isInWishlist, refreshWishlistProducts } from '../../state/wishlist.js';
import { showToast } from '../../state/toasts.js';
import { WISHLIST_ADD_FAILED, WISHLIST_ADDED, WISHLIST_PRODUCT_GONE } from './texts.js';

export type AddState = { status: 'idle' | 'adding' | 'done' } | { status: 'failed'; message: string; canRetry: boolean };

const TAG = '[trini-wishlist]';

export function useAddFromRoute(productNo: number | undefined): { add: AddState; retry: () => void } {
  const [add, setAdd] = useState<AddState>({ status: productNo ? 'adding' : 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!productNo || !Number.isInteger(productNo) || productNo < 1) return setAdd({ status: 'idle' });
    const controller = new AbortController();
    setAdd({ status: 'adding' });
    loadProduct(productNo, false, { signal: controller.signal }).then(
      (product) => {
        const isNew = !isInWishlist(product.ProductNo);
        addToWishlist(product);
        if (isNew) showToast(WISHLIST_ADDED);
        setAdd({ status: 'done' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
        if (!gone) console.error(TAG, 'adding product', productNo, error);
        setAdd({ status: 'failed', message: gone ? WISHLIST_PRODUCT_GONE : WISHLIST_ADD_FAILED, canRetry: !gone });
      },
    );
    return () => controller.abort();
  }, [productNo, attempt]);
  return { add, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

export function useRefreshSnapshots(): void {
  useEffect(() => {
    const controller = new AbortController();
    const numbers = $wishlist.get().map((e) => e.ProductNo);
    Promise.all(
      numbers.map((no) =>
        loadProduct(no, false, { signal: controller.signal }).catch((error: unknown) => {
          if (!controller.signal.aborted && !(error instanceof ApiError && error.status === 404)) console.error(TAG, 'refreshing product', no, error);
          return null;
        }),
      ),
    ).then((products) => {
      if (!controller.signal.aborted) refreshWishlistProducts(products.filter((p): p is Product => !!p));
    });
    return () => controller.abort();
  }, []);
}
