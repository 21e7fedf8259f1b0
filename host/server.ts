// The host process: reads the environment once (loadConfig). Listens at once, answering only the health checks
// (/readyz: 503) while it opens the database (embedded PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), seeds it
// on first start in development and builds the app, which then takes over the listener; stops gracefully on
// SIGINT/SIGTERM. Anything that prevents a start ends in one clear line on stderr and exit code 1.
import { createServer } from 'node:net';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appHealth, appShareCards, buildApp } from './app.js';
import { exitNow, stopper } from './shutdown.js';
import { serveBackups } from './ops/backup-socket.js';
import { loadConfig, type Config } from './config.js';
import type { Db } from './db/db.js';
import { DatabaseInUseError, lockEmbeddedDatabase } from './db/lock.js';
import { openDatabase } from './db/open.js';
import { seedDatabase } from './db/seed/seed.js';
import { mediaDir } from './http/static.js';
import { loadJwtSecret, secretPlace } from './secrets.js';
import { progressPrinter, startupNotes } from './startup-notes.js';
import { listenWhileStarting } from './http/start-up-listener.js';

/** A reason not to start, worded for the operator. */
class StartupError extends Error {}

const DB_TIMEOUT_MS = 15_000;

function messageOf(err: unknown): string {
  if (err instanceof AggregateError && !err.message) return err.errors.map(messageOf).join('; ');
  if (err instanceof Error) return err.message || (err as NodeJS.ErrnoException).code || err.name;
  return String(err);
}

