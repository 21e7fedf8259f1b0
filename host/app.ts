import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { AppContext } from './context.js';
import { frameworkErrors, registerErrorHandling } from './http/errors.js';
import { registerSecurity } from './http/security.js';
import { registerHeaders } from './http/headers.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SERVER_OPTIONS, handOver } from './http/start-up-listener.js';
import { orderShedding } from './http/load-shedding.js';
import { registerBodyLimit } from './http/body-limit.js';
import { loggerOptions } from './http/logging.js';
import { parseQueryString } from './http/query-string.js';
import { PartnerOrigins } from './http/partner-origins.js';
import { catalogApi } from './api/catalog.js';
import { SendBuffers } from './http/send-buffers.js';
import { catalogueLane, type Lane } from './api/catalogue-lane.js';
import { isHttpsShop } from './http/https.js';
import { registerStatic } from './http/static.js';
import { registerRateLimits, requestCounts } from './http/rate-limits.js';
import { startHeldStock, type HeldStock } from './orders/held-stock.js';
import { registerHealth, type Health } from './http/health.js';
import { decorateGateway, registerApi } from './api/index.js';
import { createCatalog, type SnapshotCatalog } from './catalog/snapshot.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { startOutbox } from './mail/outbox.js';
import { startMessageOutbox } from './messages/outbox.js';
import { messageProvider } from './messages/providers.js';
import type { MessageProvider } from './messages/provider.js';
import { jwtSecret } from './auth/tokens.js';
import type { Outbox } from './mail/outbox-handle.js';
import { OrderWriter } from './orders/order-writer.js';
import { OrderEvents } from './admin/order-events.js';
import { configuredRecipients } from './mail/staff-recipients.js';
import { insertOrders } from './orders/insert-orders.js';
import { pagesPlugin, notFoundPage, sendPage } from './pages/routes.js';
import { renderPageWidgets } from './pages/ssr/page-render.js';
import { createShareCards, type ShareCards } from './pages/share-route.js';
import { PageCache } from './pages/page-cache.js';
import { INLINE_SCRIPT_SOURCES } from './pages/inline-scripts.js';
import { appMetrics } from './metrics/app-metrics.js';

// The app's parts that tests reach into, by the app they were built for.
const parts = new WeakMap<
  FastifyInstance,
  { outbox: Outbox; catalog: SnapshotCatalog; shareCards: ShareCards; pages: PageCache; health: Health; heldStock: HeldStock; events: OrderEvents }
>();

/** The mail outbox of an app built here (tests flush it instead of waiting). */
export function appOutbox(app: FastifyInstance): Outbox | undefined {
  return parts.get(app)?.outbox;
}

/** The release of unpaid card orders' held stock (tests move their clock, then release). */
export function appHeldStock(app: FastifyInstance): HeldStock | undefined {
  return parts.get(app)?.heldStock;
}

/** The share cards of an app built here (the server draws every card in the background after start). */
export function appShareCards(app: FastifyInstance): ShareCards | undefined {
  return parts.get(app)?.shareCards;
}

/** The rendered pages an app keeps (tests read how many renders a burst cost and the bytes kept). */
export function appPageCache(app: FastifyInstance): PageCache | undefined {
  return parts.get(app)?.pages;
}

/** The app's /readyz state: the server drains it before a stop. */
export function appHealth(app: FastifyInstance): Health | undefined {
  return parts.get(app)?.health;
}

/** The board's live events of an app built here (tests end its open streams). */
export function appOrderEvents(app: FastifyInstance): OrderEvents | undefined {
  return parts.get(app)?.events;
}

/** The catalogue an app serves (tests reload it after writing to the database directly). */
export function appCatalog(app: FastifyInstance): SnapshotCatalog | undefined {
  return parts.get(app)?.catalog;
}

