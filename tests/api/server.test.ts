import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../helpers/postgres-admin.js';
import { lockEmbeddedDatabase } from '../../host/db/lock.js';
import { openPostgres } from '../../host/db/postgres.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchHost, sourceHostCommand, type LaunchedHost } from '../../scripts/host-process.js';

// host/server.ts as a real process: first start seeds and writes media, static files and the API answer,
// SIGTERM stops it cleanly, and refusals (port taken, database unreachable, data folder in use) are one clear line.
// Under `npm run test:pg` the first server runs against a fresh database on that PostgreSQL server.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Running = LaunchedHost;

function startServer(env: Record<string, string>): Running {
  return launchHost(sourceHostCommand(), {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    // The product images' JPEG/WebP copies come from the tests' shared cache instead of being drawn per data folder.
    RASTER_CACHE_DIR: join(ROOT, 'node_modules', '.cache', 'trini-rasters'),
    ...env,
  });
}

/** The URL the server says it listens on; fails at once if it exits first. */
function waitForUrl(server: Running): Promise<string> {
  const died = server.exited.then((code) => Promise.reject(new Error(`server exited with ${code}: ${server.output()}`)));
  died.catch(() => undefined); // a later, expected exit is not a failure
  const listening = vi.waitFor(
    () => {
      const match = /listening on (http:\/\/\S+?:\d+)/.exec(server.output());
      if (!match) throw new Error(`server did not start: ${server.output()}`);
      return match[1];
    },
    { timeout: 150_000, interval: 100 },
  );
  return Promise.race([listening, died]);
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m);

async function withPostgresDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  return createDatabase(serverUrl, 'trini_server');
}

describe('host/server.ts', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof withPostgresDatabase>>;
  let server: Running;
  let url: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trini-server-'));
    database = await withPostgresDatabase();
    // At the default log level, so that the request log is checked as a shop's terminal shows it.
    server = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...(database.url ? { DATABASE_URL: database.url } : {}) });
    url = await waitForUrl(server);
  }, 150_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds on first start and serves the API, media and widgets', async () => {
    expect(server.output()).toContain('seed catalogue loaded');
    const cities = (await (await fetch(`${url}/api/Trini/GetCityList`)).json()) as Array<{ ODeliverCityName: string }>;
    expect(cities.map((c) => c.ODeliverCityName)).toContain('Scarborough');

    const image = await fetch(`${url}/media/products/12/1.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await image.text()).toContain('<svg');
    const banner = await fetch(`${url}/media/expo-promotion/16.svg`);
    expect(banner.status).toBe(200);
    const video = await fetch(`${url}/media/videos/11.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await fetch(`${url}/media/products/12/does-not-exist.svg`)).status).toBe(404);
    expect((await fetch(`${url}/media/../jwt-secret`)).status).toBe(404);

    if (existsSync(join(ROOT, 'dist/widgets/trini-widgets.js'))) {
      const loader = await fetch(`${url}/widgets/trini-widgets.js`, { headers: { origin: 'https://partner.example' } });
      expect(loader.status).toBe(200);
      expect(loader.headers.get('cache-control')).toBe('public, max-age=60');
      expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('keeps a made token secret private: in the data folder, or in the database on PostgreSQL', async () => {
    if (!database.url) {
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      return;
    }
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    const db = await openPostgres(database.url);
    try {
      expect(await db.query('SELECT name, length(value) >= 32 AS long FROM app_secrets')).toEqual([{ name: 'jwt', long: true }]);
    } finally {
      await db.close();
    }
  });

  it('refuses a second server on a taken port, with one clear line', { timeout: 60_000 }, async () => {
    const port = new URL(url).port;
    const second = startServer({ DATA_DIR: join(dataDir, 'second'), PORT: port });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    noStackTrace(second.output());
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('refuses a second server on the same embedded database', { timeout: 60_000 }, async () => {
    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another process \(pid \d+ on [^)]+\) is using the embedded database/);
    noStackTrace(second.output());
  });

  it('stops gracefully on SIGTERM', { timeout: 60_000 }, async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped.');
    // A line per request, but the catalogue reads (the city list above) only in the summary logged on close.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; url?: string; reads?: number });
    const completed = lines.filter((l) => l.msg === 'request completed').map((l) => l.url);
    expect(completed).toContain('/media/products/12/1.svg');
    expect(completed).not.toContain('/api/Trini/GetCityList');
    expect(lines.filter((l) => l.msg === 'catalogue reads')).toMatchObject([{ reads: 1 }]);
    const release = await lockEmbeddedDatabase(dataDir); // the lock went with the process
    await release();
  });

  it('restarts on the same data without seeding again, and restores missing media', { timeout: 150_000 }, async () => {
    await unlink(join(dataDir, 'media/products/12/1.svg'));
    const again = startServer({ DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) });
    const againUrl = await waitForUrl(again);
    expect(again.output()).not.toContain('seed catalogue loaded');
    expect(again.output()).toContain('Media: wrote 1 of');
    expect((await fetch(`${againUrl}/media/products/12/1.svg`)).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });
});

describe('host/server.ts stopped during start-up', () => {
  it('finishes opening the database, stops cleanly, and the next start works', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'trini-server-'));
    try {
      const first = startServer({ DATA_DIR: dataDir });
      await vi.waitFor(() => expect(first.output()).toContain('Opening '), { timeout: 60_000, interval: 100 });
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('Stopped.');
      expect(first.output()).not.toContain('listening on');
      const second = startServer({ DATA_DIR: dataDir });
      await waitForUrl(second);
      expect(second.output()).toContain('seed catalogue loaded');
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('host/server.ts refusals', () => {
  let blocker: Server;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((done) => blocker.listen({ host: '127.0.0.1', port: 0 }, done));
  });
  afterAll(() => new Promise<void>((done) => blocker.close(() => done())));

  it('refuses to start when DATABASE_URL is unreachable', { timeout: 60_000 }, async () => {
    const { port } = blocker.address() as { port: number };
    await new Promise<void>((done) => blocker.close(() => done())); // a port that nobody listens on any more
    const dataDir = await mkdtemp(join(tmpdir(), 'trini-server-'));
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/trini` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Cannot open PostgreSQL at postgres://shop:***@127.0.0.1:${port}/trini (DATABASE_URL)`);
    expect(server.output()).not.toContain('secret');
    noStackTrace(server.output());
    await rm(dataDir, { recursive: true, force: true });
    blocker = createServer();
    await new Promise<void>((done) => blocker.listen({ host: '127.0.0.1', port: 0 }, done));
  });
});
