// <trini-product-grid mode="home|search|category-text|best-sellers|new|similar|banner" search-text
// category-text banner-no product-no max-records heading hide-empty shop-no>: a list of product cards.
import { defineWidget } from '../runtime/define.js';
import { ProductGrid } from '../ui/product-grid/ProductGrid.js';
import { productGridCss } from '../ui/product-grid/product-grid.css.js';

export default defineWidget({
  tag: 'trini-product-grid',
  attributes: {
    mode: 'string',
    'search-text': 'string',
    'category-text': 'string',
    'banner-no': 'number',
    'product-no': 'number',
    'max-records': 'number',
    heading: 'string',
    'hide-empty': 'boolean',
    'shop-no': 'number',
  },
  css: productGridCss,
  component: ProductGrid,
});
