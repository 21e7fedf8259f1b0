// Mail over SMTP from the database's outbox (docs/notifications.md#how-notices-leave): a mail is kept while the SMTP
// server is down and sent once it is back, exactly once; a production host without SMTP_URL sends nothing and
// leaves its mail in the outbox, where a host that has SMTP_URL sends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appOutbox, buildApp } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { createMailer } from '../../../host/mail/mailer.js';
import type { Db } from '../../../host/db/db.js';
import { guestOrder } from '../../../scripts/order-load.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { openTestDatabase } from '../../helpers/test-db.js';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const order = async (app: FastifyInstance, n: number): Promise<number> => {
  const r = await app.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: guestOrder(n) });
  expect(r.statusCode, r.body).toBe(200);
  return Number(r.json<{ OrderNo: number }>().OrderNo);
};

const mailRow = async (db: Db, orderNo: number) =>
  (
    await db.query<{ state: string; attempts: number; last_error: string | null; provider_id: string | null }>(
      'SELECT state, attempts, last_error, provider_id FROM mail_outbox WHERE order_no = $1',
      [orderNo],
    )
  )[0];

describe('mail while the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const smtp = testConfig({ smtpUrl: sink.url });
    t = await createTestApp({ config: { smtpUrl: sink.url }, overrides: { mailer: createMailer(smtp) } });
  });
  afterAll(() => t.close());

  it('is kept in the outbox, then sent once when the server is back', async () => {
    sink.down = true;
    const orderNo = await order(t.app, 501);
    await t.flushMail();
    expect(await mailRow(t.db, orderNo)).toMatchObject({ state: 'pending', attempts: 1, last_error: expect.stringMatching(/421/) });
    expect(sink.received).toHaveLength(0);

    sink.down = false;
    // The backoff's wait, over.
    await t.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE order_no = $1', [orderNo]);
    await t.flushMail();
    await t.flushMail();
    const row = await mailRow(t.db, orderNo);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.to).toEqual(['<buyer501@example.tt>']);
    expect(mail.data).toContain(`#${orderNo}`);
    // Marked with the Message-ID the server was given.
    expect(mail.data).toContain(`Message-ID: ${row.provider_id}`);
  });
});

describe('a production host without SMTP_URL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
    await drop();
  });

  it('sends no mail and keeps it in the outbox, where a host with SMTP_URL sends it', async () => {
    const quiet = await buildApp({ config: testConfig({ production: true }), db });
    apps.push(quiet);
    await quiet.ready();
    sink.received.length = 0;
    const orderNo = await order(quiet, 502);
    await appOutbox(quiet)!.flush();
    expect(await mailRow(db, orderNo)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(sink.received).toHaveLength(0);

    const smtp = testConfig({ production: true, smtpUrl: sink.url });
    const sending = await buildApp({ config: smtp, db });
    apps.push(sending);
    await sending.ready();
    await appOutbox(sending)!.flush();
    expect(await mailRow(db, orderNo)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(sink.received.map((m) => m.to)).toEqual([['<buyer502@example.tt>']]);
  });
});
