// <trini-cart-button label="Cart" hide-empty-badge>: the header cart button with its item-count badge.
import { defineWidget } from './define.js';
import { CartButton } from '../ui/cart-button/CartButton.js';
import { cartButtonCss } from '../ui/cart-button/cart-button.css.js';

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
