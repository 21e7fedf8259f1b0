import { categoryBar } from './category-bar.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from '../http/compress.js';
import type { AppContext, PluginOptions } from '../context.js';
import { html, type Html } from './html.js';
import { renderPage, type Page } from './shell.js';
import { HOME_LCP_IMAGE, homeBody } from './home.js';
import { productPage } from './product-page.js';
import { staticPage, STATIC_PAGES } from './static-pages.js';
import { notFoundPage } from './not-found.js';
import { registerSeo } from './seo.js';
import { withSeo } from './page-seo.js';
import { registerShareCards, type ShareCards } from './share-route.js';
import { registerAssets } from './assets.js';
import { demoPlugin } from './demo.js';
import { useWipayScript } from './inline-scripts.js';
import type { PageCache, RenderedPage } from './page-cache.js';
import { pageKey, pageQuery } from './page-key.js';
import { pageOrigin } from './page-origin.js';
import { sendCachedPage } from './send-cached-page.js';

type Params = Record<string, string | undefined>;
/** `query` holds only the names of PAGE_QUERY_NAMES (page-key.ts): a page's key says everything it read. */
type PageBuilder = (params: Params, query: Params, ctx: AppContext) => Page | null;

/** `description`: text, or made from the shop's name. */
const simple =
  (title: string, description: string | ((shopName: string) => string), body: (p: Params, q: Params) => Html, noIndex = false): PageBuilder =>
  (p, q, ctx) => ({
    title,
    description: typeof description === 'string' ? description : description(ctx.catalog.settings().name),
    path: '',
    body: body(p, q),
    noIndex,
  });

const intParam = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? v : '');

const quickOrderPage = simple(
  'Create Order',
  'Order in one step.',
  (p) =>
    html`<h1 class="visually-hidden">Quick order</h1><trini-quick-order product-no="${intParam(p.ProductNo)}" shop-no="${intParam(p.ShopNo)}"></trini-quick-order>`,
  true,
);

/** The route table of docs/screens.md#routes: every path is a server-rendered shell that places widgets. */
const ROUTES: Array<[paths: string[], build: PageBuilder]> = [
  [
    ['/', '/home'],
    (_p, _q, ctx) => ({
      title: ctx.catalog.settings().name,
      description: `${ctx.catalog.settings().tagline}. Shop body, skin, hair and beauty care online; delivery across Trinidad and Tobago, cash on delivery.`,
      path: '/home',
      body: homeBody(ctx.catalog.settings()),
      preloadImage: HOME_LCP_IMAGE,
    }),
  ],
  [
    ['/productdetails/:ProductNo'],
    (p, _q, ctx) => {
      const product = intParam(p.ProductNo) ? ctx.catalog.product(Number(p.ProductNo)) : undefined;
      return product ? productPage(product, ctx.catalog.settings()) : null;
    },
  ],
  [
    ['/cart', '/cart/:ProductNo'],
    simple(
      'Cart',
      'Your shopping cart.',
      (p) => html`<h1 class="visually-hidden">Shopping Cart</h1><trini-cart add-product-no="${intParam(p.ProductNo)}"></trini-cart>`,
      true,
    ),
  ],
  [
    ['/wishlist', '/wishlist/:ProductNo'],
    simple(
      'Wishlist',
      'Products you saved for later.',
      (p) => html`<h1>Wishlist</h1><trini-wishlist add-product-no="${intParam(p.ProductNo)}"></trini-wishlist>`,
      true,
    ),
  ],
  [
    ['/checkout'],
    simple(
      'Checkout',
      'Place your order: delivery or pickup, cash on delivery, bank transfer or card.',
      () => html`<h1>Checkout</h1><trini-checkout></trini-checkout>`,
      true,
    ),
  ],
  [
    ['/search', '/search/:SearchText'],
    (p, q) => ({
      title: 'Search',
      description: 'Search our natural body, skin and hair care products.',
      path: '',
      skipToProducts: true,
      body: html`<h1>Searched Products</h1><h2 class="visually-hidden">Results</h2><trini-product-grid mode="search" search-text="${p.SearchText ?? ''}" banner-no="${intParam(q.b)}" id="products" tabindex="-1"></trini-product-grid>`,
    }),
  ],
  [
    ['/csearch', '/csearch/:CSearchText'],
    (p, _q, ctx) => ({
      title: p.CSearchText ? p.CSearchText : 'Categories',
      description: `Shop ${p.CSearchText ?? 'our categories'} at ${ctx.catalog.settings().name}.`,
      path: '',
      skipToProducts: true,
      body: html`<h1>${p.CSearchText || 'All Products'}</h1><h2 class="visually-hidden">Products</h2><trini-product-grid mode="category-text" category-text="${p.CSearchText ?? ''}" id="products" tabindex="-1"></trini-product-grid>`,
    }),
  ],
  [
    ['/category', '/category/:ProductCategoryNo'],
    simple('Category', 'Browse products by category.', (p) => html`<trini-category-page category-no="${intParam(p.ProductCategoryNo)}"></trini-category-page>`),
  ],
  [
    ['/success'],
    simple(
      'Order placed',
      'Your order has been placed.',
      () => html`<h1 class="visually-hidden">Order placed</h1><trini-order-success></trini-order-success>`,
      true,
    ),
  ],
  [
    ['/login'],
    simple(
      'Login',
      'Log in to your account.',
      () => html`<h1 class="visually-hidden">Login</h1><trini-account-menu open="login" standalone></trini-account-menu>`,
      true,
    ),
  ],
  [
    ['/register'],
    simple(
      'Register',
      'Create an account.',
      () => html`<h1 class="visually-hidden">Register</h1><trini-account-menu open="register" standalone></trini-account-menu>`,
      true,
    ),
  ],
  [
    ['/placeorder', '/placeorder/:ProductNo'],
    simple('Place Order', 'Order a product.', (p) => html`<trini-place-order product-no="${intParam(p.ProductNo)}"></trini-place-order>`, true),
  ],
  ...(
    [
      ['/account', 'account', 'My Account'],
      ['/editaccountinfo', 'edit', 'Edit Account Information'],
      ['/changepassword', 'password', 'Change Password'],
      ['/orderhistory', 'history', 'Order History'],
      ['/orderdetail', 'detail', 'Order Detail'],
      ['/productreturn', 'return', 'Product Returns'],
      ['/ordertrack', 'track', 'Order Track'],
    ] as const
  ).map(([path, view, title]): [string[], PageBuilder] => [
    [path],
    simple(
      title,
      (shopName) => `${title} at ${shopName}.`,
      (_p, q) => html`<trini-account-page view="${view}" order-no="${intParam(q.OrderNo)}"></trini-account-page>`,
      true,
    ),
  ]),
  [
    ['/wipay'],
    simple(
      'Payment',
      'Processing your card payment.',
      () => html`<h1 class="visually-hidden">Card payment</h1><trini-payment-return></trini-payment-return>`,
      true,
    ),
  ],
  [
    ['/usewipay'],
    () => ({
      title: 'Card payments',
      description: 'Turning on card payments.',
      path: '',
      noIndex: true,
      body: html`<p>Turning on card payments…</p>${useWipayScript}`,
    }),
  ],
  // An unknown product is the 404 page (with its way back), not a form that can never be sent.
  [
    ['/fborder/:ProductNo', '/fborder/:ProductNo/:ShopNo'],
    (p, q, ctx) => (intParam(p.ProductNo) && ctx.catalog.product(Number(p.ProductNo)) ? quickOrderPage(p, q, ctx) : null),
  ],
  [
    ['/store', '/store/:id'],
    simple(
      'Store',
      'Store administration (kept in this browser).',
      (p) => html`<trini-store-admin view="form" store-no="${intParam(p.id)}"></trini-store-admin>`,
      true,
    ),
  ],
  [['/storelist'], simple('Stores', 'Store list (kept in this browser).', () => html`<trini-store-admin view="list"></trini-store-admin>`, true)],
  ...STATIC_PAGES.map(([path, content]): [string[], PageBuilder] => [[path], (_p, _q, ctx) => staticPage(path, content(ctx.catalog.settings()))]),
];

