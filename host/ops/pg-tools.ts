// pg_dump and pg_restore for a DATABASE_URL: the password goes in the environment (PGPASSWORD), not on the
// command line, where every user of the machine could read it.
import { spawn } from 'node:child_process';

/** The longest a dump or a restore may take before it is stopped. */
const PG_TOOL_TIMEOUT_MS = 60 * 60_000;

export function runPgTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((done, fail) => {
    const child = spawn(tool, [...args, '--dbname', url.toString()], { env, stdio: ['ignore', 'inherit', 'pipe'], timeout: PG_TOOL_TIMEOUT_MS });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', (err: NodeJS.ErrnoException) =>
      fail(err.code === 'ENOENT' ? new Error(`${tool} was not found: install PostgreSQL's client programs (Debian: postgresql-client).`) : err),
    );
    child.once('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`${tool} failed (${signal ?? `exit code ${code}`}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}
