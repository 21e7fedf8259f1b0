// The catalogue GETs answer from their own lean Fastify scope (host/api/catalog.ts), which none of the app's cookie,
// anti-forgery, page-header or shedding hooks reaches. Over real HTTP they must still carry what those hooks gave
// them: CORS for a partner origin, HSTS over https, Vary, no cookie; and their 304s and 400s alike.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const PARTNER = 'http://127.0.0.2:3001';
const STRANGER = 'http://127.0.0.3:3001';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function httpGet(port: number, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

const LISTS = [
  '/api/trini/GetProducts',
  '/api/trini/GetProducts?PageNo=1&MaxRecords=15',
  '/api/trini/GetProducts?SearchText=coconut%20oil&PageNo=1&MaxRecords=5',
  '/api/trini/GetProducts?searchtext=shea+butter&maxrecords=100',
  '/api/trini/GetProducts?CategorySearchText=Skin%20Care&PageNo=2&MaxRecords=3',
  '/api/trini/GetProducts?BestSellers=true&MaxRecords=4',
  '/api/trini/GetProducts?SearchText=%E0%A4%A', // a malformed escape is read as it stands
  '/api/Product/GetProducts?CategoryNo=1',
  '/api/Product/GetProducts?CategoryNo=999',
  '/api/Product/loadproduct?ProductNo=1',
  '/api/store/getproductcategorylist',
  '/api/Trini/GetCityList',
];
const BAD = [
  '/api/trini/GetProducts?PageNo=x',
  '/api/trini/GetProducts?BestSellers=true&NewProducts=true',
  '/api/trini/GetProducts?SearchText=a%00b',
  '/api/Product/GetProducts',
  '/api/Product/loadproduct?ProductNo=99999',
];
const VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip, deflate, br' },
  { origin: PARTNER },
  { origin: STRANGER, 'accept-encoding': 'br', cookie: 'XSRF-TOKEN=abc' },
];

describe.each([
  { name: 'http', publicUrl: 'http://127.0.0.1:3000' },
  { name: 'https (HSTS)', publicUrl: 'https://127.0.0.1:3443' },
])('catalogue GETs over $name', ({ publicUrl }) => {
  let t: TestApp;
  let port: number;
  const https = publicUrl.startsWith('https:');
  beforeAll(async () => {
    t = await createTestApp({ config: { embedOrigins: [PARTNER], publicUrl } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  const securityOf = (res: Raw, headers: Record<string, string>) => {
    expect(res.headers['access-control-allow-origin']).toBe(headers.origin === PARTNER ? PARTNER : undefined);
    expect(res.headers['strict-transport-security'] !== undefined).toBe(https);
    expect(res.headers['set-cookie']).toBeUndefined();
  };

  it('answers every call in every encoding with CORS for partners only, HSTS over https, Vary and no cookie', async () => {
    for (const url of LISTS) {
      for (const headers of VARIANTS) {
        const res = await httpGet(port, url, headers);
        expect(res.status, url).toBe(200);
        securityOf(res, headers);
        expect(res.headers.vary).toMatch(/^Origin(, Accept-Encoding)?$/);
        expect(res.headers.etag).toBeDefined();
        const injected = await t.app.inject({ method: 'GET', url, headers });
        expect(injected.rawPayload.equals(res.body), url).toBe(true);
      }
    }
  });

  it('answers If-None-Match with a 304 and no body', async () => {
    for (const url of LISTS.slice(0, 4)) {
      const first = await httpGet(port, url, {});
      const again = await httpGet(port, url, { 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('refuses bad parameters and NULs with a 400 or 404 and its message, with the same security headers', async () => {
    for (const url of BAD) {
      for (const headers of [VARIANTS[0], VARIANTS[2]]) {
        const res = await httpGet(port, url, headers);
        expect([400, 404], url).toContain(res.status);
        expect(JSON.parse(res.body.toString())).toEqual({ success: false, msg: expect.any(String) });
        securityOf(res, headers);
      }
    }
  });

  it('leaves pages their anti-forgery cookie and other paths their 404', async () => {
    const page = await httpGet(port, '/', {});
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeDefined();
    const missing = await httpGet(port, '/api/trini/GetProductsX?PageNo=1', {});
    expect(missing.status).toBe(404);
  });
});
