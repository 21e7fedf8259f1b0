import { html, type Html } from './html.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';
import type { Page } from './shell.js';
import { deliveryPolicy } from './content/delivery-policy.js';
import { termsAndConditions } from './content/terms.js';
import { privacyPolicy } from './content/privacy.js';
import { aboutUs } from './content/about-us.js';
import { ourServices } from './content/our-services.js';

interface StaticContent {
  title: string;
  description: string;
  body: Html;
}

/** The static pages of docs/screens.md#static-pages, each with a breadcrumb home link, written from the shop's settings. */
export const STATIC_PAGES: Array<[string, (shop: ShopSettings) => StaticContent]> = [
  ['/deliverypolicy', deliveryPolicy],
  ['/termsandcondition', termsAndConditions],
  ['/privacypolicy', privacyPolicy],
  ['/aboutus', aboutUs],
  ['/ourservices', ourServices],
];

export function staticPage(path: string, content: StaticContent): Page {
  return {
    title: content.title,
    description: content.description,
    path,
    body: html`<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/home" aria-label="Home">&#8962; Home</a> / ${content.title}</nav>
<article class="prose"><h1>${content.title}</h1>${content.body}</article>`,
  };
}
