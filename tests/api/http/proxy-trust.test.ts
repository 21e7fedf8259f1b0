// Whose X-Forwarded-For is believed (docs/deployment.md#the-clients-address-trust_proxy): by default no one's, so a local
// process naming its own client address never slips past a per-address limit; with TRUST_PROXY=127.0.0.1 only a
// proxy at that address is believed, and a second loopback address not listed is counted as itself. Real connections:
// each request leaves from the loopback address it names (localAddress).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../host/app.js';
import { testConfig, type Config } from '../../../host/config.js';
import type { Db } from '../../../host/db/db.js';
import { memoryMailer } from '../../../host/mail/mailer.js';
import { ADDRESS_LIMITS } from '../../../host/http/rate-limits.js';
import { openTestDatabase } from '../../helpers/test-db.js';

let db: Db;
let drop: () => Promise<void>;
const apps: FastifyInstance[] = [];

/** A listening host with the per-address limits at their real values; its base URL. */
async function listening(config: Partial<Config>): Promise<string> {
  const app = await buildApp({ config: testConfig({ rateLimitScale: 1, ...config }), db, overrides: { mailer: memoryMailer() } });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
  await drop?.();
});

/** TrackOrder from `from`, naming `forwardedFor`; answers the status. */
function track(base: string, from: string, forwardedFor?: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = http.get(
      `${base}/api/shop/TrackOrder?OrderNo=1&Mobile=7123456`,
      { localAddress: from, agent: false, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
  });
}

const { max } = ADDRESS_LIMITS.track;

describe('X-Forwarded-For from a hop that is not a named proxy', () => {
  it('by default is believed from no one: after a 429, a made-up client address changes nothing', async () => {
    const base = await listening({});
    for (let i = 0; i < max; i++) expect(await track(base, '127.0.0.2')).toBe(404);
    expect(await track(base, '127.0.0.2')).toBe(429);
    for (let n = 1; n <= 5; n++) expect(await track(base, '127.0.0.2', `8.8.8.${n}`)).toBe(429);
  });

  it('with TRUST_PROXY=127.0.0.1, is believed from that proxy and ignored from 127.0.0.3', async () => {
    const base = await listening({ trustProxy: '127.0.0.1' });
    for (let i = 0; i < max; i++) expect(await track(base, '127.0.0.3', `8.8.4.${i}`)).toBe(404);
    expect(await track(base, '127.0.0.3', '8.8.4.200')).toBe(429);
    // The proxy's clients are counted each as itself.
    for (let i = 0; i < max; i++) expect(await track(base, '127.0.0.1', '203.0.113.7')).toBe(404);
    expect(await track(base, '127.0.0.1', '203.0.113.7')).toBe(429);
    expect(await track(base, '127.0.0.1', '203.0.113.8')).toBe(404);
  });
});
