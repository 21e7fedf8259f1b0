// Per-address limits are counted in the database: two hosts on one database together allow exactly the limit,
// logins included (customers' and staff's share one count, from the first attempt), and the configuration's scale
// still applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../host/config.js';
import type { Db } from '../../../host/db/db.js';
import { ADDRESS_LIMITS, tooManyRequests } from '../../../host/http/rate-limits.js';
import { hostsOnOneDatabase, type HostsOnOneDatabase } from '../../helpers/hosts-on-one-database.js';

const MINUTE = 60_000;
let clock = new Date('2025-03-01T12:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let hosts: HostsOnOneDatabase;
let db: Db;
/** Another host process on the same database: its own app, its own memory. */
const host = (config: Partial<Config> = {}): Promise<FastifyInstance> => hosts.host(config);

let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  hosts = await hostsOnOneDatabase({ now: () => clock, config: { rateLimitScale: 1 } });
  db = hosts.db;
  a = await host();
  b = await host();
});
afterAll(async () => {
  await hosts?.close();
});

const registration = (i: number) => ({
  CustomerName: 'Reg',
  Mobile1: String(7700000 + i),
  NewPassword: 'sorrel-2025',
  ConfirmPassword: 'sorrel-2025',
  ConfirmMobile: true,
});
const register = (app: FastifyInstance, i: number, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/customer/register', payload: registration(i), remoteAddress });
let nextRegistration = 0;

describe('per-address limits across hosts', () => {
  it('two hosts on one database let exactly the limit of registrations from one address through between them', async () => {
    const { max, windowMs } = ADDRESS_LIMITS.register;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * max; i++) statuses.push((await register(i % 2 ? b : a, nextRegistration++, '10.70.0.1')).statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(max);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    advance(windowMs / 2);
    const refused = await register(b, nextRegistration++, '10.70.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, msg: tooManyRequests(windowMs / 2) });
    expect(refused.headers['retry-after']).toBe(String(windowMs / 2 / 1000));
    expect((await register(a, nextRegistration++, '10.70.0.2')).statusCode).toBe(200);
  });

  it('concurrent calls through both hosts add up exactly', async () => {
    const { max } = ADDRESS_LIMITS.track;
    const track = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/shop/TrackOrder?OrderNo=1&Mobile=7123456', remoteAddress: '10.70.1.1' });
    const answers = await Promise.all(Array.from({ length: 2 * max }, (_, i) => track(i % 2 ? b : a)));
    expect(answers.filter((r) => r.statusCode !== 429)).toHaveLength(max);
  });

  it('a new window opens when the old one ends', async () => {
    const { max, windowMs } = ADDRESS_LIMITS.register;
    for (let i = 0; i < max; i++) expect((await register(a, nextRegistration++, '10.70.2.1')).statusCode).toBe(200);
    expect((await register(b, nextRegistration++, '10.70.2.1')).statusCode).toBe(429);
    advance(windowMs);
    expect((await register(b, nextRegistration++, '10.70.2.1')).statusCode).toBe(200);
  });

  it('rows of windows that have ended are pruned', async () => {
    await register(a, nextRegistration++, '10.70.3.1');
    const longest = Math.max(...Object.values(ADDRESS_LIMITS).map((l) => l.windowMs));
    advance(longest + MINUTE);
    await register(a, nextRegistration++, '10.70.3.2');
    const ended = await db.query('SELECT key FROM request_counts WHERE window_start <= $1', [new Date(clock.getTime() - longest).toISOString()]);
    expect(ended).toEqual([]);
    expect(await db.query('SELECT key FROM request_counts')).toEqual([{ key: 'register:10.70.3.2' }]);
  });

  it("the configuration's rateLimitScale still scales the limits", async () => {
    const scale = 0.5;
    const [c, d] = [await host({ rateLimitScale: scale }), await host({ rateLimitScale: scale })];
    const limit = Math.round(ADDRESS_LIMITS.register.max * scale);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * limit; i++) statuses.push((await register(i % 2 ? d : c, nextRegistration++, '10.70.4.1')).statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(limit);
  });
});

describe('the per-address login limit', () => {
  it("counts every attempt from the first, customers' and staff's together, across hosts", async () => {
    const { max, windowMs } = ADDRESS_LIMITS.login;
    const address = '10.70.5.1';
    const attempt = (app: FastifyInstance, url: string, i: number) =>
      app.inject({ method: 'POST', url, payload: { Mobile: String(7710000 + i), Password: 'guess' }, remoteAddress: address });
    const routes = ['/api/Auth/CLogin', '/api/admin/Login'];
    for (let i = 0; i < max; i++) expect((await attempt(i % 2 ? b : a, routes[Math.floor(i / 2) % 2], i)).statusCode).toBe(401);
    for (const app of [a, b]) {
      for (const url of routes) {
        const refused = await attempt(app, url, max);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ success: false, msg: tooManyRequests(windowMs) });
        expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
      }
    }
    expect((await attempt(a, routes[0], max)).statusCode).toBe(429);
    expect((await b.inject({ method: 'POST', url: routes[1], payload: { Mobile: '7719999', Password: 'x' }, remoteAddress: '10.70.5.2' })).statusCode).toBe(
      401,
    );
    advance(windowMs);
    expect((await attempt(b, routes[0], max)).statusCode).toBe(401);
  });
});
