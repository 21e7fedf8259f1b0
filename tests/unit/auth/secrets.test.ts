import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../../host/secrets.js';
import { testConfig } from '../../../host/config.js';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'trini-secret-'));
  dirs.push(dir);
  return join(dir, 'data'); // not created yet: loadJwtSecret makes it
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when configured', async () => {
    const dataDir = await tempDir();
    expect(await loadJwtSecret(testConfig({ dataDir, jwtSecret: 'configured-secret-configured-secret' }))).toBe('configured-secret-configured-secret');
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('refuses a JWT_SECRET shorter than 32 characters (HS256 with a guessable secret lets anyone sign tokens)', async () => {
    const dataDir = await tempDir();
    await expect(loadJwtSecret(testConfig({ dataDir, jwtSecret: 'secret' }))).rejects.toThrow('JWT_SECRET must be at least 32 characters long.');
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('generates a secret once into the data folder and reuses it', async () => {
    const dataDir = await tempDir();
    const config = testConfig({ dataDir, jwtSecret: undefined });
    const first = await loadJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o077).toBe(0);
    expect(await loadJwtSecret({ ...config })).toBe(first);
  });

  it('agrees on one secret when several loads race', async () => {
    const dataDir = await tempDir();
    const config = testConfig({ dataDir, jwtSecret: undefined });
    const all = await Promise.all(Array.from({ length: 5 }, () => loadJwtSecret({ ...config })));
    expect(new Set(all).size).toBe(1);
  });
});
