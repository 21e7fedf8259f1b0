import type { SnapshotCatalog } from './snapshot.js';
import type { Answer } from './response-cache.js';
import { normaliseQuery } from './params.js';
import { listQueryKey, parseListQuery, runListQuery } from './queries.js';
import { productsJson } from './products-json.js';

/** The URL path of the product list call (docs/api.md#catalogue). */
export const LIST_PATH = '/api/trini/GetProducts';

/**
 * The answer to a product list call with this parsed query string, from the snapshot's answers (made on first
 * ask); `url` becomes an alias of it. Throws ApiError (400) for a bad parameter. Shared by the Fastify route and the
 * fast path in front of it (host/http/catalogue-fast-path.ts), so both answer alike.
 */
export function listAnswer(catalog: SnapshotCatalog, query: unknown, url: string): Answer {
  const list = parseListQuery(normaliseQuery(query));
  return catalog.answer(listQueryKey(list), (data) => productsJson(runListQuery(data, list)), url);
}
