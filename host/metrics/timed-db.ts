// The app's database with every statement and transaction timed into the metrics; the same Db seam otherwise.
import { performance } from 'node:perf_hooks';
import type { Db, Queryable, Row } from '../db/db.js';
import type { Metrics } from './metrics.js';

export function timedDb(db: Db, metrics: Metrics): Db {
  const database = db.kind;
  const time = async <T>(op: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      metrics.dbQuery.observe({ database, op }, (performance.now() - started) / 1000);
    }
  };
  const timed = (q: Queryable): Queryable => ({
    query: <T extends Row>(sql: string, params?: unknown[]) => time('query', () => q.query<T>(sql, params)),
  });
  return {
    kind: db.kind,
    query: timed(db).query,
    transaction: (fn) => time('transaction', () => db.transaction((tx) => fn(timed(tx)))),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    waiting: db.waiting && (() => db.waiting!()),
    dump: db.dump && (() => db.dump!()),
    memory: db.memory && (() => db.memory!()),
  };
}
