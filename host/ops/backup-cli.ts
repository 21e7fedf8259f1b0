// `npm run backup -- [--out FILE]` (docs/deployment.md#backups): a consistent, compressed copy of the database while
// the shop runs. PostgreSQL: pg_dump's custom format. Embedded database: the running host writes it between two
// transactions and sends it over DATA_DIR/backup.sock; with no host running, the command opens the database
// itself, under its lock.
import http from 'node:http';
import { stat, writeFile } from 'node:fs/promises';
import { loadConfig, type Config } from '../config.js';
import { withCommandDatabase } from '../db/command-database.js';
import { BACKUP_PATH, backupSocketPath } from './backup-socket.js';
import { backupFileName, streamTo, writeWhole } from './backup-file.js';
import { runPgTool } from './pg-tools.js';
import { withEnvFile } from './cli-args.js';

const USAGE = 'Usage: npm run backup -- [--out FILE] [--env-file=.env]   (npm run backup:prod from the build)';
/** A copy of a big shop takes a while; a host that answers nothing for this long is not coming back. */
const HOST_TIMEOUT_MS = 10 * 60_000;

function outArgument(argv: string[]): string | undefined {
  if (argv.length === 0) return undefined;
  if (argv.length === 2 && argv[0] === '--out' && argv[1]) return argv[1];
  if (argv.length === 1 && argv[0].startsWith('--out=') && argv[0].length > 6) return argv[0].slice(6);
  throw new Error(USAGE);
}

/** Writes the running host's copy into `file`: false when no host listens on the data folder's socket. */
function fromRunningHost(config: Config, file: string): Promise<boolean> {
  return new Promise((done, fail) => {
    const req = http.get({ socketPath: backupSocketPath(config.dataDir), path: BACKUP_PATH, timeout: HOST_TIMEOUT_MS }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text = (text + c).slice(0, 500)));
        res.on('end', () => fail(new Error(`The running host could not take the backup (${res.statusCode}): ${text}`)));
        return;
      }
      writeWhole(file, (temporary) => streamTo(res, temporary)).then(() => done(true), fail);
    });
    req.once('timeout', () => req.destroy(new Error(`the running host sent no backup within ${HOST_TIMEOUT_MS / 60_000} minutes`)));
    req.once('error', (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? done(false) : fail(err)));
  });
}

async function main(args: string[]): Promise<void> {
  const argv = withEnvFile(args);
  const out = outArgument(argv);
  const config = loadConfig(process.env);
  const started = performance.now();
  let file: string;
  let source: string;
  if (config.databaseUrl) {
    file = backupFileName(out, 'dump');
    await writeWhole(file, (temporary) => runPgTool('pg_dump', config.databaseUrl!, ['--format=custom', '--compress=6', '--file', temporary]));
    source = 'PostgreSQL (DATABASE_URL), by pg_dump';
  } else {
    file = backupFileName(out, 'tar.gz');
    if (await fromRunningHost(config, file)) source = 'the embedded database, from the running host';
    else {
      const bytes = await withCommandDatabase(config, (db) => db.dump!());
      await writeWhole(file, (temporary) => writeFile(temporary, bytes, { mode: 0o600 }));
      source = 'the embedded database (no host running)';
    }
  }
  const { size } = await stat(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup of ${source}: ${file} (${(size / 1024 / 1024).toFixed(1)} MB, ${seconds} s).`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
