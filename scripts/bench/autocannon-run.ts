// One closed-loop load in this process, through autocannon's programmatic API: N keep-alive connections, each
// sending its next request when its last answer has arrived. Latencies are read from autocannon's own `response`
// events (fractions of a millisecond; its result rounds them to whole ones), requests per second from its count of
// 2xx answers. Started by closedLoad (autocannon-load.ts) as a fresh child process for each load.
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The paths to send in turn (each connection takes the next); one path when the list has one. */
  paths: readonly string[];
  /** A closed-loop run of this many seconds before the measured one, its figures dropped. */
  warmupSeconds?: number;
}

export interface LoadResult {
  /** 2xx answers per second. */
  rate: number;
  count: number;
  /** Answers that were not 2xx (a 304 counts here), and connection errors and timeouts. */
  non2xx: number;
  errors: number;
  /** Requests sent in the measured run (with the warm-up's, more than `paths.length` means paths came again). */
  sent: number;
  /** Paths sent before and during the measured run (warm-up included). */
  pathsUsed: number;
  seconds: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** What the child process reports to closedLoad. */
export type LoadMessage = { measuring: true } | { result: LoadResult } | { error: string };

const MAX_SAMPLES = 2_000_000;

/** Which path comes next, shared by the warm-up and the measured run (so the run's paths are fresh ones). */
interface Cursor {
  next: number;
}

async function once(port: number, o: LoadOptions, seconds: number, cursor: Cursor): Promise<LoadResult> {
  const latencies = new Float64Array(MAX_SAMPLES);
  let samples = 0;
  const first = cursor.next;
  const nextPath = () => o.paths[cursor.next++ % o.paths.length];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: o.connections,
        duration: seconds,
        headers: o.headers,
        timeout: 15,
        requests: o.paths.length > 1 ? [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] : [{ path: nextPath() }],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300 && samples < MAX_SAMPLES) latencies[samples++] = ms;
    });
  });
  const sorted = latencies.subarray(0, samples).sort();
  const at = (q: number) => (samples ? sorted[Math.min(samples - 1, Math.floor(q * samples))] : NaN);
  return {
    rate: result['2xx'] / result.duration,
    count: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    sent: o.paths.length > 1 ? cursor.next - first : result.requests.sent,
    pathsUsed: cursor.next,
    seconds: result.duration,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: samples ? sorted[samples - 1] : NaN,
  };
}

/** A warm-up (when asked for), then the measured run, against 127.0.0.1:`port`; `measuring` between the two. */
async function runLoad(port: number, o: LoadOptions, measuring: () => void): Promise<LoadResult> {
  const cursor = { next: 0 };
  if (o.warmupSeconds) await once(port, o, o.warmupSeconds, cursor);
  measuring();
  return once(port, o, o.seconds, cursor);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const send = (message: LoadMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
  process.once('message', ({ port, options }: { port: number; options: LoadOptions }) => {
    runLoad(port, options, () => void send({ measuring: true }))
      .then((result) => send({ result }))
      .catch((err: unknown) => send({ error: err instanceof Error ? err.message : String(err) }))
      .finally(() => process.disconnect());
  });
}
