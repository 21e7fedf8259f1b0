// What the preview page (/demo) adds to the manifest for each widget: a title, the demo values its controls
// start with, and how it is previewed. The tags, their descriptions, attributes (types, allowed values, help)
// and events come from dist/custom-elements.json (see demo/manifest.js); a tag without a preset is still
// shown, with empty controls. Order: the order of the page.
//
// values: { attribute: demo value } (absent or '' = attribute absent; true = boolean attribute present)
// onDemand: the widget acts on the page when it mounts (redirects, posts), so it mounts on a click.
// framed: a page-sized widget, previewed in a scrolling frame.

/** @typedef {{ tag: string, title: string, values?: Record<string, string | boolean>, children?: string, onDemand?: string, framed?: boolean, note?: string }} DemoPreset */

/** @type {DemoPreset[]} */
export const PRESETS = [
  { tag: 'trini-product-card', title: 'Product card', values: { 'product-no': '12', 'shop-no': '21' } },
  {
    tag: 'trini-buy-button',
    title: 'Buy button (card, cart and checkout in one tag)',
    values: { 'product-no': '18', 'shop-no': '21' },
    note: 'A product with scents: choose one in the card. The cart and the checkout open over this page.',
  },
  { tag: 'trini-cart-button', title: 'Cart button' },
  { tag: 'trini-cart-panel', title: 'Cart panel', note: 'Open it with the cart button above.' },
  {
    tag: 'trini-quick-order',
    title: 'Quick order form',
    values: { 'product-no': '12', 'shop-no': '21' },
    note: 'Send Order really places an order in this store.',
  },
  { tag: 'trini-product-grid', title: 'Product grid', values: { mode: 'best-sellers', 'max-records': '4', heading: 'Best sellers' } },
  { tag: 'trini-product-detail', title: 'Product detail', values: { 'product-no': '14' }, framed: true },
  { tag: 'trini-cart', title: 'Cart page', framed: true },
  { tag: 'trini-checkout', title: 'Checkout', framed: true, note: 'Add something to the cart first. Placing an order goes to /success.' },
  { tag: 'trini-place-order', title: 'Place order', values: { 'product-no': '12' }, framed: true },
  { tag: 'trini-wishlist', title: 'Wishlist' },
  { tag: 'trini-category-page', title: 'Category page', framed: true },
  { tag: 'trini-account-menu', title: 'Account menu' },
  { tag: 'trini-account-page', title: 'Account pages', values: { view: 'track' }, note: 'Logged out, every view except track sends the visitor to /login.' },
  { tag: 'trini-site-search', title: 'Site search' },
  { tag: 'trini-side-menu', title: 'Side menu', values: { always: true } },
  {
    tag: 'trini-carousel',
    title: 'Carousel',
    values: { visible: '3', 'visible-narrow': '2', label: 'Shop by Category' },
    children: ['Skin Care', 'Body Care', 'Hair Care', 'Beauty Care', 'Health Care', 'Fragrance']
      .map((c) => `<img src="/media/categories/${c.toLowerCase().replace(/\s+/g, '-')}.svg" alt="${c}" width="200" height="200">`)
      .join('\n  '),
  },
  { tag: 'trini-back-to-top', title: 'Back to top', note: 'Scroll this page down to see it.' },
  { tag: 'trini-store-admin', title: 'Store administration', values: { view: 'list' } },
  {
    tag: 'trini-admin-app',
    title: 'Back office',
    values: { view: 'orders' },
    onDemand: 'It loads the back office code, which no shopper page loads; signing in needs a staff account (npm run staff).',
  },
  { tag: 'trini-order-success', title: 'Order success' },
  { tag: 'trini-payment-return', title: 'Payment return', onDemand: 'It posts this page\u2019s query string to the store as a card-payment return.' },
];
