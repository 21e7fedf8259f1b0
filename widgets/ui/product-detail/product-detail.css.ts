// <trini-product-detail>'s stylesheet. Parts: detail, media, thumbnails, viewer, info, name, ribbon,
// pricing, price, list-price, discount-badge, free-delivery-badge, multi-buy, description, buy-box,
// options, quantity, add-button, buy-button, cart-notice, key-features, share, stars, reviews,
// review-form, rating-input, review-submit, review-list, recommendations, loader, not-found, load-error.
import { layoutCss } from './layout.css.js';
import { mediaCss } from './media.css.js';
import { buyCss } from './buy.css.js';
import { reviewsCss } from './reviews.css.js';

export const productDetailCss = layoutCss + mediaCss + buyCss + reviewsCss;
