// `npm run start:prod` as a shop runs it (the built host, NODE_ENV=production): a Node older than package.json's
// engines stops it before it loads anything else, a bad value stops it at once with
// one line naming the variable (the seed and staff commands too), and so do a misspelt setting and a host listening
// beyond loopback that does not name its proxy; with no WiPay settings no emulator answers and
// the start says card payment is off; named by WIPAY_ENVIRONMENT=sandbox the emulator works; on SIGTERM /readyz
// answers 503 while the host drains, then it stops cleanly.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchHost, spawnHost, startProdCommand, type HostProcess } from '../../scripts/host-process.js';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

/** Runs a built command with this environment; its exit code, output and time. */
async function runBuilt(script: string, env: Record<string, string>, args: string[] = []) {
  const began = Date.now();
  const result = await run(process.execPath, [join(ROOT, 'dist/host', script), ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: join(tmpdir(), 'trini-never-created'), ...env },
    timeout: 30_000,
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
  );
  return { ...result, ms: Date.now() - began };
}

describe('a bad value stops the start at once, with one line naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['WIPAY_FEE_STRUCTURE', 'merchant_absorbb'],
    ['TRUST_PROXY', '???'],
  ])('start:prod with %s=%s', async (name, value) => {
    const { code, out, ms } = await runBuilt('server.js', { [name]: value });
    expect(code).toBe(1);
    expect(ms).toBeLessThan(10_000);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Cannot start the store: ${name}=".*" is not valid: ${name} must be `));
  });

  it.each([
    [{ HOST: '0.0.0.0' }, "TRUST_PROXY must name the proxy's address(es) when NODE_ENV=production and HOST=0.0.0.0 listens beyond loopback"],
    [{ WIPAY_ENVIROMENT: 'live' }, 'unknown setting WIPAY_ENVIROMENT; did you mean WIPAY_ENVIRONMENT?'],
  ])('start:prod with %j stops with one line saying why', async (env, reason) => {
    const { code, out } = await runBuilt('server.js', env);
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out.trim().startsWith(`Cannot start the store: ${reason}`)).toBe(true);
  });

  it.each([
    ['seed.js', []],
    ['staff.js', ['list']],
    ['secret.js', ['rotate']],
  ])('%s says the same and changes nothing', async (script, args) => {
    const { code, out } = await runBuilt(script, { LOG_LEVEL: 'loud' }, args);
    expect(code).toBe(1);
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).toContain('LOG_LEVEL="loud" is not valid: LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent.');
  });
});

describe('an old Node', () => {
  // This Node stands in for Node 20: a module loaded before the script's own says that is its version.
  const asNode20 = `--import=data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})`;

  it('start:prod refuses it with one line before it loads the host', async () => {
    const began = Date.now();
    const dataDir = join(tmpdir(), 'trini-never-created');
    const host = launchHost(startProdCommand(ROOT, [asNode20]), { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0' });
    expect(await host.exited).toBe(1);
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(host.output().trim().split('\n')).toEqual(['Node 20.20.2 is too old: the store needs Node 22 or later (Node 24 LTS, docs/deployment.md#node).']);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('every production script checks it first', async () => {
    const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const production = Object.entries(scripts).filter(([name]) => name.endsWith(':prod'));
    expect(production.map(([name]) => name).sort()).toEqual(['backup:prod', 'restore:prod', 'secret:prod', 'seed:prod', 'staff:prod', 'start:prod']);
    for (const [name, line] of production) expect(line, name).toMatch(/(^| )node --import \.\/dist\/host\/require-node\.js /);
  });
});

describe('--env-file', () => {
  it('staff:prod reads it as start:prod does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'trini-env-'));
    try {
      const file = join(dir, 'shop.env');
      await writeFile(file, 'LOG_LEVEL=loud\n');
      const { code, out } = await runBuilt('staff.js', {}, ['list', `--env-file=${file}`]);
      expect(code).toBe(1);
      expect(out.trim().split('\n')).toHaveLength(1);
      expect(out).toContain('LOG_LEVEL="loud" is not valid: LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('start:prod on a new data folder', () => {
  let dataDir: string;
  let host: HostProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trini-prod-'));
    host = await spawnHost({ dataDir, command: startProdCommand(), env: { DRAIN_SECONDS: '2' } });
  }, 180_000);
  afterAll(async () => {
    await host?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says in one line that card payment is off and that no notice will leave; no emulator answers', async () => {
    expect(host.output()).toContain('Card payments: off (the checkout offers cash and bank transfer).');
    const notices = host
      .output()
      .split('\n')
      .filter((line) => line.includes('notice'));
    expect(notices).toEqual([
      expect.stringMatching(/Warning: no customer or staff notice will leave this machine: SMTP_URL is not set .* and MESSAGES is off\./),
    ]);
    const emulator = await fetch(`${host.url}/wipay-sandbox/plugins/payments/request`, { method: 'POST', body: 'x=1' });
    expect(emulator.status).toBe(404);
    expect((await fetch(`${host.url}/dev/messages`)).status).toBe(404);
    expect(await (await fetch(`${host.url}/api/shop/PaymentOptions`)).json()).toEqual({ success: true, UseWipay: false, Sandbox: false });
    expect((await fetch(`${host.url}/readyz`)).status).toBe(200);
  });

  it('on SIGTERM, /readyz answers 503 while draining and the store still answers; then it stops with 0', { timeout: 60_000 }, async () => {
    host.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${host.url}/readyz`)).status, { timeout: 1_500, interval: 50 }).toBe(503);
    expect((await fetch(`${host.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${host.url}/api/Trini/GetCityList`)).status).toBe(200);
    const code = await new Promise<number | null>((done) => (host.child.exitCode !== null ? done(host.child.exitCode) : host.child.once('exit', done)));
    expect(code).toBe(0);
    expect(host.output()).toContain('draining for 2 s');
  });

  it('restarted with WIPAY_ENVIRONMENT=sandbox and MESSAGES=emulator, the emulators answer and the start says so', { timeout: 120_000 }, async () => {
    const sandbox = await spawnHost({ dataDir, command: startProdCommand(), env: { WIPAY_ENVIRONMENT: 'sandbox', MESSAGES: 'emulator', DRAIN_SECONDS: '0' } });
    try {
      expect(sandbox.output()).toContain('Card payments: sandbox, through the built-in emulator');
      expect(sandbox.output()).toContain('Messages: WhatsApp and SMS go to the built-in emulator at');
      expect((await fetch(`${sandbox.url}/dev/messages`)).status).toBe(200);
      expect(await (await fetch(`${sandbox.url}/api/shop/PaymentOptions`)).json()).toEqual({ success: true, UseWipay: true, Sandbox: true });
      const page = await fetch(`${sandbox.url}/wipay-sandbox/pay/unknown-session`);
      expect(page.status).toBe(410);
    } finally {
      await sandbox.stop();
    }
  });
});
