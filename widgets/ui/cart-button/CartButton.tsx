// Header cart button (docs/screens.md#page-shell): a cart icon with the item-count badge (units: the reference design counts
// distinct lines, which reads 1 for three jars of one cream); clicking
// toggles the slide-in cart panel (docs/screens.md#panels: closes on /cart, otherwise flips).
import { useStore } from '@nanostores/react';
import { $cart, SERVER_CART } from '../../state/cart.js';
import { cartUnits } from '../../domain/cart.js';
import { useClientStore } from '../../runtime/use-client-store.js';
import { $panels, toggleCartPanel } from '../../state/panels.js';

export interface CartButtonProps {
  label: string | undefined; // accessible name, default 'Cart'
  hideEmptyBadge: boolean; // hide the badge while the cart is empty
}

export function CartButton({ label, hideEmptyBadge }: CartButtonProps) {
  const count = cartUnits(useClientStore($cart, SERVER_CART));
  const open = useStore($panels, { keys: ['cart'] }).cart;
  const name = label || 'Cart';
  const itemsText = `${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <button
      type="button"
      className="cart-button ghost"
      part="button"
      aria-label={`${name}, ${itemsText}`}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={() => toggleCartPanel()}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8h9.9c.8 0 1.4-.4 1.7-1.1L22 6.5 20.3 5.6 17.2 12.8H8.1L4.3 4H1v2h2l3.6 8.3-1.4 2.4C4.5 18 5.5 19 6.7 19H19v-2H7.4l-.2-.3Z"
        />
      </svg>
      {!(hideEmptyBadge && count === 0) && (
        <span className="badge" part="badge" data-count={count} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
