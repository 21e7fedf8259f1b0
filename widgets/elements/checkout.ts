// <trini-checkout>: the checkout of spec §2.9 over the shared cart. No attributes.
// Events: trini-order-placed (a non-gateway order was stored), trini-error (the order call failed).
import { defineWidget } from './define.js';
import { Checkout } from '../ui/checkout/Checkout.js';
import { checkoutCss } from '../ui/checkout/checkout.css.js';

export default defineWidget({
  tag: 'trini-checkout',
  css: checkoutCss,
  component: Checkout,
});
