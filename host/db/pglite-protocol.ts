// The messages between host/db/pglite.ts (the Db the host uses) and host/db/pglite-worker.ts (the thread that
// owns the embedded database). Plain data: everything crosses the thread boundary by structured clone.
import type { DatabaseMemory, Row } from './db.js';

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Starts a transaction; the answer carries its number, used by the queries inside it and by 'end'. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** The data folder as a gzipped tar, between transactions (host/db/pglite-dump.ts). */
  | { id: number; op: 'dump' }
  /** What the thread holds in memory (metrics). */
  | { id: number; op: 'memory' };

export type Reply =
  { id: number; ok: true; rows?: Row[]; tx?: number; bytes?: Uint8Array; memory?: DatabaseMemory } | { id: number; ok: false; error: SerializedError };

/** A PostgreSQL error's fields the host reads (code: isUniqueViolation and friends) and the ones that help a log. */
export interface SerializedError {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
}

const FIELDS = ['code', 'detail', 'constraint', 'table', 'column', 'severity'] as const;

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err) };
  const out: SerializedError = { message: err.message, name: err.name };
  for (const f of FIELDS) {
    const v = (err as unknown as Record<string, unknown>)[f];
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}

/** An Error on the calling thread with the database error's fields, and this thread's stack. */
export function deserializeError(e: SerializedError): Error {
  const err = new Error(e.message) as Error & Record<string, unknown>;
  if (e.name && e.name !== 'Error') err.name = e.name;
  for (const f of FIELDS) if (e[f] !== undefined) err[f] = e[f];
  return err;
}

/** What the thread is started with. */
export interface WorkerData {
  dataDir?: string;
  /** A data folder dumped by PGlite's dumpDataDir (a tar file) to start from instead of a new cluster. */
  loadFrom?: string;
  /** PGlite's WebAssembly, compiled already by the opening thread (host/db/pglite.ts). */
  wasmModule?: WebAssembly.Module;
}
