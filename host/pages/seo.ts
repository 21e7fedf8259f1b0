import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Category, Product } from '../../widgets/domain/types.js';
import { escapeHtml } from '../../widgets/domain/html-escape.js';
import { catalogData } from './catalog-data.js';
import { STATIC_PAGES } from './static-pages.js';

/** A product page last changed when the product was added or last reviewed (yyyy-mm-dd). */
export function productLastmod(p: Product): string {
  return p.ProductReviewList.reduce((latest, r) => (r.ReviewDate > latest ? r.ReviewDate : latest), p.DateAdded);
}

const latest = (products: readonly Product[]) => products.reduce((max, p) => (p.DateAdded > max ? p.DateAdded : max), '');

interface Entry {
  path: string;
  lastmod?: string;
}

/** robots.txt and sitemap.xml (the home page, every static page, every category and every product). */
export function registerSeo(app: FastifyInstance, ctx: AppContext): void {
  const base = ctx.config.publicUrl;
  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /checkout',
          'Disallow: /cart',
          'Disallow: /account',
          'Disallow: /wipay',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  app.get('/sitemap.xml', async (_req, reply) => {
    const data = catalogData(ctx);
    const categories: Category[] = [];
    const walk = (list: readonly Category[]) => list.forEach((c) => (categories.push(c), walk(c.SubCategories ?? [])));
    walk(data.categories);
    const newest = latest(data.products) || undefined;
    const entries: Entry[] = [
      { path: '/home', lastmod: newest },
      ...STATIC_PAGES.map(([path]) => ({ path })),
      { path: '/category', lastmod: newest },
      ...categories.map((c) => ({
        path: `/category/${c.ProductCategoryNo}`,
        lastmod: latest(data.productsByCategory.get(c.ProductCategoryNo) ?? []) || undefined,
      })),
      ...data.products.map((p) => ({ path: `/productdetails/${p.ProductNo}`, lastmod: productLastmod(p) || undefined })),
    ];
    const urls = entries.map((e) => `  <url><loc>${escapeHtml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`).join('\n');
    return reply
      .type('application/xml')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
}
