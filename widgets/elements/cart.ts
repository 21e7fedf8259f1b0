// <trini-cart add-product-no="12">: the cart page (spec §2.6); add-product-no is the /cart/{ProductNo}
// route's product, added once on mount. Parts: see ui/cart/cart.css.ts.
import { defineWidget } from './define.js';
import { Cart } from '../ui/cart/Cart.js';
import { cartCss } from '../ui/cart/cart.css.js';

export default defineWidget({
  tag: 'trini-cart',
  attributes: {
    /** A ProductNo added to the cart once, when the widget mounts. */
    'add-product-no': 'number',
  },
  css: cartCss,
  component: Cart,
});
