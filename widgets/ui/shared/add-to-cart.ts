// Adding to the shared cart from a product list (docs/domain.md#adding-to-the-cart, docs/screens.md#messages) and the trini-add-to-cart detail
// of an added line, shared by the product card, the wishlist, the place-order buttons and the product page.
import type { CartLine, Product } from '../../domain/types.js';
import { ITEM_SOLD_OUT } from '../../domain/card-messages.js';
import { cardAddAction } from '../../domain/cart.js';
import { addProduct, type AddResult } from '../../state/cart.js';
import { showToast } from '../../state/toasts.js';
import type { AddToCartDetail } from '../../runtime/events.js';

export type Accepted = Extract<AddResult, { ok: true }>;

/**
 * The card's add (docs/domain.md#adding-to-the-cart): sold out -> the snack bar with Ok and no add; several options -> `choose` (the
 * product page); otherwise quantity 1 goes in. Returns the accepted result, or null when it was refused.
 */
export function addFromCard(product: Product, choose: () => void): Accepted | null {
  const action = cardAddAction(product);
  if (action === 'soldOut') {
    showToast(ITEM_SOLD_OUT, { ok: true });
    return null;
  }
  if (action === 'chooseOption') {
    choose();
    return null;
  }
  return accepted(addProduct(product, 1), choose);
}

/** The accepted add, or null after telling the refusal (a missing choice goes to `choose` when given). */
export function accepted(result: AddResult, choose?: () => void): Accepted | null {
  if (result.ok) return result;
  // A variant list longer than ProductSKUCount said: choose on the product page all the same.
  if (result.reason === 'select-option' && choose) choose();
  else showToast(result.message, { ok: true });
  return null;
}

export function addToCartDetail(line: CartLine): AddToCartDetail {
  return {
    productNo: line.ProductNo,
    productName: line.ProductName,
    quantity: line.Quantity,
    unitPrice: line.SalesPrice,
    ...(line.Color ? { color: line.Color } : {}),
    ...(line.Size ? { size: line.Size } : {}),
  };
}
