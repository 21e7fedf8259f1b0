// Two hosts on one database, each with its own mail sender to one SMTP server (docs/notifications.md#how-notices-leave):
// orders taken by both, both senders running at once, and every mail reaches the server exactly once. On PostgreSQL
// (npm run test:pg) the claims are FOR UPDATE SKIP LOCKED between two connection pools' transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOutbox } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { createMailer } from '../../../host/mail/mailer.js';
import { guestOrder } from '../../../scripts/order-load.js';
import { hostsOnOneDatabase, type HostsOnOneDatabase } from '../../helpers/hosts-on-one-database.js';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink.js';

let hosts: HostsOnOneDatabase;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  hosts = await hostsOnOneDatabase({ now: () => new Date(), config: { smtpUrl: sink.url }, mailer: createMailer(testConfig({ smtpUrl: sink.url }))! });
  await hosts.host();
  await hosts.host();
});
afterAll(async () => {
  await hosts.close();
  await sink.close();
});

describe('two hosts sending mail', () => {
  it('send each mail once', async () => {
    const orders = 12;
    for (let i = 0; i < orders; i++) {
      const r = await hosts.apps[i % 2].inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: guestOrder(600 + i) });
      expect(r.statusCode, r.body).toBe(200);
    }
    await Promise.all(hosts.apps.flatMap((app) => [appOutbox(app)!.flush(), appOutbox(app)!.flush()]));
    await Promise.all(hosts.apps.map((app) => appOutbox(app)!.flush()));
    const rows = await hosts.db.query<{ state: string; attempts: number }>(
      "SELECT m.state, m.attempts FROM mail_outbox m JOIN orders o USING (order_no) WHERE o.customer_email LIKE 'buyer6%'",
    );
    expect(rows).toHaveLength(orders);
    expect(rows.every((r) => r.state === 'sent' && Number(r.attempts) === 1)).toBe(true);
    const recipients = sink.received.map((m) => m.to[0]).sort();
    expect(recipients).toEqual(Array.from({ length: orders }, (_, i) => `<buyer${600 + i}@example.tt>`).sort());
  });
});
