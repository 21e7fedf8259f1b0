import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Password hashing (docs/architecture.md#security): scrypt with a per-user random salt.
// Stored as `scrypt$N$r$p$saltB64$hashB64`, so the cost can be raised later without breaking old hashes.

/**
 * One of OWASP's equivalent scrypt settings: N=2^15, r=8, p=3, which takes 32 MiB per hash (128 * N * r). The first
 * of them, N=2^17 with p=1, takes 128 MiB per hash, and libuv runs four hashes at once: a burst of logins would hold
 * half a gigabyte.
 */
export const SCRYPT_N = 2 ** 15;
const R = 8;
const P = 3;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Upper bounds for parameters read back from storage, so a corrupted row cannot make us allocate gigabytes.
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** 128 * N * r bytes are needed; node's default maxmem (32 MB) is too small for some valid settings. */
function options(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

/** `N` is lowered only by tests (PASSWORD_HASH_COST), where hundreds of accounts are made. */
export async function hashPassword(password: string, N: number = SCRYPT_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const r = R;
  const p = P;
  const hash = await scrypt(password, salt, KEY_BYTES, options(N, r, p));
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when password matches the stored hash. A malformed stored value never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!validParams(N, r, p)) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await scrypt(password, salt, expected.length, options(N, r, p));
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/**
 * True when a stored hash was made with other settings than (N, r, p): rehash it at the next successful login. Older
 * hashes are either cheaper (raised) or made with N=2^17, p=1 (moved to the setting that needs a quarter of the memory).
 */
export function needsRehash(stored: string, N: number = SCRYPT_N): boolean {
  const parts = stored.split('$');
  return parts[0] !== 'scrypt' || Number(parts[1]) !== N || Number(parts[2]) !== R || Number(parts[3]) !== P;
}

function validParams(N: number, r: number, p: number): boolean {
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  return isPowerOfTwo && N <= MAX_N && Number.isInteger(r) && r >= 1 && r <= MAX_R && Number.isInteger(p) && p >= 1 && p <= MAX_P;
}
