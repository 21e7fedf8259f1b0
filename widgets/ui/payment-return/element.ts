import { defineWidget } from '../define.js';
import { PaymentReturn } from './PaymentReturn.js';
import { paymentReturnCss } from './payment-return.css.js';

/**
 * The /wipay return handler; reads the page's query string.
 *
 * @csspart cart-link
 * @csspart checkout-link
 * @csspart home-link
 * @csspart payment-return
 * @csspart reason
 * @csspart status
 * @csspart try-again
 */
export default defineWidget({
  tag: 'trini-payment-return',
  css: paymentReturnCss,
  component: PaymentReturn,
});
