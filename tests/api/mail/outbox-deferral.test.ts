// The outbox's sender gives way to orders (host/mail/outbox.ts, quietMs): a run that finds more mails due than
// one batch goes on to the next batch only while no order has come in since it began. An order that comes in
// mid-run makes the next batch wait for the quiet period, so a burst of orders is not slowed by its own mails.
import { DEMO_SHOP_SETTINGS } from '../../../host/db/seed/shop-settings.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOutbox } from '../../../host/app.js';
import type { Mailer } from '../../../host/mail/mailer.js';
import { startOutbox, type OutboxOptions } from '../../../host/mail/outbox.js';
import type { Outbox } from '../../../host/mail/outbox-handle.js';
import { guestOrder } from '../../../scripts/order-load.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const ORDERS = 12;
const BATCH = 5;
const QUIET_MS = 150;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A sender of its own on the test's database: batches of BATCH, a quiet period of QUIET_MS, no polling. */
const startSender = (mailer: Mailer, options: Partial<OutboxOptions> = {}): Outbox =>
  startOutbox({
    db: t.db,
    mailer,
    catalog: { cities: () => [], settings: () => DEMO_SHOP_SETTINGS },
    publicUrl: 'http://127.0.0.1',
    log: silent,
    batch: BATCH,
    pollMs: 60_000,
    quietMs: QUIET_MS,
    ...options,
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await appOutbox(t.app)!.close(); // this test runs its own sender on the same database
  for (let n = 0; n < ORDERS; n++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: guestOrder(n) });
    expect(res.json()).toMatchObject({ success: true });
  }
});
afterAll(() => t.close());

describe('mail outbox', () => {
  it('stops after the batch during which an order came in, and sends the rest once orders have been quiet', async () => {
    const sentAt: number[] = [];
    let kickedAt = 0;
    const mailer = {
      async send() {
        sentAt.push(Date.now());
        if (sentAt.length === 1) {
          kickedAt = Date.now();
          outbox.kick(); // an order arrives while the first batch is being sent
        }
      },
    };
    const outbox = startSender(mailer);
    try {
      outbox.kick();
      await expect.poll(() => sentAt.length, { timeout: 10_000 }).toBe(ORDERS);
      // The first batch goes out in one run; the second waits for the quiet period after the order that came in.
      expect(sentAt[BATCH - 1] - sentAt[0]).toBeLessThan(QUIET_MS);
      expect(sentAt[BATCH] - kickedAt).toBeGreaterThanOrEqual(QUIET_MS - 5);
      const rows = await t.db.query<{ state: string; n: string }>('SELECT state, count(*) AS n FROM mail_outbox GROUP BY state');
      expect(rows.map((r) => [r.state, Number(r.n)])).toEqual([['sent', ORDERS]]);
    } finally {
      await outbox.close();
    }
  });

  it('sends everything due at once when orders have kept it waiting the longest it waits', async () => {
    await t.db.query("UPDATE mail_outbox SET state = 'pending', sent_at = NULL, next_attempt_at = now()");
    const sentAt: number[] = [];
    const mailer = { send: async () => void sentAt.push(Date.now()) };
    const MAX_DEFER_MS = 1000;
    const outbox = startSender(mailer, { maxDeferMs: MAX_DEFER_MS });
    // A steady stream of orders: never quiet for QUIET_MS, for longer than MAX_DEFER_MS and the sending.
    const stream = setInterval(() => outbox.kick(), 20);
    const started = Date.now();
    outbox.kick();
    try {
      await expect.poll(() => sentAt.length, { timeout: 10_000 }).toBe(ORDERS);
      expect(sentAt[0] - started).toBeGreaterThanOrEqual(MAX_DEFER_MS - 5);
      // One run, every batch: not one batch per wait, which a steady stream would make one batch per MAX_DEFER_MS.
      expect(sentAt[ORDERS - 1] - sentAt[0]).toBeLessThan(MAX_DEFER_MS);
    } finally {
      clearInterval(stream);
      await outbox.close();
    }
  });
});
