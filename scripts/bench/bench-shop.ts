// The store the browser benchmarks load: the built widgets, a host on 127.0.0.1 over a fresh in-memory seeded
// database (the same buildApp as `npm start`), and the partner demo on 127.0.0.2 with its origin allowed.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../host/app.js';
import { testConfig } from '../../host/config.js';
import { openPglite } from '../../host/db/pglite.js';
import { migrate } from '../../host/db/migrate.js';
import { seedDatabase } from '../../host/db/seed/seed.js';
import { memoryMailer } from '../../host/mail/mailer.js';
import { WIDGETS_DIR } from '../../host/http/static.js';
import { startPartnerServer } from '../../demo/partner-server.js';
import { freePort } from '../host-process.js';

export interface BenchShop {
  storeUrl: string;
  partnerUrl: string;
  close(): Promise<void>;
}

export async function startBenchShop(name: string): Promise<BenchShop> {
  if (!existsSync(join(WIDGETS_DIR, 'trini-widgets.js'))) throw new Error('dist/widgets is missing: run `npx rollup -c` first.');
  const dataDir = await mkdtemp(join(tmpdir(), `trini-${name}-`));
  const db = await openPglite();
  await migrate(db);
  await seedDatabase(db, { mediaDir: join(dataDir, 'media') });
  const port = await freePort('127.0.0.1');
  const storeUrl = `http://127.0.0.1:${port}`;
  const partnerPort = await freePort('127.0.0.2');
  const partnerUrl = `http://127.0.0.2:${partnerPort}`;
  const config = testConfig({ dataDir, publicUrl: storeUrl, host: '127.0.0.1', port, embedOrigins: [partnerUrl] });
  const app = await buildApp({ config, db, overrides: { mailer: memoryMailer() } });
  await app.listen({ host: '127.0.0.1', port });
  const partner = await startPartnerServer({ host: '127.0.0.2', port: partnerPort, storeUrl });
  return {
    storeUrl,
    partnerUrl,
    async close() {
      await partner.close();
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
