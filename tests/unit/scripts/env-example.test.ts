// Every variable the schema checks is in .env.example (as `npm run env-example` writes it) and in the
// configuration table of docs/configuration.md, and neither names a variable the host does not read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariables } from '../../../host/config-schema.js';
import { envExampleText } from '../../../scripts/config/env-example.js';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const names = envVariables().map((v) => v.name);

describe('the configuration as documented', () => {
  it('.env.example is what `npm run env-example` writes from the schema', () => {
    expect(read('.env.example')).toBe(envExampleText());
  });

  it("the configuration page's table lists exactly the schema's variables", () => {
    const table = read('docs/configuration.md');
    const listed = [...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...names].sort());
  });
});
