// `npm run staff -- add|list|disable` (docs/back-office.md#staff): on the embedded database in a fresh DATA_DIR (created and
// migrated when new), its settings from the environment or an --env-file, and a plain answer when a running host holds
// that database.
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, runStaffCommand } from '../../../host/admin/staff-command.js';
import { openPgliteInProcess } from '../../../host/db/pglite-in-process.js';
import { verifyPassword } from '../../../host/auth/passwords.js';
import { lockFromAnotherProcess } from '../../helpers/lock-holder.js';

let dir: string;
const env = () => ({ DATA_DIR: dir });
async function run(...argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runStaffCommand(argv, env(), (l) => lines.push(l));
  return lines;
}
async function fails(...argv: string[]): Promise<string> {
  try {
    await run(...argv);
  } catch (err) {
    return messageOf(err);
  }
  throw new Error('expected the command to fail');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trini-staff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run staff', () => {
  it('creates and migrates a new database, adds, lists and disables staff, with audit rows', { timeout: 60_000 }, async () => {
    expect(await run('list')).toEqual([
      `Database: embedded PostgreSQL in ${join(dir, 'pgdata')}`,
      'No staff yet. Add one with: npm run staff -- add --mobile 7000001 --name "Ann" --password ...',
    ]);
    expect((await run('add', '--mobile', '7000001', '--name', 'Ann', '--password', 'hibiscus-2025'))[1]).toBe(
      'Added staff #1: Ann, mobile 7000001. They sign in at /admin.',
    );
    expect(await fails('add', '--mobile', '7000001', '--name', 'Ann again', '--password', 'hibiscus-2025')).toBe(
      'A staff member with mobile 7000001 exists already.',
    );
    expect(await fails('add', '--mobile', '700', '--name', 'Bo', '--password', 'hibiscus-2025')).toBe('The mobile must be 7 digits.');
    expect(await fails('add', '--mobile', '7000002', '--name', 'Bo', '--password', 'short')).toBe('The password must be at least 10 characters.');
    expect(await fails('add', '--mobile', '7000003', '--name', 'Cy', '--password', 'hibiscus-2025', '--email', 'not-an-address')).toBe(
      'The email must be an address such as ann@example.tt.',
    );
    await runStaffCommand(
      ['add', '--mobile', '7000002', '--name', 'Bo', '--email', 'bo@shop.tt'],
      { ...env(), STAFF_PASSWORD: 'from-the-environment' },
      () => undefined,
    );
    expect((await run('disable', '--mobile', '7000002'))[1]).toBe('Disabled staff #2: Bo, mobile 7000002. Their sign-in no longer works.');
    expect(await fails('disable', '--mobile', '7999999')).toBe('No staff member has mobile 7999999.');
    const list = (await run('list')).slice(1);
    expect(list.map((l) => l.split('\t').slice(0, 5))).toEqual([
      ['#1', '7000001', 'Ann', '-', 'active'],
      ['#2', '7000002', 'Bo', 'bo@shop.tt', 'disabled'],
    ]);
    const db = await openPgliteInProcess(join(dir, 'pgdata'));
    try {
      const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM staff ORDER BY staff_no');
      expect(rows[0].password_hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('from-the-environment', rows[1].password_hash)).toBe(true);
      const audit = await db.query('SELECT staff_no, action, entity_key FROM audit_log ORDER BY audit_no');
      expect(audit).toEqual([
        { staff_no: null, action: 'staff.add', entity_key: '1' },
        { staff_no: null, action: 'staff.add', entity_key: '2' },
        { staff_no: null, action: 'staff.disable', entity_key: '2' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('reads its settings from --env-file, the environment winning over the file', async () => {
    const file = join(dir, 'staff.env');
    await writeFile(file, `DATA_DIR=${dir}\nLOG_LEVEL=loud\n`);
    const lines: string[] = [];
    await runStaffCommand(['list', '--env-file', file], { LOG_LEVEL: 'warn' }, (l) => lines.push(l));
    expect(lines[0]).toBe(`Database: embedded PostgreSQL in ${join(dir, 'pgdata')}`);
    expect(lines.slice(1).map((l) => l.split('\t').slice(0, 3))).toEqual([
      ['#1', '7000001', 'Ann'],
      ['#2', '7000002', 'Bo'],
    ]);
    const refused = await runStaffCommand([`--env-file=${file}`, 'list'], {}, () => undefined).catch(messageOf);
    expect(refused).toContain('LOG_LEVEL="loud" is not valid');
    const missing = join(dir, 'no-such.env');
    expect(await runStaffCommand(['list', `--env-file=${missing}`], {}, () => undefined).catch(messageOf)).toMatch(
      new RegExp(`^Cannot read the environment file ${missing}: `),
    );
    expect(await runStaffCommand(['list', '--env-file='], {}, () => undefined).catch(messageOf)).toBe('--env-file needs a file name.');
  });

  it.each([[[]], [['remove']], [['add', '--mobile', '7000003']], [['disable']]])('shows the usage for %j', async (argv) => {
    expect(await fails(...argv)).toMatch(/^Usage:\n {2}npm run staff -- add --mobile 7000001/);
  });

  describe('while a host holds the embedded database', () => {
    let holder: ChildProcess;
    beforeAll(async () => {
      const other = lockFromAnotherProcess(dir);
      holder = other.child;
      expect(await other.outcome).toBe('locked');
    });
    afterAll(() => {
      holder.kill();
    });

    it('says so plainly and changes nothing', async () => {
      const msg = await fails('add', '--mobile', '7000004', '--name', 'Cy', '--password', 'hibiscus-2025');
      expect(msg).toContain('The embedded database is in use, most likely by a running host.');
      expect(msg).toContain(`Another process (pid ${holder.pid} on `);
      expect(msg).toContain('is using the embedded database');
    });

    it('the real command exits with 1 and that message', { timeout: 60_000 }, async () => {
      const result = await promisify(execFile)('npx', ['tsx', 'host/admin/staff-cli.ts', 'list'], {
        env: { ...process.env, DATA_DIR: dir },
        timeout: 50_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('The embedded database is in use, most likely by a running host.');
    });

    it('`npm run staff` takes the database from --env-file', { timeout: 60_000 }, async () => {
      const file = join(dir, 'npm.env');
      await writeFile(file, `DATA_DIR=${dir}\n`);
      const { DATA_DIR: _unset, ...rest } = process.env;
      const result = await promisify(execFile)('npm', ['run', '--silent', 'staff', '--', 'list', '--env-file', file], { env: rest, timeout: 50_000 }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('The embedded database is in use, most likely by a running host.');
    });
  });
});
