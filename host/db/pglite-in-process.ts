import { pgliteOptions } from './pglite-options.js';
import { PGlite } from '@electric-sql/pglite';
import { dumpBetweenTransactions } from './pglite-dump.js';
import type { Db, Queryable, Row } from './db.js';

// Embedded PostgreSQL on the calling thread, for short-lived commands (npm run staff, npm run seed): a database
// thread (pglite.ts) pays off under load, but makes every opening slower (the thread loads and compiles
// PGlite's WebAssembly again).

/** Embedded PostgreSQL on this thread. dataDir undefined = in memory. dumpDataDir: its data folder as a tar file. loadFrom: a
 * dumped data folder to start from (a restore). wasmModule: PGlite's WebAssembly compiled already, for a process that
 * opens many databases (the tests). */
export async function openPgliteInProcess(
  dataDir?: string,
  opts: { loadFrom?: Blob; wasmModule?: WebAssembly.Module } = {},
): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  const pg = await PGlite.create(dataDir, { ...pgliteOptions(), loadDataDir: opts.loadFrom, pgliteWasmModule: opts.wasmModule });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
    dump: () => dumpBetweenTransactions(pg),
  };
}
