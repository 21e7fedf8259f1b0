// Catalogue lists are written into chunks lent for the time of their response (host/http/send-buffers.ts). Over
// real HTTP, with more requests in flight than chunks, slow readers and clients that hang up: every body must be
// the one its URL answers one at a time, and every chunk must come back.
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { appCatalog } from '../../../host/app.js';
import { SendBuffers } from '../../../host/http/send-buffers.js';

const URLS = [
  '/api/trini/GetProducts?PageNo=1&MaxRecords=15',
  '/api/trini/GetProducts?PageNo=2&MaxRecords=15',
  '/api/trini/GetProducts?SearchText=shea&PageNo=1&MaxRecords=20',
  '/api/trini/GetProducts?SearchText=oil&PageNo=1&MaxRecords=30',
  '/api/trini/GetProducts?SearchText=cream&PageNo=1&MaxRecords=10',
  '/api/trini/GetProducts?CategorySearchText=Skin%20Care&PageNo=1&MaxRecords=25',
  '/api/trini/GetProducts?CategorySearchText=Hair%20Care&PageNo=1&MaxRecords=25',
  '/api/Product/GetProducts?CategoryNo=1&PageNo=1&MaxRecords=100',
  '/api/Product/GetProducts?CategoryNo=2&PageNo=1&MaxRecords=12',
  '/api/trini/GetProducts?PageNo=1&MaxRecords=100',
];
/** Big lists asked for by the slow reader only: answers asked for over and over keep bytes of their own once no chunk is free. */
const SLOW = ['/api/Product/GetProducts?CategoryNo=1&PageNo=1&MaxRecords=99', '/api/trini/GetProducts?PageNo=1&MaxRecords=99'];

function get(port: number, path: string, agent: Agent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${path}: ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** Waits (at most 5 s) until every lent chunk is back. */
async function allBack(chunks: SendBuffers): Promise<number> {
  for (let i = 0; i < 100 && chunks.inUse > 0; i++) await new Promise((r) => setTimeout(r, 50));
  return chunks.inUse;
}

describe('catalogue lists sent from lent chunks', () => {
  let t: TestApp;
  let port: number;
  // Fewer chunks than requests in flight: some bodies are written into chunks, the others joined as text. The
  // large one takes the two lists that hold the products given long descriptions below.
  const chunks = new SendBuffers([
    [32 * 1024, 3],
    [16 * 1024 * 1024, 1],
  ]);
  const expected = new Map<string, Buffer>();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { sendBuffers: chunks } });
    // Lists of several megabytes: more than a connection that reads nothing takes in, so their sending waits.
    const bigOnes = (JSON.parse((await t.app.inject({ method: 'GET', url: URLS[7] })).body) as { ProductList: { ProductNo: number }[] }).ProductList;
    await t.db.query(`UPDATE products SET description = description || repeat(' Shea butter, whipped.', 60000) WHERE product_no = ANY($1::int[])`, [
      bigOnes.slice(0, 5).map((p) => p.ProductNo),
    ]);
    await appCatalog(t.app)!.reload();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
    for (const url of [...URLS, ...SLOW]) {
      const one = await t.app.inject({ method: 'GET', url });
      expect(one.statusCode, url).toBe(200);
      expected.set(url, one.rawPayload);
    }
  });
  afterAll(() => t.close());

  it('answers with lists of 10 to 100 products, some of several megabytes', () => {
    const sizes = [...expected.values()].map((b) => b.length);
    expect(expected.get(URLS[7])!.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(expected.get(URLS[9])!.length).toBeGreaterThan(6 * 1024 * 1024);
    for (const url of SLOW) expect(expected.get(url)!.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(Math.min(...sizes)).toBeLessThan(32 * 1024);
    for (const [url, body] of expected) expect(Array.isArray(JSON.parse(body.toString())) || 'ProductList' in JSON.parse(body.toString()), url).toBe(true);
  });

  it('gives every one of many concurrent requests its own body, then has every chunk back', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    try {
      for (let round = 0; round < 3; round++) {
        const paths = Array.from({ length: 40 }, (_, i) => URLS[(i * 7 + round) % URLS.length]);
        const bodies = await Promise.all(paths.map((path) => get(port, path, agent)));
        bodies.forEach((body, i) => expect(body.equals(expected.get(paths[i])!), paths[i]).toBe(true));
      }
    } finally {
      agent.destroy();
    }
    expect(await allBack(chunks)).toBe(0);
  });

  it('keeps a slow reader’s chunk until its answer is read, while the other big list is asked for', async () => {
    const [slow, other] = SLOW;
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    socket.write(`GET ${slow} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(chunks.inUse, 'the slow answer still holds its chunk').toBe(1);
      for (const path of [other, URLS[0]]) expect((await get(port, path, agent)).equals(expected.get(path)!), path).toBe(true);
      expect(chunks.inUse).toBe(1);
    } finally {
      agent.destroy();
    }
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const parts: Buffer[] = [];
      socket.on('data', (d: Buffer) => parts.push(d));
      socket.on('end', () => resolve(Buffer.concat(parts)));
      socket.on('error', reject);
      socket.resume();
    });
    const body = raw.subarray(raw.indexOf('\r\n\r\n') + 4);
    expect(body.length).toBe(expected.get(slow)!.length);
    expect(body.equals(expected.get(slow)!)).toBe(true);
    expect(await allBack(chunks)).toBe(0);
  });

  it('has every chunk back when clients hang up before reading their answer', async () => {
    await Promise.all(
      URLS.map(
        (url) =>
          new Promise<void>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => {
              socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
              setTimeout(() => socket.destroy(), 5);
            });
            socket.on('close', () => resolve());
            socket.on('error', () => undefined);
          }),
      ),
    );
    expect(await allBack(chunks)).toBe(0);
    const agent = new Agent({ keepAlive: false });
    expect((await get(port, URLS[2], agent)).equals(expected.get(URLS[2])!)).toBe(true);
  });
});
