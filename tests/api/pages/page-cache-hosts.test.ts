// Two hosts on one PostgreSQL, each keeping its rendered pages (host/pages/page-cache.ts): a catalogue edit on one
// reaches the other within a second (its NOTIFY moves the other's catalogue version, which drops its kept pages),
// and the other's next answer for the page shows it.
// Needs a real server: runs when TEST_DATABASE_URL is set, skipped on PGlite.
import { describe, expect, inject, it } from 'vitest';
import { addStaff } from '../../../host/admin/staff.js';
import { appCatalog, appPageCache, buildApp } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { memoryMailer } from '../../../host/mail/mailer.js';
import { createDatabase } from '../../helpers/postgres-admin.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('kept pages on two hosts', () => {
  it("an edit on one host shows on the other's kept page within a second", async () => {
    const made = await createDatabase(serverUrl!, 'trini_pages', inject('seededTemplate'));
    const dbs = [await openPostgres(made.url), await openPostgres(made.url)];
    const apps = await Promise.all(dbs.map((db) => buildApp({ config: testConfig({ databaseUrl: made.url }), db, overrides: { mailer: memoryMailer() } })));
    const [first, second] = apps;
    try {
      await addStaff(dbs[0], { mobile: '7000042', name: 'Owner', password: 'hibiscus-2042' }, new Date());
      const login = await first.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000042', Password: 'hibiscus-2042' } });
      const page = (app: (typeof apps)[number]) => app.inject({ url: '/productdetails/18', headers: { 'accept-encoding': 'br' } });
      // Both hosts keep the page: a second request is no render.
      for (const app of apps) {
        await page(app);
        const renders = appPageCache(app)!.stats().renders;
        expect((await page(app)).statusCode).toBe(200);
        expect(appPageCache(app)!.stats().renders).toBe(renders);
      }
      const kept = await second.inject({ url: '/productdetails/18' });
      expect(kept.body).not.toContain('Seen on every host');

      const started = Date.now();
      const saved = await first.inject({
        method: 'POST',
        url: '/api/admin/SaveProduct',
        headers: { authorization: `Bearer ${login.json<{ Token: string }>().Token}` },
        payload: { ProductNo: 18, RibbonText: 'Seen on every host' },
      });
      expect(saved.statusCode).toBe(200);
      // Within a second the other host's catalogue has the edit, so its kept pages are gone; the render that follows
      // is the next request's own work, not timed here.
      await expect.poll(() => appCatalog(second)!.product(18)?.RibbonText, { timeout: 1000, interval: 10 }).toBe('Seen on every host');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(appPageCache(second)!.stats().pages).toBe(0);
      const shown = await second.inject({ url: '/productdetails/18', headers: { 'if-none-match': String(kept.headers.etag) } });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Seen on every host');
      expect((await first.inject({ url: '/productdetails/18' })).body).toContain('Seen on every host');
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await made.drop();
    }
  });
});
