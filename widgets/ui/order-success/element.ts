import { defineWidget } from '../define.js';
import { OrderSuccess } from './OrderSuccess.js';
import { orderSuccessCss } from './order-success.css.js';

/**
 * The /success page: the order-placed message; goes home after 3 seconds.
 *
 * @csspart bank-details
 * @csspart continue
 * @csspart message
 * @csspart order-number
 * @csspart pay-by-transfer
 * @csspart success
 * @csspart track
 */
export default defineWidget({
  tag: 'trini-order-success',
  css: orderSuccessCss,
  component: OrderSuccess,
});
