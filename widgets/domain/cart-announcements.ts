// What a screen reader hears when the cart changes: the change itself, then the cart as a
// whole, so a shopper who cannot see the badge knows where they stand. Read out by the page's one polite
// live region (state/announcer.ts).
import type { Cart, CartLine } from './types.js';
import { formatTT } from './money.js';
import { priceSummary } from './price-summary.js';
import { cartUnits } from './cart.js';

/** 'Cart: 3 items, TT$120.00' (units, as the badge counts them; the total the checkout will charge). */
export function cartSummaryText(cart: Cart): string {
  const n = cartUnits(cart);
  if (n === 0) return 'Your cart is empty.';
  return `Cart: ${n} ${n === 1 ? 'item' : 'items'}, ${formatTT(priceSummary(cart).toPay)}.`;
}

export function addedText(productName: string, cart: Cart): string {
  return `Added ${productName} to cart. ${cartSummaryText(cart)}`;
}

export function alreadyInCartText(productName: string, cart: Cart): string {
  return `${productName} is already in your cart. ${cartSummaryText(cart)}`;
}

/** After + or −: the line's new quantity and total, then the cart's. */
export function quantityText(line: Pick<CartLine, 'ProductName' | 'Quantity' | 'TotalAmount'>, cart: Cart): string {
  return `${line.ProductName}: quantity ${line.Quantity}, ${formatTT(line.TotalAmount)}. ${cartSummaryText(cart)}`;
}

export function removedText(productName: string, cart: Cart): string {
  return `Removed ${productName} from cart. ${cartSummaryText(cart)}`;
}