/** Mail and messages as one outbox to the rest of the host: a kick or a flush reaches each that runs. */
function allOutboxes(outboxes: Outbox[]): Outbox {
  return {
    kick() {
      for (const o of outboxes) o.kick();
    },
    async flush() {
      let sent = 0;
      for (const o of outboxes) sent += await o.flush();
      return sent;
    },
    async close() {
      await Promise.all(outboxes.map((o) => o.close()));
    },
  };
}

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Overrides for tests (a fake clock, a capturing mailer, a shorter heartbeat for the event streams, the log's lines). */
  overrides?: Partial<Pick<AppContext, 'now'>> & {
    mailer?: Mailer | null;
    heartbeatMs?: number;
    logTo?: { write(line: string): void };
    /** The chunks catalogue list answers are written into for sending. */
    sendBuffers?: SendBuffers;
  };
  /** A server already listening (host/http/start-up-listener.ts) that the app takes over; listen() then adopts it. */
  server?: Server;
}

type Logging = ReturnType<typeof loggerOptions>;
type BeforeRouting = (req: IncomingMessage, res: ServerResponse) => boolean;

function newFastify(config: Config, logging: Logging, beforeRouting: BeforeRouting, server: Server | undefined): FastifyInstance {
  return Fastify({
    ...logging,
    // Orders past capacity are refused before routing (host/http/load-shedding.ts).
    serverFactory: (handler) => {
      const serve = (req: IncomingMessage, res: ServerResponse) => beforeRouting(req, res) || handler(req, res);
      return server ? handOver(server, serve) : createServer(SERVER_OPTIONS, serve);
    },
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 256 * 1024,
    // Only these proxies' X-Forwarded-For is believed: with `true`, any client could name its own address and
    // slip past the per-address login limit.
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
}

/** Everything but the catalogue GETs, in one scope with the cookie, anti-forgery, security-header, shedding and
 * body-limit hooks: the static files, the health check, the API and the pages (with their share cards and cache). */
async function registerSite(
  app: FastifyInstance,
  ctx: AppContext,
  { shedding, catalog }: { shedding: ReturnType<typeof orderShedding>; catalog: SnapshotCatalog },
) {
  const { config, db, partners } = ctx;
  const shareCards = createShareCards(ctx);
  const pages = new PageCache(config.pageCacheBytes, () => catalog.version());
  let health: Health | undefined;
  await app.register(async (scope) => {
    await registerSecurity(scope, config, partners);
    await registerHeaders(scope, config, INLINE_SCRIPT_SOURCES);
    await shedding.register(scope);
    await registerBodyLimit(scope);
    await registerStatic(scope, config);
    health = registerHealth(scope, { db });
    registerErrorHandling(scope, (_request, reply) => sendPage(reply, notFoundPage(), ctx));
    await registerRateLimits(scope, ctx.requestCounts);
    await registerApi(scope, ctx);
    await scope.register(pagesPlugin, { ctx, shareCards, pages });
  });
  return { health: health!, shareCards, pages };
}

/** The mail and message outboxes, as one: mail only where this host has a mailer, messages where a provider is set. */
function startOutboxes(
  app: FastifyInstance,
  {
    config,
    db,
    catalog,
    provider,
    mailer: givenMailer,
  }: { config: Config; db: Db; catalog: SnapshotCatalog; provider: MessageProvider | null; mailer: Mailer | null | undefined },
) {
  // No mailer (production without SMTP_URL): this host sends no mail, which waits in the outbox for one that does.
  const mailer = givenMailer !== undefined ? givenMailer : createMailer(config);
  const mailOutbox =
    mailer &&
    startOutbox({
      db,
      mailer,
      catalog,
      publicUrl: config.publicUrl,
      log: app.log,
      soleUser: db.kind === 'pglite',
      leaseSeconds: config.mailClaimSeconds,
    });
  const messageOutbox =
    provider &&
    startMessageOutbox({
      db,
      provider,
      catalog,
      settings: config.messages,
      publicUrl: config.publicUrl,
      secret: () => jwtSecret(config),
      log: app.log,
      soleUser: db.kind === 'pglite',
      leaseSeconds: config.mailClaimSeconds,
    });
  return allOutboxes([mailOutbox, messageOutbox].filter((o) => o !== null));
}

export async function buildApp({ config, db: givenDb, overrides = {}, server }: BuildOptions): Promise<FastifyInstance> {
  const metrics = appMetrics(config.metricsToken, givenDb);
  const db = metrics.db;
  const partners = new PartnerOrigins(config.embedOrigins);
  const shedding = orderShedding(config, partners);
  const shed = metrics.beforeRouting(shedding.beforeRouting);
  const catalog = await createCatalog(db);
  // EMBED_ORIGINS and, from now on, the shops' saved origins.
  partners.follow(catalog);
  const logging = loggerOptions(config.logLevel, undefined, overrides.logTo);
  // The list and category page GETs are answered before routing once the app is built (catalogue-lane.ts).
  let lane: Lane = () => false;
  const app = newFastify(config, logging, (req, res) => shed(req, res) || lane(req, res), server);
  metrics.hooks(app);
  // Two sibling scopes: the catalogue GETs in their own, lean one (docs/performance.md#catalogue-reads), and
  // everything else in one with the cookie, anti-forgery, security-header, shedding and body-limit hooks.
  const sendBuffers = overrides.sendBuffers ?? new SendBuffers();
  const security = { https: isHttpsShop(config.publicUrl), partners };
  await app.register(catalogApi, { catalog, security, config, db, sendBuffers });
  lane = catalogueLane({
    catalog,
    security,
    sendBuffers,
    answered: (answer) => {
      logging.logController?.readAnswered(app.log, { method: 'GET', ...answer });
      metrics.answered('GET', answer.route, answer.statusCode, answer.ms);
    },
  });
  // Closing, the router refuses new requests (503, Connection: close) so that kept-alive connections end.
  app.addHook('preClose', async () => {
    lane = () => false;
  });
  // On the root app, so that tests can replace the gateway client of a built app.
  decorateGateway(app);
  app.addHook('onClose', async () => shedding.stop());
  app.addHook('onClose', async () => logging.logController?.reads.flush());
  const provider = messageProvider(config.messages, db, config.publicUrl, overrides.now);
  const outbox = startOutboxes(app, { config, db, catalog, provider, mailer: overrides.mailer });
  app.addHook('onClose', () => outbox.close());
  // The embedded database runs one statement at a time; PostgreSQL's pool takes a few at once.
  const staffAlerts = configuredRecipients(config);
  const messaging = { on: provider !== null, staffNumbers: provider ? config.messages.staffNumbers : [] };
  const insert = async (rows: Parameters<typeof insertOrders>[2]) => {
    const numbers = await insertOrders(db, catalog, rows, staffAlerts, messaging);
    metrics.stored(rows.length);
    return numbers;
  };
  const orders = new OrderWriter(insert, db.kind === 'postgres' ? 4 : 1);
  const now = overrides.now ?? (() => new Date());
  const ctx: AppContext = {
    config,
    db,
    catalog,
    outbox,
    orders,
    partners,
    events: new OrderEvents(db, app.log, overrides.heartbeatMs),
    now,
    requestCounts: requestCounts(db, now),
    renderWidgets: (html, origin, app) => renderPageWidgets(html, origin, app, catalog),
  };
  const heldStock = startHeldStock({
    db,
    catalog,
    outbox,
    events: ctx.events,
    now,
    holdMinutes: config.holdStockMinutes,
    everyMs: config.holdReleaseEveryMs,
    log: app.log,
    remindUnpaid: provider !== null,
  });
  app.addHook('onClose', () => heldStock.close());
  const { health, shareCards, pages } = await registerSite(app, ctx, { shedding, catalog });
  metrics.route(app, { sseConnections: () => ctx.events.listeners, ordersInProgress: () => shedding.inProgress(), pages: () => pages.stats() });
  parts.set(app, { outbox, catalog, shareCards, pages, health, heldStock, events: ctx.events });
  return app;
}
