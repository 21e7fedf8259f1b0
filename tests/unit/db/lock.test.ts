import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockEmbeddedDatabase } from '../../../host/db/lock.js';

describe('lockEmbeddedDatabase', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'trini-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes our pid and removes the lock on release', async () => {
    const release = await lockEmbeddedDatabase(dir);
    expect((await readFile(join(dir, 'pgdata.lock'), 'utf8')).trim()).toBe(String(process.pid));
    release();
    release(); // harmless twice
    expect(existsSync(join(dir, 'pgdata.lock'))).toBe(false);
  });

  it('refuses while another running process holds it', async () => {
    await writeFile(join(dir, 'pgdata.lock'), `${process.ppid}\n`);
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(DatabaseInUseError);
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(`Another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(join(dir, 'pgdata.lock'), '999999999\n');
    const release = await lockEmbeddedDatabase(dir);
    expect((await readFile(join(dir, 'pgdata.lock'), 'utf8')).trim()).toBe(String(process.pid));
    release();
  });
});
