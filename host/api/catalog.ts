import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError, answerError, nulProblem } from '../http/errors.js';
import { securityHeaders } from '../http/https.js';
import { sumReadsInLog } from '../http/logging.js';
import type { CatalogData } from '../catalog/data.js';
import { flag, maxRecords, normaliseQuery, requiredInt, type Params } from '../catalog/params.js';
import { CATEGORY_PATH, LIST_PATH, categoryAnswer, listAnswer } from '../catalog/list-answer.js';
import { catalogueReply, type Answer, type AnswerSecurity } from '../catalog/response-cache.js';
import type { SendBuffers } from '../http/send-buffers.js';
import { publicShopSettings, SHOP_SETTINGS_PATH } from '../../widgets/domain/shop-settings.js';
import { freeDeliveryBadge } from '../../widgets/domain/free-delivery-badge.js';
import { phoneChannels } from '../messages/settings.js';
import type { SnapshotCatalog } from '../catalog/snapshot.js';

export interface CatalogueScopeOptions {
  catalog: SnapshotCatalog;
  /** What its answers' security headers depend on (shared with the lane before routing). */
  security: AnswerSecurity;
  config: Pick<Config, 'databaseUrl' | 'messages'>;
  db: Pick<Db, 'kind'>;
  /** The chunks list answers are written into for sending (shared with the lane before routing). */
  sendBuffers: SendBuffers;
}

/**
 * The catalogue reads of docs/api.md#catalogue, all served from the in-memory snapshot (docs/architecture.md#performance): each distinct request
 * (parameter names in any casing) is serialised once per snapshot and then answered from memory with an ETag.
 * Registered in a scope of its own before the app's hooks (docs/performance.md#catalogue-reads): a catalogue GET
 * sets no cookie, reads no body, creates no order and is limited by no rate, so none of them is its; it adds
 * what they would add to its answers and errors itself (securityHeaders: CORS for partner origins, HSTS).
 */
export async function catalogApi(app: FastifyInstance, { catalog, security, config, db, sendBuffers }: CatalogueScopeOptions): Promise<void> {
  app.addHook('onClose', async () => catalog.close());
  app.setErrorHandler((err: FastifyError, request, reply) =>
    answerError(err, request, reply.headers(securityHeaders({}, security.https, security.partners, request.headers.origin))),
  );
  // A catalogue GET's log line names no request id: a logger of its own per request costs more than its answer.
  app.setChildLoggerFactory((logger) => logger);
  sumReadsInLog(app);

  const sendAnswer = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    const { status, headers, body, release } = catalogueReply(answer, request.headers, security, sendBuffers);
    // 'close' comes once the socket is done with the body: written out, or its connection gone.
    if (release) reply.raw.once('close', release);
    return reply.code(status).headers(headers).send(body);
  };
  const serve = (request: FastifyRequest, reply: FastifyReply, key: string, build: (data: CatalogData) => unknown) =>
    sendAnswer(request, reply, catalog.answer(key, build, request.url));
  const query = (request: FastifyRequest): Params => normaliseQuery(request.query);
  /** A GET whose exact URL, once answered, is answered again from memory without reading its query. */
  // Not async: an answer from memory needs no promise. What a handler throws goes to the error handler.
  const cachedGet = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => FastifyReply) =>
    app.get(path, (request, reply) => {
      const hit = catalog.byUrl(request.url);
      if (hit) return void sendAnswer(request, reply, hit);
      const nul = nulProblem(request.query);
      if (nul) throw new ApiError(400, nul);
      handler(request, reply);
    });

  cachedGet(LIST_PATH, (request, reply) => sendAnswer(request, reply, listAnswer(catalog, request.query, request.url)));

  cachedGet('/api/Product/loadproduct', (request, reply) => {
    const params = query(request);
    const productNo = requiredInt(params, 'ProductNo');
    const withReviews = flag(params, 'LoadReviews');
    if (!catalog.data().byNo.has(productNo)) throw new ApiError(404, 'Product not found.');
    return serve(request, reply, `product:${productNo}:${withReviews}`, (data) => {
      const product = data.byNo.get(productNo);
      // Removed by a reload between the check and now: answer with what the check saw rather than cache a gap.
      if (!product) throw new ApiError(404, 'Product not found.');
      const badge = { FreeDeliveryBadge: freeDeliveryBadge(product, data.settings.delivery, 'short') };
      return withReviews ? { ...product, ...badge } : { ...product, ...badge, ProductReviewList: [] };
    });
  });

  cachedGet(CATEGORY_PATH, (request, reply) => sendAnswer(request, reply, categoryAnswer(catalog, request.query, request.url)));

  cachedGet('/api/design/LoadDesignPageProducts', (request, reply) => {
    const params = query(request);
    const designPage = requiredInt(params, 'PageNo');
    const max = maxRecords(params);
    return serve(request, reply, `sections:${designPage}:${max}`, (data) => ({
      Sections: (data.sections.get(designPage) ?? []).map((s) => ({ SectionName: s.SectionName, Products: s.Products.slice(0, max) })),
    }));
  });

  cachedGet('/api/store/getproductcategorylist', (request, reply) => {
    maxRecords(query(request)); // validated for the caller's sake; the tree is always whole
    return serve(request, reply, 'categories', (data) => data.categories);
  });

  cachedGet('/api/Trini/GetCityList', (request, reply) => serve(request, reply, 'cities', (data) => data.cities));

  cachedGet('/api/Shop/GetShop', (request, reply) => {
    const shopNo = requiredInt(query(request), 'ShopNo');
    if (!catalog.data().shops.has(shopNo)) throw new ApiError(404, 'Shop not found.');
    return serve(request, reply, `shop:${shopNo}`, (data) => {
      const shop = data.shops.get(shopNo);
      if (!shop) throw new ApiError(404, 'Shop not found.');
      return { ShopNo: shop.ShopNo, ShopName: shop.ShopName };
    });
  });

  // The shop's own facts for the widgets (a partner page has no server rendering to carry them).
  const phones = phoneChannels(config.messages);
  cachedGet(`/${SHOP_SETTINGS_PATH}`, (request, reply) => serve(request, reply, 'shop-settings', (data) => publicShopSettings(data.settings, phones)));

  // Several hosts on one PostgreSQL: follow the others' catalogue changes (docs/architecture.md#performance).
  if (db.kind === 'postgres' && config.databaseUrl) {
    const listener = await catalog.listen(config.databaseUrl, app.log);
    app.addHook('onClose', () => listener.close());
  }
}
