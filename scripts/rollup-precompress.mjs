// Rollup plugin: writes brotli (.br) and gzip (.gz) copies beside every JS and CSS file of the bundle, so the
// host serves compressed bytes with no per-request work (host/http/static.ts, @fastify/static preCompressed).
// Highest levels: this runs once per build, and every shopper's phone downloads the result.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg)$/;

/** The compressed copies of one file's bytes: [suffix, bytes]. */
export async function compressedCopies(bytes) {
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    ['.br', br],
    ['.gz', gzipped],
  ];
}

export default function precompress() {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const bytes = await readFile(join(dir, file));
            for (const [suffix, data] of await compressedCopies(bytes)) await writeFile(join(dir, file + suffix), data);
          }),
      );
    },
  };
}
