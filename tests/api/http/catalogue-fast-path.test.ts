// The catalogue fast path (host/http/catalogue-fast-path.ts) answers before Fastify. Over real HTTP it must give
// exactly what the routes give (app.inject goes straight to Fastify, never through the fast path): the same status,
// bytes and headers for every list, encoding, conditional request and origin, and the same 400s, because anything
// it cannot answer alike goes to Fastify untouched.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appCatalog, appFastPath } from '../../../host/app.js';
import { CatalogueFastPath } from '../../../host/http/catalogue-fast-path.js';
import type { RequestLine } from '../../../host/http/logging.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const PARTNER = 'http://127.0.0.2:3001';
const STRANGER = 'http://127.0.0.3:3001';
/** Per-connection and per-moment headers, not part of an answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive']);

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function httpGet(port: number, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: answerHeaders(res.headers), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

async function injected(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Raw> {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: answerHeaders(res.headers), body: res.rawPayload };
}

function answerHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!TRANSPORT.has(name) && value !== undefined) kept[name] = String(value);
  return kept;
}

const LISTS = [
  '/api/trini/GetProducts',
  '/api/trini/GetProducts?PageNo=1&MaxRecords=15',
  '/api/trini/GetProducts?SearchText=coconut%20oil&PageNo=1&MaxRecords=5',
  '/api/trini/GetProducts?searchtext=shea+butter&maxrecords=100',
  '/api/trini/GetProducts?CategorySearchText=Skin%20Care&PageNo=2&MaxRecords=3',
  '/api/trini/GetProducts?BestSellers=true&MaxRecords=4',
  '/api/trini/GetProducts?NewProducts=1',
  '/api/trini/GetProducts?HomePageProducts=true&PageNo=2',
  '/api/trini/GetProducts?SimilarProductNo=3',
  '/api/trini/GetProducts?BannerNo=11',
  '/api/trini/GetProducts?SearchText=zzzz-nothing-matches',
  '/api/trini/GetProducts?SearchText=soap&SearchText=oil',
  '/api/trini/GetProducts?SearchText=%E2%98%80%EF%B8%8F%20soap',
  '/api/trini/GetProducts?SearchText=%E0%A4%A', // a malformed escape is read as it stands, by both
  '/api/Product/GetProducts?CategoryNo=1',
  '/api/Product/GetProducts?categoryno=2&PageNo=2&MaxRecords=2',
  '/api/Product/GetProducts?CategoryNo=999',
];
const BAD = [
  '/api/trini/GetProducts?PageNo=x',
  '/api/trini/GetProducts?BannerNo=99',
  '/api/trini/GetProducts?BestSellers=true&NewProducts=true',
  '/api/trini/GetProducts?SearchText=a%00b',
  `/api/trini/GetProducts?SearchText=${'x'.repeat(500)}`,
  '/api/Product/GetProducts',
  '/api/Product/GetProducts?CategoryNo=one',
];
const OTHER_CALLS = ['/api/Product/loadproduct?ProductNo=1', '/api/store/getproductcategorylist', '/api/Trini/GetCityList'];
const VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'br;q=0, gzip;q=0' },
  { origin: PARTNER },
  { origin: STRANGER, 'accept-encoding': 'br' },
];

describe.each([
  { name: 'http', publicUrl: 'http://127.0.0.1:3000' },
  { name: 'https (HSTS)', publicUrl: 'https://127.0.0.1:3443' },
])('catalogue fast path over $name', ({ publicUrl }) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { embedOrigins: [PARTNER], publicUrl } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  const same = async (url: string, headers: Record<string, string>) => {
    const fast = await httpGet(port, url, headers);
    const routed = await injected(t.app, url, headers);
    const sent = { url, sent: headers };
    expect({ ...sent, ...fast, body: fast.body.toString('base64') }).toEqual({ ...sent, ...routed, body: routed.body.toString('base64') });
    return fast;
  };

  it('answers every product list, in every encoding and for every origin, as the route does', async () => {
    for (const url of LISTS) {
      for (const headers of VARIANTS) {
        const before = appFastPath(t.app)!.served;
        const fast = await same(url, headers);
        expect(fast.status).toBe(200);
        expect(fast.headers.vary).toBe(fast.body.length >= 1024 || fast.headers['content-encoding'] ? 'Origin, Accept-Encoding' : 'Origin');
        expect(fast.headers['access-control-allow-origin']).toBe(headers.origin === PARTNER ? PARTNER : undefined);
        expect(fast.headers['strict-transport-security'] !== undefined).toBe(publicUrl.startsWith('https:'));
        expect(appFastPath(t.app)!.served, `${url} went through the fast path`).toBe(before + 1);
      }
    }
  });

  it('answers If-None-Match with the same 304 as the route', async () => {
    for (const url of LISTS.slice(0, 4)) {
      for (const headers of VARIANTS.slice(0, 3)) {
        const first = await httpGet(port, url, headers);
        const again = await same(url, { ...headers, 'if-none-match': first.headers.etag });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      }
    }
  });

  it('hands bad parameters and NULs to the route: the same 400 and message', async () => {
    for (const url of BAD) {
      const before = appFastPath(t.app)!.served;
      const fast = await same(url, {});
      expect(fast.status, url).toBe(400);
      expect(JSON.parse(fast.body.toString())).toEqual({ success: false, msg: expect.any(String) });
      expect(appFastPath(t.app)!.served).toBe(before);
    }
  });

  it('answers the other catalogue calls from memory once the route has answered them', async () => {
    for (const url of OTHER_CALLS) {
      const first = await same(url, {}); // not cached yet: the route answers and caches it
      expect(first.status).toBe(200);
      const before = appFastPath(t.app)!.served;
      for (const headers of VARIANTS) await same(url, headers);
      expect(appFastPath(t.app)!.served).toBe(before + VARIANTS.length);
    }
  });

  it('leaves other methods and other paths to Fastify', async () => {
    const before = appFastPath(t.app)!.served;
    const head = await t.app.inject({ method: 'HEAD', url: LISTS[1] });
    expect(head.statusCode).toBe(200);
    const page = await httpGet(port, '/', {});
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeDefined(); // pages still get their anti-forgery cookie from Fastify
    const missing = await httpGet(port, '/api/trini/GetProductsX?PageNo=1', {});
    expect(missing.status).toBe(404);
    expect(appFastPath(t.app)!.served).toBe(before);
  });
});

describe('catalogue fast path log line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes one line per answered request, as the routes do (method, url, status, ms), and none for what it hands on', async () => {
    const lines: RequestLine[] = [];
    const fast = new CatalogueFastPath({ catalog: appCatalog(t.app)!, partners: new Set(), https: false, log: (line) => lines.push(line) });
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => fast.handle(req, res) || res.writeHead(418).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const ok = await httpGet(port, '/api/trini/GetProducts?SearchText=oil', {});
      expect(ok.status).toBe(200);
      expect((await httpGet(port, '/api/trini/GetProducts?PageNo=0', {})).status).toBe(418);
      expect(lines).toEqual([{ method: 'GET', url: '/api/trini/GetProducts?SearchText=oil', statusCode: 200, ms: expect.any(Number) }]);
      fast.stop();
      expect((await httpGet(port, '/api/trini/GetProducts?SearchText=oil', {})).status).toBe(418);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
