// GET /admin: the back office page (docs/back-office.md#admin-page). Not linked from the store, never indexed, and without the
// store's header and footer: only the loader and <trini-admin-app>, whose chunk only this page imports.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';
import { html } from './html.js';

const LOADER = '/widgets/trini-widgets.js';

export function adminPageHtml(shopName: string): string {
  return `<!doctype html>\n${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Back office | ${shopName}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<script type="module" src="${LOADER}"></script>
</head>
<body>
<main id="main" class="admin-page"><trini-admin-app></trini-admin-app></main>
</body>
</html>`}\n`;
}

export async function adminPagePlugin(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/admin', async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'same-origin')
      .send(adminPageHtml(ctx.catalog.settings().name)),
  );
}
