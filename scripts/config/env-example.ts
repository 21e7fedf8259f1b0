// `npm run env-example`: writes .env.example from the configuration schema (host/config-schema.ts), so the file
// an operator copies lists every variable with its rule and default. tests/unit/scripts/env-example.test.ts checks
// that the committed file is what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envVariables } from '../../host/config-schema.js';

export function envExampleText(): string {
  const lines = [
    '# The store host, `npm run seed` and `npm run staff` read these variables. Copy this file to .env, set what you',
    '# need, and start with `npm run start:prod -- --env-file=.env` (or `node --env-file=.env dist/host/server.js`).',
    '# A value that breaks its rule stops the start with one line naming the variable. Unset lines take the default.',
    '',
  ];
  for (const v of envVariables()) {
    lines.push(`# ${v.describe.replaceAll('`', '')}.`, `# Allowed: ${v.allowed}.${v.default === undefined ? '' : ` Default: ${String(v.default)}.`}`);
    lines.push(`# ${v.name}=`, '');
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../../.env.example', import.meta.url), envExampleText());
  console.log('wrote .env.example');
}
