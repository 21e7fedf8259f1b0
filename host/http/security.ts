import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import type { Config } from '../config.js';
import { fail } from './errors.js';
import { HSTS, isHttpsShop } from './https.js';
import { XSRF_COOKIE, XSRF_HEADER } from '../../widgets/domain/anti-forgery.js';
import type { PartnerSet } from './partner-origins.js';

// Node gives incoming header names in lower case.
const XSRF_REQUEST_HEADER = XSRF_HEADER.toLowerCase();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STATIC_PREFIXES = ['/widgets/', '/media/', '/assets/'];

/**
 * Anti-forgery (docs/api.md#anti-forgery) and CORS for partner origins (docs/architecture.md#security).
 * - Every page without the token cookie sets one (readable by the widgets' script); API answers and static files do not.
 * - A non-GET request that carries the cookie must carry the same value in X-XSRF-TOKEN.
 *   Cookie-less clients (partner pages, API clients with bearer tokens) are not refused by this check.
 * - A non-GET request from a browser on another origin is refused unless that origin is a partner's (`allowed`:
 *   EMBED_ORIGINS and the shops' saved origins, read at each request so a saved shop counts at once).
 */
export async function registerSecurity(app: FastifyInstance, config: Config, allowed: PartnerSet): Promise<void> {
  await app.register(cookie);
  const ownOrigin = new URL(config.publicUrl).origin;
  const isOwnOrigin = (origin: string, request: FastifyRequest) => origin === ownOrigin || origin === `${request.protocol}://${request.host}`;

  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    credentials: false,
    maxAge: 600,
  });

  app.addHook('onRequest', async (request, reply) => {
    // A CORS preflight from an origin that is not ours and not a partner: say no plainly (the cors
    // plugin above added no Access-Control-Allow-* headers, so the browser refuses in any case).
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      const origin = request.headers.origin;
      if (origin && !isOwnOrigin(origin, request) && !allowed.has(origin)) {
        return fail(reply, 403, 'This origin is not allowed to use the store API.');
      }
      return;
    }
    if (SAFE_METHODS.has(request.method)) return;
    // The WiPay sandbox emulator stands in for a third-party site: its card form is not ours to guard.
    if (request.routeOptions.url?.startsWith('/wipay-sandbox/')) return;
    // So does the message emulator's phone (mounted only where asked, host/messages/dev-messages.ts).
    if (request.routeOptions.url?.startsWith('/dev/messages/')) return;
    // `Origin: null` (sandboxed frames, file: pages, some redirects) names no origin we know: a foreign one.
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request) && !allowed.has(origin)) {
      return fail(reply, 403, 'This origin is not allowed to use the store API.');
    }
    // The tracking page's "Pay by card" form: its signed address is the proof, and it only opens a card payment.
    if (request.routeOptions.url?.startsWith('/track/')) return;
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) return;
    const header = request.headers[XSRF_REQUEST_HEADER];
    if (typeof header !== 'string' || !sameToken(header, cookieToken)) {
      return fail(reply, 403, 'The anti-forgery token is missing or does not match. Reload the page and try again.');
    }
  });

  const https = isHttpsShop(config.publicUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    if (https) reply.header(...HSTS);
    // Static files are shared and cached for a year: they must not carry a per-visitor cookie. API answers need
    // none either: the token comes with the pages that run the widgets, and a cookie-less client (a partner page,
    // a crawler) would otherwise be handed a fresh one, and its cost, on every call.
    if (request.url.startsWith('/api/') || STATIC_PREFIXES.some((p) => request.url.startsWith(p))) return payload;
    if (!request.cookies[XSRF_COOKIE] && !hasCookie(reply, XSRF_COOKIE)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'lax', httpOnly: false, secure: https });
    }
    return payload;
  });
}

function hasCookie(reply: FastifyReply, name: string): boolean {
  const set = reply.getHeader('set-cookie');
  const all = Array.isArray(set) ? set : set === undefined ? [] : [String(set)];
  return all.some((c) => c.startsWith(`${name}=`));
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
