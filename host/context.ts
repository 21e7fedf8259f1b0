import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { Catalog } from './catalog/catalog.js';
import type { Outbox } from './mail/outbox-handle.js';
import type { OrderWriter } from './orders/order-writer.js';
import type { PartnerSet } from './http/partner-origins.js';
import type { ReturnOrigins } from './payments/return-page.js';
import type { OrderEvents } from './admin/order-events.js';
import type { RequestCounts } from './http/request-counts.js';

// The context type lives apart from host/app.ts so that the route plugins, which app.ts imports, need not
// import app.ts back.

/** Everything a route needs, built once per app and passed to each plugin. */
export interface AppContext {
  config: Config;
  db: Db;
  catalog: Catalog;
  /** The mail outbox's sender (host/mail/outbox.ts): kick() after committing a queued mail. */
  outbox: Outbox;
  /** Stores new orders, several per statement under load (host/orders/order-writer.ts). */
  orders: OrderWriter;
  /** The origins whose pages may call the API (EMBED_ORIGINS and the shops' saved origins), and those of each shop. */
  partners: PartnerSet & ReturnOrigins;
  /** Live events for the back office's board (host/admin/order-events.ts). */
  events: OrderEvents;
  /** The clock, replaceable in tests. */
  now: () => Date;
  /** The per-address (and per-mobile) request counts every limit keeps in the database (host/http/request-counts.ts). */
  requestCounts: RequestCounts;
  /**
   * A page's HTML with the widgets it places rendered in (host/pages/ssr, given by app.ts) for a page at `origin`
   * (host/pages/page-origin.ts), with the catalogue answers of `app`. Passed in rather than imported: the server
   * rendering imports widget modules, and no other host module may.
   */
  renderWidgets: (html: string, origin: string, app: FastifyInstance) => Promise<string>;
}

/** What each route plugin is registered with: `app.register(plugin, { ctx })`. */
export interface PluginOptions {
  ctx: AppContext;
}
