// Add to cart from the wishlist (docs/screens.md#wishlist: the action links to /cart): the card's rules of docs/domain.md#adding-to-the-cart apply —
// sold out shows the snack bar and stays; a product with several options goes to its page to choose
// one; otherwise quantity 1 is added (or the line is already there) and the shopper goes to /cart.
import { useCallback } from 'react';
import type { Product } from '../../domain/types.js';
import { links, navigate } from '../../runtime/links.js';
import { useTriniEvent } from '../../runtime/events.js';
import { addFromCard, addToCartDetail } from '../shared/add-to-cart.js';

export function useWishlistToCart(): (product: Product) => void {
  const emit = useTriniEvent();
  return useCallback(
    (product: Product) => {
      const result = addFromCard(product, () => navigate(links.product(product.ProductNo)));
      if (!result) return;
      if (result.added) emit('trini-add-to-cart', addToCartDetail(result.line));
      navigate(links.cart());
    },
    [emit],
  );
}
