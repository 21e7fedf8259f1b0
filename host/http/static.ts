import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

// Static files: the widget bundle (dist/widgets, built by `npm run build`) at /widgets/ and the media folder
// (DATA_DIR/media: generated catalogue images and videos) at /media/.

// Two levels up is the project root both from here (host/http/) and from the built host (dist/host/).
export const WIDGETS_DIR = fileURLToPath(new URL('../../dist/widgets/', import.meta.url));
export const mediaDir = (config: Config) => resolve(config.dataDir, 'media');

/** Rollup names chunks '[name]-[hash].js': their content never changes under that name (nor that of their .br/.gz copies). */
const HASHED = /-[A-Za-z0-9_-]{8}\.(?:js|css)(?:\.map|\.br|\.gz)?$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** The loader keeps its name across releases: short, so partner pages pick up a new release within a minute. */
export const CACHE_LOADER = 'public, max-age=60';
export const CACHE_MEDIA = 'public, max-age=3600';

type HeaderTarget = { setHeader(name: string, value: string): unknown };

export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  // The bundle's answers depend on Accept-Encoding (preCompressed below), which @fastify/static does not say.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/widgets/')) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  });
  await app.register(fastifyStatic, {
    root: WIDGETS_DIR,
    prefix: '/widgets/',
    index: false,
    // The build writes .br and .gz beside each JS and CSS file: sent as they are to clients that accept them.
    preCompressed: true,
    cacheControl: false, // set below, per file
    setHeaders(res: HeaderTarget, path: string) {
      res.setHeader('cache-control', HASHED.test(basename(path)) ? CACHE_IMMUTABLE : CACHE_LOADER);
      // Partner pages on any origin load the bundle as a module script, which needs CORS.
      res.setHeader('access-control-allow-origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: mediaDir(config),
    prefix: '/media/',
    index: false,
    decorateReply: false, // the first registration already added reply.sendFile
    cacheControl: false,
    setHeaders(res: HeaderTarget) {
      res.setHeader('cache-control', CACHE_MEDIA);
      res.setHeader('access-control-allow-origin', '*');
    },
  });
}
