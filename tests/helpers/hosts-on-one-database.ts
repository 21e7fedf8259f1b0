// Several host processes on one database, each with its own app and memory, as two hosts behind a proxy run: what
// one host does must hold for the other (limits counted in the database, each order released once).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../host/app.js';
import { testConfig, type Config } from '../../host/config.js';
import type { Db } from '../../host/db/db.js';
import { memoryMailer, type Mailer } from '../../host/mail/mailer.js';
import { openTestDatabase } from './test-db.js';

export interface HostsOnOneDatabase {
  db: Db;
  /** Every host started so far. */
  apps: readonly FastifyInstance[];
  /** One more host on the database: the shared settings, then `config`. */
  host(config?: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function hostsOnOneDatabase(shared: {
  now: () => Date;
  config?: Partial<Config>;
  /** Every host's mail; a mailer of its own per host when absent. */
  mailer?: Mailer;
  /** Runs on each new app before it is ready. */
  prepare?: (app: FastifyInstance) => void;
}): Promise<HostsOnOneDatabase> {
  const { db, drop } = await openTestDatabase();
  const apps: FastifyInstance[] = [];
  return {
    db,
    apps,
    async host(config = {}) {
      const app = await buildApp({
        config: testConfig({ ...shared.config, ...config }),
        db,
        overrides: { mailer: shared.mailer ?? memoryMailer(), now: shared.now },
      });
      shared.prepare?.(app);
      await app.ready();
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      await db.close();
      await drop();
    },
  };
}
