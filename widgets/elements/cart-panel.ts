// <trini-cart-panel>: the slide-in cart panel of the page shell, opened by <trini-cart-button>
// through the shared $panels store. Parts: see ui/cart-panel/cart-panel.css.ts.
import { defineWidget } from './define.js';
import { CartPanel } from '../ui/cart-panel/CartPanel.js';
import { cartPanelCss } from '../ui/cart-panel/cart-panel.css.js';

export default defineWidget({
  tag: 'trini-cart-panel',
  css: cartPanelCss,
  component: CartPanel,
});
