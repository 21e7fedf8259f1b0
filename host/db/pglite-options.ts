import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's shared buffers for the embedded database. PGlite's default (128 MB, from initdb) is claimed in full
 * at start-up inside the process, where it weighs on the host's memory; 16 MB holds the hot pages of a
 * 10,000-product catalogue and its orders, and the operating system's file cache keeps the rest close.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export function pgliteOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}
