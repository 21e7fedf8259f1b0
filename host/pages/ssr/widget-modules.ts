// The widgets the host renders on the server (docs/architecture.md#widgets): those its pages place whose content comes from
// the catalogue or is the same for every shopper. Each is the element module the browser loads, so the
// server renders the very component and CSS the browser hydrates. Others (account pages, checkout forms,
// the cart panel) are rendered by the browser into space the page CSS reserves for them. The carousel is one
// of those: how many slides it shows depends on its own width, which only the browser knows; its slides are
// the page's own markup, laid out by the page CSS until it mounts.
import type { WidgetDefinition } from '../../../widgets/runtime/widget.js';

type Module = { default: WidgetDefinition };

export const SERVER_RENDERED: Readonly<Record<string, () => Promise<Module>>> = {
  'trini-product-grid': () => import('../../../widgets/elements/product-grid.js'),
  'trini-product-detail': () => import('../../../widgets/elements/product-detail.js'),
  'trini-category-page': () => import('../../../widgets/elements/category-page.js'),
  'trini-site-search': () => import('../../../widgets/elements/site-search.js'),
  'trini-side-menu': () => import('../../../widgets/elements/side-menu.js'),
  'trini-account-menu': () => import('../../../widgets/elements/account-menu.js'),
  'trini-cart-button': () => import('../../../widgets/elements/cart-button.js'),
};
