// <trini-product-card product-no="12" shop-no="21" compact>: one product card (spec §2.4), e.g. a
// partner shop's buy button. Fires trini-add-to-cart. Parts: see ui/product-card/product-card.css.ts.
import { defineWidget } from './define.js';
import { ProductCardWidget } from '../ui/product-card/ProductCardWidget.js';
import { productCardElementCss } from '../ui/product-card/product-card.css.js';

export default defineWidget({
  tag: 'trini-product-card',
  attributes: {
    /** ProductNo of the product to show. */
    'product-no': 'number',
    /** Partner ShopNo (e.g. 21) the sale is credited to; absent: the store itself. */
    'shop-no': 'number',
    /** Image beside the text, for narrow columns and buy buttons. */
    compact: 'boolean',
  },
  css: productCardElementCss,
  component: ProductCardWidget,
});
