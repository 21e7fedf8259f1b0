import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockEmbeddedDatabase } from '../../../host/db/lock.js';
import { lockFromAnotherProcess } from '../../helpers/lock-holder.js';

const exited = (child: { exitCode: number | null; once: (e: 'exit', f: () => void) => void }) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));

describe('lockEmbeddedDatabase', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'trini-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('names the holder in the lock file, refuses a second taker, and can be taken again once released', async () => {
    const release = await lockEmbeddedDatabase(dir);
    const holder = JSON.parse(await readFile(join(dir, 'pgdata.lock'), 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() });
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(DatabaseInUseError);
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(`Another process (pid ${process.pid} on ${hostname()}`);
    await release();
    await release(); // harmless twice
    const again = await lockEmbeddedDatabase(dir);
    await again();
  });

  it('refuses while another process holds it, and is free once that process is killed outright', { timeout: 60_000 }, async () => {
    const other = lockFromAnotherProcess(dir);
    expect(await other.outcome).toBe('locked');
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(/Another process \(pid \d+ on /);
    other.child.kill('SIGKILL');
    await exited(other.child);
    await expect
      .poll(
        async () =>
          lockEmbeddedDatabase(dir).then(
            async (release) => (await release(), 'taken'),
            (err: Error) => err.message,
          ),
        { timeout: 10_000 },
      )
      .toBe('taken');
  });

  it('a process whose pid means nothing here (a lock file left by another machine) does not count: only a held lock does', async () => {
    await writeFile(join(dir, 'pgdata.lock'), JSON.stringify({ pid: 1, host: 'elsewhere' }));
    const release = await lockEmbeddedDatabase(dir);
    await release();
  });

  it.runIf(process.getuid?.() === 0)('refuses a taker in another PID namespace (a container on the same volume)', { timeout: 60_000 }, async () => {
    const release = await lockEmbeddedDatabase(dir);
    try {
      const other = lockFromAnotherProcess(dir, ['unshare', '--pid', '--fork']);
      expect(await other.outcome).toMatch(/^DatabaseInUseError: Another process \(pid \d+ on /);
      await exited(other.child);
      expect(other.child.exitCode).toBe(3);
    } finally {
      await release();
    }
  });
});
