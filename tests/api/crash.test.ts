import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../../host/db/pglite.js';
import { spawnHost, type HostProcess } from '../../scripts/host-process.js';
import { guestOrder, postOrder } from '../../scripts/order-load.js';
import { fillSeededDataFolder } from '../helpers/seeded-data-folder.js';

// The host process killed with SIGKILL while taking orders, with its mail server down: after the restart every
// acknowledged order is there exactly once, re-sending its Idempotency-Key answers the same order, and the mail
// outbox sends exactly one confirmation per order. Embedded database always; PostgreSQL when TEST_DATABASE_URL is set.

const serverUrl = process.env.TEST_DATABASE_URL;
const DEAD_SMTP = 'smtp://127.0.0.1:9'; // nothing listens there: every send fails at once and is retried later

interface Acked {
  key: string;
  body: Record<string, unknown>;
  orderNo: number;
}

/** Clients sending orders back to back until `stop()`; the acknowledged ones are recorded. */
function orderLoad(url: string, clients: number) {
  const agent = new http.Agent({ keepAlive: true });
  const acked: Acked[] = [];
  const run = randomBytes(3).toString('hex');
  let n = 0;
  let stopped = false;
  const loops = Array.from({ length: clients }, async () => {
    while (!stopped && n < 5000) {
      const i = n++;
      const body = guestOrder(i);
      const key = `crash-${run}-${i}`;
      const res = await postOrder(url, body, key, agent, 10_000);
      if (res.status === 200) {
        const answer = JSON.parse(res.body) as { success: boolean; OrderNo: number };
        if (answer.success) acked.push({ key, body, orderNo: answer.OrderNo });
      }
    }
  });
  return {
    acked,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

/** Mails the file mailer wrote into DATA_DIR/outbox, by recipient. */
async function mailsByRecipient(dataDir: string): Promise<Map<string, number>> {
  const dir = join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const counts = new Map<string, number>();
  for (const f of files) {
    const to = /^To: (.+)$/m.exec(await readFile(join(dir, f), 'utf8'))?.[1]?.trim() ?? '';
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

/** Polls `check` every 250 ms until it holds; fails after `ms`. */
const waitFor = (check: () => Promise<boolean>, ms: number) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`not yet after ${ms} ms`);
    },
    { timeout: ms, interval: 250 },
  );

type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * `inspect` runs checks against the database; `whileRunning`: it may do so while a host runs (PostgreSQL; the
 * embedded database belongs to one process at a time, so there the mails are awaited through their files).
 */
async function crashAndRecover(
  dataDir: string,
  databaseUrl: string | undefined,
  inspect: (fn: (q: Query) => Promise<void>) => Promise<void>,
  whileRunning: boolean,
) {
  // A short claim: a row the killed host was sending when it died goes out again within seconds.
  const first = await spawnHost({ dataDir, databaseUrl, env: { SMTP_URL: DEAD_SMTP, MAIL_CLAIM_SECONDS: '3' } });
  const load = orderLoad(first.url, 4);
  await waitFor(async () => load.acked.length >= 40, 30_000);
  await first.kill9(); // mid-load: requests in flight get no answer
  await load.stop();
  expect(load.acked.length).toBeGreaterThanOrEqual(40);

  let second: HostProcess | undefined = await spawnHost({ dataDir, databaseUrl, env: { MAIL_CLAIM_SECONDS: '3' } });
  try {
    const agent = new http.Agent({ keepAlive: true });
    for (const a of load.acked) {
      // A 503 (the fresh host shedding while it is busy) is retried after its Retry-After, as the widgets do.
      let again = await postOrder(second.url, a.body, a.key, agent);
      for (let tries = 1; again.status === 503 && tries < 10; tries++) {
        await new Promise((r) => setTimeout(r, 1000));
        again = await postOrder(second.url, a.body, a.key, agent);
      }
      expect(again.status, again.body).toBe(200);
      expect(JSON.parse(again.body).OrderNo).toBe(a.orderNo);
    }
    agent.destroy();
    // Every stored order (acknowledged or not: a commit can beat the kill to the answer) gets exactly one mail.
    if (whileRunning) {
      await inspect(async (q) => {
        const stored = async () => Number((await q('SELECT count(*)::int AS n FROM orders'))[0].n);
        const sent = async () => Number((await q(`SELECT count(*)::int AS n FROM mail_outbox WHERE state = 'sent'`))[0].n);
        await waitFor(async () => (await sent()) >= (await stored()), 40_000);
      });
    } else {
      const files = async () => [...(await mailsByRecipient(dataDir)).values()].reduce((a, b) => a + b, 0);
      await waitFor(async () => (await files()) >= load.acked.length, 40_000);
      let last = -1;
      await waitFor(async () => {
        const now = await files();
        const settled = now === last;
        last = now;
        return settled;
      }, 20_000);
    }
  } finally {
    await second.stop();
    second = undefined;
  }
  await inspect(async (q) => {
    const rows = await q('SELECT idempotency_key, count(*)::int AS n FROM orders WHERE idempotency_key = ANY($1::text[]) GROUP BY 1', [
      load.acked.map((a) => a.key),
    ]);
    expect(rows.length).toBe(load.acked.length);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    const states = await q('SELECT state, count(*)::int AS n FROM mail_outbox GROUP BY 1');
    expect(states.map((s) => s.state)).toEqual(['sent']);
    const emails = (await q('SELECT customer_email FROM orders')).map((r) => String(r.customer_email));
    const mails = await mailsByRecipient(dataDir);
    for (const email of emails) expect(mails.get(email), email).toBe(1);
    expect([...mails.values()].reduce((a, b) => a + b, 0)).toBe(emails.length);
  });
}

describe('kill -9 under order load', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('embedded database: every acknowledged order once, its key replays it, one mail per order', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'trini-crash-'));
    dirs.push(dataDir);
    await fillSeededDataFolder(dataDir); // the crash is under test, not the first start's seeding
    await crashAndRecover(
      dataDir,
      undefined,
      async (fn) => {
        const db = await openPglite(join(dataDir, 'pgdata'));
        try {
          await fn((sql, params) => db.query(sql, params));
        } finally {
          await db.close();
        }
      },
      false,
    );
  }, 300_000);

  it.skipIf(!serverUrl)(
    'PostgreSQL: every acknowledged order once, its key replays it, one mail per order',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'trini-crash-pg-'));
      dirs.push(dataDir);
      const name = `trini_crash_${randomBytes(4).toString('hex')}`;
      const admin = async (sql: string) => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(sql).finally(() => c.end());
      };
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      try {
        await crashAndRecover(
          dataDir,
          url.toString(),
          async (fn) => {
            const c = new pg.Client({ connectionString: url.toString() });
            await c.connect();
            try {
              await fn(async (sql, params) => (await c.query(sql, params)).rows);
            } finally {
              await c.end();
            }
          },
          true,
        );
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    300_000,
  );
});
