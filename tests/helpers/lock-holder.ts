import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCK_MODULE = fileURLToPath(new URL('../../host/db/lock.ts', import.meta.url));

export interface LockAttempt {
  child: ChildProcess;
  /** 'locked' once the child holds the lock, or the refusal it printed before exiting with 3. */
  outcome: Promise<string>;
}

/**
 * Another process (optionally behind a command prefix such as `unshare --pid --fork`) taking the embedded
 * database's lock on `dataDir`; it keeps the lock until killed.
 */
export function lockFromAnotherProcess(dataDir: string, prefix: string[] = []): LockAttempt {
  const script = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => m.lockEmbeddedDatabase(${JSON.stringify(dataDir)})).then(
    () => { console.log('locked'); setInterval(() => {}, 60_000); },
    (e) => { console.log(e.constructor.name + ': ' + e.message); process.exit(3); })`;
  const [command, ...args] = [...prefix, process.execPath, '--import', 'tsx', '-e', script];
  const child = spawn(command!, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const outcome = new Promise<string>((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`no answer from the lock child: ${out}`)), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        done(out.trim());
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      done(out.trim());
    });
  });
  return { child, outcome };
}
