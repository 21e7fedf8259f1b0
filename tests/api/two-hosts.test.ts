import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnHost, type HostProcess } from '../../scripts/host-process.js';
import { guestOrder, postOrder } from '../../scripts/order-load.js';

// Two host processes on one PostgreSQL database (docs/architecture.md#performance): both take orders, and each sees the other's
// catalogue changes: a review saved through one (a full catalogue NOTIFY) and the best sellers moved by the
// other's orders (a best-seller NOTIFY: units re-read, no rebuild). Needs a real server: TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(sql).finally(() => c.end());
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return check();
}

describe.skipIf(!serverUrl)('two hosts on one PostgreSQL', () => {
  const name = `trini_two_${randomBytes(4).toString('hex')}`;
  let dirs: string[] = [];
  let a: HostProcess;
  let b: HostProcess;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    dirs = [await mkdtemp(join(tmpdir(), 'trini-two-a-')), await mkdtemp(join(tmpdir(), 'trini-two-b-'))];
    a = await spawnHost({ dataDir: dirs[0], databaseUrl: url.toString() });
    b = await spawnHost({ dataDir: dirs[1], databaseUrl: url.toString() });
  }, 180_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it("both take orders, and each host's best sellers follow the other's orders", async () => {
    const best = (host: HostProcess) => getJson<{ ProductNo: number }[]>(`${host.url}/api/trini/GetProducts?BestSellers=1&MaxRecords=15`);
    const curated = (await best(a)).map((p) => p.ProductNo);
    // Two products outside the curated list: one ordered through each host.
    const all = await getJson<{ ProductNo: number; IsSoldOut: number }[]>(`${a.url}/api/trini/GetProducts?SearchText=&MaxRecords=100`);
    const [x, y] = all.filter((p) => !curated.includes(p.ProductNo) && !p.IsSoldOut).map((p) => p.ProductNo);
    const agent = new http.Agent({ keepAlive: true });
    const run = randomBytes(3).toString('hex');
    for (let i = 0; i < 10; i++) {
      const viaA = await postOrder(a.url, { ...guestOrder(i), OrderProductList: [{ ProductNo: x, Quantity: 3 }] }, `two-${run}-a-${i}`, agent);
      const viaB = await postOrder(b.url, { ...guestOrder(100 + i), OrderProductList: [{ ProductNo: y, Quantity: 2 }] }, `two-${run}-b-${i}`, agent);
      expect(viaA.status, viaA.body).toBe(200);
      expect(viaB.status, viaB.body).toBe(200);
    }
    agent.destroy();
    // x: 30 units (through a), y: 20 units (through b): the same ranking on both hosts.
    for (const host of [a, b]) {
      const ok = await eventually(
        async () =>
          (await best(host))
            .slice(0, 2)
            .map((p) => p.ProductNo)
            .join() === `${x},${y}`,
      );
      expect(ok, host.url).toBe(true);
    }
  }, 60_000);

  it('sees a review saved through the other host', async () => {
    const productNo = 20;
    const count = (host: HostProcess) =>
      getJson<{ ReviewCount: number }>(`${host.url}/api/Product/loadproduct?ProductNo=${productNo}`).then((p) => p.ReviewCount);
    const before = await count(b);
    const res = await fetch(`${a.url}/api/trini/saveproductreview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ProductNo: productNo,
        CustomerMobile: '7654321',
        CustomerName: 'Two Hosts',
        ReviewTitle: 'Seen twice',
        Comments: 'Saved on one host, read on the other.',
        Rating: 5,
      }),
    });
    expect(res.status).toBe(200);
    expect(await count(a)).toBe(before + 1); // the saving host answers after its own reload
    expect(await eventually(async () => (await count(b)) === before + 1)).toBe(true);
  }, 60_000);
});
