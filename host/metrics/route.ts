// GET /metrics for Prometheus, only with METRICS_TOKEN set, and then only with that bearer token: the public port
// never shows the shop's order counts to anyone else (docs/deployment.md#monitoring).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';
const NO_TOKEN = 'The metrics need the bearer token set in METRICS_TOKEN.';

/** Compared as digests: equal length, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string, refresh: () => Promise<void>): void {
  const expected = digest(token);
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const sent = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send({ success: false, msg: NO_TOKEN });
    }
    await refresh();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
