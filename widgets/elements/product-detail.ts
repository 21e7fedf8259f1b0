// <trini-product-detail product-no="12">: the product detail page (spec §2.5). Fires trini-add-to-cart.
// Parts are listed in ui/product-detail/product-detail.css.ts.
import { defineWidget } from './define.js';
import { ProductDetail } from '../ui/product-detail/ProductDetail.js';
import { productDetailCss } from '../ui/product-detail/product-detail.css.js';
import { wishlistButtonCss } from '../ui/wishlist/WishlistButton.js';

export default defineWidget({
  tag: 'trini-product-detail',
  attributes: {
    /** ProductNo of the product to show. */
    'product-no': 'number',
  },
  css: productDetailCss + wishlistButtonCss,
  component: ProductDetail,
});
