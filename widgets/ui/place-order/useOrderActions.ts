// The place-order buttons (docs/screens.md#place-order; docs/architecture.md#decisions: they work).
// - Checkout: the docs/domain.md#adding-to-the-cart detail-page checks (sold out; an option among several), then the product goes into
//   the shared cart with the chosen quantity and the shopper goes to /checkout. A line already in the
//   cart takes the quantity chosen here: the shopper just said how many they want.
// - Order Now: the one-product quick order form of docs/screens.md#quick-order (/fborder/{ProductNo}); sold out is refused.
import { useCallback, useState } from 'react';
import type { Product, ProductSku } from '../../domain/types.js';
import { ITEM_SOLD_OUT, SELECT_OPTION } from '../../domain/messages.js';
import { detailAddMessage } from '../../domain/validation.js';
import { addProduct, setQuantity } from '../../state/cart.js';
import { showToast } from '../../state/toasts.js';
import { links, navigate } from '../../runtime/links.js';
import { useTriniEvent } from '../../runtime/events.js';
import { accepted, addToCartDetail } from '../shared/add-to-cart.js';

export function useOrderActions(product: Product, quantity: number, option: ProductSku | null) {
  const emit = useTriniEvent();
  const [optionError, setOptionError] = useState<string | null>(null);

  const checkout = useCallback(() => {
    const chosen = option ? { Color: option.Color, Size: option.Size } : undefined;
    const problem = detailAddMessage(product, chosen);
    if (problem) {
      if (problem === SELECT_OPTION) setOptionError(problem);
      showToast(problem, { ok: problem === ITEM_SOLD_OUT });
      return;
    }
    const result = accepted(addProduct(product, quantity, chosen));
    if (!result) return;
    const { line } = result;
    if (result.added) emit('trini-add-to-cart', addToCartDetail(line));
    else setQuantity(line.ProductNo, quantity, { Color: line.Color, Size: line.Size });
    navigate(links.checkout());
  }, [product, quantity, option, emit]);

  const orderNow = useCallback(() => {
    if (product.IsSoldOut === 1) {
      showToast(ITEM_SOLD_OUT, { ok: true });
      return;
    }
    navigate(links.quickOrder(product.ProductNo));
  }, [product]);

  const choose = useCallback(() => setOptionError(null), []);
  return { checkout, orderNow, optionError, clearOptionError: choose };
}
