// The layers (tsconfig.json and its projects; docs/architecture.md#layers).
// - What each project may touch: a probe is a file that one project's own compiler options must refuse (or, for
//   the controls, accept). It compiles in memory, beside the project's sources, with exactly that project's lib
//   and types; nothing is written.
// - What may import what: the import graph of widgets/ and host/ (madge, type-only imports included) has no
//   cycle and no import across a layer. `tsc -b` refuses most of these too; this says which rule was broken.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Probe = { name: string; code: string; error: RegExp | null };

/** Each probe's messages, compiled with the options of `project` (a tsconfig.json path from the root). */
function compileProbes(project: string, probes: readonly Probe[]): Map<string, string[]> {
  const configPath = join(ROOT, project);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${project} could not be read`);
  // The project's lib and types as they are; no emit and no project bookkeeping for a probe.
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false, incremental: false };
  const files = new Map(probes.map((p) => [join(dirname(configPath), `__layer_probe_${p.name.replace(/\W+/g, '_')}.ts`), p]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (f) => files.has(f) || fileExists(f);
  host.readFile = (f) => files.get(f)?.code ?? readFile(f);
  const program = ts.createProgram([...files.keys()], options, host);
  const out = new Map<string, string[]>();
  for (const [file, probe] of files) {
    const source = program.getSourceFile(file);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    out.set(
      probe.name,
      diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    );
  }
  return out;
}

const LAYERS: ReadonlyArray<{ project: string; probes: Probe[] }> = [
  {
    project: 'widgets/domain/tsconfig.json',
    probes: [
      { name: 'control: the language and Intl', code: `export const t = new Intl.NumberFormat('en-TT').format(Math.max(1, 2));`, error: null },
      { name: 'control: its own modules', code: `import { formatTT } from './money.js';\nexport const t: string = formatTT(1);`, error: null },
      { name: 'the DOM: document', code: `export const t = document.title;`, error: /Cannot find name 'document'/ },
      { name: 'the DOM: localStorage', code: `export const t = localStorage.getItem('x');`, error: /Cannot find name 'localStorage'/ },
      { name: 'the network: fetch', code: `export const t = fetch('/');`, error: /Cannot find name 'fetch'/ },
      { name: 'Node: process', code: `export const t = process.env.X;`, error: /Cannot find name 'process'/ },
      {
        name: 'Node: a built-in module',
        code: `import { readFileSync } from 'node:fs';\nexport const t = readFileSync;`,
        error: /Cannot find module 'node:fs'/,
      },
    ],
  },
  {
    project: 'widgets/tsconfig.json',
    probes: [
      { name: 'control: the DOM', code: `export const t = document.title;`, error: null },
      { name: 'Node: process', code: `export const t = process.env.X;`, error: /Cannot find name 'process'/ },
      {
        name: 'Node: a built-in module',
        code: `import { readFileSync } from 'node:fs';\nexport const t = readFileSync;`,
        error: /Cannot find module 'node:fs'/,
      },
    ],
  },
  {
    project: 'host/tsconfig.json',
    probes: [
      { name: 'control: Node', code: `import { readFileSync } from 'node:fs';\nexport const t = [process.env.X, readFileSync];`, error: null },
      { name: 'the DOM: document', code: `export const t = document.title;`, error: /Cannot find name 'document'/ },
      { name: 'the DOM: window', code: `export const t = window.location;`, error: /Cannot find name 'window'/ },
    ],
  },
];

describe.each(LAYERS)('$project', ({ project, probes }) => {
  const results = compileProbes(project, probes);
  it.each(probes)('$name', ({ name, error }) => {
    const messages = results.get(name) ?? [];
    if (error === null) expect(messages).toEqual([]);
    else
      expect(
        messages.some((m) => error.test(m)),
        messages.join('\n') || 'no error at all',
      ).toBe(true);
  });
});

describe('the import graph of widgets/ and host/', () => {
  let graph: Record<string, string[]>;
  let cycles: string[][];
  let skipped: string[];
  beforeAll(async () => {
    const result = await madge(['widgets', 'host'], { baseDir: ROOT, fileExtensions: ['ts', 'tsx'], tsConfig: join(ROOT, 'tsconfig.json') });
    graph = result.obj();
    cycles = result.circular();
    skipped = result.warnings().skipped;
  }, 120_000);

  it('reads every import (an unresolved one would hide its edges)', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(300);
    expect(skipped).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles).toEqual([]);
  });

  const RULES: ReadonlyArray<{ rule: string; from: RegExp; mayNotImport: RegExp }> = [
    { rule: 'the domain imports only the domain', from: /^widgets\/domain\//, mayNotImport: /^(?!widgets\/domain\/)/ },
    { rule: 'the widgets never import the host', from: /^widgets\//, mayNotImport: /^host\// },
    {
      rule: 'the host imports from widgets/ only the domain, except the server rendering',
      from: /^host\/(?!pages\/ssr\/)/,
      mayNotImport: /^widgets\/(?!domain\/)/,
    },
    { rule: 'the API client imports no store (the stores call the API)', from: /^widgets\/api\//, mayNotImport: /^widgets\/state\// },
    { rule: 'the runtime imports no UI component (ui/define.ts joins the two)', from: /^widgets\/runtime\//, mayNotImport: /^widgets\/ui\// },
    { rule: 'only the page routes and the app reach the server rendering', from: /^host\/(?!app\.ts$|pages\/)/, mayNotImport: /^host\/pages\/ssr\// },
  ];

  it.each(RULES)('$rule', ({ from, mayNotImport }) => {
    const broken = Object.entries(graph).flatMap(([file, deps]) =>
      from.test(file) ? deps.filter((d) => mayNotImport.test(d)).map((d) => `${file} -> ${d}`) : [],
    );
    expect(broken).toEqual([]);
  });
});
