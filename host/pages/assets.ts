import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { precompress, sendCompressed } from '../http/compress.js';

const dir = new URL('./assets/', import.meta.url); // the build copies it beside the bundled host (dist/host/assets/)
const ASSETS: Record<string, string> = { 'site.css': 'text/css; charset=utf-8', 'favicon.svg': 'image/svg+xml' };

/** The page stylesheet and icon, read once at start-up. */
export async function registerAssets(app: FastifyInstance): Promise<void> {
  for (const [name, type] of Object.entries(ASSETS)) {
    const body = precompress(readFileSync(new URL(name, dir)));
    app.get(`/assets/${name}`, async (request, reply) => sendCompressed(request, reply.type(type).header('cache-control', 'public, max-age=3600'), body));
  }
  // Browsers ask for /favicon.ico on any page that names no icon (the WiPay sandbox page, a raw JSON or
  // text answer); answer with the shop's icon instead of a 404 in the console.
  const icon = readFileSync(new URL('favicon.svg', dir));
  app.get('/favicon.ico', async (_req, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon));
}
