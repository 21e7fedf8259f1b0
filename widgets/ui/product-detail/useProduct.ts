// Loads the product of the product-no attribute (docs/screens.md#product-detail: reloaded whenever ProductNo changes).
// A 404 (or a product number the store rejects) is "not found"; any other failure is logged and offers
// a retry, so the widget is never blank.
import { useCallback } from 'react';
import { loadProduct } from '../../api/catalog.js';
import { useProductLoad } from '../shared/use-product-load.js';

export function useProduct(productNo: number | undefined) {
  const { load: state, setLoad: setState, retry } = useProductLoad(productNo, { source: 'trini-product-detail', withReviews: true });

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
  }, [productNo, setState]);

  return { state, retry, reloadReviews };
}
