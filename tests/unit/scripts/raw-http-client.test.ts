import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawPool, rawRequest } from '../../../scripts/raw-http-client.js';

let server: Server | undefined;

async function serve(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('RawPool', () => {
  it('reads status, Retry-After and the body of fixed-length and chunked answers', async () => {
    const port = await serve((req, res) => {
      if (req.url === '/chunked') {
        res.write('ab');
        res.end('cd');
      } else res.writeHead(503, { 'retry-after': '2', 'content-length': '4' }).end('busy');
    });
    const pool = await RawPool.open(port, 1, 5000, true);
    try {
      const fixed = await pool.send(rawRequest('GET', '/', {}), performance.now());
      expect(fixed).toMatchObject({ status: 503, retryAfter: '2', bodyBytes: 4, body: 'busy' });
      const chunked = await pool.send(rawRequest('GET', '/chunked', {}), performance.now());
      expect(chunked.status).toBe(200);
      expect(chunked.body).toContain('ab');
      expect(chunked.body).toContain('cd');
    } finally {
      pool.close();
    }
  });

  it('answers status 0 instead of hanging once the server has closed every connection', async () => {
    const port = await serve((_req, res) => res.end('ok'));
    const sockets: Socket[] = [];
    server!.on('connection', (s: Socket) => sockets.push(s));
    const pool = await RawPool.open(port, 2, 5000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sockets).toHaveLength(2);
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const answers = await Promise.all([1, 2, 3].map(() => pool.send(rawRequest('GET', '/', {}), performance.now())));
      expect(answers.map((a) => a.status)).toEqual([0, 0, 0]);
    } finally {
      pool.close();
    }
  });
});
