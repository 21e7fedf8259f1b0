// Password hashes wait their turn in one bounded queue per process. scrypt runs on libuv's thread pool (four
// threads), which static files' reads and zlib share, and holds 32 MiB while it runs: unqueued, a burst of
// logins filled the pool, a static file waited behind every hash and memory grew with the burst. At most
// PASSWORD_HASHES_RUNNING run at once and PASSWORD_HASHES_WAITING wait; past that a request is answered 503
// with Retry-After at once, before any hash, so the refusal says nothing about the password.
import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/errors.js';

/** Leaves the rest of the thread pool to file reads and compression. */
export const PASSWORD_HASHES_RUNNING = 2;
/** A few queued behind them: a moment's burst of real sign-ins waits rather than being refused. */
export const PASSWORD_HASHES_WAITING = 6;
/** A hash takes a few hundred ms, so the queue drains in about a second. */
export const PASSWORDS_BUSY_RETRY_AFTER_S = 2;
export const PASSWORDS_BUSY = 'Too many sign-ins are being checked right now. Please try again in a moment.';

export class QueueFull extends Error {}

/** Runs async tasks at most `running` at a time, with at most `waiting` queued; more are refused. */
export class BoundedQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Runs `task` when a slot is free; throws QueueFull at once when none is and the queue is full too. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.running) this.active++;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new QueueFull();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Like run, but answers undefined instead of waiting or refusing when no slot is free (work that can wait). */
  async runIfIdle<T>(task: () => Promise<T>): Promise<T | undefined> {
    return this.active < this.running ? this.run(task) : undefined;
  }
}

export const passwordQueue = new BoundedQueue(PASSWORD_HASHES_RUNNING, PASSWORD_HASHES_WAITING);

/** Runs a password hash in the queue; when it is full, refuses the request: 503, Retry-After, a message. */
export async function queuedPasswordWork<T>(reply: FastifyReply, task: () => Promise<T>): Promise<T> {
  try {
    return await passwordQueue.run(task);
  } catch (err) {
    if (!(err instanceof QueueFull)) throw err;
    void reply.header('retry-after', String(PASSWORDS_BUSY_RETRY_AFTER_S));
    throw new ApiError(503, PASSWORDS_BUSY);
  }
}
