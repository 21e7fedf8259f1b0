// scripts/manifest/framework-typings.ts: the React 19, Vue 3 and Svelte 5 typings, generated from the manifest,
// checked by each framework's own checker (tsc, vue-tsc, svelte-check) on the partner apps of
// tests/types/frameworks/ (the code the e2e tests run and docs/frameworks.md shows): those compile, and each
// mistake of the errors file (a misspelt attribute, a wrong value, a misspelt event) is reported where it is.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze, ROOT } from '../../../../scripts/manifest/analyze.js';
import { buildTypings } from '../../../../scripts/manifest/typings.js';
import { buildReactTypings, buildSvelteTypings, buildVueTypings } from '../../../../scripts/manifest/framework-typings.js';

const run = promisify(execFile);
const FIXTURES = join(ROOT, 'tests/types/frameworks');
const BIN = join(ROOT, 'node_modules/.bin');
// A checker run takes 10-25 s on a loaded 2-core machine; the three run side by side.
const LIMIT = 150_000;

let dir: string; // the generated typings, where `vue` and `svelte/elements` resolve from node_modules

beforeAll(() => {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(join(cache, 'trini-framework-types-'));
  const manifest = analyze();
  writeFileSync(join(dir, 'trini-widgets.d.ts'), buildTypings(manifest));
  writeFileSync(join(dir, 'trini-widgets-react.d.ts'), buildReactTypings(manifest));
  writeFileSync(join(dir, 'trini-widgets-vue.d.ts'), buildVueTypings(manifest));
  writeFileSync(join(dir, 'trini-widgets-svelte.d.ts'), buildSvelteTypings(manifest));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A tsconfig as a partner app's, with the package's subpaths pointing at the generated files. */
function tsconfig(framework: string, extra: { compilerOptions?: object; paths?: Record<string, string[]>; [key: string]: unknown }): string {
  const { compilerOptions, paths, ...rest } = extra;
  const file = join(dir, `tsconfig.${framework}.json`);
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      types: [],
      paths: {
        'trini-storefront': [join(dir, 'trini-widgets.d.ts')],
        [`trini-storefront/${framework}`]: [join(dir, `trini-widgets-${framework}.d.ts`)],
        'trini-storefront/when-ready': [join(ROOT, 'widgets/when-ready.ts')],
        ...paths,
      },
      ...compilerOptions,
    },
    ...rest,
  };
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/** Runs a checker; its problems as `file:line message` (a message's indented details joined to it). */
async function problems(command: string, args: string[]): Promise<string[]> {
  const output = await run(join(BIN, command), args, { cwd: ROOT, timeout: LIMIT, maxBuffer: 16 << 20 }).then(
    (r) => r.stdout,
    (e: { stdout?: string; killed?: boolean }) => {
      if (e.killed || e.stdout === undefined) throw e;
      return e.stdout;
    },
  );
  const found: string[] = [];
  for (const line of output.split('\n')) {
    const tsc = /^(\S+)\((\d+),\d+\): error TS\d+: (.*)$/.exec(line);
    if (tsc) found.push(`${basename(tsc[1])}:${tsc[2]} ${tsc[3]}`);
    else if (/^\s+\S/.test(line) && found.length) found[found.length - 1] += ` ${line.trim()}`;
    const svelte = /^\d+ ERROR "(.+?)" (\d+):\d+ "(.*)"$/.exec(line);
    if (svelte) found.push(`${basename(svelte[1])}:${svelte[2]} ${svelte[3].replace(/\\"/g, '"')}`);
  }
  return found;
}

/** Each expected problem: the file and line, and a piece of the message. */
function expectProblems(found: string[], expected: Array<[string, string]>): void {
  expect(found, found.join('\n')).toHaveLength(expected.length);
  expected.forEach(([where, message], i) => {
    expect(found[i].startsWith(`${where} `), found[i]).toBe(true);
    expect(found[i]).toContain(message);
  });
}

describe.concurrent('the framework typings', () => {
  it('React 19 (tsc): the app compiles; camelCase names, wrong values and wrong handlers do not', { timeout: LIMIT }, async () => {
    const types19 = join(ROOT, 'node_modules/@types');
    const config = tsconfig('react', {
      compilerOptions: { jsx: 'react-jsx' },
      paths: {
        react: [join(types19, 'react19')],
        'react/*': [join(types19, 'react19/*')],
        'react-dom/*': [join(types19, 'react-dom19/*')],
      },
      files: ['main.tsx', 'Shop.tsx', 'errors.tsx'].map((f) => join(FIXTURES, 'react', f)),
    });
    const found = await problems('tsc', ['-p', config, '--pretty', 'false']);
    expectProblems(found, [
      ['errors.tsx:6', "Property 'productNo' does not exist"],
      ['errors.tsx:7', `Type '"abc"' is not assignable to type 'number | \`\${number}\` | undefined'.`],
      ['errors.tsx:8', `Type '"yes"' is not assignable to type 'boolean | "" | "false" | "true" | undefined'.`],
      ['errors.tsx:9', "Property 'onTriniAddToCart' does not exist"],
      ['errors.tsx:10', "Property 'orderNo' is missing in type 'AddToCartDetail'"],
      ['errors.tsx:11', `Type '"signup"' is not assignable to type '"login" | "register" | undefined'.`],
    ]);
  });

  it('Vue 3 (vue-tsc, strictTemplates): the app compiles; unknown props and events and wrong values do not', { timeout: LIMIT }, async () => {
    const config = tsconfig('vue', {
      vueCompilerOptions: { strictTemplates: true },
      files: [join(FIXTURES, 'vue/main.ts')],
      include: [join(FIXTURES, 'vue/*.vue')],
    });
    const found = await problems('vue-tsc', ['-p', config, '--pretty', 'false']);
    expectProblems(found, [
      ['Errors.vue:3', `Type '"abc"' is not assignable to type 'number | \`\${number}\` | undefined'.`],
      ['Errors.vue:4', "'prodctNo' does not exist"],
      ['Errors.vue:5', `Type '"yes"' is not assignable`],
      ['Errors.vue:6', "'onTriniAddTooCart' does not exist"],
      ['Errors.vue:7', `Type '"signup"' is not assignable`],
    ]);
  });

  it('Svelte 5 (svelte-check): the app compiles; unknown attributes and events and wrong values do not', { timeout: LIMIT }, async () => {
    const config = tsconfig('svelte', { include: [join(FIXTURES, 'svelte/*.ts'), join(FIXTURES, 'svelte/*.svelte')] });
    const found = await problems('svelte-check', ['--workspace', join(FIXTURES, 'svelte'), '--tsconfig', config, '--output', 'machine']);
    expectProblems(found, [
      ['Errors.svelte:6', `Type '"abc"' is not assignable to type 'number | \`\${number}\` | undefined'.`],
      ['Errors.svelte:7', `'"prodct-no"' does not exist`],
      ['Errors.svelte:8', `Type '"yes"' is not assignable`],
      ['Errors.svelte:9', `'"ontrini-add-too-cart"' does not exist`],
      ['Errors.svelte:10', `Type '"signup"' is not assignable`],
    ]);
  });
});
