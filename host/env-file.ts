// `--env-file PATH` for the console commands, as `start:prod` takes it: the file's variables, read without touching
// process.env, for the command to lay the environment over (a variable set in the environment wins).
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

export class EnvFileError extends Error {}

export function readEnvFile(path: string): Record<string, string> {
  if (!path) throw new EnvFileError('--env-file needs a file name.');
  try {
    return Object.fromEntries(Object.entries(parseEnv(readFileSync(path, 'utf8'))).filter((e): e is [string, string] => e[1] !== undefined));
  } catch (err) {
    throw new EnvFileError(`Cannot read the environment file ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
