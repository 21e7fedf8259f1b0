// The one database seam: PGlite (embedded, default) and node-postgres both implement it.
// SQL is PostgreSQL, parameterised with $1..$n. numeric columns come back as strings: convert with Number().

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Statements waiting for a connection (PostgreSQL's pool) or for the embedded database's thread (metrics). */
  waiting?(): number;
  /** The embedded database's data folder as a gzipped tar, taken between transactions (backups). */
  dump?(): Promise<Uint8Array>;
  /** What the embedded database's thread holds in memory (metrics). */
  memory?(): Promise<DatabaseMemory>;
}

/** The embedded database's thread: its JavaScript heap, and PostgreSQL's own memory (WebAssembly), in bytes. */
export interface DatabaseMemory {
  heapBytes: number;
  wasmBytes: number;
}
