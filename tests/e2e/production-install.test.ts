import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnHost, startProdCommand, type HostProcess } from '../../scripts/host-process.js';

// The production path of the README: the built release (what RELEASE lists) installed with
// `npm ci --omit=dev` into an empty folder, then started with the `start:prod` script on a fresh embedded
// database. It must migrate and serve an empty shop without any dev dependency (no tsx, no rollup); then, as
// docs/deployment.md#an-empty-shop says, `npm run seed:prod -- --demo` with the host stopped loads the demo
// catalogue, which the restarted host serves. The README's going-live commands are run as written: `.env` copied from
// the shipped `.env.example`, the owner added with `staff:prod` (the same line as docs/deployment.md's), who then signs
// in on the back office's API.
// Needs a build (`npm run build`; `npm test` builds first). The install takes its packages from the npm cache
// that the checkout's own `npm ci` filled (--prefer-offline).

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The release: everything a production machine gets (README "Production"). */
const RELEASE = ['package.json', 'package-lock.json', '.env.example', 'dist', 'demo'];
const OWNER_PASSWORD = 'sorrel-and-ginger-2025';

/** The README's Production commands: the lines of its sh block that run on the server. */
async function readmeProductionCommands(): Promise<string[]> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Production$/m)[1]?.split(/^## /m)[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** A command line's words, double quotes kept together (the README's lines need no more of a shell). */
const words = (line: string): string[] => [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
const DEV_ONLY = ['tsx', 'rollup', 'esbuild', 'typescript', 'vitest', 'playwright-core'];
const run = promisify(execFile);

describe('production install', () => {
  let dir: string;
  let host: HostProcess | undefined;
  let installMs = 0;
  let startMs = 0;
  const dataDir = () => join(dir, 'data');
  const get = (path: string) => fetch(`${host!.url}${path}`, { signal: AbortSignal.timeout(20_000) });
  /** `npm run <script> -- args` in the release, as a shop runs it on the console. */
  const npmRun = async (script: string, args: string[]) => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir(),
      RASTER_CACHE_DIR: join(ROOT, 'node_modules', '.cache', 'trini-rasters'),
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.NODE_ENV; // the script says production itself
    const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd: dir, timeout: 240_000, env });
    return stdout;
  };

  beforeAll(async () => {
    for (const built of ['dist/host/server.js', 'dist/widgets/trini-widgets.js']) {
      if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
    }
    dir = await mkdtemp(join(tmpdir(), 'trini-release-'));
    for (const entry of RELEASE) await cp(join(ROOT, entry), join(dir, entry), { recursive: true });
    let began = Date.now();
    await run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      timeout: 240_000,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    installMs = Date.now() - began;
    began = Date.now();
    // The script's own command line (`VAR=value node ...`), exec'd through env so that the host is the process we signal.
    host = await spawnHost({ dataDir: dataDir(), command: startProdCommand(dir) });
    startMs = Date.now() - began;
  }, 420_000);

  afterAll(async () => {
    await host?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
    console.log(`production install: npm ci --omit=dev ${installMs} ms, first start ${startMs} ms`);
  });

  it('installs no dev dependency', () => {
    for (const name of DEV_ONLY) expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false);
    expect(existsSync(join(dir, 'node_modules', 'fastify'))).toBe(true);
  });

  it('starts empty: the pages serve, with no product and no bank transfer', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<trini-product-grid');
    expect(html).toContain('shadowrootmode="open"'); // rendered on the server by the bundled widget components

    const products = await get('/api/trini/GetProducts?SearchText=&MaxRecords=100');
    expect(products.status).toBe(200);
    expect(await products.json()).toEqual([]);
    const settings = (await (await get('/api/shop/Settings')).json()) as { bank: { accountNumber: string }; pickups: unknown[] };
    expect(settings.bank.accountNumber).toBe('');
    expect(settings.pickups).toEqual([]);
    for (const path of ['/widgets/trini-widgets.js', '/assets/site.css', '/demo']) expect((await get(path)).status, path).toBe(200);
  });

  it('seed:prod loads the demo catalogue only with --demo, and the restarted host serves it', { timeout: 360_000 }, async () => {
    await host!.stop();
    expect(await npmRun('seed:prod', [])).toContain('A production shop starts empty.');
    expect(await npmRun('seed:prod', ['--demo'])).toContain('Seed catalogue loaded.');
    host = await spawnHost({ dataDir: dataDir(), command: startProdCommand(dir) });

    const products = await get('/api/trini/GetProducts?SearchText=&MaxRecords=100');
    expect(products.status).toBe(200);
    const list = (await products.json()) as Array<{ ProductNo: number; ImageFilePath: string }>;
    expect(list.length).toBe(86);
    const res = await get(`/media/${list[0].ImageFilePath}`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The demo shop's own details stay in development: the owner enters the production shop's.
    const settings = (await (await get('/api/shop/Settings')).json()) as { bank: { accountNumber: string } };
    expect(settings.bank.accountNumber).toBe('');
  });

  it("the README's going-live commands: .env from .env.example, the owner added with staff:prod, who signs in", { timeout: 120_000 }, async () => {
    const commands = await readmeProductionCommands();
    expect(commands).toContain('cp .env.example .env');
    const staff = commands.find((line) => line.startsWith('npm run staff:prod -- add '));
    expect(staff, 'the README adds the owner with staff:prod').toBeDefined();
    const deployment = await readFile(join(ROOT, 'docs/deployment.md'), 'utf8');
    expect(deployment, 'docs/deployment.md gives the same command').toContain(staff);

    await cp(join(dir, '.env.example'), join(dir, '.env'));
    const args = words(staff!).slice(4); // after `npm run staff:prod --`
    const at = (flag: string) => args[args.indexOf(flag) + 1];
    expect(at('--password')).toBe('...'); // the README's placeholder: the owner's own password goes there
    args[args.indexOf('--password') + 1] = OWNER_PASSWORD;
    await host!.stop();
    expect(await npmRun('staff:prod', args)).toContain(`Added staff #1: ${at('--name')}, mobile ${at('--mobile')}.`);
    host = await spawnHost({ dataDir: dataDir(), command: startProdCommand(dir) });

    const login = await fetch(`${host.url}/api/admin/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Mobile: at('--mobile'), Password: OWNER_PASSWORD }),
      signal: AbortSignal.timeout(20_000),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { Name: string }).Name).toBe(at('--name'));
  });

  it('stops cleanly on SIGTERM', async () => {
    await host!.stop();
    expect(host!.child.exitCode).toBe(0);
    expect(host!.output()).toContain('Stopped.');
  });
});
