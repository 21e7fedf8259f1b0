// Per-address request counts kept in the database (request_counts), so every host process on one PostgreSQL
// counts against the same limit. A fixed window per key: the first hit opens it, hits inside it add up, the
// first hit after it opens the next. One upsert per limited request; ON CONFLICT makes concurrent hits from
// several hosts add up exactly. Rows whose window is over are pruned now and then.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db.js';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

const PRUNE_EVERY_MS = 60 * 1000;

export class RequestCounts {
  private lastPrune = 0;

  /** `longestWindowMs`: no key's window is longer, so rows older than that are over for every key. */
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly longestWindowMs: number,
  ) {}

  /** Counts one hit of `key` in its window of `windowMs`. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const t = this.now().getTime();
    const [row] = await this.db.query<{ hits: number; window_start: string | Date }>(
      `INSERT INTO request_counts AS c (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN c.window_start <= $3 THEN EXCLUDED.window_start ELSE c.window_start END,
         hits = CASE WHEN c.window_start <= $3 THEN 1 ELSE c.hits + 1 END
       RETURNING hits, window_start`,
      [key.slice(0, 200), new Date(t).toISOString(), new Date(t - windowMs).toISOString()],
    );
    await this.prune(t);
    const ends = new Date(row.window_start).getTime() + windowMs;
    // A host whose clock is behind the one that opened the window must not announce a wait longer than a window.
    return { current: Number(row.hits), ttl: Math.min(windowMs, Math.max(0, ends - t)) };
  }

  private async prune(t: number): Promise<void> {
    if (Math.abs(t - this.lastPrune) < PRUNE_EVERY_MS) return;
    this.lastPrune = t;
    await this.db.query('DELETE FROM request_counts WHERE window_start <= $1', [new Date(t - this.longestWindowMs).toISOString()]);
  }
}

/** A store for @fastify/rate-limit that counts in `counts`; every route's limiter shares it. */
export function requestCountStore(counts: RequestCounts): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: WindowCount) => void, timeWindow: number): void {
      counts.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