/** What the pages are registered with: the context, the app's share cards and rendered pages (made by app.ts, which keeps them). */
export interface PagesOptions extends PluginOptions {
  shareCards: ShareCards;
  pages: PageCache;
}

export async function pagesPlugin(app: FastifyInstance, { ctx, shareCards, pages }: PagesOptions): Promise<void> {
  await registerAssets(app);
  await app.register(demoPlugin);
  registerSeo(app, ctx);
  registerShareCards(app, ctx, shareCards);
  for (const [paths, build] of ROUTES) {
    for (const path of paths) {
      app.get(path, async (request, reply) => {
        const params = request.params as Params;
        const query = pageQuery(request.query as Params);
        const pathname = request.url.split('?')[0];
        const page = await pages.page(pageKey(request, ctx.config.publicUrl, pathname, query), async () => {
          const built = build(params, query, ctx);
          const full = built && withSeo(path, built, params, query, ctx);
          return renderFullPage(request, full ?? notFoundPage(), ctx, full ? pathname : undefined);
        });
        return sendCachedPage(request, reply, page);
      });
    }
  }
}

/** The page in its shell with its widgets rendered: what a cached page keeps. */
async function renderFullPage(request: FastifyRequest, page: Page, ctx: AppContext, path?: string): Promise<RenderedPage> {
  const full = { ...page, path: page.path || path || '/' };
  const html = await ctx.renderWidgets(
    renderPage(full, ctx.config.publicUrl, ctx.catalog.settings(), categoryBar(ctx.catalog.categories(), ctx.catalog.products())),
    pageOrigin(request, ctx.config.publicUrl),
    request.server,
  );
  return { status: page.status ?? 200, html };
}

/** A page rendered for this answer alone (the not-found answer of routes that are not pages). */
export async function sendPage(reply: FastifyReply, page: Page, ctx: AppContext, path?: string) {
  const { html } = await renderFullPage(reply.request, page, ctx, path);
  reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache');
  return sendCompressed(reply.request, reply, html);
}

export { notFoundPage };
