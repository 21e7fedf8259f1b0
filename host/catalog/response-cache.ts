import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import { ownBytes } from '../http/own-bytes.js';
import { securityHeaders } from '../http/https.js';
import type { PartnerSet } from '../http/partner-origins.js';
import { SeenKeys } from './seen-keys.js';
import type { SendBuffers } from '../http/send-buffers.js';

/**
 * A pre-serialised JSON answer and its strong ETag (a hash of the bytes), made once per answer and snapshot, and
 * for answers worth it (`compressible`) the same bytes compressed with gzip and brotli. Each compressed copy is
 * made when a client first asks for that encoding, then kept: compressing both at once cost a fresh search or
 * category page more than everything else in its request, for clients that take only one (or neither).
 * A product list's body is joined from its products' JSON at each send (JoinedJson): written into a lent chunk
 * (host/http/send-buffers.ts) when its text is ASCII, so that it never holds bytes of its own; else as text until it
 * is asked for again, when its bytes are made and kept, so only answers that repeat hold bytes of their own.
 */
export class Answer {
  readonly etag: string;
  /** The body's length in bytes. */
  readonly bytes: number;
  readonly compressible: boolean;
  private gzipped?: Buffer;
  private brotli?: Buffer;
  /** A joined list's bytes, once sent twice. */
  private kept?: Buffer;
  private joins = 0;

  /** `onKept`: told the size of each copy (bytes, compressed) it keeps when it is made (the cache's byte count). */
  constructor(
    private readonly content: Buffer | JoinedJson,
    private readonly onKept?: (answer: Answer, bytes: number) => void,
  ) {
    this.etag = content instanceof JoinedJson ? content.etag : `"${hash('sha1', content, 'base64url')}"`;
    this.bytes = content instanceof JoinedJson ? content.bytes : content.length;
    this.compressible = this.bytes >= COMPRESS_MIN_BYTES;
  }

  /** The body to send, without lent chunks (see send). */
  get body(): Buffer | string {
    return this.send().body;
  }

  /**
   * The body to send. A joined list whose text is ASCII is written into a chunk `chunks` lends, at each send, and
   * keeps no bytes of its own. Otherwise (or when no chunk is free) its text is joined now, and from its second
   * send its bytes are made and kept.
   */
  send(chunks?: SendBuffers): SentBody {
    const content = this.content;
    if (!(content instanceof JoinedJson)) return { body: content };
    if (this.kept) return { body: this.kept };
    if (content.ascii && chunks) {
      const lent = chunks.lend(content.bytes, (into) => content.writeTo(into));
      if (lent) return { body: lent.bytes, release: lent.release };
    }
    if (++this.joins < 2) return { body: content.text() };
    this.kept = ownBytes(Buffer.from(content.text()));
    this.onKept?.(this, this.kept.length);
    return { body: this.kept };
  }

  /** The body as text, for the host's own server rendering: not a send, so a list keeps no bytes for it. */
  text(): string {
    const body = this.source();
    return typeof body === 'string' ? body : body.toString();
  }

  /** The body's text or bytes for compressing (not a send: a client taking only compressed copies keeps no bytes). */
  private source(): Buffer | string {
    return this.content instanceof JoinedJson ? (this.kept ?? this.content.text()) : this.content;
  }

  /** The body gzipped (level 6), or undefined when not compressible. */
  get gzip(): Buffer | undefined {
    if (!this.compressible) return undefined;
    if (!this.gzipped) {
      this.gzipped = ownBytes(gzipSync(this.source(), { level: 6 }));
      this.onKept?.(this, this.gzipped.length);
    }
    return this.gzipped;
  }

  /** The body in brotli (quality 5, text mode), or undefined when not compressible. */
  get br(): Buffer | undefined {
    if (!this.compressible) return undefined;
    if (!this.brotli) {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes,
      };
      this.brotli = ownBytes(brotliCompressSync(this.source(), { params }));
      this.onKept?.(this, this.brotli.length);
    }
    return this.brotli;
  }

  /** Memory held: the body's bytes (a joined list's parts, and its bytes once kept) and the compressed copies made so far. */
  get size(): number {
    const body = this.content instanceof JoinedJson ? this.content.held + (this.kept?.length ?? 0) : this.bytes;
    return body + (this.gzipped?.length ?? 0) + (this.brotli?.length ?? 0);
  }
}

/** A body to send; `release`, when there, gives back the chunk it was written into, once the socket no longer reads it. */
export interface SentBody {
  body: Buffer | string;
  release?: () => void;
}

/** Keys the cache remembers having been asked for, per answer it keeps. */
const SEEN_PER_ENTRY = 32;

/** Below this an answer goes uncompressed (the headers would eat the gain). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON text made of parts that live on elsewhere (a product list's products, host/catalog/products-json.ts), with
 * its ETag and byte length: the text is made at each send (written into a lent chunk, or joined) and dropped after
 * it. A fresh list answer made into a Buffer of its own counts against V8's external memory, and under load those
 * Buffers set off frequent full collections; cached answers share their products' text.
 */
