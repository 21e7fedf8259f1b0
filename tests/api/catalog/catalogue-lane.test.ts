// The list and category page GETs are answered before routing (host/api/catalogue-lane.ts). Over real HTTP they
// must be what the route gives (app.inject always takes the route), be counted in the request histogram under
// their route and in the log's summed-up reads, and leave every other request, and every refusal, to the router.
import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { appCatalog } from '../../../host/app.js';
import { catalogueLane, type Answered } from '../../../host/api/catalogue-lane.js';
import { SendBuffers } from '../../../host/http/send-buffers.js';
import { PartnerOrigins } from '../../../host/http/partner-origins.js';

const TOKEN = 'metrics-token-for-the-lane-tests';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** Headers as a comparable object, without the ones Node sets per connection and moment. */
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

interface Line {
  msg: string;
  reads?: number;
  url?: string;
}

describe('catalogueLane on a bare node:http server', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  const told: Parameters<Answered>[0][] = [];
  const chunks = new SendBuffers();
  const lentAfterAnswer: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const lane = catalogueLane({
      catalog: appCatalog(t.app)!,
      security: { https: false, partners: new PartnerOrigins([]) },
      sendBuffers: chunks,
      answered: (answer) => told.push(answer),
    });
    // What the lane leaves: a 418, so that the test sees which requests it answered.
    server = createServer((req, res) => {
      if (!lane(req, res)) return res.writeHead(418).end();
      lentAfterAnswer.push(chunks.inUse);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await t.close();
  });

  it('answers list and category page GETs as the app’s routes do, and says so once each is sent', async () => {
    const urls = ['/api/trini/GetProducts?SearchText=shea&PageNo=2&MaxRecords=3', '/api/Product/GetProducts?CategoryNo=1&MaxRecords=4'];
    for (const url of urls) {
      const res = await send(port, 'GET', url);
      const route = await t.app.inject({ method: 'GET', url });
      expect(res.status).toBe(200);
      expect(res.body.equals(route.rawPayload)).toBe(true);
      expect(comparable(res.headers)).toEqual(comparable(route.headers));
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(told.map(({ url, route, statusCode }) => ({ url, route, statusCode }))).toEqual([
      { url: urls[0], route: '/api/trini/GetProducts', statusCode: 200 },
      { url: urls[1], route: '/api/Product/GetProducts', statusCode: 200 },
    ]);
    expect(told.every((a) => a.ms >= 0 && a.ms < 10_000)).toBe(true);
    expect(chunks.inUse).toBe(0);
    // A small answer to a reading client is in the kernel's hands when the lane returns: its chunk is back already.
    expect(lentAfterAnswer).toEqual([0, 0]);
  });

  it('leaves bad parameters, NULs, other methods and other paths to the router', async () => {
    for (const [method, url] of [
      ['GET', '/api/trini/GetProducts?PageNo=x'],
      ['GET', '/api/trini/GetProducts?BestSellers=true&NewProducts=true'],
      ['GET', '/api/trini/GetProducts?SearchText=a%00b'],
      ['GET', '/api/Product/GetProducts'],
      ['GET', '/api/trini/getproducts'],
      ['GET', '/api/Product/loadproduct?ProductNo=1'],
      ['HEAD', '/api/trini/GetProducts'],
      ['POST', '/api/trini/GetProducts'],
    ]) {
      expect((await send(port, method, url)).status, `${method} ${url}`).toBe(418);
    }
  });
});

describe('catalogue GETs answered before routing', () => {
  let t: TestApp;
  let port: number;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { metricsToken: TOKEN, logLevel: 'debug' },
      overrides: { logTo: { write: (line) => void lines.push(JSON.parse(line) as Line) } },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  const URLS = [
    '/api/trini/GetProducts?SearchText=shea&PageNo=1&MaxRecords=20',
    '/api/trini/GetProducts?searchtext=shea&pageno=1&maxrecords=20',
    '/api/trini/GetProducts',
    '/api/trini/GetProducts?CategorySearchText=Hair%20Care&MaxRecords=100',
    '/api/Product/GetProducts?CategoryNo=1&PageNo=1&MaxRecords=15',
    '/api/Product/GetProducts?CategoryNo=999',
  ];

  it('answers with the route’s status, headers and bytes, in every encoding, and 304 to a known ETag', async () => {
    for (const url of URLS) {
      const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }, { origin: 'http://127.0.0.3:3001' }];
      for (const headers of variants) {
        const lane = await send(port, 'GET', url, headers);
        const route = await t.app.inject({ method: 'GET', url, headers });
        expect(lane.status, url).toBe(route.statusCode);
        expect(comparable(lane.headers), url).toEqual(comparable(route.headers));
        expect(lane.body.equals(route.rawPayload), url).toBe(true);
        const again = await send(port, 'GET', url, { ...headers, 'if-none-match': String(lane.headers.etag) });
        expect(again.status).toBe(304);
      }
    }
  });

  it('leaves refusals, other methods and other calls to the router', async () => {
    for (const url of ['/api/trini/GetProducts?PageNo=x', '/api/trini/GetProducts?SearchText=a%00b', '/api/Product/GetProducts']) {
      const res = await send(port, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(JSON.parse(res.body.toString())).toEqual({ success: false, msg: expect.any(String) });
    }
    const head = await send(port, 'HEAD', URLS[0]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await send(port, 'POST', URLS[0])).status).toBe(404);
    expect((await send(port, 'GET', '/api/trini/GetProducts/extra')).status).toBe(404);
    expect((await send(port, 'GET', '/api/Product/loadproduct?ProductNo=1')).status).toBe(200);
  });

  it('counts its answers in the request histogram under their route, and logs them as catalogue reads', async () => {
    const metric = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const series = 'trini_http_request_duration_seconds_count{method="GET",route="/api/Product/GetProducts",status="200"} ';
      return Number(
        text
          .split('\n')
          .find((l) => l.startsWith(series))
          ?.slice(series.length) ?? 0,
      );
    };
    const before = await metric();
    const logged = lines.length;
    const url = '/api/Product/GetProducts?CategoryNo=2&PageNo=1&MaxRecords=7';
    for (let i = 0; i < 3; i++) expect((await send(port, 'GET', url)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(await metric()).toBe(before + 3);
    const completed = lines.slice(logged).filter((l) => l.msg === 'request completed' && l.url === url);
    expect(completed).toHaveLength(3);
  });
});
