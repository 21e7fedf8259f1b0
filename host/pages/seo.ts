import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { STATIC_PAGES } from './static-pages.js';

/** robots.txt and sitemap.xml (every public page and every product). */
export function registerSeo(app: FastifyInstance, ctx: AppContext): void {
  const base = ctx.config.publicUrl;
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain').send(
      ['User-agent: *', 'Disallow: /api/', 'Disallow: /checkout', 'Disallow: /cart', 'Disallow: /account', 'Disallow: /wipay', `Sitemap: ${base}/sitemap.xml`, ''].join('\n'),
    ),
  );
  app.get('/sitemap.xml', async (_req, reply) => {
    const paths = ['/home', ...STATIC_PAGES.map(([p]) => p), ...ctx.catalog.products().map((p) => `/productdetails/${p.ProductNo}`)];
    const urls = paths.map((p) => `  <url><loc>${base}${p}</loc></url>`).join('\n');
    return reply
      .type('application/xml')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
}
