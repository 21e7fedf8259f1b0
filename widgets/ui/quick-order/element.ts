import { defineWidget } from '../define.js';
import { QuickOrder } from './QuickOrder.js';
import { quickOrderCss } from './quick-order.css.js';

/**
 * The quick order form (/fborder): one product ordered in one step, credited to a shop.
 *
 * @fires trini-order-placed
 * @csspart account-button
 * @csspart account-details
 * @csspart bank-details
 * @csspart cart-table
 * @csspart confirmation
 * @csspart delivery-minimum
 * @csspart embed-notice
 * @csspart field-error
 * @csspart form
 * @csspart freight
 * @csspart notice
 * @csspart pickup
 * @csspart place-order
 * @csspart quantity
 * @csspart quantity-note
 * @csspart quick-order
 * @csspart section
 * @csspart shop-name
 * @csspart sub-total
 * @csspart title
 * @csspart total
 * @csspart totals
 * @csspart wipay
 * @csspart wipay-logo
 */
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
