import { defineWidget } from '../define.js';
import { Wishlist } from './Wishlist.js';
import { wishlistCss } from './wishlist.css.js';

/**
 * The wishlist page. add-product-no (the /wishlist/{ProductNo} route) saves that product first.
 *
 * @fires trini-add-to-cart
 * @csspart add-to-cart
 * @csspart continue
 * @csspart empty
 * @csspart notice
 * @csspart remove
 * @csspart row
 * @csspart table
 * @csspart wishlist
 * @csspart wishlist-button
 */
export default defineWidget({
  tag: 'trini-wishlist',
  attributes: {
    /** A ProductNo saved to the wishlist once, when the widget mounts. */
    'add-product-no': 'number',
  },
  css: wishlistCss,
  component: Wishlist,
});
