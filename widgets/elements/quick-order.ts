// <trini-quick-order product-no="12" shop-no="21">: the quick order form of spec §2.16 (/fborder).
// Events: trini-order-placed (a non-gateway order was stored), trini-error (the order call failed).
import { defineWidget } from './define.js';
import { QuickOrder } from '../ui/quick-order/QuickOrder.js';
import { quickOrderCss } from '../ui/quick-order/quick-order.css.js';

export default defineWidget({
  tag: 'trini-quick-order',
  attributes: {
    /** ProductNo of the product to order. */
    'product-no': 'number',
    /** ShopNo the order is credited to (a partner shop); absent: the shop the visit is attributed to, else the store. */
    'shop-no': 'number',
  },
  css: quickOrderCss,
  component: QuickOrder,
});
