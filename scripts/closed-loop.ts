// Closed-loop load, as autocannon makes it: N keep-alive connections, each sending its next request the moment
// its last answer has arrived, so N requests are always waiting on the server. Runs on the lean client
// (raw-http-client.ts), whose own cost per request is small enough not to decide the tail on a 2-core machine.
import { performance } from 'node:perf_hooks';
import { RawPool, rawRequest } from './raw-http-client.js';

export interface ClosedLoopResult {
  count: number;
  errors: number;
  non200: number;
  /** Answers of at most 24 bytes: an empty list. */
  empty: number;
  /** Paths sent a second time because the list ran out. */
  reused: number;
  sent: number;
  elapsed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface ClosedLoopOptions {
  connections: number;
  warmupMs: number;
  durationMs: number;
  headers: Record<string, string>;
  /** Sent once on every connection before the warm-up, so every connection is open and set up. */
  warmPath: string;
}

const TIMEOUT_MS = 15_000;

/** GETs `paths` in order (each once, unless the list runs out) over `connections` connections to 127.0.0.1:`port`. */
export async function closedLoop(port: number, paths: readonly string[], o: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const request = (path: string) => rawRequest('GET', path, o.headers);
  const pool = await RawPool.open(port, o.connections, TIMEOUT_MS);
  await pool.warm(request(o.warmPath));
  const latencies: number[] = [];
  let next = 0;
  let count = 0;
  let errors = 0;
  let non200 = 0;
  let empty = 0;
  let measuring = false;
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const bytes = request(paths[next++ % paths.length]);
      const answer = await pool.send(bytes, performance.now());
      if (!measuring) continue;
      count++;
      latencies.push(answer.ms);
      if (answer.status <= 0) errors++;
      else if (answer.status !== 200) non200++;
      else if ((answer.bodyBytes ?? 0) <= 24) empty++;
    }
  };
  const loops = Array.from({ length: o.connections }, loop);
  await new Promise((resolve) => setTimeout(resolve, o.warmupMs));
  measuring = true;
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, o.durationMs));
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  stopped = true;
  await Promise.all(loops);
  pool.close();
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
  return {
    count,
    errors,
    non200,
    empty,
    reused: Math.max(0, next - paths.length),
    sent: next,
    elapsed,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}
