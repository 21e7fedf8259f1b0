import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.js';

// The JWT signing secret (docs/architecture.md#security): JWT_SECRET when set, otherwise generated once into DATA_DIR/jwt-secret
// and reused by every later start (and by every host process sharing the data folder), so tokens survive restarts.

const FILE_NAME = 'jwt-secret';
const MIN_LENGTH = 32;

export async function loadJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) {
    // HS256 is only as strong as its secret: a short one can be guessed offline from any token, and then anyone
    // can sign a token for any customer.
    if (config.jwtSecret.length < MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_LENGTH} characters long.`);
    return config.jwtSecret;
  }
  const file = join(config.dataDir, FILE_NAME);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole to a temporary file, then linked into place: link never overwrites, and a reader never sees a
  // half-written file. Two processes starting at once both end up with whichever secret was linked first.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temp, `${secret}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = await readSecret(file);
    if (!winner) throw new Error(`${file} exists but holds no usable secret (at least ${MIN_LENGTH} characters)`);
    return winner;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const value = (await readFile(file, 'utf8')).trim();
    return value.length >= MIN_LENGTH ? value : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
