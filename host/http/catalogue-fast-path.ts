import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parse } from 'fast-querystring';
import type { SnapshotCatalog } from '../catalog/snapshot.js';
import { catalogueReply, type Answer, type AnswerReply } from '../catalog/response-cache.js';
import { CATEGORY_PATH, LIST_PATH, categoryAnswer, listAnswer } from '../catalog/list-answer.js';
import type { RequestLine } from './logging.js';
import type { PartnerSet } from './partner-origins.js';

// Catalogue GETs answered before Fastify (docs/architecture.md#performance). With 10,000 products a fresh search or
// category page took about 200 µs of the main thread, a quarter of it in Fastify's routing, hooks and reply, none
// of which a catalogue GET needs: it sets no cookie, reads no body and is limited by no rate. This path answers
// what it can answer exactly as the routes would (the same answers, answerReply's headers, CORS for partner origins,
// HSTS over https, the request's log line) and hands everything else to Fastify untouched: another method, a body,
// a NUL, a bad parameter (the route gives the 400 and its message), a path it does not know. The API tests compare
// its answers with the routes' over real HTTP.

/** The query-string parser of every route (Fastify's routerOptions) and of the fast path: one reading of a query. */
export const parseQueryString = (query: string): Record<string, unknown> => (query.length === 0 ? {} : (parse(query) as Record<string, unknown>));

export interface FastPathOptions {
  catalog: SnapshotCatalog;
  /** Partner origins (EMBED_ORIGINS and the shops'): a GET from one of these gets Access-Control-Allow-Origin. */
  partners: PartnerSet;
  /** PUBLIC_URL is https: every answer carries HSTS (as host/http/security.ts sets it). */
  https: boolean;
  /** The request's log line, when request logging is on (LOG_LEVEL info or lower). */
  log?: (line: RequestLine) => void;
}

export class CatalogueFastPath {
  /** Requests answered here (tests check that the path is taken). */
  served = 0;
  private open = true;

  constructor(private readonly opts: FastPathOptions) {}

  /** From now on every request goes to Fastify (which answers 503 while it closes). */
  stop(): void {
    this.open = false;
  }

  /** Answers the request and returns true, or returns false having touched nothing. */
  handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!this.open || req.method !== 'GET' || hasBody(req)) return false;
    const url = req.url;
    if (url === undefined || url.includes('%00') || url.includes('#')) return false;
    const started = this.opts.log ? performance.now() : 0;
    let answer: Answer | undefined;
    let reply: AnswerReply;
    try {
      answer = this.opts.catalog.byUrl(url) ?? this.fresh(url);
      if (!answer) return false;
      reply = catalogueReply(answer, req.headers, this.opts);
    } catch {
      return false;
    }
    const headers: OutgoingHttpHeaders = reply.headers;
    if (reply.body !== undefined) headers['content-length'] = typeof reply.body === 'string' ? answer.bytes : reply.body.length;
    res.writeHead(reply.status, headers);
    res.end(reply.body);
    this.served++;
    this.opts.log?.({ method: 'GET', url, statusCode: reply.status, ms: Math.round((performance.now() - started) * 10) / 10 });
    return true;
  };

  /** A product list or category page not answered yet (the other catalogue calls are answered here once cached). */
  private fresh(url: string): Answer | undefined {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const answer = path === LIST_PATH ? listAnswer : path === CATEGORY_PATH ? categoryAnswer : undefined;
    return answer?.(this.opts.catalog, parseQueryString(q < 0 ? '' : url.slice(q + 1)), url);
  }
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}
