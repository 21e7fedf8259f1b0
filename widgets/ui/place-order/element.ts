import { defineWidget } from '../define.js';
import { PlaceOrder } from './PlaceOrder.js';
import { placeOrderCss } from './place-order.css.js';

/**
 * The single-product order page. Checkout puts the product (with its quantity and option) into the shared
 * cart and goes to /checkout; Order Now opens the quick order form (/fborder/{ProductNo}).
 *
 * @fires trini-add-to-cart
 * @csspart breadcrumb
 * @csspart checkout
 * @csspart facts
 * @csspart gallery
 * @csspart main-image
 * @csspart message
 * @csspart name
 * @csspart options
 * @csspart order-now
 * @csspart page
 * @csspart price
 * @csspart product
 * @csspart quantity
 * @csspart thumbnails
 */
export default defineWidget({
  tag: 'trini-place-order',
  attributes: {
    /** ProductNo of the product to order. */
    'product-no': 'number',
  },
  css: placeOrderCss,
  component: PlaceOrder,
});
