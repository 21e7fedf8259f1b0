// A kept page's answer: its compressed copy for the client's encoding, an ETag per representation, and a 304 when
// the client already holds the page (any of its representations: they decode to the same bytes).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '../http/compress.js';
import type { CachedPage } from './page-cache.js';

const SUFFIX = { br: '-br', gzip: '-gz' } as const;

const withSuffix = (etag: string, suffix: string) => `${etag.slice(0, -1)}${suffix}"`;

/** The entity tags an If-None-Match header lists (weak ones compared weakly, as RFC 9110 asks). */
function listedTags(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

function clientHolds(request: FastifyRequest, etag: string): boolean {
  const tags = listedTags(request.headers['if-none-match']);
  if (tags.includes('*')) return true;
  const mine = [etag, withSuffix(etag, SUFFIX.br), withSuffix(etag, SUFFIX.gzip)];
  return tags.some((tag) => mine.includes(tag));
}

export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  const encoding = request.method === 'HEAD' ? null : acceptedEncoding(request.headers['accept-encoding']);
  // Only a found page is validated (a 404 stays a 404 however often it is asked for), and only where pages are kept.
  if (page.status === 200 && page.etag !== null) {
    reply.header('etag', encoding ? withSuffix(page.etag, SUFFIX[encoding]) : page.etag);
    if (clientHolds(request, page.etag)) return reply.code(304).send();
  }
  reply.code(page.status);
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page.encoded(encoding));
}
