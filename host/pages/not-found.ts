import { html } from './html.js';
import type { Page } from './shell.js';

export function notFoundPage(): Page {
  return {
    title: 'Page not found',
    description: 'The page you are looking for is not here.',
    path: '/404',
    status: 404,
    noIndex: true,
    body: html`<section class="not-found">
  <h1>Page not found</h1>
  <p>Sorry, we could not find that page or product. It may have been removed or the link may be mistyped.</p>
  <p><a class="button" href="/home">Continue Shopping</a></p>
  <trini-site-search></trini-site-search>
</section>`,
  };
}
