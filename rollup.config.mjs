// Widget bundle (docs/architecture.md#widgets, docs/architecture.md#performance): dist/widgets/trini-widgets.js is the tiny loader; one shared `runtime`
// chunk holds what every widget loads (React, react-dom, nanostores, the stores, the API client); each widget is its
// own chunk, imported the first time its tag connects.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import MagicString from 'magic-string';
import precompress from './scripts/rollup-precompress.mjs';
import cssComments from './scripts/rollup-css-comments.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const production = process.env.NODE_ENV !== 'development'; // `rollup -c` builds production by default

// One shared chunk holds exactly what every widget loads: ui/define.ts and everything it imports statically
// (React, the stores, the API client, the page start-up). The rest follows the widgets that import it (the order
// and account calls, validation, the admin's API), so a page downloads only what its widgets use.
const DEFINE = fileURLToPath(new URL('./widgets/ui/define.ts', import.meta.url));
const runtimeModules = new WeakMap();

/** The modules `entry` imports statically, transitively (itself included). */
function staticClosure(entry, getModuleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(entry);
  return seen;
}

/** A widget's chunk is named after its folder (widgets/ui/product-card/element.ts -> product-card-[hash].js). */
function widgetChunkName(chunk) {
  const widget = /[\\/]widgets[\\/]ui[\\/]([\w-]+)[\\/]element\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return `${widget ?? '[name]'}-[hash].js`;
}

export default {
  // when-ready.js: whenReady() for partner apps that may run before the loader (docs/frameworks.md); it imports
  // nothing, so it shares no chunk with the loader.
  input: { 'trini-widgets': 'widgets/index.ts', 'when-ready': 'widgets/when-ready.ts' },
  output: {
    dir: 'dist/widgets',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: widgetChunkName,
    sourcemap: true,
    manualChunks(id, { getModuleInfo }) {
      if (!runtimeModules.has(getModuleInfo)) runtimeModules.set(getModuleInfo, staticClosure(DEFINE, getModuleInfo));
      return runtimeModules.get(getModuleInfo).has(id) ? 'runtime' : undefined;
    },
  },
  preserveEntrySignatures: 'strict',
  plugins: [
    // Old hashed chunks would pile up and confuse the size budget: after writing, remove what this build
    // did not produce (after, not before, so a running host never finds the folder empty).
    {
      name: 'remove-stale-chunks',
      writeBundle(options, bundle) {
        for (const file of readdirSync(options.dir)) if (!(file.replace(/\.(br|gz)$/, '') in bundle)) rmSync(`${options.dir}/${file}`, { force: true });
      },
    },
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __TRINI_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    cssComments(),
    commonjs(),
    // TypeScript is only transpiled here, file by file (noCheck); `npm test` type-checks with `tsc -b`.
    typescript({
      tsconfig: './tsconfig.base.json',
      include: ['widgets/**/*.ts', 'widgets/**/*.tsx'],
      compilerOptions: {
        composite: false,
        declaration: false,
        emitDeclarationOnly: false,
        noCheck: true,
        sourceMap: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
    }),
    production && terser({ ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, format: { comments: false } }),
    {
      // Chromium's explicit compile hint, after minification (which drops comments): React is one big CommonJS
      // factory that every page calls at once, which V8 would otherwise compile lazily on the main thread when the
      // factory runs. With the hint the whole runtime chunk is compiled while it streams in, off the main thread.
      name: 'compile-hint',
      renderChunk(code, chunk) {
        if (chunk.name !== 'runtime') return null;
        const text = new MagicString(code).prepend('//# allFunctionsCalledOnLoad\n');
        return { code: text.toString(), map: text.generateMap({ hires: true }) };
      },
    },
    precompress(),
  ],
  onwarn(warning, warn) {
    // React's CommonJS builds use `this` at the top level in a way that is harmless once bundled.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};
