// <trini-order-success>: the /success page of spec §2.10. No attributes, no events.
import { defineWidget } from './define.js';
import { OrderSuccess } from '../ui/order-success/OrderSuccess.js';
import { orderSuccessCss } from '../ui/order-success/order-success.css.js';

export default defineWidget({
  tag: 'trini-order-success',
  css: orderSuccessCss,
  component: OrderSuccess,
});
