// The widgets the host renders on the server (docs/architecture.md#widgets): those its pages place whose content comes from
// the catalogue or is the same for every shopper. Each is the element module the browser loads, so the
// server renders the very component and CSS the browser hydrates. Others (account pages, checkout forms,
// the cart panel) are rendered by the browser into space the page CSS reserves for them. The carousel is one
// of those: how many slides it shows depends on its own width, which only the browser knows; its slides are
// the page's own markup, laid out by the page CSS until it mounts.
import type { WidgetDefinition } from '../../../widgets/runtime/widget.js';

type Module = { default: WidgetDefinition };

export const SERVER_RENDERED: Readonly<Record<string, () => Promise<Module>>> = {
  'trini-product-grid': () => import('../../../widgets/ui/product-grid/element.js'),
  'trini-product-detail': () => import('../../../widgets/ui/product-detail/element.js'),
  'trini-category-page': () => import('../../../widgets/ui/category-page/element.js'),
  'trini-site-search': () => import('../../../widgets/ui/site-search/element.js'),
  'trini-side-menu': () => import('../../../widgets/ui/side-menu/element.js'),
  'trini-account-menu': () => import('../../../widgets/ui/account-menu/element.js'),
  'trini-cart-button': () => import('../../../widgets/ui/cart-button/element.js'),
};
