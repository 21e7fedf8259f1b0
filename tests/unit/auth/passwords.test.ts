import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../host/auth/passwords.js';

describe('passwords', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies the right password only', async () => {
    const stored = await hashPassword('coconut-oil');
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64')).toHaveLength(32);
    expect(await verifyPassword('coconut-oil', stored)).toBe(true);
    expect(await verifyPassword('coconut-oil ', stored)).toBe(false);
    expect(await verifyPassword('Coconut-oil', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash: the same password hashes differently', async () => {
    const a = await hashPassword('same');
    const b = await hashPassword('same');
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('handles unicode passwords', async () => {
    const stored = await hashPassword('mañana-☀️');
    expect(await verifyPassword('mañana-☀️', stored)).toBe(true);
    expect(await verifyPassword('manana-☀️', stored)).toBe(false);
  });

  it('verifies hashes made with other (valid) parameters', async () => {
    const stored = await hashPassword('pw');
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
    const stored = await hashPassword('pw');
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
