// A page's HTML with its widgets rendered on the server (render-widgets.ts) and their data carried once.
// The answers come from the host's own catalogue routes (app.inject: the same code, validation and snapshot
// cache as the browser's fetch would get), so the carried data is exactly what the widget would have fetched. An
// answer the routes have already made for that URL is read from their cache, as the route itself would.
import type { FastifyInstance } from 'fastify';
import { preloadScript, renderWidgets, type ResolveAnswer } from './render-widgets.js';

/** Only catalogue reads and the shop's public settings are carried: never anything that depends on who asks. */
const CARRIED =
  /^api\/(?:(?:trini\/GetProducts|Product\/loadproduct|Product\/GetProducts|design\/LoadDesignPageProducts|store\/getproductcategorylist)\?|shop\/Settings$)/;

/** The catalogue routes' answers by request URL (SnapshotCatalog.byUrl): the same one the route would send. */
export interface AnswersByUrl {
  byUrl(url: string): { text(): string } | undefined;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function catalogueResolver(app: FastifyInstance, answers?: AnswersByUrl): ResolveAnswer {
  return async (key) => {
    if (!CARRIED.test(key)) return undefined;
    const kept = answers?.byUrl(`/${key}`);
    if (kept) return parsed(kept.text());
    const res = await app.inject({ method: 'GET', url: `/${key}`, headers: { accept: 'application/json' } });
    return res.statusCode === 200 ? parsed(res.payload) : undefined;
  };
}

/** The host's renderer (AppContext.renderWidgets): widgets rendered with the answers of the store's own routes. */
export function renderPageWidgets(html: string, origin: string, app: FastifyInstance, answers?: AnswersByUrl): Promise<string> {
  return withRenderedWidgets(html, origin, catalogueResolver(app, answers));
}

/** `html` with the server-rendered widgets and, before </body>, the data they used. */
export async function withRenderedWidgets(html: string, origin: string, resolveAnswer: ResolveAnswer): Promise<string> {
  const page = await renderWidgets(html, origin, resolveAnswer);
  const script = preloadScript(page.data);
  const at = page.html.lastIndexOf('</body>');
  return at < 0 ? page.html + script : page.html.slice(0, at) + script + '\n' + page.html.slice(at);
}
