// The catalogue from the back office on two hosts of one PostgreSQL (docs/back-office.md#your-catalogue): a product
// added on one, with an option that counts its stock, is shown by the other within a second; an order there takes the
// option's last unit and the first host shows that option sold out within a second; hidden on the first, it leaves
// the second within a second. Needs a real server: TEST_DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { memoryMailer } from '../../../host/mail/mailer.js';
import { addStaff } from '../../../host/admin/staff.js';
import { createDatabase } from '../../helpers/postgres-admin.js';
import type { Json } from './helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const withinASecond = { timeout: 1000, interval: 20 };

describe.skipIf(!serverUrl)('the catalogue on two hosts of one PostgreSQL', () => {
  it('shows an added product, an option sold out on the other host, and a hidden product gone, each within a second', async () => {
    const made = await createDatabase(serverUrl!, 'trini_catalogue', inject('seededTemplate'));
    const dataDir = await mkdtemp(join(tmpdir(), 'trini-catalogue-two-'));
    const dbs = [await openPostgres(made.url), await openPostgres(made.url)];
    const apps: FastifyInstance[] = await Promise.all(
      dbs.map((db) => buildApp({ config: testConfig({ databaseUrl: made.url, dataDir }), db, overrides: { mailer: memoryMailer() } })),
    );
    try {
      await Promise.all(apps.map((app) => app.ready()));
      await addStaff(dbs[0], { mobile: '7000011', name: 'Zara', password: 'hibiscus-2025' }, new Date());
      const login = await apps[0].inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000011', Password: 'hibiscus-2025' } });
      const auth = { authorization: `Bearer ${login.json().Token}` };
      const save = (payload: Json) => apps[0].inject({ method: 'POST', url: '/api/admin/SaveProduct', payload, headers: auth });
      const shown = async (host: number, productNo: number) => {
        const r = await apps[host].inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${productNo}` });
        return r.statusCode === 200 ? (r.json() as Json) : null;
      };

      const added = await save({
        ProductName: 'Two Hosts Sea Moss',
        CategoryNo: 101,
        SalesPrice: 85,
        Options: [
          { Size: '250 ml', Stock: 2 },
          { Size: '500 ml', Price: 150, Stock: 1 },
        ],
      });
      expect(added.statusCode, added.body).toBe(200);
      const productNo = added.json().Product.ProductNo as number;
      await vi.waitFor(async () => expect((await shown(1, productNo))?.ProductName).toBe('Two Hosts Sea Moss'), withinASecond);

      const order = await apps[1].inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: {
          PMNo: 3,
          IsPickup: 1,
          ODeliverCountryNo: 1,
          CustomerMobile: '7571100',
          CustomerName: 'Two Hosts',
          OrderProductList: [{ ProductNo: productNo, Quantity: 1, Size: '500 ml' }],
        },
      });
      expect(order.statusCode, order.body).toBe(200);
      await vi.waitFor(async () => expect((await shown(0, productNo))?.ProductSKUList[1]).toMatchObject({ Size: '500 ml', Stock: 0 }), withinASecond);
      expect((await shown(0, productNo))?.Stock).toBe(2);

      expect((await save({ ProductNo: productNo, Hidden: true })).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await shown(1, productNo)).toBeNull(), withinASecond);
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await made.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
