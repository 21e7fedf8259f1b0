// GET /share/{kind}/{id}-{key}.jpg: the share cards that og:image, twitter:image and the JSON-LD name
// (host/media/share-cards.ts). The key is a hash of what the card shows, so the answer never changes under
// its name (immutable); an old key (the price changed since the link was shared) is sent to the current card.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { CACHE_IMMUTABLE, mediaDir } from '../http/static.js';
import { ShareCardStore } from '../media/share-card-store.js';
import { cardKey, cardUrlPath, categoryCardSpec, homeCardSpec, productCardSpec, startCardSpecs, type ShareCardSpec } from '../media/share-cards.js';
import { catalogData } from './catalog-data.js';

const FILE = /^(\d{1,9}|home)-([0-9a-f]{12})\.jpg$/;

function currentSpec(ctx: AppContext, kind: string, id: string): ShareCardSpec | undefined {
  if (kind === 'home') return id === 'home' ? homeCardSpec(catalogData(ctx)) : undefined;
  if (id === 'home') return undefined;
  if (kind === 'product') {
    const product = ctx.catalog.product(Number(id));
    return product ? productCardSpec(product, ctx.catalog.settings().name) : undefined;
  }
  if (kind === 'category') return categoryCardSpec(catalogData(ctx), Number(id));
  return undefined;
}

export interface ShareCards {
  /** The card's JPEG bytes, drawn now if not drawn yet. */
  jpeg(spec: ShareCardSpec): Promise<Buffer>;
  /** Draws the start-up cards of the current catalogue (startCardSpecs) not drawn yet; resolves to how many were drawn. */
  warmAhead(): Promise<number>;
}

/** The share cards of an app (made by app.ts, which hands them to the server for warming, and to the route). */
export function createShareCards(ctx: AppContext): ShareCards {
  const store = new ShareCardStore(mediaDir(ctx.config), ctx.config.rasterCacheDir);
  return { jpeg: (spec) => store.jpeg(spec), warmAhead: () => store.warm(startCardSpecs(catalogData(ctx))) };
}

export function registerShareCards(app: FastifyInstance, ctx: AppContext, cards: ShareCards): void {
  app.get('/share/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const m = FILE.exec(file);
    const spec = m ? currentSpec(ctx, kind, m[1]) : undefined;
    if (!m || !spec) {
      reply.callNotFound();
      return reply;
    }
    if (m[2] !== cardKey(spec)) return reply.redirect(cardUrlPath(spec), 302);
    const jpeg = await cards.jpeg(spec);
    return reply.type('image/jpeg').header('cache-control', CACHE_IMMUTABLE).header('access-control-allow-origin', '*').send(jpeg);
  });
}
