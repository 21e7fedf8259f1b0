// Compression of the host's own text answers (docs/architecture.md#performance): pages per response at a cheap level, fixed assets
// once at start-up. The widget bundle is compressed at build time (scripts/rollup-precompress.mjs) and the
// catalogue API answers once per snapshot (host/catalog), so neither is compressed here.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownBytes } from './own-bytes.js';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts ('br' before 'gzip'), honouring q=0; null for identity. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Brotli quality 5: cheap enough to compress every page as it is sent, and close to the best level's size. */
export function compressPage(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** The bytes a compressed page copy (compressPage's) decodes to. */
export function decompressPage(copy: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliDecompressSync(copy) : gunzipSync(copy);
}

/** A fixed asset with its compressed copies made once, at the best levels. */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(identity: Buffer): PrecompressedBody {
  return {
    identity: ownBytes(identity),
    br: ownBytes(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })),
    gzip: ownBytes(gzipSync(identity, { level: constants.Z_BEST_COMPRESSION })),
  };
}

/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Sends `body` compressed when the client accepts it (Vary: Accept-Encoding either way). */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer | string | PrecompressedBody): FastifyReply {
  reply.header('vary', 'Accept-Encoding');
  const pre = typeof body === 'object' && !Buffer.isBuffer(body) ? body : null;
  const identity = pre ? pre.identity : Buffer.isBuffer(body) ? body : Buffer.from(body as string);
  const encoding = identity.length >= MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding || request.method === 'HEAD') return reply.send(identity);
  reply.header('content-encoding', encoding);
  return reply.send(pre ? pre[encoding] : compressPage(identity, encoding));
}
