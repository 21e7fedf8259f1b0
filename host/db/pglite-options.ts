import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffers for the embedded database. PGlite's default (128 MB, from initdb) is claimed in full
 * at start-up inside the process, where it weighs on the host's memory. The hot pages are the orders' and the stock's;
 * the catalogue is read whole only to build a snapshot, in order, which the operating system's file cache serves
 * as fast: 8 MB holds the former, and a 10,000-product catalogue then fills no more of them.
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

export function pgliteOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}
