import type { PGlite } from '@electric-sql/pglite';

/**
 * The data folder as a gzipped tar: a consistent copy while the database serves. Inside a transaction of its own,
 * it holds PGlite's transaction lock, so no other transaction is half done and every one committed before is in
 * the copy; the checkpoint writes the committed pages into their files, so the copy opens without replaying WAL.
 * PGlite reads the files for the tar in one synchronous pass, and nothing else runs meanwhile.
 */
export async function dumpBetweenTransactions(pg: PGlite): Promise<Uint8Array> {
  return pg.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const tar = await pg.dumpDataDir('gzip');
    return new Uint8Array(await tar.arrayBuffer());
  });
}
