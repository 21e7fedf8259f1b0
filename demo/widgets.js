// The widgets the preview page (/demo) shows: every tag of widgets/index.ts with its attributes, a
// demo value for each and a line of help. Data only (no DOM), so a unit test can check that it covers
// every tag and attribute of the source (tests/unit/scripts/custom-elements.test.ts).
//
// attribute: { name, type: 'number' | 'string' | 'boolean', value (initial demo value, '' = absent),
//              options?: string[] (a select), help }
// onDemand: the widget acts on the page when it mounts (redirects, posts), so it mounts on a click.
// framed: a page-sized widget, previewed in a scrolling frame.

/** @typedef {{ name: string, type: 'number' | 'string' | 'boolean', value: string | boolean, options?: string[], help: string }} DemoAttribute */
/** @typedef {{ tag: string, title: string, summary: string, attributes: DemoAttribute[], events: string[], children?: string, onDemand?: string, framed?: boolean, note?: string }} DemoWidget */

const productNo = (value, help = 'ProductNo of the product to show.') => ({ name: 'product-no', type: 'number', value, help });
const shopNo = (value) => ({
  name: 'shop-no',
  type: 'number',
  value,
  help: 'Partner ShopNo (21, 22, 23) the sale is credited to; empty: the store itself (16).',
});

