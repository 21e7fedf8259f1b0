// The metrics as buildApp wires them: nothing at all without METRICS_TOKEN (no hooks, no timing, no route).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { gaugeRefresher, type GaugeSources } from './gauges.js';
import { observeRequest, registerHttpMetrics } from './http.js';
import { createMetrics } from './metrics.js';
import { registerMetricsRoute } from './route.js';
import { timedDb } from './timed-db.js';

type BeforeRouting = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface AppMetrics {
  /** The database to build the app on: timed when metrics are on. */
  db: Db;
  /** The shedding check before routing, counting what it refuses. */
  beforeRouting(check: BeforeRouting): BeforeRouting;
  /** A request answered before routing (host/api/catalogue-lane.ts), in the request histogram. */
  answered(method: string, route: string, statusCode: number, ms: number): void;
  /** Counts stored orders (around the group commit's insert). */
  stored(count: number): void;
  /** On the root app before any scope is registered: the request hooks. */
  hooks(app: FastifyInstance): void;
  /** The route, once the sources of the gauges exist. */
  route(app: FastifyInstance, sources: Omit<GaugeSources, 'db' | 'lastShedAt'>): void;
}

export function appMetrics(token: string | undefined, db: Db): AppMetrics {
  if (!token) {
    return { db, beforeRouting: (check) => check, answered: () => undefined, stored: () => undefined, hooks: () => undefined, route: () => undefined };
  }
  const metrics = createMetrics();
  let lastShedAt = 0;
  const shed = () => {
    lastShedAt = Date.now();
    metrics.ordersShed.inc();
  };
  const timed = timedDb(db, metrics);
  return {
    db: timed,
    beforeRouting: (check) => (req, res) => {
      if (!check(req, res)) return false;
      shed();
      return true;
    },
    answered: (method, route, statusCode, ms) => observeRequest(metrics, method, route, statusCode, ms),
    stored: (count) => metrics.ordersStored.inc(count),
    hooks: (app) => registerHttpMetrics(app, metrics, shed),
    route: (app, sources) => registerMetricsRoute(app, metrics, token, gaugeRefresher(metrics, { ...sources, db: timed, lastShedAt: () => lastShedAt })),
  };
}
