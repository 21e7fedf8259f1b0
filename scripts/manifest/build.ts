// `npm run build` step after rollup: writes dist/custom-elements.json (the analyzer with our defineWidget
// plugin), dist/trini-widgets.d.ts and the React, Vue and Svelte typings beside it (all generated from that
// manifest), and dist/when-ready.d.ts (the declarations of dist/widgets/when-ready.js).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import typescript from 'typescript';
import { analyze, ROOT } from './analyze.js';
import { buildTypings } from './typings.js';
import { buildReactTypings, buildSvelteTypings, buildVueTypings } from './framework-typings.js';

const dist = join(ROOT, 'dist');
mkdirSync(dist, { recursive: true });
const manifest = analyze();
const files: Record<string, string> = {
  'custom-elements.json': JSON.stringify(manifest, null, 2) + '\n',
  'trini-widgets.d.ts': buildTypings(manifest),
  'trini-widgets-react.d.ts': buildReactTypings(manifest),
  'trini-widgets-vue.d.ts': buildVueTypings(manifest),
  'trini-widgets-svelte.d.ts': buildSvelteTypings(manifest),
  'when-ready.d.ts': typescript.transpileDeclaration(readFileSync(join(ROOT, 'widgets/when-ready.ts'), 'utf8'), {}).outputText,
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
console.log(
  `Wrote ${Object.keys(files)
    .map((f) => `dist/${f}`)
    .join(', ')}.`,
);
