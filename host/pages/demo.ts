// The widget preview page (/demo) and the hostile-page check (/demo/hostile): plain files from demo/,
// read on each request (they are small, and edits show without a restart). README: "Embedding".
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

const DIR = new URL('../../demo/', import.meta.url);
const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';

const FILES: Record<string, [file: string, type: string]> = {
  '/demo': ['index.html', HTML],
  '/demo/hostile': ['hostile.html', HTML],
  '/demo/demo.js': ['demo.js', JS],
  '/demo/widgets.js': ['widgets.js', JS],
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
  app.get('/demo/', async (_request, reply) => reply.redirect('/demo', 301));
}
