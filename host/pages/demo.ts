// The widget preview page (/demo) and the hostile-page check (/demo/hostile): plain files from demo/,
// read on each request (they are small, and edits show without a restart). README: "Embedding". The page
// builds its controls from the manifest the build writes (dist/custom-elements.json).
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

const DIR = new URL('../../demo/', import.meta.url); // the project root's demo/, from host/pages/ and from dist/host/
const MANIFEST = new URL('../../dist/custom-elements.json', import.meta.url);
const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';

const FILES: Record<string, [file: string, type: string]> = {
  '/demo': ['index.html', HTML],
  '/demo/hostile': ['hostile.html', HTML],
  '/demo/demo.js': ['demo.js', JS],
  '/demo/manifest.js': ['manifest.js', JS],
  '/demo/presets.js': ['presets.js', JS],
  '/demo/snippets.js': ['snippets.js', JS],
  '/demo/share-preview.js': ['share-preview.js', JS],
  '/demo/demo.css': ['demo.css', 'text/css; charset=utf-8'],
};

export async function demoPlugin(app: FastifyInstance): Promise<void> {
  for (const [path, [file, type]] of Object.entries(FILES)) {
    app.get(path, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .send(await readFile(new URL(file, DIR))),
    );
  }
  app.get('/demo/custom-elements.json', async (_request, reply) => {
    const manifest = await readFile(MANIFEST).catch(() => null); // absent until `npm run build`
    if (!manifest) return reply.code(404).send({ success: false, msg: 'No dist/custom-elements.json: run npm run build.' });
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(manifest);
  });
  app.get('/demo/', async (_request, reply) => reply.redirect('/demo', 301));
}
