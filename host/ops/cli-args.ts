// The backup and restore commands' arguments: `--env-file=PATH` reads the host's settings from its .env file
// (variables already in the environment win), as `npm run start:prod -- --env-file=.env` does.

/** The arguments without `--env-file=PATH`, whose variables are now in process.env. */
export function withEnvFile(argv: string[]): string[] {
  const rest: string[] = [];
  for (const arg of argv) {
    if (!arg.startsWith('--env-file=')) rest.push(arg);
    else process.loadEnvFile(arg.slice('--env-file='.length));
  }
  return rest;
}
