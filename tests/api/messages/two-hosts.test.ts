// Two hosts on one database, each with its own message sender (docs/notifications.md#how-notices-leave): orders taken
// by both, both senders running at once, and every notice reaches the provider exactly once. On PostgreSQL
// (npm run test:pg) the claims are FOR UPDATE SKIP LOCKED between two connection pools' transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOutbox } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { hostsOnOneDatabase, type HostsOnOneDatabase } from '../../helpers/hosts-on-one-database.js';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider.js';

let hosts: HostsOnOneDatabase;
let whatsapp: FakeProvider;

beforeAll(async () => {
  whatsapp = await startFakeProvider();
  const messages = {
    ...testConfig().messages,
    mode: 'live' as const,
    whatsapp: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'system-user-token-0001', appSecret: 'app-secret-1' },
  };
  hosts = await hostsOnOneDatabase({ now: () => new Date(), config: { messages } });
  await hosts.host();
  await hosts.host();
});
afterAll(async () => {
  await hosts.close();
  await whatsapp.close();
});

describe('two hosts sending messages', () => {
  it('send each notice once', async () => {
    const orders = 12;
    for (let i = 0; i < orders; i++) {
      const app = hosts.apps[i % 2];
      const r = await app.inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: {
          PMNo: 3,
          IsPickup: 1,
          CustomerMobile: String(7660000 + i),
          CustomerName: 'Two Hosts',
          NotifyChannel: 'whatsapp',
          OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
        },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    await Promise.all(hosts.apps.flatMap((app) => [appOutbox(app)!.flush(), appOutbox(app)!.flush()]));
    await Promise.all(hosts.apps.map((app) => appOutbox(app)!.flush()));
    const rows = await hosts.db.query<{ state: string; attempts: number; to_number: string }>(
      "SELECT state, attempts, to_number FROM message_outbox WHERE to_number LIKE '766%' ORDER BY to_number",
    );
    expect(rows).toHaveLength(orders);
    expect(rows.every((r) => r.state === 'sent' && Number(r.attempts) === 1)).toBe(true);
    const recipients = whatsapp.seen.map((r) => (JSON.parse(r.body) as { to: string }).to).sort();
    expect(recipients).toEqual(rows.map((r) => `1868${r.to_number}`));
  });
});
