import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A pre-serialised JSON answer and its strong ETag (a hash of the bytes). */
export interface Answer {
  readonly body: Buffer;
  readonly etag: string;
}

export function toAnswer(value: unknown): Answer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
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
    this.bytes += fresh.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
    return fresh;
  }
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

/** Sends a cached answer: 304 without a body when the client already has it. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
