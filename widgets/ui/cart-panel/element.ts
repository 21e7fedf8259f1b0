import { defineWidget } from '../define.js';
import { CartPanel } from './CartPanel.js';
import { cartPanelCss } from './cart-panel.css.js';

/**
 * The slide-in cart panel of the page shell, opened by <trini-cart-button> through the shared $panels store.
 *
 * @csspart checkout
 * @csspart close-button
 * @csspart continue
 * @csspart empty
 * @csspart freight
 * @csspart header
 * @csspart line
 * @csspart line-name
 * @csspart line-price
 * @csspart list
 * @csspart minus
 * @csspart panel
 * @csspart plus
 * @csspart quantity
 * @csspart remove-button
 * @csspart stepper
 * @csspart to-pay
 * @csspart total
 * @csspart view-cart
 */
export default defineWidget({
  tag: 'trini-cart-panel',
  css: cartPanelCss,
  component: CartPanel,
  hiddenAtFirst: true,
});
