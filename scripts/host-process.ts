// The real host (`host/server.ts`) as a child process on a free loopback port: for the order benchmark and for
// the tests that kill it with SIGKILL. Resolves once the host says it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processCpu } from './process-cpu.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface HostProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the host printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** SIGKILL: the crash the tests simulate. */
  kill9(): Promise<void>;
}

/** A port nobody listens on at `host` (loopback by default), for a server about to start. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** What to run instead of `tsx host/server.ts` in this checkout, e.g. the built host in an installed release. */
export interface HostCommand {
  file: string;
  args: string[];
  cwd: string;
}

/**
 * `npm run start:prod` of the package in `cwd` as the host process itself: its `VAR=value node ...` line exec'd
 * through env. `nodeArgs` go to node before the rest of its arguments (a profiler's flags).
 */
export function startProdCommand(cwd = ROOT, nodeArgs: string[] = []): HostCommand {
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const line = pkg.scripts['start:prod'].replace(/(^| )node /, (node) => `${node}${nodeArgs.map((a) => `'${a}' `).join('')}`);
  return { file: 'sh', args: ['-c', `exec env ${line}`], cwd };
}

/**
 * `npm run seed:prod -- --demo` of the package in `cwd` into `dataDir`: a production host starts with an empty shop,
 * and the benchmarks measure the demo catalogue. `env` is the host's own (its secrets and settings).
 */
export async function seedProdDemo(dataDir: string, cwd = ROOT, env: Record<string, string> = {}): Promise<void> {
  const child = spawn('npm', ['run', '--silent', 'seed:prod', '--', '--demo'], {
    cwd,
    env: {
      ...(process.env as Record<string, string>),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn',
      RASTER_CACHE_DIR: join(ROOT, 'node_modules', '.cache', 'trini-rasters'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed:prod -- --demo in ${cwd} exited with ${code}:\n${out}`);
}

/**
 * The tree whose `host/server.ts` the benchmarks start: this checkout, or HOST_TREE (a copy with other constants,
 * as `npm run bench:shedding` makes them).
 */
export const hostTree = (): string => process.env.HOST_TREE || ROOT;

/** `host/server.ts` of this checkout (or HOST_TREE), run by tsx. */
export function sourceHostCommand(nodeArgs: string[] = []): HostCommand {
  return { file: process.execPath, args: [...nodeArgs, '--import', 'tsx', 'host/server.ts'], cwd: hostTree() };
}

export interface LaunchedHost {
  child: ChildProcess;
  /** Everything the host printed so far (stdout and stderr, or the log file). */
  output(): string;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
}

/** The host process with exactly `env`, not waited for: a test of how it starts or refuses to. */
export function launchHost(command: HostCommand, env: Record<string, string>, logFile?: string): LaunchedHost {
  const logFd = logFile === undefined ? undefined : openSync(logFile, 'a');
  const child = spawn(command.file, command.args, { cwd: command.cwd, env, stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'] });
  if (logFd !== undefined) closeSync(logFd);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const output = () => (logFile === undefined ? out : readFileSync(logFile, 'utf8'));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

export async function spawnHost(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  port?: number;
  command?: HostCommand;
  /** The host's output goes to this file instead of a pipe: its log lines then cost this process nothing. */
  logFile?: string;
}): Promise<HostProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: opts.dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'warn',
    // The product images' JPEG/WebP copies are drawn once for every host the tests and benchmarks start.
    RASTER_CACHE_DIR: join(ROOT, 'node_modules', '.cache', 'trini-rasters'),
    ...opts.env,
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const profile = process.env.HOST_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HOST_PROF}`] : [];
  const command = opts.command ?? sourceHostCommand(profile);
  const { child, output, exited } = launchHost(command, env, opts.logFile);
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => finish(new Error(`the host did not start within 150 s:\n${output()}`)), 150_000);
    // Polled from the log file; from the pipe, each chunk is checked as it arrives.
    const poll = opts.logFile === undefined ? undefined : setInterval(() => check(), 50);
    const check = () => {
      if (output().includes('listening on http://')) finish();
    };
    const failed = (code: number | null) => finish(new Error(`the host exited with ${code} during start-up:\n${output()}`));
    function finish(err?: Error) {
      clearTimeout(deadline);
      clearInterval(poll);
      child.stdout?.off('data', check);
      child.off('exit', failed);
      if (err) reject(err);
      else resolve();
    }
    child.stdout?.on('data', check);
    child.once('exit', failed);
  });
  const waitExit = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, ms)))]);
    clearTimeout(timer);
  };
  return {
    url,
    port,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await waitExit(15_000);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    async kill9() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Waits until a started host is at rest: its background start-up work (share cards drawn after a first start) is
 * over once it spends under 5% of a core for two seconds running, or after `maxMs`.
 */
export async function hostAtRest(host: HostProcess, maxMs = 180_000): Promise<void> {
  const pid = host.child.pid;
  if (pid === undefined) return;
  const deadline = Date.now() + maxMs;
  let quiet = 0;
  let last = processCpu(pid);
  while (Date.now() < deadline && quiet < 2) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = processCpu(pid);
    if (!now || !last) return;
    quiet = now.totalMs - last.totalMs < 50 ? quiet + 1 : 0;
    last = now;
  }
}
