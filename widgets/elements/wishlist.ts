// <trini-wishlist add-product-no="12">: the wishlist page (spec §2.7). add-product-no (the
// /wishlist/{ProductNo} route) saves that product first. Fires trini-add-to-cart when a saved product
// goes to the cart. Parts: see ui/wishlist/wishlist.css.ts.
import { defineWidget } from './define.js';
import { Wishlist } from '../ui/wishlist/Wishlist.js';
import { wishlistCss } from '../ui/wishlist/wishlist.css.js';

export default defineWidget({
  tag: 'trini-wishlist',
  attributes: {
    /** A ProductNo saved to the wishlist once, when the widget mounts. */
    'add-product-no': 'number',
  },
  css: wishlistCss,
  component: Wishlist,
});
