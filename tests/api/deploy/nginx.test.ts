// docs/deployment.md as an operator runs it: two hosts on one PostgreSQL behind deploy/nginx.conf itself (only the
// addresses and the log's path replaced), each with its own data folder and no JWT_SECRET. Orders go through nginx with
// Idempotency-Keys; one host is killed with SIGKILL mid-load; every order is stored exactly once (a failed one is
// resent with its key, as the widgets do) and the other host keeps answering. The hosts accept each other's
// customer and staff tokens. A product page opened through nginx, on a port of its own, has pictures whose addresses
// carry that port and load in Chromium under the page's CSP. Runs under `npm run test:pg` (TEST_DATABASE_URL), with
// Debian's nginx and Chromium.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromium } from 'playwright-core';
import { addStaff } from '../../../host/admin/staff.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { freePort, spawnHost, type HostProcess } from '../../../scripts/host-process.js';
import { guestOrder, postOrder } from '../../../scripts/order-load.js';
import { createDatabase } from '../../helpers/postgres-admin.js';
import { openEventStream } from '../../helpers/event-stream.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../../helpers/chromium.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const NGINX = '/usr/sbin/nginx';
const ORDERS = 400;
const KILL_AFTER = 120;

/** deploy/nginx.conf with these hosts and this port, inside a main file that keeps nginx's files in `dir`. */
async function nginxConfig(dir: string, port: number, hosts: number[]): Promise<string> {
  const site = await readFile(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
  const servers = [...site.matchAll(/^\s*server 127\.0\.0\.1:\d+ /gm)];
  expect(servers).toHaveLength(2);
  let i = 0;
  const ours = site
    .replace(/(^\s*server )127\.0\.0\.1:\d+ /gm, (_m, lead: string) => `${lead}127.0.0.1:${hosts[i++]} `)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/access.log', join(dir, 'access.log'));
  await writeFile(join(dir, 'site.conf'), ours);
  const main = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
  await writeFile(join(dir, 'nginx.conf'), main);
  return join(dir, 'nginx.conf');
}

/** Resends an order with its key until it is answered 200 (as the widgets do), within 60 s. */
async function placeOrder(url: string, n: number, key: string, agent: http.Agent): Promise<{ orderNo: number; tries: number }> {
  const deadline = Date.now() + 60_000;
  for (let tries = 1; ; tries++) {
    const res = await postOrder(url, guestOrder(n), key, agent, 10_000);
    if (res.status === 200) return { orderNo: Number(JSON.parse(res.body).OrderNo), tries };
    if (Date.now() > deadline) throw new Error(`order ${key} still failing: ${res.status} ${res.body}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!serverUrl)('two hosts behind deploy/nginx.conf', () => {
  let databaseUrl: string;
  let dropDatabase: () => Promise<void> = async () => undefined;
  let dir: string;
  let hosts: HostProcess[] = [];
  let nginx: ChildProcess;
  let front: string;

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error('nginx is not installed: apt-get install nginx (.ci/run installs it)');
    const database = await createDatabase(serverUrl!, 'trini_nginx');
    databaseUrl = database.url;
    dropDatabase = database.drop;
    dir = await mkdtemp(join(tmpdir(), 'trini-nginx-'));
    await chmod(dir, 0o777); // nginx's workers run as another user when started as root
    // No JWT_SECRET: the hosts must agree on the one in the database. The first migrates and seeds alone.
    // TRUST_PROXY as docs/deployment.md sets it for nginx on the same machine.
    const env = { JWT_SECRET: '', DRAIN_SECONDS: '0', TRUST_PROXY: '127.0.0.1' };
    hosts = [await spawnHost({ dataDir: join(dir, 'host-a'), databaseUrl, env })];
    hosts.push(await spawnHost({ dataDir: join(dir, 'host-b'), databaseUrl, env }));
    const port = await freePort();
    const config = await nginxConfig(
      dir,
      port,
      hosts.map((h) => h.port),
    );
    execFileSync(NGINX, ['-t', '-p', dir, '-c', config, '-e', join(dir, 'error.log')], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], { stdio: 'ignore' });
    front = `http://127.0.0.1:${port}`;
    await vi.waitFor(
      async () => {
        if ((await fetch(`${front}/healthz`)).status !== 200) throw new Error('nginx is not answering yet');
      },
      { timeout: 10_000, interval: 100 },
    );
  }, 240_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    for (const h of hosts) await h.stop();
    await dropDatabase().catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("the hosts accept each other's customer and staff tokens with no JWT_SECRET set", async () => {
    const [a, b] = hosts;
    const registered = await fetch(`${a.url}/api/customer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        CustomerName: 'Ria Ali',
        Address: '4 Queen Street, Arima',
        Mobile1: '7551234',
        EmailID: 'ria@example.tt',
        NewPassword: 'sorrel-and-ginger',
        ConfirmPassword: 'sorrel-and-ginger',
        ConfirmMobile: true,
      }),
    });
    expect(registered.status).toBe(200);
    const { jwt } = (await registered.json()) as { jwt: string };
    const account = await fetch(`${b.url}/api/customer/GetAccount`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { Mobile1: string }).Mobile1).toBe('7551234');

    const db = await openPostgres(databaseUrl);
    try {
      await addStaff(db, { mobile: '7000009', name: 'Ann', password: 'hibiscus-2025' }, new Date());
    } finally {
      await db.close();
    }
    const login = await fetch(`${b.url}/api/admin/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Mobile: '7000009', Password: 'hibiscus-2025' }),
    });
    expect(login.status).toBe(200);
    const { Token } = (await login.json()) as { Token: string };
    const shops = await fetch(`${a.url}/api/admin/GetShops`, { headers: { authorization: `Bearer ${Token}` } });
    expect(shops.status).toBe(200);
  });

  it("logs the event stream's path without its ticket", async () => {
    const login = await fetch(`${front}/api/admin/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Mobile: '7000009', Password: 'hibiscus-2025' }),
    });
    const { Token } = (await login.json()) as { Token: string };
    const issued = await fetch(`${front}/api/admin/EventTicket`, { method: 'POST', headers: { authorization: `Bearer ${Token}` } });
    const { Ticket } = (await issued.json()) as { Ticket: string };
    const stream = await openEventStream(`${front}/api/admin/OrderEvents?Ticket=${Ticket}&LastEventId=0`);
    expect(stream.status).toBe(200);
    await vi.waitFor(() => expect(stream.events.some((e) => e.event === 'ready')).toBe(true), { timeout: 5000, interval: 50 });
    stream.close();
    await fetch(`${front}/api/Trini/GetCityList?Probe=1`);
    const log = async () => readFile(join(dir, 'access.log'), 'utf8').catch(() => '');
    await vi.waitFor(async () => expect(await log()).toMatch(/"GET \/api\/admin\/OrderEvents HTTP\/1\.1" \d{3} /), { timeout: 5000, interval: 100 });
    expect(await log()).not.toContain(Ticket);
    expect(await log()).toContain('"GET /api/Trini/GetCityList?Probe=1 HTTP/1.1" 200 ');
  });

  it("a page's pictures carry nginx's port and load under the page's CSP", { timeout: 60_000 }, async () => {
    const path = '/productdetails/18';
    const html = await (await fetch(`${front}${path}`)).text();
    // The server-rendered pictures' addresses (the JSON-LD's are PUBLIC_URL's, each host's own here).
    const media = [...html.matchAll(/\s(?:src|srcset)="([^"]+)"/gi)]
      .flatMap((m) => m[1].split(',').map((candidate) => candidate.trim().split(/\s+/)[0]))
      .filter((url) => url.includes('/media/'));
    expect(media.length).toBeGreaterThan(0);
    for (const url of media) expect(new URL(url, front).origin, url).toBe(front);

    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
      const refused: string[] = [];
      page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
      await page.goto(`${front}${path}`, { waitUntil: 'load', timeout: 20_000 });
      // The pictures on the first screen, in the light DOM and the widgets' shadow roots.
      const shown = () =>
        page.evaluate(() => {
          const all = (root: Document | ShadowRoot): Element[] =>
            [...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el]));
          return all(document)
            .filter((el): el is HTMLImageElement => el instanceof HTMLImageElement && el.getBoundingClientRect().top < innerHeight)
            .filter((img) => img.currentSrc.includes('/media/'))
            .map((img) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 }));
        });
      await vi.waitFor(
        async () => {
          const images = await shown();
          expect(images.length).toBeGreaterThan(0);
          for (const image of images) {
            expect(new URL(image.src).origin, image.src).toBe(front);
            expect(image.loaded, image.src).toBe(true);
          }
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('orders through nginx while one host is killed: none lost, none twice, the other keeps answering', { timeout: 180_000 }, async () => {
    const run = randomBytes(3).toString('hex');
    const keys = Array.from({ length: ORDERS }, (_, i) => `nginx-${run}-${i}`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const answers = new Map<string, number>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < ORDERS) {
        const i = next++;
        const { orderNo } = await placeOrder(front, i, keys[i], agent);
        answers.set(keys[i], orderNo);
        if (!killed && answers.size >= KILL_AFTER) {
          killed = true;
          void hosts[1].kill9(); // requests in flight on it get no answer
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    agent.destroy();
    expect(killed).toBe(true);
    expect(answers.size).toBe(ORDERS);
    expect(new Set(answers.values()).size).toBe(ORDERS); // one order number per purchase

    const db = await openPostgres(databaseUrl);
    try {
      const rows = await db.query<{ idempotency_key: string; order_no: number }>(
        'SELECT idempotency_key, order_no FROM orders WHERE idempotency_key = ANY($1::text[])',
        [keys],
      );
      expect(rows).toHaveLength(ORDERS); // none lost, none stored twice (the key is unique)
      for (const r of rows) expect(Number(r.order_no)).toBe(answers.get(r.idempotency_key));
    } finally {
      await db.close();
    }
    // The survivor answers directly and through nginx; a resent order gets its first answer back.
    expect((await fetch(`${hosts[0].url}/readyz`)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await fetch(`${front}/api/Trini/GetCityList`)).status).toBe(200);
    const again = await postOrder(front, guestOrder(0), keys[0], new http.Agent());
    expect(JSON.parse(again.body).OrderNo).toBe(answers.get(keys[0]));
  });
});
