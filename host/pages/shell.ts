import type { BarEntry } from './category-bar.js';
import { chatLink, type ShopSettings } from '../../widgets/domain/shop-settings.js';
import { html, scriptJson, type Html } from './html.js';
import { footer } from './footer.js';

/** A link preview image (og:image and twitter:image), absolute URL. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** A preload of a responsive image: the same srcset/sizes/type as the <picture> source the page shows. */
export interface ResponsivePreload {
  srcset: string;
  sizes: string;
  type: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of this page, for the canonical link and og:url. */
  path: string;
  image?: ShareImage;
  ogType?: 'website' | 'product';
  /** JSON-LD blocks, one <script> each. */
  jsonLd?: unknown[];
  noIndex?: boolean;
  /** The page's largest image (its LCP element), fetched with high priority before the widgets load. */
  preloadImage?: string | ResponsivePreload;
}

export interface Page extends PageMeta {
  body: Html;
  status?: number;
  /** A second skip link, to the page's `#products` (search results): past the header's search and categories. */
  skipToProducts?: boolean;
}

const LOADER = '/widgets/trini-widgets.js';

/** The page shell of docs/screens.md#page-shell around a page's body: header, category bar, cart panel, footer, chat link. */
/** `bar`: the header's category bar (category-bar.ts). */
export function renderPage(page: Page, publicUrl: string, shop: ShopSettings, bar: readonly BarEntry[]): string {
  const url = publicUrl + page.path;
  const title = page.title === shop.name ? page.title : `${page.title} | ${shop.name}`;
  const chat = chatLink(shop);
  return `<!doctype html>\n${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${url}">
${page.noIndex ? html`<meta name="robots" content="noindex">` : ''}
<meta property="og:site_name" content="${shop.name}">
<meta property="og:type" content="${page.ogType ?? 'website'}">
<meta property="og:title" content="${page.title}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${url}">
${page.image ? shareTags(page) : ''}
${(page.jsonLd ?? []).map(
  (block) => html`<script type="application/ld+json">${scriptJson(block)}</script>
`,
)}
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${preload(page.preloadImage)}
<link rel="stylesheet" href="/assets/site.css">
<link rel="modulepreload" href="${LOADER}">
<script type="module" src="${LOADER}"></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
${page.skipToProducts ? html`<a class="skip-link" href="#products">Skip to products</a>` : ''}
${header(shop, bar)}
<main id="main" class="page">${page.body}</main>
${footer(shop)}
<trini-cart-panel></trini-cart-panel>
<trini-back-to-top></trini-back-to-top>
${chat ? html`<aside class="chat" aria-label="Chat"><a class="chat-link" data-trini-floating href="${chat}" target="_blank" rel="noopener" aria-label="Chat with us on WhatsApp">${chatIcon}</a></aside>` : ''}
</body>
</html>`}\n`;
}

function shareTags(page: Page): Html {
  const image = page.image!;
  return html`<meta property="og:image" content="${image.url}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:type" content="${image.type}">
<meta property="og:image:alt" content="${image.alt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${page.title}">
<meta name="twitter:description" content="${page.description}">
<meta name="twitter:image" content="${image.url}">
<meta name="twitter:image:alt" content="${image.alt}">`;
}

function preload(image: Page['preloadImage']): Html | string {
  if (!image) return '';
  if (typeof image === 'string') return html`<link rel="preload" as="image" href="${image}" fetchpriority="high">`;
  return html`<link rel="preload" as="image" imagesrcset="${image.srcset}" imagesizes="${image.sizes}" type="${image.type}" fetchpriority="high">`;
}

function header(shop: ShopSettings, bar: readonly BarEntry[]): Html {
  return html`<header class="site-header">
  <div class="site-header__inner">
    <trini-side-menu></trini-side-menu>
    <a class="logo" href="/home" aria-label="${shop.name} home">${leafIcon}<span>${shop.name}</span></a>
    <trini-site-search class="site-header__search"></trini-site-search>
    <div class="site-header__actions">
      <trini-account-menu></trini-account-menu>
      <trini-cart-button></trini-cart-button>
    </div>
  </div>
  <nav class="category-bar" aria-label="Product categories">
    <ul>
      ${bar.map(
        (c) => html`<li class="category-bar__item">
        <a href="/csearch/${encodeURIComponent(c.name)}">${c.name}</a>
        <ul class="category-bar__sub">
          ${c.subcategories.map((s) => html`<li><a href="/csearch/${encodeURIComponent(s)}">${s}</a></li>`)}
        </ul>
      </li>`,
      )}
    </ul>
  </nav>
</header>`;
}

const leafIcon = html`<svg class="logo__mark" viewBox="0 0 32 32" aria-hidden="true"><path d="M27 5C14 5 6 11 6 21c0 2 .4 3.8 1 5.2C9 19 14 14 21 11c-6 4-10 9-12 16 1 .4 2.2.6 3.6.6C22 27.6 27 19 27 5z" fill="currentColor"/></svg>`;

const chatIcon = html`<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><path fill="currentColor" d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6c-2 0-4-.6-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5 1-1.7.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9 1 3.9.8a3.4 3.4 0 0 0 2.2-1.6 2.8 2.8 0 0 0 .2-1.6c-.1-.1-.3-.2-.7-.4z"/></svg>`;
