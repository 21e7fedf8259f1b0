// Widget bundle (docs/architecture.md#widgets, docs/architecture.md#performance): dist/widgets/trini-widgets.js is the tiny loader; one shared `runtime`
// chunk holds Preact (as react/react-dom), nanostores, the stores, the API client and the runtime; each widget is
// its own chunk, imported the first time its tag connects.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import MagicString from 'magic-string';
import precompress from './scripts/rollup-precompress.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const production = process.env.NODE_ENV !== 'development'; // `rollup -c` builds production by default

// Everything every widget needs goes to one shared chunk; widget code stays in its own chunk.
// Only the libraries every widget uses are forced in: others (superstruct) follow the widgets that import
// them, and the domain modules the stores use are pulled in as dependencies of the stores.
const RUNTIME =
  /[\\/](node_modules[\\/](preact|nanostores|@nanostores|ky|jwt-decode)|widgets[\\/](state|api|runtime|styles|ui[\\/]toasts))[\\/]|widgets[\\/]elements[\\/](define|toasts)\.ts$/;

export default {
  // when-ready.js: whenReady() for partner apps that may run before the loader (docs/frameworks.md); it imports
  // nothing, so it shares no chunk with the loader.
  input: { 'trini-widgets': 'widgets/index.ts', 'when-ready': 'widgets/when-ready.ts' },
  output: {
    dir: 'dist/widgets',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    sourcemap: true,
    manualChunks(id) {
      // The loader's own modules (index.ts, elements/config.ts) must stay out of the runtime chunk.
      if (id.includes('\0') && !id.includes('node_modules') && !id.includes('commonjs')) return undefined;
      if (RUNTIME.test(id)) return 'runtime';
      return undefined;
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
    // TypeScript is only stripped here (esbuild, per file); `npm test` type-checks with `tsc --noEmit`.
    esbuild({
      include: /widgets[\\/].*\.tsx?$/,
      target: 'es2022',
      jsx: 'automatic',
      tsconfig: './tsconfig.json',
      sourceMap: true,
      // Minified by esbuild too: 4x faster than terser for 1.6 KB more gzip on the budgeted page (issue 16).
      minify: production,
      legalComments: 'none',
    }),
    {
      // Chromium's explicit compile hint, after minification (which drops comments): nearly every function of the
      // runtime chunk (Preact's renderer, the stores, the page start-up) runs as the first widget mounts, and V8 would
      // otherwise compile each lazily on the main thread when first called. With the hint the whole chunk is compiled
      // while it streams in, off the main thread.
      name: 'compile-hint',
      renderChunk(code, chunk) {
        if (chunk.name !== 'runtime') return null;
        const text = new MagicString(code).prepend('//# allFunctionsCalledOnLoad\n');
        return { code: text.toString(), map: text.generateMap({ hires: true }) };
      },
    },
    precompress(),
  ],
};
