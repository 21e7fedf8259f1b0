// The staff command's work, run by host/admin/staff-cli.ts: `npm run staff -- add --mobile 7000001 --name "Ann"
// --password ... [--email ann@example.tt]`, `list`, `disable --mobile 7000001`, each also with `--env-file PATH` as
// `start:prod` takes it.
// Like `npm run seed`, it opens the configured database (DATABASE_URL, or the embedded one in DATA_DIR),
// creating and migrating it when new. The embedded database must not be open in a running host.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { describeCommandDatabase, withCommandDatabase } from '../db/command-database.js';
import { DatabaseInUseError } from '../db/lock.js';
import { EnvFileError, readEnvFile } from '../env-file.js';
import { addStaff, listStaff, StaffError } from './staff.js';
import { disableStaff } from './staff-access.js';

const USAGE = `Usage:
  npm run staff -- add --mobile 7000001 --name "Ann" --password <10+ characters> [--email ann@example.tt]
                  (or STAFF_PASSWORD=... instead of --password, to keep it out of the shell history;
                  with --email, the staff's mails go to Ann unless STAFF_ALERT_EMAIL is set)
  npm run staff -- list
  npm run staff -- disable --mobile 7000001
  Each reads its settings from the environment, or from a file with --env-file .env (the environment wins).`;

export class UsageError extends Error {}

export async function runStaffCommand(argv: string[], environment: NodeJS.ProcessEnv, out: (line: string) => void): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { mobile: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' }, 'env-file': { type: 'string' } },
  });
  const [command] = positionals;
  if (!['add', 'list', 'disable'].includes(command ?? '') || positionals.length > 1) throw new UsageError(USAGE);
  const env: NodeJS.ProcessEnv = values['env-file'] === undefined ? environment : { ...readEnvFile(values['env-file']), ...environment };
  const password = values.password ?? env.STAFF_PASSWORD ?? '';
  if (command === 'add' && (!values.mobile || !values.name || !password)) throw new UsageError(USAGE);
  if (command === 'disable' && !values.mobile) throw new UsageError(USAGE);

  const config = loadConfig(env);
  await withCommandDatabase(config, async (db) => {
    out(`Database: ${describeCommandDatabase(config)}`);
    if (command === 'add') {
      const s = await addStaff(db, { mobile: values.mobile!, name: values.name!, password, email: values.email }, new Date());
      out(`Added staff #${s.staffNo}: ${s.name}, mobile ${s.mobile}${s.email ? `, email ${s.email}` : ''}. They sign in at /admin.`);
    } else if (command === 'disable') {
      const s = await disableStaff(db, values.mobile!, new Date());
      out(`Disabled staff #${s.staffNo}: ${s.name}, mobile ${s.mobile}. Their sign-in no longer works.`);
    } else {
      const all = await listStaff(db);
      if (!all.length) out('No staff yet. Add one with: npm run staff -- add --mobile 7000001 --name "Ann" --password ...');
      for (const s of all) {
        out(`#${s.staffNo}\t${s.mobile}\t${s.name}\t${s.email || '-'}\t${s.disabled ? 'disabled' : 'active'}\tsince ${s.createdAt.slice(0, 10)}`);
      }
    }
  });
}

export function messageOf(err: unknown): string {
  if (err instanceof DatabaseInUseError) return `The embedded database is in use, most likely by a running host. ${err.message}`;
  if (err instanceof UsageError || err instanceof StaffError || err instanceof ConfigError || err instanceof EnvFileError) return err.message;
  return `The staff command failed: ${err instanceof Error ? err.message : String(err)}`;
}
