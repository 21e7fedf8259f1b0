import { defineWidget } from '../define.js';
import { ProductDetail } from './ProductDetail.js';
import { productDetailCss } from './product-detail.css.js';
import { wishlistButtonCss } from '../wishlist/WishlistButton.js';

/**
 * The product detail page.
 *
 * @fires trini-add-to-cart
 * @csspart add-button
 * @csspart bar-add-button
 * @csspart buy-bar
 * @csspart buy-box
 * @csspart buy-button
 * @csspart cart-notice
 * @csspart description
 * @csspart detail
 * @csspart discount-badge
 * @csspart free-delivery-badge
 * @csspart info
 * @csspart key-features
 * @csspart list-price
 * @csspart load-error
 * @csspart loader
 * @csspart media
 * @csspart multi-buy
 * @csspart name
 * @csspart not-found
 * @csspart options
 * @csspart price
 * @csspart pricing
 * @csspart quantity
 * @csspart quantity-note
 * @csspart rating-input
 * @csspart recommendations
 * @csspart review-form
 * @csspart review-list
 * @csspart review-submit
 * @csspart reviews
 * @csspart ribbon
 * @csspart share
 * @csspart stars
 * @csspart thumbnails
 * @csspart viewer
 * @csspart wishlist-button
 * @cssprop [--trini-star=var(--trini-accent)] - Filled rating stars.
 */
export default defineWidget({
  tag: 'trini-product-detail',
  attributes: {
    /** ProductNo of the product to show. */
    'product-no': 'number',
  },
  css: productDetailCss + wishlistButtonCss,
  component: ProductDetail,
});
