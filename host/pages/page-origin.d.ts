import type { FastifyRequest } from 'fastify';
/** The page's origin as the browser sees it (the Host header, checked), else the configured public URL's. */
export declare function pageOrigin(request: FastifyRequest, publicUrl: string): string;
