// The host for production (`npm run build`, then `npm run start:prod`): host/server.ts and the three operator
// commands bundled by esbuild into dist/host/ as plain ESM JavaScript, so running them needs neither tsx nor
// TypeScript. Packages stay imports (resolved from node_modules at run time, which is why everything the host
// imports must be in `dependencies`); our own code, including the widget components the server renders, is
// bundled. The files the host reads beside its modules are copied beside the bundle:
//   host/db/migrations/ -> dist/host/migrations/   (migrate.ts:  ./migrations/)
//   host/pages/assets/  -> dist/host/assets/       (assets.ts:   ./assets/)
// The other two are found from dist/host/ as from host/<folder>/, both two levels below the project root:
//   dist/widgets/ (static.ts: ../../dist/widgets/) and demo/ (demo.ts: ../../demo/).
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const OUT = 'dist/host';

await rm(OUT, { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'host/server.ts',
    seed: 'host/db/seed/cli.ts',
    staff: 'host/admin/staff-cli.ts',
    backup: 'host/ops/backup-cli.ts',
    restore: 'host/ops/restore-cli.ts',
    secret: 'host/admin/secret-cli.ts',
    // The production scripts' first module (--import): refuses a Node older than package.json's engines.
    'require-node': 'host/ops/require-node.ts',
    // The embedded database's thread (host/db/pglite.ts starts ./pglite-worker.js beside the bundle).
    'pglite-worker': 'host/db/pglite-worker.ts',
  },
  outdir: OUT,
  bundle: true,
  splitting: true, // the three entries share one copy of the code they have in common
  chunkNames: '[name]-[hash]', // beside the entries: every module's import.meta.url points into dist/host/
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
await cp('host/db/migrations', `${OUT}/migrations`, { recursive: true });
await cp('host/pages/assets', `${OUT}/assets`, { recursive: true });
console.log(`host built into ${OUT}/ (start it with npm run start:prod)`);
