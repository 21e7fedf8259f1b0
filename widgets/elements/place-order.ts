// <trini-place-order product-no="12">: the single-product order page of spec §2.14. Checkout puts the
// product (with its quantity and option) into the shared cart and goes to /checkout; Order Now opens the
// quick order form (/fborder/{ProductNo}). Fires trini-add-to-cart. Parts: see ui/place-order/place-order.css.ts.
import { defineWidget } from './define.js';
import { PlaceOrder } from '../ui/place-order/PlaceOrder.js';
import { placeOrderCss } from '../ui/place-order/place-order.css.js';

export default defineWidget({
  tag: 'trini-place-order',
  attributes: {
    /** ProductNo of the product to order. */
    'product-no': 'number',
  },
  css: placeOrderCss,
  component: PlaceOrder,
});
