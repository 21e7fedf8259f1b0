import { defineWidget } from '../define.js';
import { CartButton } from './CartButton.js';
import { cartButtonCss } from './cart-button.css.js';

/**
 * The header cart button with its item-count badge.
 *
 * @csspart badge
 * @csspart button
 * @cssprop [--trini-badge-bg=var(--trini-accent)] - Background of the count badge.
 * @cssprop [--trini-badge-text=var(--trini-accent-contrast)] - Text of the count badge.
 * @cssprop [--trini-cart-button-color=var(--trini-text)] - The cart icon.
 */
export default defineWidget({
  tag: 'trini-cart-button',
  attributes: {
    /** Accessible name of the button (default "Cart"). */
    label: 'string',
    /** Hide the count badge while the cart is empty. */
    'hide-empty-badge': 'boolean',
  },
  css: cartButtonCss,
  component: CartButton,
});