export class JoinedJson {
  constructor(
    private readonly open: string,
    private readonly parts: readonly string[],
    private readonly close: string,
    readonly bytes: number,
    readonly etag: string,
    /** Every character below 128: its text's length is its byte count, and its bytes are its latin1 bytes. */
    readonly ascii = false,
  ) {}

  text(): string {
    return `${this.open}${this.parts.join(',')}${this.close}`;
  }

  /** Writes the text's bytes into `into`, which is exactly `bytes` long. Only when `ascii`: it writes latin1. */
  writeTo(into: Buffer): void {
    let at = into.write(this.open, 0, 'latin1');
    for (let i = 0; i < this.parts.length; i++) {
      if (i > 0) into[at++] = 0x2c;
      at += into.write(this.parts[i], at, 'latin1');
    }
    into.write(this.close, at, 'latin1');
  }

  /** Roughly what keeping it costs: its list of references. */
  get held(): number {
    return 64 + 8 * this.parts.length;
  }
}

export function toAnswer(value: unknown, onKept?: (answer: Answer, bytes: number) => void): Answer {
  return new Answer(value instanceof JoinedJson ? value : ownBytes(Buffer.from(JSON.stringify(value))), onKept);
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
 * An answer is kept from the second time its key is asked for (seen-keys.ts); the first time it is made, sent and
 * dropped. Most fresh searches and pages of a category are asked for once: kept, they pushed out the answers that
 * repeat, and lived long enough to reach the old generation, whose collections then paused every request.
 * One cache belongs to one catalogue snapshot, so a reload starts with an empty one.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Answer>();
  /** Raw request URL -> canonical key: a repeated URL skips parsing (only keys, so evicted answers are not kept alive). */
  private readonly aliases = new Map<string, string>();
  private bytes = 0;
  /** Keys asked for lately: room for many more than the cache keeps, so a repeat is still known when it comes. */
  private readonly seen: SeenKeys;

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {
    this.seen = new SeenKeys(maxEntries * SEEN_PER_ENTRY);
  }

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

  /**
   * The cached answer for key, or build and serialise it, kept when its key was asked for lately (and then `url`
   * becomes an alias of key).
   */
  answer(key: string, build: () => unknown, url?: string): Answer {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is the LRU order: re-inserting moves the entry to the most recently used end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.alias(url, key);
      return hit;
    }
    if (!this.seen.noteAndCheck(key)) return toAnswer(build());
    const fresh = toAnswer(build(), (answer, bytes) => {
      // Only while cached: an answer already dropped may still be compressed for a request holding it.
      if (this.entries.get(key) !== answer) return;
      this.bytes += bytes;
      this.trim();
    });
    if (fresh.size > this.maxBytes) return fresh;
    this.entries.set(key, fresh);
    this.bytes += fresh.size;
    this.trim();
    this.alias(url, key);
    return fresh;
  }

  private alias(url: string | undefined, key: string): void {
    if (url === undefined || this.aliases.has(url)) return;
    this.aliases.set(url, key);
    if (this.aliases.size > this.maxEntries * 2) this.aliases.delete(this.aliases.keys().next().value!);
  }

  /** Drops least recently used answers until within both bounds. */
  private trim(): void {
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.size;
    }
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

/** What to send for an answer: status, headers (lower-case names) and body (none for a 304). */
export interface AnswerReply {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** Gives back the chunk the body was written into, once the socket no longer reads it. */
  release?: () => void;
}

/**
 * The reply to a request for an answer, in the best encoding the client accepts; 304 without a body when the
 * client already has it. Each encoding is its own representation with its own strong ETag (the identity one
 * suffixed), and any of them in If-None-Match means the client has this content. Every catalogue answer varies by
 * Origin (CORS for partner pages) and, when compressible, by Accept-Encoding.
 */
export function answerReply(
  answer: Answer,
  acceptEncoding: string | string[] | undefined,
  ifNoneMatch: string | string[] | undefined,
  chunks?: SendBuffers,
): AnswerReply {
  const encoding = answer.compressible ? pickEncoding(acceptEncoding) : null;
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  const headers: Record<string, string> = { etag, 'cache-control': 'no-cache', vary: answer.compressible ? 'Origin, Accept-Encoding' : 'Origin' };
  if (etagMatches(ifNoneMatch, etag) || (encoding && etagMatches(ifNoneMatch, answer.etag))) return { status: 304, headers };
  headers['content-type'] = 'application/json; charset=utf-8';
  if (!encoding) return { status: 200, headers, ...answer.send(chunks) };
  headers['content-encoding'] = encoding;
  return { status: 200, headers, body: encoding === 'br' ? answer.br : answer.gzip };
}

/** What a catalogue answer's security headers depend on besides the request (securityHeaders). */
export interface AnswerSecurity {
  https: boolean;
  partners: PartnerSet;
}

/**
 * The reply to a catalogue GET, whichever path answers it: answerReply with the security headers every answer
 * carries (HSTS over https, CORS for a partner origin).
 */
export function catalogueReply(answer: Answer, headers: IncomingHttpHeaders, security: AnswerSecurity, chunks?: SendBuffers): AnswerReply {
  const reply = answerReply(answer, headers['accept-encoding'], headers['if-none-match'], chunks);
  securityHeaders(reply.headers, security.https, security.partners, headers.origin);
  return reply;
}
