import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RASTER_CACHE } from './raster-cache-setup.js';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { freePort } from '../../scripts/host-process.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { appOutbox, buildApp } from '../../host/app.js';
import { testConfig, type Config } from '../../host/config.js';
import type { Db } from '../../host/db/db.js';
import { seedDatabase } from '../../host/db/seed/seed.js';
import { openTestDatabase } from './test-db.js';
import { memoryMailer } from '../../host/mail/mailer.js';
import { WIDGETS_DIR } from '../../host/http/static.js';
import { trackRequests } from './page-at-rest.js';
import { linkSeededMedia } from './seeded-media.js';

export interface RunningHost {
  url: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
  mail: ReturnType<typeof memoryMailer>;
  /** Sends every mail the outbox has due now; resolves when done. */
  flushMail(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real host (the same buildApp as `npm start`) on a loopback port, on a fresh embedded database
 * with the seed catalog and its generated media. The widget bundle must be built (npm test builds it).
 */
export async function startHost(opts: { host?: string; config?: Partial<Config> } = {}): Promise<RunningHost> {
  if (!existsSync(join(WIDGETS_DIR, 'trini-widgets.js'))) throw new Error('dist/widgets is missing: run `npm run build` first.');
  const dataDir = await mkdtemp(join(tmpdir(), 'trini-e2e-'));
  const { db, drop } = await openTestDatabase();
  await linkSeededMedia(join(dataDir, 'media'));
  // The database copy is seeded and the media linked: this only checks, as every start does, that nothing is missing.
  await seedDatabase(db, { mediaDir: join(dataDir, 'media'), rasterCacheDir: RASTER_CACHE });
  const host = opts.host ?? '127.0.0.1';
  const mail = memoryMailer();
  // The public URL (used in WiPay's response_url) must be known before listening: pick a free port first.
  const port = await freePort(host);
  const url = `http://${host}:${port}`;
  const config = testConfig({
    dataDir,
    publicUrl: url,
    host,
    port,
    ...opts.config,
    wipay: { ...testConfig().wipay, baseUrl: `${url}/wipay-sandbox`, ...opts.config?.wipay },
  });
  const app = await buildApp({ config, db, overrides: { mailer: mail } });
  await app.listen({ host, port });
  return {
    url,
    app,
    db,
    config,
    mail,
    async flushMail() {
      await appOutbox(app)!.flush();
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's Chromium (tests/helpers/browser-setup.ts), or one of this file's own where the run has none. Closing
 * what this answers closes its contexts and, for the shared one, only disconnects.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = { narrow: { width: 375, height: 812 }, wide: { width: 1280, height: 900 } } as const;

/** A fresh browser context and page that records console errors and failed requests. */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS.wide) {
  const context: BrowserContext = await browser.newContext({ viewport });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  trackRequests(page);
  return { context, page, errors };
}

/** One real host and one browser for a test file: started before its tests, closed after them. */
export function withShop(use: (host: RunningHost, browser: Browser) => void): void {
  let host: RunningHost | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    host = await startHost();
    browser = await launchBrowser();
    use(host, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });
}
