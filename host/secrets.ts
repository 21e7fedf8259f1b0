import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/db.js';

// The token signing secret (docs/architecture.md#security): JWT_SECRET when set; otherwise made once and kept
// where every host of this store finds it: in the database on PostgreSQL (any number of hosts agree with nothing
// to set), in DATA_DIR/jwt-secret with the embedded database (one host per data folder). Tokens survive restarts.

const FILE_NAME = 'jwt-secret';
const MIN_LENGTH = 32;
const SECRET_NAME = 'jwt';
/** The advisory lock hosts starting together take to make the secret once: any fixed bigint no other code uses. */
export const SECRET_LOCK_KEY = 7_415_260_316;

const newSecret = () => randomBytes(48).toString('base64url');

export async function loadJwtSecret(config: Config, db?: Db): Promise<string> {
  if (config.jwtSecret) {
    // HS256 is only as strong as its secret: a short one can be guessed offline from any token, and then anyone
    // can sign a token for any customer.
    if (config.jwtSecret.length < MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_LENGTH} characters long.`);
    return config.jwtSecret;
  }
  if (db?.kind === 'postgres') return databaseSecret(db);
  return fileSecret(config.dataDir);
}

/** Where the made secret lives, for messages. */
export function secretPlace(config: Config, db: Db): string {
  if (config.jwtSecret) return 'JWT_SECRET';
  return db.kind === 'postgres' ? 'the database (shared by every host)' : join(config.dataDir, FILE_NAME);
}

/**
 * Replaces the made secret with a new one: every token signed before is refused from then on (everyone signs in
 * again). Hosts read the secret at start, so each must be restarted afterwards.
 */
export async function rotateJwtSecret(config: Config, db: Db): Promise<void> {
  const secret = newSecret();
  if (db.kind === 'postgres') {
    await db.query(
      `INSERT INTO app_secrets (name, value) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, created_at = now()`,
      [SECRET_NAME, secret],
    );
    return;
  }
  const file = join(config.dataDir, FILE_NAME);
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temp, `${secret}\n`, { mode: 0o600 });
  await rename(temp, file);
}

async function databaseSecret(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SECRET_LOCK_KEY]);
    const [row] = await tx.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
    if (row && row.value.length >= MIN_LENGTH) return row.value;
    const secret = newSecret();
    await tx.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value', [SECRET_NAME, secret]);
    return secret;
  });
}

async function fileSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, FILE_NAME);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = newSecret();
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
