// The board's event stream keeps to the staff rules (docs/security.md#what-is-protected): disabling a staff member or
// changing their password ends their open streams within a heartbeat, on every host; a ticket opens one stream,
// once; and no logged URL carries a ticket.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createAdminTest, type AdminTest } from './helpers.js';
import { openEventStream, type OpenStream } from '../../helpers/event-stream.js';
import { addStaff } from '../../../host/admin/staff.js';
import { disableStaff, setStaffPassword } from '../../../host/admin/staff-access.js';
import { buildApp } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { memoryMailer } from '../../../host/mail/mailer.js';
import { GUARD_MSG } from '../../../host/api/admin/guard.js';
import { createDatabase } from '../../helpers/postgres-admin.js';

const HEARTBEAT_MS = 300;

let a: AdminTest;
let base: string;
const logLines: { msg?: string; url?: string }[] = [];
let logText = '';
beforeAll(async () => {
  a = await createAdminTest({
    config: { logLevel: 'info' },
    overrides: {
      heartbeatMs: HEARTBEAT_MS,
      logTo: {
        write(line) {
          logText += line;
          logLines.push(JSON.parse(line) as (typeof logLines)[number]);
        },
      },
    },
  });
  base = await a.t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => a.t.close());

async function signIn(mobile: string, password: string): Promise<string> {
  const r = await a.post('/api/admin/Login', { Mobile: mobile, Password: password }, null);
  expect(r.status).toBe(200);
  return r.body.Token as string;
}

/** A stream counts as open for its staff member from its 200 on. */
async function openWith(token: string): Promise<OpenStream> {
  const stream = await openEventStream(`${base}/api/admin/OrderEvents`, { authorization: `Bearer ${token}` });
  expect(stream.status).toBe(200);
  return stream;
}

describe('revoked staff', () => {
  it('disabling a staff member ends their open streams within a heartbeat; the others stay open', async () => {
    await addStaff(a.t.db, { mobile: '7000031', name: 'Ena', password: 'breadfruit-31' }, new Date());
    const leaving = await openWith(await signIn('7000031', 'breadfruit-31'));
    const staying = await openWith(a.token);
    try {
      await disableStaff(a.t.db, '7000031', new Date());
      await vi.waitFor(() => expect(leaving.ended).toBe(true), { timeout: HEARTBEAT_MS * 2 + 500, interval: 20 });
      await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 2));
      expect(staying.ended).toBe(false);
    } finally {
      leaving.close();
      staying.close();
    }
  });

  it('a password change ends the streams opened with earlier tokens and tickets', async () => {
    await addStaff(a.t.db, { mobile: '7000032', name: 'Fay', password: 'breadfruit-32' }, new Date());
    const token = await signIn('7000032', 'breadfruit-32');
    const byToken = await openWith(token);
    const ticket = (await a.post('/api/admin/EventTicket', {}, token)).body.Ticket as string;
    const byTicket = await openEventStream(`${base}/api/admin/OrderEvents?Ticket=${ticket}`);
    try {
      expect(byTicket.status).toBe(200);
      await setStaffPassword(a.t.db, '7000032', 'soursop-2032', new Date());
      await vi.waitFor(() => expect([byToken.ended, byTicket.ended]).toEqual([true, true]), { timeout: HEARTBEAT_MS * 2 + 500, interval: 20 });
    } finally {
      byToken.close();
      byTicket.close();
    }
  });
});

describe('tickets', () => {
  it('a ticket opens one stream, once, even when used twice at the same moment', async () => {
    const ticket = (await a.post('/api/admin/EventTicket', {})).body.Ticket as string;
    const tries = await Promise.all([0, 1, 2].map(() => openEventStream(`${base}/api/admin/OrderEvents?Ticket=${ticket}`)));
    try {
      expect(tries.map((s) => s.status).sort()).toEqual([200, 401, 401]);
      const again = await a.get(`/api/admin/OrderEvents?Ticket=${ticket}`, null);
      expect(again).toMatchObject({ status: 401, body: { success: false, msg: GUARD_MSG.signIn } });
    } finally {
      for (const s of tries) s.close();
    }
  });

  it('no logged URL carries a ticket', async () => {
    const ticket = (await a.post('/api/admin/EventTicket', {})).body.Ticket as string;
    const stream = await openEventStream(`${base}/api/admin/OrderEvents?LastEventId=0&Ticket=${ticket}`);
    stream.close();
    await a.get(`/api/admin/OrderEvents?ticket=${ticket}`, null);
    await a.get(`/api/admin/OrderEvents?%54icket=${ticket}`, null);
    await vi.waitFor(() => expect(logLines.filter((l) => l.url?.startsWith('/api/admin/OrderEvents')).length).toBeGreaterThanOrEqual(2), {
      timeout: 2000,
      interval: 20,
    });
    expect(logLines.filter((l) => l.url?.startsWith('/api/admin/OrderEvents')).map((l) => l.url)).toEqual(
      expect.arrayContaining(['/api/admin/OrderEvents?ticket=[redacted]', '/api/admin/OrderEvents?%54icket=[redacted]']),
    );
    expect(logText).not.toContain(ticket);
    expect(logText).not.toContain(ticket.split('.')[2]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('two hosts on one PostgreSQL', () => {
  it('disabling a member from another process ends their stream on every host at once (NOTIFY), not at the heartbeat', async () => {
    const made = await createDatabase(serverUrl!, 'trini_revoke', inject('seededTemplate'));
    const dbs = [await openPostgres(made.url), await openPostgres(made.url)];
    const apps = await Promise.all(dbs.map((db) => buildApp({ config: testConfig({ databaseUrl: made.url }), db, overrides: { mailer: memoryMailer() } })));
    const streams: OpenStream[] = [];
    const console = await openPostgres(made.url);
    try {
      await addStaff(dbs[0], { mobile: '7000039', name: 'Gus', password: 'hibiscus-2039' }, new Date());
      // The shop keeps an enabled owner: Gus is not the last one.
      await addStaff(dbs[0], { mobile: '7000040', name: 'Hana', password: 'hibiscus-2040' }, new Date());
      for (const app of apps) {
        const login = await app.inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000039', Password: 'hibiscus-2039' } });
        const url = await app.listen({ host: '127.0.0.1', port: 0 });
        const stream = await openEventStream(`${url}/api/admin/OrderEvents`, { authorization: `Bearer ${login.json().Token}` });
        streams.push(stream);
        expect(stream.status).toBe(200);
      }
      // The heartbeat is 25 s here: only the NOTIFY can end them within 2 s.
      await disableStaff(console, '7000039', new Date());
      await vi.waitFor(() => expect(streams.map((s) => s.ended)).toEqual([true, true]), { timeout: 2000, interval: 20 });
    } finally {
      for (const s of streams) s.close();
      await console.close();
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await made.drop();
    }
  });
});
