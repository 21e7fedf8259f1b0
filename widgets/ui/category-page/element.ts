import { defineWidget } from '../define.js';
import { CategoryPage } from './CategoryPage.js';
import { categoryPageCss } from './category-page.css.js';

/**
 * The category listing (empty category-no: all categories).
 *
 * @fires trini-add-to-cart
 * @csspart add-button
 * @csspart breadcrumb
 * @csspart card
 * @csspart category-tree
 * @csspart content
 * @csspart error
 * @csspart filters
 * @csspart free-delivery
 * @csspart image
 * @csspart intro
 * @csspart list-price
 * @csspart media
 * @csspart name
 * @csspart no-results
 * @csspart page
 * @csspart pagination
 * @csspart price
 * @csspart products
 * @csspart rating
 * @csspart ribbon
 * @csspart section
 * @csspart sidebar
 * @csspart skip-link
 * @csspart sold-out
 * @csspart tag
 * @csspart toolbar
 * @csspart video
 * @csspart video-toggle
 */
export default defineWidget({
  tag: 'trini-category-page',
  attributes: {
    /** ProductCategoryNo to list; absent: every category. */
    'category-no': 'number',
  },
  css: categoryPageCss,
  component: CategoryPage,
});
