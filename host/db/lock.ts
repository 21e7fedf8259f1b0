import { unlinkSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** Another process holds the embedded database; the message says what to do. */
export class DatabaseInUseError extends Error {}

/**
 * PGlite must never be opened by two processes at once (a second host, or `npm run seed` while the host runs):
 * a lock file with our pid guards DATA_DIR/pgdata. Returns the function that releases it.
 * A lock left behind by a process that no longer runs is taken over.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => void> {
  const file = resolve(dataDir, 'pgdata.lock');
  await mkdir(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new DatabaseInUseError(
          `Another process (pid ${pid}) is using the embedded database in ${resolve(dataDir, 'pgdata')}. ` +
            `Stop it, or use another DATA_DIR or a DATABASE_URL. If no such process is running, delete ${file}.`,
        );
      }
      await unlink(file).catch(() => undefined);
    }
  }
  throw new DatabaseInUseError(`Cannot take the lock ${file}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
