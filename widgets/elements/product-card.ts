// <trini-product-card product-no="12" shop-no="21" compact>: one product card (spec §2.4), e.g. a
// partner shop's buy button. Fires trini-add-to-cart. Parts: see ui/product-card/product-card.css.ts.
import { defineWidget } from '../runtime/define.js';
import { ProductCardWidget } from '../ui/product-card/ProductCardWidget.js';
import { productCardElementCss } from '../ui/product-card/product-card.css.js';

export default defineWidget({
  tag: 'trini-product-card',
  attributes: { 'product-no': 'number', 'shop-no': 'number', compact: 'boolean' },
  css: productCardElementCss,
  component: ProductCardWidget,
});
