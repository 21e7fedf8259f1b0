import type { IncomingMessage, ServerResponse } from 'node:http';
import { nulProblem } from '../http/errors.js';
import { parseQueryString } from '../http/query-string.js';
import type { SendBuffers } from '../http/send-buffers.js';
import { CATEGORY_PATH, LIST_PATH, categoryAnswer, listAnswer } from '../catalog/list-answer.js';
import { catalogueReply, type Answer, type AnswerSecurity } from '../catalog/response-cache.js';
import type { SnapshotCatalog } from '../catalog/snapshot.js';

// The product list and category page GETs, the calls a shopper's scrolling and searching make most, answered
// before routing: their answers come from memory, so Fastify's request and reply objects, routing and hook
// runners are a good part of what they cost. Only a GET that gets its answer is answered here; anything else
// (another method, a bad parameter, a NUL) goes on to the route in the catalogue scope (host/api/catalog.ts),
// which answers the same calls through Fastify with the same bytes and headers (app.inject always goes that way).

/** Told of each answer once its response has closed (for the request log and the metrics); `route` is its path. */
export type Answered = (answer: { url: string; route: string; statusCode: number; ms: number }) => void;

export interface CatalogueLaneOptions {
  catalog: SnapshotCatalog;
  security: AnswerSecurity;
  sendBuffers: SendBuffers;
  answered: Answered;
}

/** True when it has answered the request; false leaves it to the router. */
export type Lane = (req: IncomingMessage, res: ServerResponse) => boolean;

export function catalogueLane({ catalog, security, sendBuffers, answered }: CatalogueLaneOptions): Lane {
  return (req, res) => {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const url = req.url;
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    if (path !== LIST_PATH && path !== CATEGORY_PATH) return false;
    const started = performance.now();
    const answer = catalog.byUrl(url) ?? fresh(catalog, path, mark < 0 ? '' : url.slice(mark + 1), url);
    if (!answer) return false;
    const { status, headers, body, release } = catalogueReply(answer, req.headers, security, sendBuffers);
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    res.writeHead(status, headers);
    res.end(body);
    const done = () => {
      release?.();
      answered({ url, route: path, statusCode: res.statusCode, ms: performance.now() - started });
    };
    // Most answers are in the kernel's hands when end() returns: their chunk is free at once. One the socket still
    // holds (a slow reader, a full buffer, a pipelined request waiting its turn) keeps its chunk until it closes.
    if (res.socket !== null && res.writableLength === 0) done();
    else res.once('close', done);
    return true;
  };
}

/**
 * The answer to a list or category page call not answered before, or undefined when the route must refuse it (a
 * bad parameter, a NUL) or anything goes wrong: the route then answers as it does every error.
 */
function fresh(catalog: SnapshotCatalog, path: string, queryString: string, url: string): Answer | undefined {
  try {
    const query = parseQueryString(queryString);
    if (nulProblem(query)) return undefined;
    return path === LIST_PATH ? listAnswer(catalog, query, url) : categoryAnswer(catalog, query, url);
  } catch {
    return undefined;
  }
}
