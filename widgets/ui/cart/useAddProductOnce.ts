// The /cart/{ProductNo} route (docs/screens.md#routes): <trini-cart add-product-no="12"> loads that product and adds
// it to the cart once (a product already in the cart stays as it is, docs/domain.md#cart). Each number is added at
// most once per mounted widget, so re-renders never add it again.
import { useEffect, useRef, useState } from 'react';
import { loadProduct } from '../../api/catalog.js';
import { ApiError } from '../../api/client.js';
import { ITEM_ADDED, ITEM_SOLD_OUT } from '../../domain/messages.js';
import { $cart, addProduct } from '../../state/cart.js';
import { addedText } from '../../domain/cart-announcements.js';
import { showToast } from '../../state/toasts.js';
import { useTriniEvent } from '../../runtime/events.js';

export type AddNotice =
  | { status: 'idle' | 'loading' | 'done' | 'missing' | 'error' }
  | { status: 'refused'; message: string; reason: 'sold-out' | 'select-option'; productNo: number };

export function useAddProductOnce(productNo: number | undefined): { notice: AddNotice; retry: () => void } {
  const emit = useTriniEvent();
  const handled = useRef(new Set<number>());
  const [notice, setNotice] = useState<AddNotice>({ status: productNo ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!productNo || productNo < 1 || handled.current.has(productNo)) return;
    const controller = new AbortController();
    setNotice({ status: 'loading' });
    loadProduct(productNo, false, { signal: controller.signal }).then(
      (product) => {
        if (controller.signal.aborted) return;
        handled.current.add(productNo);
        const result = addProduct(product, 1);
        if (!result.ok) {
          if (result.reason === 'sold-out') showToast(ITEM_SOLD_OUT, { ok: true });
          setNotice({ status: 'refused', message: result.message, reason: result.reason, productNo });
          return;
        }
        if (result.added) {
          emit('trini-add-to-cart', {
            productNo: result.line.ProductNo,
            productName: result.line.ProductName,
            quantity: result.line.Quantity,
            unitPrice: result.line.SalesPrice,
          });
          showToast(ITEM_ADDED, { announce: addedText(result.line.ProductName, $cart.get()) });
        }
        setNotice({ status: 'done' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          handled.current.add(productNo);
          return setNotice({ status: 'missing' });
        }
        console.error(`[trini-cart] could not load product ${productNo}`, error);
        setNotice({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [productNo, attempt, emit]);

  return { notice, retry: () => setAttempt((n) => n + 1) };
}
