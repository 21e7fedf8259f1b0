import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_N, verifyPassword } from '../../../host/auth/passwords.js';
import { loadConfig, testConfig } from '../../../host/config.js';

// The other cases hash with a small cost: the default's 128 MiB per hash is checked once, below.
const N = 2 ** 12;

describe('passwords', () => {
  it("hashes at one of OWASP's scrypt settings by default: N=2^15, r=8, p=3 (32 MiB a hash)", async () => {
    expect(SCRYPT_N).toBe(32768);
    expect(loadConfig({}).scryptN).toBe(SCRYPT_N);
    const stored = await hashPassword('coconut-oil');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '3']);
    expect(await verifyPassword('coconut-oil', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('asks for a rehash of hashes made at a lower cost than the configured one', async () => {
    const old = await hashPassword('pw', 2 ** 14);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, 2 ** 14)).toBe(false);
    expect(needsRehash('plain')).toBe(true);
    // The former default: as strong, four times the memory per login.
    expect(needsRehash('scrypt$131072$8$1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('scrypt$32768$8$3$c2FsdA$aGFzaA')).toBe(false);
    expect(testConfig().scryptN).toBeLessThan(SCRYPT_N);
  });

  it('stores scrypt$N$r$p$salt$hash and verifies the right password only', async () => {
    const stored = await hashPassword('coconut-oil', N);
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', String(N), '8', '3']);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64')).toHaveLength(32);
    expect(await verifyPassword('coconut-oil', stored)).toBe(true);
    expect(await verifyPassword('coconut-oil ', stored)).toBe(false);
    expect(await verifyPassword('Coconut-oil', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash: the same password hashes differently', async () => {
    const a = await hashPassword('same', N);
    const b = await hashPassword('same', N);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('handles unicode passwords', async () => {
    const stored = await hashPassword('mañana-☀️', N);
    expect(await verifyPassword('mañana-☀️', stored)).toBe(true);
    expect(await verifyPassword('manana-☀️', stored)).toBe(false);
  });

  it('verifies hashes made with other (valid) parameters', async () => {
    const stored = await hashPassword('pw', N);
    const parts = stored.split('$');
    // Re-hash by hand with N=1024 to check the parameters are read from the stored value.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from(parts[4], 'base64');
    const hash = scryptSync('pw', salt, 32, { N: 1024, r: 8, p: 1 });
    const weaker = ['scrypt', 1024, 8, 1, parts[4], hash.toString('base64')].join('$');
    expect(await verifyPassword('pw', weaker)).toBe(true);
    expect(await verifyPassword('px', weaker)).toBe(false);
  });

  it('never matches (or throws on) a malformed stored value', async () => {
    const stored = await hashPassword('pw', N);
    const [, , r, p, salt, hash] = stored.split('$');
    const bad = [
      '',
      'plain',
      'bcrypt$16384$8$1$' + salt + '$' + hash,
      `scrypt$16384$${r}$${p}$${salt}`,
      `scrypt$1000$${r}$${p}$${salt}$${hash}`, // N not a power of two
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${hash}`, // absurd cost
      `scrypt$16384$0$${p}$${salt}$${hash}`,
      `scrypt$16384$${r}$${p}$$${hash}`,
      `scrypt$16384$${r}$${p}$${salt}$`,
      `scrypt$abc$${r}$${p}$${salt}$${hash}`,
    ];
    for (const value of bad) expect(await verifyPassword('pw', value)).toBe(false);
  });
});
