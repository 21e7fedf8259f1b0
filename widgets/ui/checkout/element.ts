import { defineWidget } from '../define.js';
import { CheckoutWidget } from './CheckoutWidget.js';
import { checkoutCss } from './checkout.css.js';

/**
 * The checkout over the shared cart. On a partner's page it confirms the order there, and a card payment comes back
 * to the page.
 *
 * @fires trini-order-placed
 * @csspart account-button
 * @csspart account-details
 * @csspart bank-details
 * @csspart checkout
 * @csspart close-button - With dialog: the dialog's close button.
 * @csspart continue
 * @csspart delivery-minimum
 * @csspart dialog - With dialog: the dialog.
 * @csspart empty
 * @csspart field-error
 * @csspart form
 * @csspart freight
 * @csspart message
 * @csspart notice
 * @csspart order-number
 * @csspart pay-by-transfer
 * @csspart pickup
 * @csspart place-order
 * @csspart placed
 * @csspart section
 * @csspart sub-total
 * @csspart summary
 * @csspart summary-line
 * @csspart success
 * @csspart total
 * @csspart totals
 * @csspart track
 * @csspart wipay
 * @csspart wipay-logo
 * @cssprop [--trini-sticky-top=100px] - How far below the viewport top the summary sticks (clears a sticky page header).
 */
export default defineWidget({
  tag: 'trini-checkout',
  attributes: {
    /** Show the checkout in a dialog over the page, opened by the cart panel's Checkout (the one-tag buy button brings one). */
    dialog: 'boolean',
  },
  css: checkoutCss,
  component: CheckoutWidget,
});
