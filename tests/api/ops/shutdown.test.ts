// A stop always ends: /readyz says 503 at once, and SHUTDOWN_TIMEOUT_MS after the drain the process is gone, with
// code 1 and one line naming what did not finish, even when its data folder was removed under it while it stopped
// and orders were coming in; a second SIGTERM exits at once. Embedded database; PostgreSQL too when
// TEST_DATABASE_URL is set.
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnHost, type HostProcess } from '../../../scripts/host-process.js';
import { createDatabase } from '../../helpers/postgres-admin.js';
import { orderStream } from '../../helpers/order-stream.js';
import { fillSeededDataFolder } from '../../helpers/seeded-data-folder.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const TIMEOUT_MS = 2_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

async function startHost(databaseUrl: boolean, env: Record<string, string> = {}): Promise<HostProcess & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'trini-stop-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let url: string | undefined;
  if (databaseUrl) {
    const created = await createDatabase(serverUrl!, 'trini_stop');
    cleanups.push(created.drop);
    url = created.url;
  } else {
    await fillSeededDataFolder(dataDir); // the stop is under test, not the first start's seeding
  }
  const host = await spawnHost({ dataDir, databaseUrl: url, env: { SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS), ...env } });
  cleanups.push(() => host.stop());
  return Object.assign(host, { dataDir });
}

/** A request whose headers never end: it keeps its connection busy, so the listener cannot finish closing. */
function hangingRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      resolve(socket);
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** Milliseconds until the process exits, and its code. */
async function exitOf(host: HostProcess, since: number): Promise<{ ms: number; code: number | null; signal: string | null }> {
  const child = host.child;
  if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  return { ms: performance.now() - since, code: child.exitCode, signal: child.signalCode };
}

const databases = serverUrl ? [false, true] : [false];

describe.each(databases)('stopping (PostgreSQL: %s)', (onPostgres) => {
  it('ends within the deadline when the data folder is removed during the stop under order load', async () => {
    const host = await startHost(onPostgres, { DRAIN_SECONDS: '1' });
    const load = orderStream(host.url, 4);
    await expect.poll(() => load.acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    const since = performance.now();
    host.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${host.url}/readyz`)).status, { timeout: 1_000, interval: 50 }).toBe(503);
    // Retried: the host may still be writing media files into the folder while it goes.
    await rm(host.dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 20 });
    const exit = await exitOf(host, since);
    await load.stop();
    expect(exit.ms, host.output()).toBeLessThan(1_000 + TIMEOUT_MS + 3_000);
    if (exit.code !== 0) expect(host.output()).toMatch(/failed|did not finish/);
  }, 180_000);

  it('exits with code 1 and names what did not finish when a request holds the stop past the deadline', async () => {
    const host = await startHost(onPostgres);
    const socket = await hangingRequest(host.port);
    const since = performance.now();
    host.child.kill('SIGTERM');
    const exit = await exitOf(host, since);
    socket.destroy();
    expect(exit.code, host.output()).toBe(1);
    expect(exit.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(exit.ms).toBeLessThan(TIMEOUT_MS + 3_000);
    const lines = host
      .output()
      .split('\n')
      .filter((l) => l.includes('did not finish'));
    expect(lines).toEqual([
      `Could not stop within ${TIMEOUT_MS / 1000} s: the requests in progress, the outbox and the live streams (1 connection open) did not finish; exiting.`,
    ]);
  }, 180_000);

  it('exits at once on a second SIGTERM', async () => {
    // A deadline far away: the exit is the second signal's doing, not the deadline's.
    const host = await startHost(onPostgres, { SHUTDOWN_TIMEOUT_MS: '60000' });
    const socket = await hangingRequest(host.port);
    host.child.kill('SIGTERM');
    await expect.poll(() => host.output(), { timeout: 2_000, interval: 20 }).toContain('stopping');
    const since = performance.now();
    host.child.kill('SIGTERM');
    const exit = await exitOf(host, since);
    socket.destroy();
    // Code 1, or SIGKILL when the embedded database's thread took too long to stop on a busy machine.
    expect(exit.code === 1 || exit.signal === 'SIGKILL', host.output()).toBe(true);
    expect(exit.ms).toBeLessThan(4_000);
    expect(host.output()).toContain('SIGTERM again: exiting at once, before the requests in progress');
  }, 180_000);
});
