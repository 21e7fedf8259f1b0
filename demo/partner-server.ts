// A partner shop's page on a second origin (docs/architecture.md#overview: "a partner page served from a second origin that
// embeds the buy button and the quick order form"). A tiny node:http static server: it serves
// demo/partner/ with {{STORE_URL}} filled in, so the page loads the widgets from the store with one
// <script type="module">. Run `npm start` (the store) in one terminal and `npm run partner` in another.
//
//   PARTNER_HOST  127.0.0.2 (a second loopback address: another origin, other cookies and storage)
//   PARTNER_PORT  3001
//   STORE_URL     http://127.0.0.1:3000 (where `npm start` listens)
//
// The store only answers API calls from origins listed in its EMBED_ORIGINS, whose default includes
// http://127.0.0.2:3001 and http://localhost:3001.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { escapeHtml } from '../widgets/domain/html-escape.js';

export const PARTNER_DIR = fileURLToPath(new URL('./partner/', import.meta.url));

export interface PartnerOptions {
  host?: string; // default 127.0.0.2
  port?: number; // default 3001; 0 picks a free port
  storeUrl?: string; // default http://127.0.0.1:3000
}

export interface PartnerServer {
  url: string; // the partner page's origin, e.g. http://127.0.0.2:3001
  storeUrl: string;
  server: Server;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The store's base URL without a trailing slash; refuses anything that is not http(s). */
export function storeBase(url: string): string {
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`STORE_URL must be an http(s) URL, not ${url}`);
  return (u.origin + u.pathname).replace(/\/+$/, '');
}

/**
 * The partner page's Content-Security-Policy: what a partner must allow for the widgets
 * (docs/embedding.md#embedding-under-a-content-security-policy). The store's origin for the loader and its chunks
 * (script-src), the API (connect-src), product images and videos (img-src, media-src); nothing inline, no eval,
 * nothing else.
 */
export function partnerCsp(store: string): string {
  const origin = new URL(store).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${origin}`,
    `connect-src 'self' ${origin}`,
    `img-src 'self' data: ${origin}`,
    `media-src 'self' ${origin}`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Starts the partner page server. Resolves once it listens. */
export async function startPartnerServer(options: PartnerOptions = {}): Promise<PartnerServer> {
  const host = options.host ?? '127.0.0.2';
  const store = storeBase(options.storeUrl ?? 'http://127.0.0.1:3000');
  const csp = partnerCsp(store);
  const server = createServer((request, response) => {
    void serve(request.url ?? '/', request.method ?? 'GET', store).then(({ status, type, body }) => {
      const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
      if (type.startsWith('text/html')) headers['content-security-policy'] = csp;
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3001, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as { port: number };
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    storeUrl: store,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function serve(url: string, method: string, store: string): Promise<{ status: number; type: string; body: string | Buffer }> {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, type: TYPES['.html'], body: 'Method not allowed' };
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://partner').pathname);
  } catch {
    return { status: 400, type: TYPES['.html'], body: 'Bad request' };
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(PARTNER_DIR + path.replace(/^\/+/, ''));
  const type = TYPES[extname(file)];
  if (!file.startsWith(PARTNER_DIR.endsWith(sep) ? PARTNER_DIR : PARTNER_DIR + sep) || !type) {
    return { status: 404, type: TYPES['.html'], body: 'Not found' };
  }
  try {
    const body = await readFile(file);
    if (type.startsWith('text/html')) return { status: 200, type, body: body.toString('utf8').replaceAll('{{STORE_URL}}', escapeHtml(store)) };
    return { status: 200, type, body };
  } catch {
    return { status: 404, type: TYPES['.html'], body: 'Not found' };
  }
}

async function main(): Promise<void> {
  const env = process.env;
  const port = env.PARTNER_PORT ? Number(env.PARTNER_PORT) : 3001;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PARTNER_PORT must be a port number, not ${env.PARTNER_PORT}`);
  const partner = await startPartnerServer({ host: env.PARTNER_HOST || '127.0.0.2', port, storeUrl: env.STORE_URL || 'http://127.0.0.1:3000' });
  console.log(`Partner page (Island Glow Boutique, ShopNo 21): ${partner.url}/`);
  console.log(`One snippet each (docs/embedding.md#copy-paste-snippets): ${partner.url}/one-tag.html (the buy button), /card.html, /quick-order.html`);
  console.log(`It embeds the widgets from the store at ${partner.storeUrl} (STORE_URL).`);
  console.log(`The store must be running there: start it with \`npm start\` in another terminal.`);
  console.log(`The store must allow this origin: ${partner.url} has to be in its EMBED_ORIGINS`);
  console.log(`(the default allows http://127.0.0.2:3001 and http://localhost:3001). Ctrl-C stops this server.`);
  try {
    const res = await fetch(`${partner.storeUrl}/widgets/trini-widgets.js`, { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    if (!res.ok) console.warn(`Warning: ${partner.storeUrl}/widgets/trini-widgets.js answered ${res.status}: is the bundle built (npm run build)?`);
  } catch {
    console.warn(`Warning: the store at ${partner.storeUrl} does not answer yet. Start it with \`npm start\`.`);
  }
  const stop = () => void partner.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE')
      console.error(`Port ${process.env.PARTNER_PORT ?? 3001} on ${process.env.PARTNER_HOST ?? '127.0.0.2'} is already in use: set PARTNER_PORT.`);
    else if (e.code === 'EADDRNOTAVAIL')
      console.error(
        `Cannot listen on ${process.env.PARTNER_HOST ?? '127.0.0.2'} here: set PARTNER_HOST=localhost (and keep http://localhost:3001 in the store's EMBED_ORIGINS).`,
      );
    else console.error(String(e.message ?? e));
    process.exit(1);
  });
}
