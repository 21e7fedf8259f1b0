// Stopping the host (docs/deployment.md#stopping): /readyz says 503 at once, the drain lets a proxy stop sending,
// then the listener closes (new requests refused), requests in progress finish, the outbox, the live streams and
// the database close. Whatever hangs, the process ends: SHUTDOWN_TIMEOUT_MS after the drain it exits with code 1
// and one line naming the step that did not finish, and a second signal exits at once.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db.js';
import { terminateDatabaseThreads } from './db/pglite.js';

/** How long a stuck database thread gets to stop before the process ends itself with SIGKILL. */
const THREAD_STOP_MS = 2_000;

export interface StopOptions {
  app: () => FastifyInstance | undefined;
  health: () => { drain(): void } | undefined;
  db: Db;
  unlock: () => Promise<void>;
  drainSeconds: number;
  timeoutMs: number;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message || err.name : String(err);
}

/** The stop, for SIGTERM and SIGINT: called again while it runs, it exits at once. */
export function stopper(opts: StopOptions): (signal: string) => Promise<void> {
  let step: string | undefined;
  return async (signal) => {
    if (step) return exitNow(`${signal} again: exiting at once, before ${step} finished.`, opts.unlock);
    step = 'the drain';
    const health = opts.app() && opts.health();
    const drainMs = health ? opts.drainSeconds * 1000 : 0;
    setTimeout(() => {
      const seconds = (drainMs + opts.timeoutMs) / 1000;
      void describeStep(step!, opts.app()).then((what) => exitNow(`Could not stop within ${seconds} s: ${what} did not finish; exiting.`, opts.unlock));
    }, drainMs + opts.timeoutMs).unref();
    if (health) {
      // /readyz says 503 first, so a proxy or orchestrator stops sending before the listener closes.
      health.drain();
      if (drainMs) console.log(`${signal}: draining for ${opts.drainSeconds} s (/readyz answers 503)...`);
      await new Promise((done) => setTimeout(done, drainMs));
    }
    console.log(`${signal}: stopping (finishing requests in progress)...`);
    let failed = false;
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['the requests in progress, the outbox and the live streams', async () => opts.app()?.close()],
      ['closing the database', () => opts.db.close()],
      ['releasing the database lock', () => opts.unlock()],
    ];
    for (const [what, run] of steps) {
      step = what;
      await run().catch((err: unknown) => {
        failed = true;
        console.error(`Stopping: ${what} failed: ${messageOf(err)}`);
      });
    }
    console.log('Stopped.');
    process.exit(failed ? 1 : 0);
  };
}

/** The step, with the connections still open when it is the requests'. */
async function describeStep(step: string, app: FastifyInstance | undefined): Promise<string> {
  if (!app || !step.startsWith('the requests')) return step;
  const open = await new Promise<number | undefined>((done) => {
    const timer = setTimeout(() => done(undefined), 100);
    app.server.getConnections((err, count) => {
      clearTimeout(timer);
      done(err ? undefined : count);
    });
  });
  return open === undefined ? step : `${step} (${open} connection${open === 1 ? '' : 's'} open)`;
}

/**
 * Exits with code 1, even when the database's thread is stuck: process.exit waits for every worker thread to end,
 * and a thread blocked in the file system never does, so such a thread gets a moment and then the process ends
 * itself with SIGKILL. The lock on the embedded database goes with the process either way.
 */
export function exitNow(line: string, unlock?: () => Promise<void>): void {
  console.error(line);
  void unlock?.();
  const killed = setTimeout(() => process.kill(process.pid, 'SIGKILL'), THREAD_STOP_MS);
  void terminateDatabaseThreads().then(() => {
    clearTimeout(killed);
    process.exit(1);
  });
}
