// The card's Add To Cart rules (docs/domain.md#adding-to-the-cart, docs/screens.md#product-card, docs/screens.md#messages): sold out -> snack bar with Ok and no
// add; several variants -> the product page to choose one, or the card's own option dialog where the card offers one
// (a standalone card, the buy button); otherwise add quantity 1, show 'Item Added To Cart' on the button for 2 s,
// fire trini-add-to-cart and confirm with a snack bar.
import { useCallback, useEffect, useState } from 'react';
import type { Product } from '../../domain/types.js';
import { CAPTION_REVERT_MS } from '../../domain/constants.js';
import { ADD_TO_CART_CAPTION, ITEM_ADDED } from '../../domain/card-messages.js';
import { attributeToShop } from '../../state/attribution.js';
import { $cart } from '../../state/cart.js';
import { addedText, alreadyInCartText } from '../../domain/cart-announcements.js';
import { showToast } from '../../state/toasts.js';
import { links, navigate } from '../../runtime/links.js';
import { useTriniEvent } from '../../runtime/events.js';
import { addFromCard, addToCartDetail, type Accepted } from '../shared/add-to-cart.js';

export const ALREADY_IN_CART = 'This item is already in your cart.';

export interface CardAdd {
  added: boolean;
  caption: string;
  add: () => void;
  /** The option dialog is open (only where the card offers one). */
  choosing: boolean;
  /** What the option dialog reports: an accepted add, confirmed as the card's own; null when it closed without. */
  chosen: (result: Accepted | null) => void;
}

export function useCardAdd(product: Product, shopNo: number | undefined, chooseInCard = false, onAdded?: () => void): CardAdd {
  const emit = useTriniEvent();
  // Bumped on every successful add, so a second click restarts the 2 s caption.
  const [addedNonce, setAddedNonce] = useState(0);
  const [showAdded, setShowAdded] = useState(false);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    if (addedNonce === 0) return;
    const timer = setTimeout(() => setShowAdded(false), CAPTION_REVERT_MS);
    return () => clearTimeout(timer);
  }, [addedNonce]);

  const confirm = useCallback(
    (result: Accepted) => {
      attributeToShop(shopNo);
      setShowAdded(true);
      setAddedNonce((n) => n + 1);
      onAdded?.();
      if (!result.added) {
        // docs/domain.md#cart: adding a product already in the cart changes nothing
        showToast(ALREADY_IN_CART, { announce: alreadyInCartText(product.ProductName, $cart.get()) });
        return;
      }
      emit('trini-add-to-cart', addToCartDetail(result.line));
      // The snack bar in the spec's words; a screen reader hears what was added and the cart's new total.
      showToast(ITEM_ADDED, { announce: addedText(result.line.ProductName, $cart.get()) });
    },
    [product, shopNo, emit, onAdded],
  );

  const add = useCallback(() => {
    const result = addFromCard(product, () => {
      attributeToShop(shopNo);
      if (chooseInCard) setChoosing(true);
      else navigate(links.product(product.ProductNo));
    });
    if (result) confirm(result);
  }, [product, shopNo, chooseInCard, confirm]);

  const chosen = useCallback(
    (result: Accepted | null) => {
      setChoosing(false);
      if (result) confirm(result);
    },
    [confirm],
  );

  return { added: showAdded, caption: showAdded ? ITEM_ADDED : ADD_TO_CART_CAPTION, add, choosing, chosen };
}