/** The database location without its password, for messages. */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${resolve(config.dataDir, 'pgdata')}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL at ${url.toString()} (DATABASE_URL)`;
  } catch {
    return 'PostgreSQL at DATABASE_URL (not a valid URL)';
  }
}

/** Refuses early, before touching the database, when another process already listens on the port. */
async function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((done, fail) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => fail(listenError(err, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => done()));
  });
}

function listenError(err: NodeJS.ErrnoException, host: string, port: number): StartupError {
  if (err.code === 'EADDRINUSE')
    return new StartupError(`Port ${port} on ${host} is already in use (is the store already running?). Stop that process or set PORT to a free port.`);
  if (err.code === 'EACCES') return new StartupError(`Not allowed to listen on ${host}:${port}. Use a port above 1024 (PORT).`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND') return new StartupError(`Cannot listen on ${host}: no such local address. Check HOST.`);
  return new StartupError(`Cannot listen on ${host}:${port}: ${messageOf(err)}`);
}

async function open(config: Config): Promise<Db> {
  let timer: NodeJS.Timeout | undefined;
  // A PostgreSQL host that drops packets would leave us waiting for minutes. (The embedded database gets no limit:
  // creating it takes a few seconds, more on a busy machine.)
  const timeout = new Promise<never>((_, fail) => {
    if (config.databaseUrl) timer = setTimeout(() => fail(new Error(`no answer within ${DB_TIMEOUT_MS / 1000} s`)), DB_TIMEOUT_MS);
  });
  try {
    const onMigrated = (applied: string[]) => {
      if (applied.length) console.log(`Schema: applied ${applied.join(', ')}.`);
    };
    return await Promise.race([openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, onMigrated }), timeout]);
  } catch (err) {
    const hint = config.databaseUrl ? ' Check that the server is running and DATABASE_URL (host, port, user, password, database) is right.' : '';
    throw new StartupError(`Cannot open ${describeDatabase(config)}: ${messageOf(err)}.${hint}`);
  } finally {
    clearTimeout(timer);
  }
}

/** A signal that arrived during start-up: acted on at the next safe point, so a half-written database is never left. */
let stopRequested: string | undefined;
let stopRunning: ((signal: string) => Promise<void>) | undefined;

function onSignal(signal: string): void {
  if (stopRunning) return void stopRunning(signal);
  if (stopRequested) return exitNow(`${signal} again: exiting at once.`);
  stopRequested = signal;
  console.log(`${signal}: stopping as soon as start-up reaches a safe point...`);
}
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

/** Draws the start-up share cards not drawn yet, one at a time after start-up (any other card on its first request). */
function warmShareCards(app: FastifyInstance): void {
  appShareCards(app)
    ?.warmAhead()
    .then((drawn) => drawn && console.log(`Media: drew ${drawn} share cards.`))
    .catch((err: unknown) => console.error(`Share cards: ${err instanceof Error ? err.message : String(err)}`));
}

/** `--env-file=PATH` (or `--env-file PATH`) after the script: its variables, unless the environment has them already. */
function loadEnvFileArgument(argv: string[]): void {
  const at = argv.findIndex((a) => a === '--env-file' || a.startsWith('--env-file='));
  if (at < 0) return;
  const path = argv[at].includes('=') ? argv[at].slice('--env-file='.length) : argv[at + 1];
  if (!path) throw new StartupError('--env-file needs a file name.');
  try {
    process.loadEnvFile(path);
  } catch (err) {
    throw new StartupError(`Cannot read the environment file ${path}: ${messageOf(err)}`);
  }
}

async function start(): Promise<void> {
  loadEnvFileArgument(process.argv.slice(2));
  const base = loadConfig(process.env);
  await checkPortFree(base.host, base.port);
  const unlock = base.databaseUrl ? async () => undefined : await lockEmbeddedDatabase(base.dataDir);
  process.once('exit', () => void unlock());
  const listener = await listenWhileStarting(base.host, base.port, (server) => applyTimeouts(server, base)).catch((err: NodeJS.ErrnoException) => {
    throw listenError(err, base.host, base.port);
  });
  console.log(`Starting on ${addressOf(listener, base)}: /healthz answers, /readyz says 503 until the shop is ready.`);

  console.log(`Opening ${describeDatabase(base)}...`);
  const db = await open(base);
  let app: FastifyInstance | undefined;
  const stop = stopper({
    app: () => app,
    health: () => (app ? appHealth(app) : undefined),
    db,
    unlock,
    drainSeconds: base.drainSeconds,
    timeoutMs: base.shutdownTimeoutMs,
  });
  try {
    if (stopRequested) return stop(stopRequested);
    const config: Config = { ...base, jwtSecret: await loadJwtSecret(base, db) };
    for (const note of startupNotes(config, secretPlace(base, db))) console.log(note);
    const media = mediaDir(config);
    // A production shop starts empty (docs/deployment.md#an-empty-shop): the demo catalogue only in development.
    const seed = config.production
      ? undefined
      : await seedDatabase(db, { mediaDir: media, rasterCacheDir: config.rasterCacheDir, onProgress: progressPrinter((line) => console.log(line)) });
    console.log(`Database: ${describeDatabase(config)}${seed?.seeded ? ' (seed catalogue loaded)' : ''}.`);
    if (seed?.media?.written) console.log(`Media: wrote ${seed.media.written} of ${seed.media.total} files into ${media}.`);
    if (seed?.rasters?.written) console.log(`Media: drew the JPEG/WebP copies of ${seed.rasters.written} of ${seed.rasters.total} product images.`);
    if (stopRequested) return stop(stopRequested);
    app = await buildApp({ config, db, server: listener });
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw err;
  }
  // Before the listening line: whoever waits for it may ask for a backup at once.
  if (!base.databaseUrl) {
    const refusal = await serveBackups(base.dataDir, db);
    if (refusal) console.warn(refusal);
  }
  const listening = addressOf(app.server, base);
  // One address to open: the public URL is the listening address unless PUBLIC_URL says otherwise.
  const publicNote = base.publicUrl === listening ? '' : ` (public URL ${base.publicUrl})`;
  console.log(`Trini storefront listening on ${listening}${publicNote}.`);
  stopRunning = stop;
  warmShareCards(app);
  if (stopRequested) await stop(stopRequested);
}

/** The address a server listens on, as a URL. */
function addressOf(server: Server, config: Config): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/**
 * No request may hold a connection forever: a whole request (headers and body) must arrive within
 * REQUEST_TIMEOUT_MS, its headers within 20 s, and a connection with nothing happening is closed after
 * CONNECTION_TIMEOUT_MS. (Orders past capacity are refused at once by host/http/load-shedding.ts.)
 */
function applyTimeouts(server: Server, config: Config): void {
  server.requestTimeout = config.load.requestTimeoutMs;
  server.headersTimeout = Math.min(20_000, config.load.requestTimeoutMs);
  server.setTimeout(config.load.connectionTimeoutMs);
  server.keepAliveTimeout = 5_000;
}

start().catch((err: unknown) => {
  console.error(`Cannot start the store: ${messageOf(err)}`);
  if (!(err instanceof StartupError || err instanceof DatabaseInUseError) && /^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.error(err);
  process.exit(1);
});
