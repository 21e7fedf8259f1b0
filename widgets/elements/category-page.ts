// <trini-category-page category-no="4">: the category listing of spec §2.13 (empty category-no: all
// categories). Cards inside fire trini-add-to-cart. Parts: see ui/category-page/category-page.css.ts.
import { defineWidget } from './define.js';
import { CategoryPage } from '../ui/category-page/CategoryPage.js';
import { categoryPageCss } from '../ui/category-page/category-page.css.js';

export default defineWidget({
  tag: 'trini-category-page',
  attributes: {
    /** ProductCategoryNo to list; absent: every category. */
    'category-no': 'number',
  },
  css: categoryPageCss,
  component: CategoryPage,
});
