// GET /healthz: the process serves requests. GET /readyz: it should be sent traffic: the database answers and it is
// not draining for a stop (the catalogue is loaded before the app is built). Cheap and never cached; a proxy polls them often, so
// they log nothing below warn and have no rate limit.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/db.js';

/** How long /readyz waits for the database before it says "not ready". */
export const READY_DB_TIMEOUT_MS = 2_000;

export interface Health {
  /** From now on /readyz answers 503: the host is about to stop. */
  drain(): void;
  readonly draining: boolean;
}

export function registerHealth(app: FastifyInstance, deps: { db: Db }): Health {
  let draining = false;
  const answer = (reply: FastifyReply, code: number, status: string) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .send({ success: code === 200, status });

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => answer(reply, 200, 'ok'));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    if (draining) return answer(reply, 503, 'draining');
    if (!(await databaseAnswers(deps.db))) return answer(reply, 503, 'database not answering');
    return answer(reply, 200, 'ready');
  });
  return {
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), READY_DB_TIMEOUT_MS)));
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
