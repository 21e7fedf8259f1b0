import { defineWidget } from '../define.js';
import { ProductGrid } from './ProductGrid.js';
import { productGridCss } from './product-grid.css.js';

/**
 * A list of product cards.
 *
 * @fires trini-add-to-cart
 * @csspart add-button
 * @csspart card
 * @csspart empty
 * @csspart free-delivery
 * @csspart grid
 * @csspart heading
 * @csspart image
 * @csspart list
 * @csspart list-price
 * @csspart load-more
 * @csspart media
 * @csspart name
 * @csspart price
 * @csspart rating
 * @csspart ribbon
 * @csspart sold-out
 * @csspart status
 * @csspart video
 * @csspart video-toggle
 */
export default defineWidget({
  tag: 'trini-product-grid',
  attributes: {
    /**
     * Which list: home (paged, 'Load More Products...'), search, category-text, best-sellers, new, similar, banner. Default home.
     * @type {'home' | 'search' | 'category-text' | 'best-sellers' | 'new' | 'similar' | 'banner'}
     */
    mode: 'string',
    /** With mode="search": the search text. */
    'search-text': 'string',
    /** With mode="category-text": a category or subcategory name. */
    'category-text': 'string',
    /** A promotion banner (11-15): list its products. */
    'banner-no': 'number',
    /** With mode="similar": products similar to this ProductNo. */
    'product-no': 'number',
    /** How many products (per page for the home list): 1-100, default 15. */
    'max-records': 'number',
    /** A heading shown above the list. */
    heading: 'string',
    /** Render nothing while loading or when the list is empty. */
    'hide-empty': 'boolean',
    /** Partner ShopNo the sales from these cards are credited to. */
    'shop-no': 'number',
  },
  css: productGridCss,
  component: ProductGrid,
});