/** @type {DemoWidget[]} */
export const WIDGETS = [
  {
    tag: 'trini-product-card',
    title: 'Product card (buy button)',
    summary: 'One product with its price and Add To Cart: the partner shop\u2019s buy button.',
    attributes: [
      productNo('12'),
      shopNo('21'),
      { name: 'compact', type: 'boolean', value: false, help: 'Image beside the text, for narrow columns.' },
    ],
    events: ['trini-add-to-cart', 'trini-error'],
  },
  {
    tag: 'trini-cart-button',
    title: 'Cart button',
    summary: 'The header cart icon with the item-count badge; opens the cart panel.',
    attributes: [
      { name: 'label', type: 'string', value: '', help: 'Accessible name (default \u201cCart\u201d).' },
      { name: 'hide-empty-badge', type: 'boolean', value: false, help: 'Hide the badge while the cart is empty.' },
    ],
    events: ['trini-error'],
  },
  {
    tag: 'trini-cart-panel',
    title: 'Cart panel',
    summary: 'The slide-in cart, opened by the cart button. Place one per page (this page has it here).',
    attributes: [],
    events: ['trini-error'],
    note: 'Open it with the cart button above.',
  },
  {
    tag: 'trini-quick-order',
    title: 'Quick order form',
    summary: 'Create Order for one product in one step, credited to the shop (order Source 2).',
    attributes: [productNo('12'), shopNo('21')],
    events: ['trini-order-placed', 'trini-error'],
    note: 'Send Order really places an order in this store.',
  },
  {
    tag: 'trini-product-grid',
    title: 'Product grid',
    summary: 'A list of product cards: home list, search, category text, best sellers, new, similar, banner.',
    attributes: [
      { name: 'mode', type: 'string', value: 'best-sellers', options: ['home', 'search', 'category-text', 'best-sellers', 'new', 'similar', 'banner'], help: 'Which list.' },
      { name: 'search-text', type: 'string', value: '', help: 'With mode="search": the search text.' },
      { name: 'category-text', type: 'string', value: '', help: 'With mode="category-text": a category or subcategory name.' },
      { name: 'banner-no', type: 'number', value: '', help: 'A promotion banner (11-15): its products.' },
      productNo('', 'With mode="similar": products similar to this one.'),
      { name: 'max-records', type: 'number', value: '4', help: 'How many products (1-100, default 15).' },
      { name: 'heading', type: 'string', value: 'Best sellers', help: 'A heading above the list.' },
      { name: 'hide-empty', type: 'boolean', value: false, help: 'Render nothing while loading or when empty.' },
      shopNo(''),
    ],
    events: ['trini-add-to-cart', 'trini-error'],
  },
  {
    tag: 'trini-product-detail',
    title: 'Product detail',
    summary: 'The product page: media, prices, options, quantity, reviews, similar products.',
    attributes: [productNo('14')],
    framed: true,
    events: ['trini-add-to-cart', 'trini-error'],
  },
  {
    tag: 'trini-cart',
    title: 'Cart page',
    summary: 'The shopping cart with quantities, totals and freight.',
    attributes: [{ name: 'add-product-no', type: 'number', value: '', help: 'A product added once when the widget mounts.' }],
    framed: true,
    events: ['trini-add-to-cart', 'trini-error'],
  },
  {
    tag: 'trini-checkout',
    title: 'Checkout',
    summary: 'Customer, address, delivery or pickup and payment for the shared cart.',
    attributes: [],
    framed: true,
    events: ['trini-order-placed', 'trini-error'],
    note: 'Add something to the cart first. Placing an order goes to /success.',
  },
  {
    tag: 'trini-place-order',
    title: 'Place order',
    summary: 'The single-product order page: Checkout or Order Now.',
    attributes: [productNo('12')],
    framed: true,
    events: ['trini-add-to-cart', 'trini-error'],
  },
  {
    tag: 'trini-wishlist',
    title: 'Wishlist',
    summary: 'Saved products (kept in the browser for guests).',
    attributes: [{ name: 'add-product-no', type: 'number', value: '', help: 'A product saved when the widget mounts.' }],
    events: ['trini-add-to-cart', 'trini-error'],
  },
  {
    tag: 'trini-category-page',
    title: 'Category page',
    summary: 'A category listing with price, availability, sort and page-size controls.',
    attributes: [{ name: 'category-no', type: 'number', value: '', help: 'ProductCategoryNo; empty: every category.' }],
    framed: true,
    events: ['trini-add-to-cart', 'trini-error'],
  },
  {
    tag: 'trini-account-menu',
    title: 'Account menu',
    summary: 'Login / Register, or the visitor\u2019s account menu, with the login and register dialogs.',
    attributes: [
      { name: 'open', type: 'string', value: '', options: ['', 'login', 'register'], help: 'Open this dialog when mounted.' },
      { name: 'standalone', type: 'boolean', value: false, help: 'The form inline instead of a dialog (the /login page).' },
    ],
    events: ['trini-error'],
  },
  {
    tag: 'trini-account-page',
    title: 'Account pages',
    summary: 'My account, edit, password, order history, detail, tracking and returns.',
    attributes: [
      { name: 'view', type: 'string', value: 'track', options: ['account', 'edit', 'password', 'history', 'detail', 'track', 'return'], help: 'Which page.' },
      { name: 'order-no', type: 'number', value: '', help: 'The order for detail, track and return.' },
    ],
    events: ['trini-error'],
    note: 'Logged out, every view except track sends the visitor to /login.',
  },
  {
    tag: 'trini-site-search',
    title: 'Site search',
    summary: 'The header search box; searching goes to /search/{text}.',
    attributes: [],
    events: ['trini-error'],
  },
  {
    tag: 'trini-side-menu',
    title: 'Side menu',
    summary: 'The menu button and the slide-in side menu.',
    attributes: [
      { name: 'always', type: 'boolean', value: true, help: 'Show the button at every width (default: narrow screens only).' },
      { name: 'label', type: 'string', value: '', help: 'Accessible name (default \u201cMenu\u201d).' },
    ],
    events: ['trini-error'],
  },
  {
    tag: 'trini-carousel',
    title: 'Carousel',
    summary: 'A looping carousel over its own children, with arrows and optional autoplay.',
    attributes: [
      { name: 'visible', type: 'number', value: '3', help: 'Slides shown at once.' },
      { name: 'visible-narrow', type: 'number', value: '2', help: 'Slides shown when narrower than 600px.' },
      { name: 'autoplay-ms', type: 'number', value: '', help: 'Autoplay interval in ms; empty: no autoplay.' },
      { name: 'label', type: 'string', value: 'Shop by Category', help: 'Accessible name.' },
    ],
    events: ['trini-error'],
    children: ['Skin Care', 'Body Care', 'Hair Care', 'Beauty Care', 'Health Care', 'Fragrance']
      .map((c) => `<img src="/media/categories/${c.toLowerCase().replace(/\s+/g, '-')}.svg" alt="${c}" width="200" height="200">`)
      .join('\n  '),
  },
  {
    tag: 'trini-back-to-top',
    title: 'Back to top',
    summary: 'The back-to-top button; it appears at the bottom right once the page is scrolled.',
    attributes: [{ name: 'label', type: 'string', value: '', help: 'Accessible name (default \u201cBack to top\u201d).' }],
    events: ['trini-error'],
    note: 'Scroll this page down to see it.',
  },
  {
    tag: 'trini-store-admin',
    title: 'Store administration',
    summary: 'The local store list and form (data kept in this browser).',
    attributes: [
      { name: 'view', type: 'string', value: 'list', options: ['form', 'list'], help: 'The list or the form.' },
      { name: 'store-no', type: 'number', value: '', help: 'With view="form": the store to edit.' },
    ],
    events: ['trini-error'],
  },
  {
    tag: 'trini-admin-app',
    title: 'Back office',
    summary: 'The shop staff\u2019s back office of /admin: sign-in, orders, returns, shops and sales, product edits.',
    attributes: [
      { name: 'view', type: 'string', value: 'orders', options: ['orders', 'returns', 'shops', 'products'], help: 'The first screen when the URL has no #hash.' },
    ],
    events: ['trini-error'],
    onDemand: 'It loads the back office code, which no shopper page loads; signing in needs a staff account (npm run staff).',
  },
  {
    tag: 'trini-order-success',
    title: 'Order success',
    summary: 'The order-placed message of /success.',
    attributes: [],
    events: ['trini-error'],
  },
  {
    tag: 'trini-payment-return',
    title: 'Payment return',
    summary: 'The WiPay return handler of /wipay: confirms the payment from the page\u2019s query string.',
    attributes: [],
    events: ['trini-error'],
    onDemand: 'It posts this page\u2019s query string to the store as a card-payment return.',
  },
];

