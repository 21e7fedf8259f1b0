// What a page's bytes depend on besides the catalogue version (page-cache.ts): the origin its links and media are
// written for, its path, the few query parameters pages read, and the year its footer shows. Every other query
// parameter (a tracking id a social-media link adds to each click) is dropped before a page is built, so it can
// neither change the page nor split the cache.
import type { FastifyRequest } from 'fastify';
import { pageOrigin } from './page-origin.js';

type Params = Record<string, string | undefined>;

/** The query parameters a page may read: a search's banner (`b`) and an account page's order (`OrderNo`). */
export const PAGE_QUERY_NAMES = ['b', 'OrderNo'] as const;

/** The query as pages see it: the names of PAGE_QUERY_NAMES only, one value each. */
export function pageQuery(query: Params): Params {
  const out: Params = {};
  for (const name of PAGE_QUERY_NAMES) {
    const value: unknown = query[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

export function pageKey(request: FastifyRequest, publicUrl: string, pathname: string, query: Params, now = new Date()): string {
  const kept = PAGE_QUERY_NAMES.map((name) => (query[name] === undefined ? '' : `${name}=${encodeURIComponent(query[name])}`)).join('&');
  return `${pageOrigin(request, publicUrl)} ${now.getFullYear()} ${pathname}?${kept}`;
}
