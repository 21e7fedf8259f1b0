// A body over the limit is refused with 413 and `{ success: false, msg }` (host/http/errors.ts). Fastify answers
// before reading the upload and closes the connection, and a client still sending (Node's fetch, browsers) sees
// the connection reset instead of the answer. So the rest of the upload is read and discarded first, within
// bounds: past DRAIN_MAX_BYTES or DRAIN_MAX_MS the connection is closed as before.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

/** Reads what is left of the request body; true when it ended within the bounds. */
export function drainBody(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(true);
  const declared = Number(raw.headers['content-length']);
  if (declared > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onError).off('close', onError);
      resolve(ok);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData).on('end', onEnd).on('error', onError).on('close', onError);
    raw.resume();
  });
}

export async function registerBodyLimit(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 413 || request.raw.complete) return payload;
    const drained = await drainBody(request.raw);
    // Drained: the client has sent everything and reads the answer; the connection may even be reused.
    if (drained) reply.removeHeader('connection');
    return payload;
  });
}