/** The configuration element (part of the loader; not a visible widget). */
export const CONFIG_ELEMENT = {
  tag: 'trini-config',
  attributes: [
    { name: 'api-base', help: 'Base of the store API (default: the origin the loader came from).' },
    { name: 'media-base', help: 'Base of product images and videos (default: api-base + media/).' },
    { name: 'store-base', help: 'Base of the store\u2019s pages for links (default: the loader\u2019s origin).' },
  ],
};

export const EVENTS = ['trini-add-to-cart', 'trini-cart-change', 'trini-order-placed', 'trini-error'];

/** The children of a widget with store paths made absolute (a snippet is pasted on another origin). */
export function childrenFor(widget, origin = '') {
  return widget.children ? widget.children.replace(/(src|href)="\//g, `$1="${origin}/`) : '';
}

/** The markup of one widget for the given attribute values ({ name: string | boolean }). */
export function snippetFor(widget, values, origin = '') {
  const attrs = widget.attributes
    .map((a) => {
      const v = values[a.name];
      if (a.type === 'boolean') return v ? ` ${a.name}` : '';
      return v === '' || v === undefined ? '' : ` ${a.name}="${escapeAttr(String(v))}"`;
    })
    .join('');
  const inner = widget.children ? `\n  ${childrenFor(widget, origin)}\n` : '';
  return `<${widget.tag}${attrs}>${inner}</${widget.tag}>`;
}

export function escapeAttr(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
