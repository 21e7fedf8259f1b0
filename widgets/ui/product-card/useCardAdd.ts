// The card's Add To Cart rules (spec §5 card, §4 caption, §8): sold out -> snack bar with Ok and no
// add; several variants -> the product page to choose one; otherwise add quantity 1, show
// 'Item Added To Cart' on the button for 2 s, fire trini-add-to-cart and confirm with a snack bar.
import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../domain/types.js';
import { CAPTION_REVERT_MS } from '../../domain/constants.js';
import { ADD_TO_CART_CAPTION, ITEM_ADDED, ITEM_SOLD_OUT } from '../../domain/messages.js';
import { cardAddAction } from '../../domain/validation.js';
import { addProduct } from '../../state/cart.js';
import { attributeToShop } from '../../state/attribution.js';
import { showToast } from '../../state/toasts.js';
import { links, navigate } from '../../runtime/links.js';
import { useTriniEvent } from '../../runtime/events.js';

export const ALREADY_IN_CART = 'This item is already in your cart.';

export function useCardAdd(product: Product, shopNo: number | undefined): { added: boolean; caption: string; add: () => void } {
  const emit = useTriniEvent();
  // Bumped on every successful add, so a second click restarts the 2 s caption.
  const [addedNonce, setAddedNonce] = useState(0);
  const [showAdded, setShowAdded] = useState(false);

  useEffect(() => {
    if (addedNonce === 0) return;
    const timer = setTimeout(() => setShowAdded(false), CAPTION_REVERT_MS);
    return () => clearTimeout(timer);
  }, [addedNonce]);

  const add = useCallback(() => {
    const action = cardAddAction(product);
    if (action === 'soldOut') {
      showToast(ITEM_SOLD_OUT, { ok: true });
      return;
    }
    const goChoose = () => {
      attributeToShop(shopNo);
      navigate(links.product(product.ProductNo));
    };
    if (action === 'chooseOption') return goChoose();
    const result = addProduct(product, 1);
    if (!result.ok) {
      // A variant list longer than ProductSKUCount said: choose on the product page all the same.
      if (result.reason === 'select-option') return goChoose();
      showToast(result.message, { ok: true });
      return;
    }
    attributeToShop(shopNo);
    setShowAdded(true);
    setAddedNonce((n) => n + 1);
    if (!result.added) {
      showToast(ALREADY_IN_CART); // §4: adding a product already in the cart changes nothing
      return;
    }
    const { line } = result;
    emit('trini-add-to-cart', {
      productNo: line.ProductNo,
      productName: line.ProductName,
      quantity: line.Quantity,
      unitPrice: line.SalesPrice,
      ...(line.Color ? { color: line.Color } : {}),
      ...(line.Size ? { size: line.Size } : {}),
    });
    showToast(ITEM_ADDED);
  }, [product, shopNo, emit]);

  return { added: showAdded, caption: showAdded ? ITEM_ADDED : ADD_TO_CART_CAPTION, add };
}
