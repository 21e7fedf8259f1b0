import { defineWidget } from './define.js';
import { Checkout } from '../ui/checkout/Checkout.js';
import { checkoutCss } from '../ui/checkout/checkout.css.js';

/**
 * The checkout over the shared cart.
 *
 * @fires trini-order-placed
 * @csspart account-button
 * @csspart account-details
 * @csspart bank-details
 * @csspart checkout
 * @csspart delivery-minimum
 * @csspart empty
 * @csspart field-error
 * @csspart form
 * @csspart freight
 * @csspart notice
 * @csspart pickup
 * @csspart place-order
 * @csspart placed
 * @csspart section
 * @csspart sub-total
 * @csspart summary
 * @csspart summary-line
 * @csspart total
 * @csspart totals
 * @csspart wipay
 * @csspart wipay-logo
 * @cssprop [--trini-sticky-top=100px] - How far below the viewport top the summary sticks (clears a sticky page header).
 */
export default defineWidget({
  tag: 'trini-checkout',
  css: checkoutCss,
  component: Checkout,
});
