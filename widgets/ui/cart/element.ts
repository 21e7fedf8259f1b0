import { defineWidget } from '../define.js';
import { Cart } from './Cart.js';
import { cartCss } from './cart.css.js';

/**
 * The cart page; add-product-no is the /cart/{ProductNo} route's product, added once on mount.
 *
 * @fires trini-add-to-cart
 * @csspart add-button
 * @csspart breadcrumb
 * @csspart card
 * @csspart checkout
 * @csspart continue
 * @csspart delete-button
 * @csspart delivery-note
 * @csspart details
 * @csspart discount
 * @csspart empty
 * @csspart free-delivery
 * @csspart free-shipping
 * @csspart freight
 * @csspart grid
 * @csspart heading
 * @csspart image
 * @csspart line
 * @csspart line-name
 * @csspart line-price
 * @csspart line-total
 * @csspart list
 * @csspart list-price
 * @csspart load-more
 * @csspart media
 * @csspart minus
 * @csspart name
 * @csspart notice
 * @csspart order-total
 * @csspart plus
 * @csspart price
 * @csspart quantity
 * @csspart rating
 * @csspart remove-button
 * @csspart ribbon
 * @csspart sold-out
 * @csspart status
 * @csspart stepper
 * @csspart summary
 * @csspart to-pay
 * @csspart total-items
 * @csspart video
 * @csspart video-toggle
 */
export default defineWidget({
  tag: 'trini-cart',
  attributes: {
    /** A ProductNo added to the cart once, when the widget mounts. */
    'add-product-no': 'number',
  },
  css: cartCss,
  component: Cart,
});
