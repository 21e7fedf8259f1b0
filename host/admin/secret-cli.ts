// `npm run secret -- rotate`: replaces the token secret the store made (in the database on PostgreSQL, in
// DATA_DIR/jwt-secret with the embedded database). Every token signed before is refused afterwards, so every
// customer and staff member signs in again; restart every host so they all read the new secret.
import { loadConfig } from '../config.js';
import { describeCommandDatabase, withCommandDatabase } from '../db/command-database.js';
import { rotateJwtSecret } from '../secrets.js';

const USAGE = 'Usage: npm run secret -- rotate   (npm run secret:prod -- rotate from the build)';

async function main(argv: string[]): Promise<void> {
  if (argv.length !== 1 || argv[0] !== 'rotate') throw new Error(USAGE);
  const config = loadConfig(process.env);
  if (config.jwtSecret)
    throw new Error("JWT_SECRET is set: the secret is yours, not the store's. Rotate it by setting a new JWT_SECRET on every host and restarting them.");
  await withCommandDatabase(config, async (db) => {
    await rotateJwtSecret(config, db);
    console.log(`Database: ${describeCommandDatabase(config)}`);
    console.log('The token secret was replaced: every earlier sign-in is refused from now on. Restart every host so they use the new secret.');
  });
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
