// The product the quick order form is for (§7 loadproduct). A failure is logged and offered again.
import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../domain/types.js';
import { loadProduct } from '../../api/catalog.js';

export type ProductState =
  | { status: 'missing' | 'loading' | 'failed'; product: null }
  | { status: 'ready'; product: Product };

export function useProduct(productNo: number | undefined) {
  const [state, setState] = useState<ProductState>({ status: 'loading', product: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (productNo === undefined || !Number.isInteger(productNo) || productNo < 1) {
      setState({ status: 'missing', product: null });
      return;
    }
    let live = true;
    setState((s) => (s.product?.ProductNo === productNo ? s : { status: 'loading', product: null }));
    loadProduct(productNo, false).then(
      (product) => live && setState({ status: 'ready', product }),
      (error: unknown) => {
        console.error(`[trini] product ${productNo} failed to load`, error);
        if (live) setState({ status: 'failed', product: null });
      },
    );
    return () => {
      live = false;
    };
  }, [productNo, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
