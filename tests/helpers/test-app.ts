import type { FastifyInstance } from 'fastify';
import { appOutbox, buildApp, type BuildOptions } from '../../host/app.js';
import type { AppContext } from '../../host/context.js';
import { testConfig, type Config } from '../../host/config.js';
import type { Db } from '../../host/db/db.js';
import { memoryMailer } from '../../host/mail/mailer.js';
import { openTestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  mail: ReturnType<typeof memoryMailer>;
  /** Sends every mail the outbox has due now (orders only queue their mails); resolves when done. */
  flushMail(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh, migrated and seeded database: embedded PGlite in memory by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp(
  opts: { config?: Partial<Config>; now?: AppContext['now']; overrides?: BuildOptions['overrides']; databaseThread?: boolean } = {},
): Promise<TestApp> {
  const { db, drop } = await openTestDatabase({ thread: opts.databaseThread });
  const config = testConfig(opts.config);
  const mail = memoryMailer();
  // A test that names its own mailer (an SMTP one, or none) gets it; `mail` then stays empty.
  const mailer = opts.overrides?.mailer !== undefined ? opts.overrides.mailer : mail;
  const app = await buildApp({ config, db, overrides: { ...opts.overrides, mailer, now: opts.now } });
  await app.ready();
  return {
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
    },
  };
}
