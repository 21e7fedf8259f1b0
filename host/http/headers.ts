// Security headers on every HTML answer (pages, demo pages, the WiPay sandbox pages, the 404 page), built with
// helmet once at start-up and applied in onSend, so JSON and static answers pay nothing for them.
// - script-src: 'self' and the hashes of the pages' fixed inline scripts (host/pages/inline-scripts.ts), never
//   'unsafe-inline' or 'unsafe-eval'. Hashes rather than a per-answer nonce: a page's bytes are then the same for
//   every answer, so they are rendered and compressed once (host/pages/page-cache.ts).
// - style-src keeps 'unsafe-inline' on purpose: server-rendered shadow roots carry <style> elements and React
//   writes style attributes; a nonce there would switch 'unsafe-inline' off in every browser.
// - HSTS is not set here: it belongs to the PUBLIC_URL-is-https rules in security.ts.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * The helmet options of the store's pages: exported so tests and docs/security.md#security-headers stay in step with
 * them. `scriptSources`: the hash sources of the inline scripts pages carry.
 */
export function helmetOptions(config: Config, scriptSources: readonly string[]): Parameters<typeof helmet>[0] {
  // The WiPay sandbox form posts to the store and is redirected to PUBLIC_URL/wipay, which may be another
  // spelling of this host (localhost vs 127.0.0.1); form-action also governs that redirect.
  const formTargets = ["'self'", new URL(config.publicUrl).origin];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptSources],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // PUBLIC_URL's origin: og:image and the JSON-LD images are absolute PUBLIC_URL addresses, which /demo's
        // share preview shows even when the page was opened under another spelling of this host.
        imgSrc: [...new Set(["'self'", new URL(config.publicUrl).origin]), 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: [...new Set(formTargets)],
        frameAncestors: ["'self'"],
        frameSrc: ["'none'"],
        workerSrc: ["'none'"],
        // No manifest-src: default-src 'self' governs the web app manifest alike, and WebKit warns of the
        // directive on every page ("Unrecognized Content-Security-Policy directive").
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The widget bundle and the media are loaded by partner pages on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The default (same-origin) would cut the WiPay page off from nothing we need, but also break a partner
    // opening the store in a popup; same-origin-allow-popups keeps our window isolated either way.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'sameorigin' },
  };
}

export async function registerHeaders(app: FastifyInstance, config: Config, scriptSources: readonly string[]): Promise<void> {
  const apply = helmet(helmetOptions(config, scriptSources));
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    apply(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}
