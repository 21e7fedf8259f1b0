// The React 19, Vue 3 and Svelte 5 partner apps of tests/types/frameworks/, bundled with esbuild as a partner's build
// would (docs/frameworks.md) into a temporary folder, and served from a second origin by a tiny static server.
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from '../../scripts/manifest/analyze.js';

export const FRAMEWORKS = ['react', 'vue', 'svelte'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
export const APPS = join(ROOT, 'tests/types/frameworks');

// #region vue-plugin
/** Single-file components compiled with Vue's own compiler; trini-* tags are custom elements, not components. */
const vuePlugin: Plugin = {
  name: 'vue',
  setup(build) {
    build.onLoad({ filter: /\.vue$/ }, async ({ path }) => {
      const { parse, compileScript } = await import('vue/compiler-sfc');
      const { descriptor } = parse(await readFile(path, 'utf8'), { filename: path });
      const script = compileScript(descriptor, {
        id: createHash('sha256').update(path).digest('hex').slice(0, 8),
        inlineTemplate: true,
        templateOptions: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('trini-') } },
      });
      return { contents: script.content, loader: 'ts', resolveDir: dirname(path) };
    });
  },
};
// #endregion vue-plugin

/** Svelte components compiled with Svelte's own compiler (TypeScript in <script lang="ts"> included). */
const sveltePlugin: Plugin = {
  name: 'svelte',
  setup(build) {
    build.onLoad({ filter: /\.svelte$/ }, async ({ path }) => {
      const { compile } = await import('svelte/compiler');
      const { js } = compile(await readFile(path, 'utf8'), { filename: path, generate: 'client' });
      return { contents: js.code, loader: 'js', resolveDir: dirname(path) };
    });
  },
};

const OPTIONS: Record<Framework, Parameters<typeof build>[0]> = {
  // React 19 sits beside the widgets' own React 18 as npm aliases.
  react: { entryPoints: [join(APPS, 'react/main.tsx')], jsx: 'automatic', alias: { react: 'react19', 'react-dom': 'react-dom19' } },
  vue: {
    entryPoints: [join(APPS, 'vue/main.ts')],
    plugins: [vuePlugin],
    define: { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
  },
  svelte: { entryPoints: [join(APPS, 'svelte/main.ts')], plugins: [sveltePlugin] },
};

/** Bundles the three apps into `dir`/<framework>/app.js. */
async function bundle(dir: string): Promise<void> {
  await Promise.all(
    FRAMEWORKS.map((framework) =>
      build({
        ...OPTIONS[framework],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"production"', ...OPTIONS[framework].define },
        minify: true,
        outfile: join(dir, framework, 'app.js'),
        logLevel: 'silent',
      }),
    ),
  );
}

export interface AppServer {
  /** The apps' origin, e.g. http://127.0.0.2:4321; each app at /<framework>/. */
  url: string;
  close(): Promise<void>;
}

/** Bundles the apps and serves them on `host`:`port`, each page loading the loader from `storeUrl`. */
export async function serveApps(options: { host: string; port: number; storeUrl: string }): Promise<AppServer> {
  const dir = await mkdtemp(join(tmpdir(), 'trini-frameworks-'));
  await bundle(dir);
  const page = (await readFile(join(APPS, 'page.html'), 'utf8')).replace('https://shop.example.tt', options.storeUrl);
  const server: Server = createServer((request, response) => {
    const match = /^\/(react|vue|svelte)\/(app\.js)?$/.exec(request.url ?? '');
    if (!match) return void response.writeHead(404).end();
    const send = (type: string, body: string | Buffer) => response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (!match[2]) return send('text/html; charset=utf-8', page);
    readFile(join(dir, match[1], 'app.js')).then(
      (body) => send('text/javascript; charset=utf-8', body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    url: `http://${options.host}:${options.port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
