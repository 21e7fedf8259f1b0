// `npm run build` step after rollup: writes dist/custom-elements.json (the analyzer with our defineWidget
// plugin) and dist/trini-widgets.d.ts (generated from that manifest).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, ROOT } from './analyze.js';
import { buildTypings } from './typings.js';

const dist = join(ROOT, 'dist');
mkdirSync(dist, { recursive: true });
const manifest = analyze();
writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify(manifest, null, 2) + '\n');
writeFileSync(join(dist, 'trini-widgets.d.ts'), buildTypings(manifest));
console.log('Wrote dist/custom-elements.json and dist/trini-widgets.d.ts.');
