// `npm run restore -- FILE` (docs/deployment.md#backups): a copy made by `npm run backup` back into an empty data
// folder (embedded database) or an empty database (DATABASE_URL). It never overwrites a shop: a data folder that
// holds a database, or a database with tables, is refused.
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config.js';
import { lockEmbeddedDatabase } from '../db/lock.js';
import { openPgliteInProcess } from '../db/pglite-in-process.js';
import { runPgTool } from './pg-tools.js';
import { withEnvFile } from './cli-args.js';

const USAGE = 'Usage: npm run restore -- FILE [--env-file=.env]   (npm run restore:prod -- FILE from the build)';

async function restorePostgres(config: Config, file: string): Promise<string> {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    if (rows[0].n > 0) throw new Error('The database at DATABASE_URL has tables already: restore into a new, empty database.');
  } finally {
    await client.end();
  }
  await runPgTool('pg_restore', config.databaseUrl!, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file]);
  return 'PostgreSQL (DATABASE_URL)';
}

async function restoreEmbedded(config: Config, file: string): Promise<string> {
  const dir = resolve(config.dataDir, 'pgdata');
  const present = await readdir(dir).catch(() => [] as string[]);
  if (present.length) throw new Error(`${dir} holds a database already: restore into an empty DATA_DIR.`);
  const unlock = await lockEmbeddedDatabase(config.dataDir);
  process.once('exit', () => void unlock());
  try {
    const copy = new Blob([await readFile(file)], { type: 'application/gzip' });
    const db = await openPgliteInProcess(dir, { loadFrom: copy });
    await db.close();
  } finally {
    await unlock();
  }
  return `the embedded database in ${dir}`;
}

async function main(args: string[]): Promise<void> {
  const argv = withEnvFile(args);
  if (argv.length !== 1 || argv[0].startsWith('-')) throw new Error(USAGE);
  const file = resolve(argv[0]);
  const config = loadConfig(process.env);
  const into = config.databaseUrl ? await restorePostgres(config, file) : await restoreEmbedded(config, file);
  console.log(`Restored ${file} into ${into}. Start the host: it brings the schema up to date.`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
