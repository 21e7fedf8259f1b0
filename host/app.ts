import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { AppContext } from './context.js';
import { frameworkErrors, registerErrorHandling } from './http/errors.js';
import { registerSecurity } from './http/security.js';
import { registerHeaders } from './http/headers.js';
import { createServer } from 'node:http';
import { createOrderGate, registerLoadShedding, shedBeforeRouting } from './http/load-shedding.js';
import { registerBodyLimit } from './http/body-limit.js';
import { loggerOptions, logsRequests } from './http/logging.js';
import { CatalogueFastPath, parseQueryString } from './http/catalogue-fast-path.js';
import { PartnerOrigins } from './http/partner-origins.js';
import { isHttpsShop } from './http/https.js';
import { registerStatic } from './http/static.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerHealth, type Health } from './http/health.js';
import { registerApi } from './api/index.js';
import { createCatalog, type SnapshotCatalog } from './catalog/snapshot.js';
import { createMailer } from './mail/mailer.js';
import { startOutbox } from './mail/outbox.js';
import type { Outbox } from './mail/outbox-handle.js';
import { OrderWriter } from './orders/order-writer.js';
import { OrderEvents } from './admin/order-events.js';
import { configuredRecipients } from './mail/staff-recipients.js';
import { insertOrders } from './orders/insert-orders.js';
import { pagesPlugin, notFoundPage, sendPage } from './pages/routes.js';
import { pageWidgetRenderer } from './pages/ssr/page-render.js';
import { createShareCards, type ShareCards } from './pages/share-route.js';

// The app's parts that tests reach into, by the app they were built for.
const parts = new WeakMap<FastifyInstance, { outbox: Outbox; catalog: SnapshotCatalog; shareCards: ShareCards; fastPath: CatalogueFastPath; health: Health }>();

/** The mail outbox of an app built here (tests flush it instead of waiting). */
export function appOutbox(app: FastifyInstance): Outbox | undefined {
  return parts.get(app)?.outbox;
}

/** The share cards of an app built here (the server draws every card in the background after start). */
export function appShareCards(app: FastifyInstance): ShareCards | undefined {
  return parts.get(app)?.shareCards;
}

/** The catalogue GETs answered before Fastify (tests count what it served). */
export function appFastPath(app: FastifyInstance): CatalogueFastPath | undefined {
  return parts.get(app)?.fastPath;
}

/** The app's /readyz state: the server drains it before a stop. */
export function appHealth(app: FastifyInstance): Health | undefined {
  return parts.get(app)?.health;
}

/** The catalogue an app serves (tests reload it after writing to the database directly). */
export function appCatalog(app: FastifyInstance): SnapshotCatalog | undefined {
  return parts.get(app)?.catalog;
}

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Overrides for tests (a fake clock, a capturing mailer). */
  overrides?: Partial<Pick<AppContext, 'mailer' | 'now'>>;
}

export async function buildApp({ config, db, overrides = {} }: BuildOptions): Promise<FastifyInstance> {
  const orderGate = createOrderGate(config);
  // EMBED_ORIGINS now; the shops' saved origins once the catalogue is loaded (below).
  const partners = new PartnerOrigins(config.embedOrigins);
  const shed = shedBeforeRouting(orderGate.gate, config, partners);
  // Made once the catalogue is loaded, below; the server exists before that.
  const early: { fastPath?: CatalogueFastPath } = {};
  const app = Fastify({
    ...loggerOptions(config.logLevel),
    // Orders past capacity are refused before routing (host/http/load-shedding.ts); catalogue GETs the fast path
    // can answer are answered before it (host/http/catalogue-fast-path.ts).
    serverFactory: (handler) => createServer((req, res) => shed(req, res) || early.fastPath?.handle(req, res) || handler(req, res)),
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 256 * 1024,
    // Only these proxies' X-Forwarded-For is believed: with `true`, any client could name its own address and
    // slip past the per-address login limit.
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  await registerSecurity(app, config, partners);
  await registerHeaders(app, config);
  app.addHook('onClose', async () => orderGate.stop());
  await registerLoadShedding(app, config, orderGate.gate);
  await registerBodyLimit(app);
  await registerStatic(app, config);
  let catalogueLoaded = false;
  const health = registerHealth(app, { db, catalogueLoaded: () => catalogueLoaded });
  const catalog = await createCatalog(db);
  catalogueLoaded = true;
  partners.follow(catalog);
  const fastPath = new CatalogueFastPath({
    catalog,
    partners,
    https: isHttpsShop(config.publicUrl),
    log: logsRequests(config.logLevel) ? (line) => app.log.info(line, 'request completed') : undefined,
  });
  early.fastPath = fastPath;
  app.addHook('preClose', async () => fastPath.stop());
  const mailer = overrides.mailer ?? createMailer(config);
  const outbox = startOutbox({
    db,
    mailer,
    catalog,
    publicUrl: config.publicUrl,
    log: app.log,
    soleUser: db.kind === 'pglite',
    leaseSeconds: config.mailClaimSeconds,
  });
  app.addHook('onClose', () => outbox.close());
  // The embedded database runs one statement at a time; PostgreSQL's pool takes a few at once.
  const staffAlerts = configuredRecipients(config);
  const orders = new OrderWriter((rows) => insertOrders(db, catalog, rows, staffAlerts), db.kind === 'postgres' ? 4 : 1);
  const ctx: AppContext = {
    config,
    db,
    catalog,
    mailer,
    outbox,
    orders,
    partners,
    events: new OrderEvents(db),
    now: overrides.now ?? (() => new Date()),
    renderWidgets: pageWidgetRenderer(config.publicUrl),
  };
  const shareCards = createShareCards(ctx);
  parts.set(app, { outbox, catalog, shareCards, fastPath, health });
  registerErrorHandling(app, (_request, reply) => sendPage(reply, notFoundPage(), ctx));
  await registerRateLimits(app, db, ctx.now);
  await registerApi(app, ctx);
  await app.register(pagesPlugin, { ctx, shareCards });
  return app;
}
