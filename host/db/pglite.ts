// Embedded PostgreSQL (PGlite) on a thread of its own. PGlite runs its queries synchronously in WebAssembly:
// on the host's main thread every statement would stop HTTP, validation and mail for its whole duration (most
// of the host's CPU under order load). Here the main thread only posts messages, so the database works on the
// second core beside it. The Db seam stays the same: query, exec, exclusive transactions, PostgreSQL error codes.
import { Worker } from 'node:worker_threads';
import type { Db, Queryable, Row } from './db.js';
import { deserializeError, type Reply, type Request, type WorkerData } from './pglite-protocol.js';

type Pending = { resolve: (r: Reply & { ok: true }) => void; reject: (err: Error) => void };
type Outgoing = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The thread's young generation: its objects are rows on their way to the main thread and die at once, so a few
 * megabytes hold them; without a limit it grows to the main thread's size (`--max-semi-space-size`).
 */
const DB_THREAD_YOUNG_MB = 8;

/** The worker's module beside this one: TypeScript (through a small tsx boot file) in development and tests, JavaScript in a bundle. */
function startWorker(data: WorkerData): Worker {
  const resourceLimits = { maxYoungGenerationSizeMb: DB_THREAD_YOUNG_MB };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: data, resourceLimits });
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(new URL('./ts-worker-boot.mjs', import.meta.url), { workerData: { ...data, entry }, resourceLimits });
}

/** The database threads of this process, until each has exited. */
const threads = new Set<Worker>();

/** Stops every database thread now, without closing its database (a host that must exit). */
export async function terminateDatabaseThreads(): Promise<void> {
  await Promise.all([...threads].map((w) => w.terminate()));
}

declare global {
  // Node's WebAssembly, which the host's libraries (ES2022 without the DOM) leave undeclared: the type handed on.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace WebAssembly {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- opaque: only handed on to PGlite
    interface Module {}
  }
}

/**
 * Embedded PostgreSQL. dataDir undefined = in memory (tests). loadFrom: start from a dumped data folder, which
 * skips initdb (most of an opening's time), as the tests' copies of one seeded database do. wasmModule:
 * PGlite's WebAssembly compiled already, for a process that opens many databases (the tests); without it the
 * database's thread compiles its own, which leaves a host's memory lower (a compiled copy kept on the main thread
 * would stay resident beside the thread's own).
 */
export async function openPglite(dataDir?: string, opts: { loadFrom?: string; wasmModule?: WebAssembly.Module } = {}): Promise<Db> {
  const worker = startWorker({ dataDir, loadFrom: opts.loadFrom, wasmModule: opts.wasmModule });
  threads.add(worker);
  worker.once('exit', () => threads.delete(worker));
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let gone: Error | null = null;

  const stop = (err: Error) => {
    gone ??= err;
    for (const p of pending.values()) p.reject(gone);
    pending.clear();
    worker.unref();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded database thread exited (${code}) while opening`)));
  });
  worker.on('message', (r: Reply) => {
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    if (pending.size === 0) worker.unref();
    if (r.ok) p.resolve(r);
    else p.reject(deserializeError(r.error));
  });
  worker.on('error', (err) => stop(err instanceof Error ? err : new Error(String(err))));
  worker.on('exit', (code) => stop(new Error(`the embedded database thread has stopped (exit code ${code})`)));
  await ready;
  // Like the in-process PGlite before it, an idle database thread does not keep the process alive (a script that
  // forgets close() still ends); a query in flight does.
  worker.unref();

  const send = (req: Outgoing): Promise<Reply & { ok: true }> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...req, id } as Request);
    });
  };
  const queryable = (tx?: number): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await send({ op: 'query', sql, params, tx })).rows as T[];
    },
  });

  return {
    kind: 'pglite',
    query: queryable().query,
    async transaction(fn) {
      const { tx } = await send({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (err) {
        await send({ op: 'end', tx: tx!, commit: false }).catch(() => undefined);
        throw err;
      }
      await send({ op: 'end', tx: tx!, commit: true });
      return result;
    },
    async exec(sql) {
      await send({ op: 'exec', sql });
    },
    waiting: () => Math.max(0, pending.size - 1),
    async dump() {
      return (await send({ op: 'dump' })).bytes!;
    },
    async memory() {
      return (await send({ op: 'memory' })).memory!;
    },
    async close() {
      if (gone) return;
      await send({ op: 'close' });
      stop(new Error('the embedded database is closed'));
      await worker.terminate();
    },
  };
}
