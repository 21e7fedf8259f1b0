import type { FastifyRequest } from 'fastify';

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The page's origin as the browser sees it (the Host header, checked), else the configured public URL's. */
export function pageOrigin(request: FastifyRequest, publicUrl: string): string {
  const host = request.host;
  if (host && HOST.test(host) && (request.protocol === 'http' || request.protocol === 'https')) return `${request.protocol}://${host}`;
  return new URL(publicUrl).origin;
}
