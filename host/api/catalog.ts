import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PluginOptions } from '../context.js';
import { ApiError } from '../http/errors.js';
import type { CatalogData } from '../catalog/data.js';
import { flag, maxRecords, normaliseQuery, requiredInt, type Params } from '../catalog/params.js';
import { CATEGORY_PATH, LIST_PATH, categoryAnswer, listAnswer } from '../catalog/list-answer.js';
import { sendAnswer } from '../catalog/response-cache.js';
import { isSnapshotCatalog, type SnapshotCatalog } from '../catalog/snapshot.js';

/**
 * The catalogue reads of docs/api.md#catalogue, all served from the in-memory snapshot (docs/architecture.md#performance): each distinct request
 * (parameter names in any casing) is serialised once per snapshot and then answered from memory with an ETag.
 */
export async function catalogApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  if (!isSnapshotCatalog(ctx.catalog)) throw new Error('catalogApi needs the snapshot catalogue of host/catalog/snapshot.ts');
  const catalog: SnapshotCatalog = ctx.catalog;
  app.addHook('onClose', async () => catalog.close());

  const serve = (request: FastifyRequest, reply: FastifyReply, key: string, build: (data: CatalogData) => unknown) =>
    sendAnswer(request, reply, catalog.answer(key, build, request.url));
  const query = (request: FastifyRequest): Params => normaliseQuery(request.query);
  /** A GET whose exact URL, once answered, is answered again from memory without reading its query. */
  const cachedGet = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) =>
    app.get(path, async (request, reply) => {
      const hit = catalog.byUrl(request.url);
      return hit ? sendAnswer(request, reply, hit) : handler(request, reply);
    });

  cachedGet(LIST_PATH, async (request, reply) => sendAnswer(request, reply, listAnswer(catalog, request.query, request.url)));

  cachedGet('/api/Product/loadproduct', async (request, reply) => {
    const params = query(request);
    const productNo = requiredInt(params, 'ProductNo');
    const withReviews = flag(params, 'LoadReviews');
    if (!catalog.data().byNo.has(productNo)) throw new ApiError(404, 'Product not found.');
    return serve(request, reply, `product:${productNo}:${withReviews}`, (data) => {
      const product = data.byNo.get(productNo);
      // Removed by a reload between the check and now: answer with what the check saw rather than cache a gap.
      if (!product) throw new ApiError(404, 'Product not found.');
      return withReviews ? product : { ...product, ProductReviewList: [] };
    });
  });

  cachedGet(CATEGORY_PATH, async (request, reply) => sendAnswer(request, reply, categoryAnswer(catalog, request.query, request.url)));

  cachedGet('/api/design/LoadDesignPageProducts', async (request, reply) => {
    const params = query(request);
    const designPage = requiredInt(params, 'PageNo');
    const max = maxRecords(params);
    return serve(request, reply, `sections:${designPage}:${max}`, (data) => ({
      Sections: (data.sections.get(designPage) ?? []).map((s) => ({ SectionName: s.SectionName, Products: s.Products.slice(0, max) })),
    }));
  });

  cachedGet('/api/store/getproductcategorylist', async (request, reply) => {
    maxRecords(query(request)); // validated for the caller's sake; the tree is always whole
    return serve(request, reply, 'categories', (data) => data.categories);
  });

  cachedGet('/api/Trini/GetCityList', async (request, reply) => serve(request, reply, 'cities', (data) => data.cities));

  cachedGet('/api/Shop/GetShop', async (request, reply) => {
    const shopNo = requiredInt(query(request), 'ShopNo');
    if (!catalog.data().shops.has(shopNo)) throw new ApiError(404, 'Shop not found.');
    return serve(request, reply, `shop:${shopNo}`, (data) => {
      const shop = data.shops.get(shopNo);
      if (!shop) throw new ApiError(404, 'Shop not found.');
      return { ShopNo: shop.ShopNo, ShopName: shop.ShopName };
    });
  });

  // Several hosts on one PostgreSQL: follow the others' catalogue changes (docs/architecture.md#performance).
  if (ctx.db.kind === 'postgres' && ctx.config.databaseUrl) {
    const listener = await catalog.listen(ctx.config.databaseUrl, app.log);
    app.addHook('onClose', () => listener.close());
  }
}
