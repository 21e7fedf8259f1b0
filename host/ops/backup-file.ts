// Writing a backup file: into a temporary name beside it, renamed once complete, so a file with the final name is
// always a whole copy; readable by its owner only (it holds the shop's customers and their password hashes).
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** `backups/trini-2030-01-31T02-00-00Z.<extension>` in the current folder, or the --out file. */
export function backupFileName(out: string | undefined, extension: string, now = new Date()): string {
  if (out) return resolve(out);
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return resolve('backups', `trini-${stamp}.${extension}`);
}

export async function writeWhole(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  try {
    await write(temporary);
    await chmod(temporary, 0o600); // pg_dump makes its file with the umask's mode
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

export const streamTo = (source: Readable, file: string): Promise<void> => pipeline(source, createWriteStream(file, { mode: 0o600 }));
