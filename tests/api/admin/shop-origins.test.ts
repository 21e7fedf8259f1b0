// A partner shop's site origins (docs/embedding.md): SaveShop stores them, GetShops shows them, and the store allows
// them for CORS at once, with no restart: the routes, the catalogue GETs and EmbedAccess, on this host and (on
// PostgreSQL) on another host of the same database through the catalogue's NOTIFY.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCatalog } from '../../../host/app.js';
import { createCatalog } from '../../../host/catalog/snapshot.js';
import { PartnerOrigins } from '../../../host/http/partner-origins.js';
import { createAdminTest, type AdminTest } from './helpers.js';

const PARTNER = 'http://127.0.0.3:4999';
const serverUrl = process.env.TEST_DATABASE_URL;

let a: AdminTest;
let shopNo: number;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

const embedAccess = async (origin: string) => (await a.get('/api/shop/EmbedAccess', null, { origin })).body;

const preflight = (origin: string) =>
  a.t.app.inject({
    method: 'OPTIONS',
    url: '/api/shop/SaveOrder',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
  });

describe('SaveShop with Origins', () => {
  it('refuses an origin before it is saved, allows it as soon as SaveShop answers', async () => {
    expect(await embedAccess(PARTNER)).toEqual({ success: true, Origin: PARTNER, Allowed: false });
    expect((await preflight(PARTNER)).statusCode).toBe(403);

    const saved = await a.post('/api/admin/SaveShop', { ShopName: 'Chaguanas Glow', Origins: [`${PARTNER}/`, ' https://Glow.example.tt '] });
    expect(saved.status).toBe(200);
    shopNo = saved.body.ShopNo;
    expect(saved.body.msg).toBe(`Shop ${shopNo} added.`);

    expect(await embedAccess(PARTNER)).toEqual({ success: true, Origin: PARTNER, Allowed: true });
    const ok = await preflight(PARTNER);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(PARTNER);
    const shops = (await a.get('/api/admin/GetShops')).body.Shops;
    expect(shops.find((s: { ShopNo: number }) => s.ShopNo === shopNo)).toEqual({
      ShopNo: shopNo,
      ShopName: 'Chaguanas Glow',
      Origins: [PARTNER, 'https://glow.example.tt'],
    });
    // Shoppers never see a shop's origins.
    expect((await a.get(`/api/Shop/GetShop?ShopNo=${shopNo}`, null)).body).toEqual({ ShopNo: shopNo, ShopName: 'Chaguanas Glow' });
  });

  it('keeps the origins on a rename without Origins, replaces them with a list, and audits each change', async () => {
    expect((await a.post('/api/admin/SaveShop', { ShopNo: shopNo, ShopName: 'Chaguanas Glow Bar' })).body.msg).toBe(`Shop ${shopNo} renamed.`);
    expect((await embedAccess(PARTNER)).Allowed).toBe(true);
    expect((await a.post('/api/admin/SaveShop', { ShopNo: shopNo, ShopName: 'Chaguanas Glow Bar', Origins: [] })).body.msg).toBe(`Shop ${shopNo} saved.`);
    expect((await embedAccess(PARTNER)).Allowed).toBe(false);
    expect((await preflight(PARTNER)).statusCode).toBe(403);
    const audit = await a.audit('shop', shopNo);
    expect(audit.map((r) => r.after)).toEqual([
      { ShopName: 'Chaguanas Glow', Origins: [PARTNER, 'https://glow.example.tt'] },
      { ShopName: 'Chaguanas Glow Bar', Origins: [PARTNER, 'https://glow.example.tt'] },
      { ShopName: 'Chaguanas Glow Bar' },
    ]);
  });

  it.each([
    [{ ShopName: 'A', Origins: 'https://a.tt' }, 'Origins must be a list of site origins such as https://shop.example.tt.'],
    [{ ShopName: 'A', Origins: [5] }, 'Origins must be a list of site origins such as https://shop.example.tt.'],
    [{ ShopName: 'A', Origins: ['https://a.tt/shop'] }, 'Origins: "https://a.tt/shop" is not a site origin such as https://shop.example.tt.'],
    [{ ShopName: 'A', Origins: ['javascript:alert(1)'] }, 'Origins: "javascript:alert(1)" is not a site origin such as https://shop.example.tt.'],
    [{ ShopName: 'A', Origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.tt`) }, 'Origins: A shop can have at most 20 origins.'],
  ])('refuses %j', async (payload, msg) => {
    expect(await a.post('/api/admin/SaveShop', payload)).toEqual({ status: 400, body: { success: false, msg } });
  });
});

describe('EmbedAccess', () => {
  it('answers any origin, uncached; the store itself and a request without Origin are allowed', async () => {
    const r = await a.get('/api/shop/EmbedAccess', null, { origin: 'https://stranger.example' });
    expect(r.body).toEqual({ success: true, Origin: 'https://stranger.example', Allowed: false });
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['cache-control']).toBe('no-store');
    expect((await a.get('/api/shop/EmbedAccess', null)).body).toEqual({ success: true, Origin: null, Allowed: true });
    expect((await embedAccess(new URL(a.t.config.publicUrl).origin)).Allowed).toBe(true);
  });
});

describe('the catalogue GETs', () => {
  it('gives a saved origin Access-Control-Allow-Origin over real HTTP, within the SaveShop call', async () => {
    await a.t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (a.t.app.server.address() as { port: number }).port;
    const cors = () => corsHeader(port, '/api/trini/GetProducts?PageNo=1&HomePageProducts=1', PARTNER);
    expect(await cors()).toBeUndefined();
    const started = performance.now();
    await a.post('/api/admin/SaveShop', { ShopNo: shopNo, ShopName: 'Chaguanas Glow Bar', Origins: [PARTNER] });
    expect(await cors()).toBe(PARTNER);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe.skipIf(!serverUrl)('another host on the same PostgreSQL', () => {
  it('allows the origin once the NOTIFY of SaveShop has rebuilt its catalogue', async () => {
    const [{ name }] = await a.t.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const other = await createCatalog(a.t.db); // stands in for a second host process
    const listener = await other.listen(url.toString());
    try {
      const partners = new PartnerOrigins([]);
      partners.follow(other);
      const origin = 'https://second-host.example.tt';
      expect(partners.has(origin)).toBe(false);
      const started = performance.now();
      await a.post('/api/admin/SaveShop', { ShopNo: shopNo, ShopName: 'Chaguanas Glow Bar', Origins: [origin] });
      await expect.poll(() => partners.has(origin), { timeout: 2000, interval: 10 }).toBe(true);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(appCatalog(a.t.app)!.partnerOrigins().has(origin)).toBe(true);
    } finally {
      await listener.close();
      other.close();
    }
  });
});

function corsHeader(port: number, path: string, origin: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { origin } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['access-control-allow-origin'] as string | undefined));
    });
    req.on('error', reject);
    req.end();
  });
}
