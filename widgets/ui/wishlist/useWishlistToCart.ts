// Add to cart from the wishlist (spec §2.7: the action links to /cart): the card's rules of §5 apply —
// sold out shows the snack bar and stays; a product with several options goes to its page to choose
// one; otherwise quantity 1 is added (or the line is already there) and the shopper goes to /cart.
import { useCallback } from 'react';
import type { Product } from '../../domain/types.js';
import { ITEM_SOLD_OUT } from '../../domain/messages.js';
import { cardAddAction } from '../../domain/validation.js';
import { addProduct } from '../../state/cart.js';
import { showToast } from '../../state/toasts.js';
import { links, navigate } from '../../runtime/links.js';
import { useTriniEvent } from '../../runtime/events.js';

export function useWishlistToCart(): (product: Product) => void {
  const emit = useTriniEvent();
  return useCallback(
    (product: Product) => {
      const action = cardAddAction(product);
      if (action === 'soldOut') {
        showToast(ITEM_SOLD_OUT, { ok: true });
        return;
      }
      if (action === 'chooseOption') return navigate(links.product(product.ProductNo));
      const result = addProduct(product, 1);
      if (!result.ok) {
        if (result.reason === 'select-option') return navigate(links.product(product.ProductNo));
        showToast(result.message, { ok: true });
        return;
      }
      if (result.added) {
        const { line } = result;
        emit('trini-add-to-cart', {
          productNo: line.ProductNo,
          productName: line.ProductName,
          quantity: line.Quantity,
          unitPrice: line.SalesPrice,
          ...(line.Color ? { color: line.Color } : {}),
          ...(line.Size ? { size: line.Size } : {}),
        });
      }
      navigate(links.cart());
    },
    [emit],
  );
}
