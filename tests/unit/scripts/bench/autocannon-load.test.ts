import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedLoad } from '../../../../scripts/bench/autocannon-load.js';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('closedLoad', () => {
  // Each load is a node process of its own (with tsx's start-up): longer than the default 5 s on a busy machine.
  it(
    'sends the paths in turn, says when the measured run starts, goes on where the warm-up stopped, and counts non-2xx apart',
    { timeout: 60_000 },
    async () => {
      const seen: string[] = [];
      server = createServer((req, res) => {
        seen.push(req.url!);
        if (req.url === '/missing') res.writeHead(404).end();
        else res.end('{}');
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      // More paths than one connection sends in 2 s: none comes twice.
      const paths = Array.from({ length: 200_000 }, (_, i) => `/p${i}`);
      let seenWhenMeasuring = -1;
      const result = await closedLoad(port, { connections: 1, seconds: 1, paths, warmupSeconds: 1 }, () => (seenWhenMeasuring = seen.length));
      expect(seenWhenMeasuring).toBeGreaterThan(0);
      expect(seenWhenMeasuring).toBeLessThan(seen.length);
      expect(seen.slice(0, 3)).toEqual(['/p0', '/p1', '/p2']);
      expect(new Set(seen).size).toBe(seen.length);
      expect(result.pathsUsed).toBeGreaterThanOrEqual(seen.length);
      expect(result.count).toBeGreaterThan(0);
      expect(result.count).toBeLessThan(seen.length);
      expect(result.p99).toBeGreaterThan(0);
      const missing = await closedLoad(port, { connections: 1, seconds: 1, paths: ['/missing'] });
      expect(missing.count).toBe(0);
      expect(missing.non2xx).toBeGreaterThan(0);
    },
  );
});
