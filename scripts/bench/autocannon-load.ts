// Closed-loop load with autocannon, each load in a fresh node process as autocannon's command line runs it: in a
// process that has already run one, autocannon spends more CPU per request, and on two cores
// that slowed whichever server was measured later.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadMessage, LoadOptions, LoadResult } from './autocannon-run.js';

export type { LoadOptions, LoadResult } from './autocannon-run.js';

const RUN = fileURLToPath(new URL('./autocannon-run.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A warm-up (when asked for), then the measured run, against 127.0.0.1:`port`. `measuring` is called as the
 * measured run starts (a server's CPU time is read from there).
 */
export function closedLoad(port: number, options: LoadOptions, measuring?: () => void): Promise<LoadResult> {
  const child = fork(RUN, [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // A promise settles once: the exit that follows a result changes nothing.
  return new Promise<LoadResult>((resolve, reject) => {
    child.on('message', (message: LoadMessage) => {
      if ('measuring' in message) measuring?.();
      else if ('result' in message) resolve(message.result);
      else reject(new Error(`autocannon: ${message.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`the load process ended (${signal ?? code}) without a result`)));
    child.send({ port, options });
  });
}

export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
