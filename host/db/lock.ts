import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** Another process holds the embedded database; the message says what to do. */
export class DatabaseInUseError extends Error {}

/** flock(1)'s exit code when the lock is held by someone else (chosen here, not flock's default 1). */
const HELD_ELSEWHERE = 75;
const LOCK_TIMEOUT_MS = 10_000;

/**
 * PGlite must never be opened by two processes at once: a second host, `npm run seed` while the host runs, a host
 * in another PID namespace (a container) or on another machine sharing the volume. A pid in a file cannot tell
 * those apart, so the guard is the kernel's: an exclusive flock(2) on DATA_DIR/pgdata.lock, taken by util-linux's
 * `flock` in a child whose stdin is a pipe from us. The lock lives exactly as long as we do: when this process
 * ends in any way (even SIGKILL) the pipe closes, the child exits and the kernel drops the lock. Only flock itself
 * holds it (--close: the command it runs does not inherit it), so the lock is free the moment flock has exited.
 * The file also names the holder (pid, host name, boot id), only for the message a refused process prints.
 * Returns the function that releases the lock; what it answers resolves once the lock is free.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const file = resolve(dataDir, 'pgdata.lock');
  await mkdir(dataDir, { recursive: true });
  const child = spawn(
    'flock',
    ['--exclusive', '--nonblock', '--close', '--conflict-exit-code', String(HELD_ELSEWHERE), file, 'sh', '-c', 'echo locked; exec cat'],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group: a Ctrl-C meant for the host must not release the lock while the host still stops.
      detached: true,
    },
  );
  const taken = await new Promise<true | Error>((done) => {
    const timer = setTimeout(() => done(new Error(`flock did not answer within ${LOCK_TIMEOUT_MS / 1000} s`)), LOCK_TIMEOUT_MS);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => {
      clearTimeout(timer);
      done(true);
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      done(err.code === 'ENOENT' ? new Error('the embedded database needs the flock command (Debian package util-linux)') : err);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === HELD_ELSEWHERE) done(new DatabaseInUseError(inUseMessage(dataDir, file)));
      else done(new Error(`flock on ${file} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
  if (taken !== true) {
    child.kill('SIGKILL');
    throw taken;
  }
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  child.unref();
  await writeFile(file, `${JSON.stringify(holder())}\n`);
  const exited = new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
  let held = true;
  return () => {
    if (held) {
      held = false;
      child.ref(); // a caller awaiting the release keeps the process alive until flock is gone
      child.stdin.end(); // cat sees the end of its input and exits, and flock with it
      child.kill('SIGTERM');
    }
    return exited; // the lock is free once flock has exited: a next taker may start then
  };
}

interface Holder {
  pid: number;
  host: string;
  bootId: string;
  since: string;
}

function holder(): Holder {
  let bootId = '';
  try {
    bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    // not Linux: the host name still tells machines apart
  }
  return { pid: process.pid, host: hostname(), bootId, since: new Date().toISOString() };
}

function inUseMessage(dataDir: string, file: string): string {
  let who = 'Another process';
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (h.pid)
      who = `Another process (pid ${h.pid} on ${h.host ?? 'an unknown host'}${h.bootId ? `, boot ${h.bootId.slice(0, 8)}` : ''}, since ${h.since ?? '?'})`;
  } catch {
    // written by an older version, or not yet: the lock itself is what counts
  }
  return `${who} is using the embedded database in ${resolve(dataDir, 'pgdata')}. Stop it, or use another DATA_DIR or a DATABASE_URL.`;
}
