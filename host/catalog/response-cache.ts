import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A pre-serialised JSON answer, its strong ETag (a hash of the bytes) and, for answers worth it, the same bytes
 * compressed with gzip and brotli: made once per answer and snapshot, so a request only picks one.
 */
export interface Answer {
  readonly body: Buffer;
  readonly etag: string;
  readonly gzip?: Buffer;
  readonly br?: Buffer;
}

/** Below this an answer goes uncompressed (the headers would eat the gain). */
export const COMPRESS_MIN_BYTES = 1024;

export function toAnswer(value: unknown): Answer {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (body.length < COMPRESS_MIN_BYTES) return { body, etag };
  return {
    body,
    etag,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  };
}

/** The encoding to send: brotli, else gzip, when the client accepts it (q > 0); else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  let br = false;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * Answers by canonical request key, least recently used dropped first, bounded in entries and bytes.
 * One cache belongs to one catalogue snapshot, so a reload starts with an empty one.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Answer>();
  /** Raw request URL -> canonical key: a repeated URL skips parsing (only keys, so evicted answers are not kept alive). */
  private readonly aliases = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The answer last given for this exact URL, while it is cached. */
  byUrl(url: string): Answer | undefined {
    const key = this.aliases.get(url);
    return key === undefined ? undefined : this.entries.get(key);
  }

  /** The cached answer for key, or build, serialise and keep it; `url` becomes an alias of key. */
  answer(key: string, build: () => unknown, url?: string): Answer {
    if (url !== undefined && !this.aliases.has(url)) {
      this.aliases.set(url, key);
      if (this.aliases.size > this.maxEntries * 2) this.aliases.delete(this.aliases.keys().next().value!);
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is the LRU order: re-inserting moves the entry to the most recently used end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const fresh = toAnswer(build());
    if (fresh.body.length > this.maxBytes) return fresh;
    this.entries.set(key, fresh);
    this.bytes += size(fresh);
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= size(old);
    }
    return fresh;
  }
}

function size(answer: Answer): number {
  return answer.body.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);
}

/** True when an If-None-Match header names this ETag (weak or strong) or is '*'. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a cached answer in the best encoding the client accepts; 304 without a body when the client already has
 * it. Each encoding is its own representation with its own strong ETag (the identity one suffixed), and any of
 * them in If-None-Match means the client has this content.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  const encoding = answer.gzip ? pickEncoding(request.headers['accept-encoding']) : null;
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (answer.gzip) reply.header('vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], etag) || (encoding && etagMatches(request.headers['if-none-match'], answer.etag))) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? answer.br : answer.gzip);
}
